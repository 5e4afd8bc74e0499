/// How many texture bytes a frame may upload: what the uploads measured so far go through in a
/// quarter of a frame (docs/DESIGN.md, rule 7), so that the budget is the machine's and not a
/// guess: a GPU driver's copy, llvmpipe's or SDL's software renderer's differ tenfold.
public struct UploadBudget: Sendable, Equatable {
    /// The share of a frame uploads may take.
    public static let frameShare = 0.25
    /// Until an upload has been measured.
    public static let initialBytesPerFrame = 4 << 20
    /// Never less: a slow first measurement must not starve the uploads.
    public static let minimumBytesPerFrame = 512 << 10
    /// Never more: a texture this large is made in one go however fast the copy.
    public static let maximumBytesPerFrame = 64 << 20
    /// Uploads smaller than this measure the calls more than the copy: not counted.
    public static let smallestMeasured = 256 << 10
    /// How much each new measurement moves the speed (an exponential moving average).
    static let weight = 0.25

    /// The measured speed, bytes a second; nil before any upload large enough was measured.
    public private(set) var bytesPerSecond: Double?

    public init() {}

    /// An upload of `bytes` that took `seconds`.
    public mutating func observe(bytes: Int, seconds: Double) {
        guard bytes >= Self.smallestMeasured, seconds > 0 else { return }
        let speed = Double(bytes) / seconds
        bytesPerSecond = bytesPerSecond.map { $0 + Self.weight * (speed - $0) } ?? speed
    }

    /// The bytes a frame of `frameSeconds` may upload.
    public func bytesPerFrame(frameSeconds: Double) -> Int {
        guard let bytesPerSecond else { return Self.initialBytesPerFrame }
        let bytes = bytesPerSecond * frameSeconds * Self.frameShare
        return Int(min(max(bytes, Double(Self.minimumBytesPerFrame)), Double(Self.maximumBytesPerFrame)))
    }
}
