extension PageText {
    /// The text a mark covers: the characters whose box centres lie inside one of `quads`, in
    /// reading order. Characters skipped between two covered ones become a line break when a line
    /// ends among them, a space otherwise; each line's trailing spaces are trimmed, as a copy's are.
    public func text(under quads: [Quad]) -> String {
        let areas = quads.map(\.bounds)
        var text = String.UnicodeScalarView()
        var previous: Int?
        for index in scalars.indices where scalars[index] != "\n" {
            let box = boxes[index]
            let centre = Point(x: box.minX + box.width / 2, y: box.midY)
            guard areas.contains(where: { $0.contains(centre) }) else { continue }
            if let previous, previous + 1 < index {
                text.append(scalars[(previous + 1)..<index].contains("\n") ? "\n" : " ")
            }
            text.append(scalars[index])
            previous = index
        }
        return TextSelection.copied(String(text))
    }
}
