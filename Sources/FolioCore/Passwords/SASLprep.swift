import Foundation

/// SASLprep (RFC 4013): the form a PDF 2.0 (AES-256, revision 6) password takes before it is hashed.
///
/// A password typed as "S\u{AA}SL\u{AD}prep" must unlock a document whose password was set as
/// "SaSLprep": the soft hyphen is mapped to nothing and NFKC turns the feminine ordinal into "a".
/// poppler 22.12 hashes the bytes as typed, so the reader prepares the password itself and tries
/// both forms. Unassigned code points are allowed, as RFC 4013 allows them in queries.
public enum SASLprep {
    /// The prepared form of `password`, or nil when it holds a character SASLprep prohibits or
    /// breaks the bidirectional rule (such a password cannot have been set by a conforming writer).
    public static func prepare(_ password: String) -> String? {
        // 1. Map: spaces of other kinds to U+0020, soft hyphens, joiners and the like to nothing.
        var mapped = String.UnicodeScalarView()
        for scalar in password.unicodeScalars where !contains(mappedToNothing, scalar) {
            mapped.append(contains(nonASCIISpaces, scalar) ? " " : scalar)
        }
        // 2. Normalise: Unicode normalisation form KC.
        let normalised = String(mapped).precomposedStringWithCompatibilityMapping
        let scalars = Array(normalised.unicodeScalars)
        // 3. Prohibit.
        guard !scalars.contains(where: { contains(prohibited, $0) }) else { return nil }
        // 4. Bidirectional text (RFC 3454, section 6): right-to-left text stays right-to-left
        // throughout, starting and ending with a right-to-left character.
        if scalars.contains(where: { contains(rightToLeft, $0) }) {
            guard !scalars.contains(where: { contains(leftToRight, $0) }),
                let first = scalars.first, let last = scalars.last,
                contains(rightToLeft, first), contains(rightToLeft, last)
            else { return nil }
        }
        return normalised
    }

    /// The passwords to try for `typed`, in order: as typed, then its prepared form when that differs.
    public static func candidates(for typed: String) -> [String] {
        guard let prepared = prepare(typed), prepared != typed else { return [typed] }
        return [typed, prepared]
    }

    /// Whether `scalar` lies in one of `ranges` (sorted and disjoint: a binary search).
    static func contains(_ ranges: [ClosedRange<UInt32>], _ scalar: Unicode.Scalar) -> Bool {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < scalar.value {
                low = middle + 1
            } else if ranges[middle].lowerBound > scalar.value {
                high = middle
            } else {
                return true
            }
        }
        return false
    }
}
