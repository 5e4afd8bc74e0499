/// The velocity of a finger or pointer, estimated from its recent positions by least squares: a
/// single late sample cannot swing it the way a last-two-points difference would.
public struct PointerVelocity: Sendable {
    /// Samples younger than this (s) at the time asked make the estimate.
    public static let sampleWindow = 0.1

    private struct Sample: Sendable {
        let time: Double
        let position: Point
    }

    private var samples: [Sample] = []

    public init() {}

    public var lastPosition: Point? { samples.last?.position }

    public mutating func record(_ position: Point, time: Double) {
        samples.append(Sample(time: time, position: position))
        let oldest = time - Self.sampleWindow
        if let keepFrom = samples.firstIndex(where: { $0.time >= oldest }), keepFrom > 0 {
            samples.removeFirst(keepFrom)
        }
    }

    /// Least-squares slope (px/s) per axis of the samples in the window before `time`; zero with
    /// fewer than two.
    public func velocity(at time: Double) -> Point {
        let recent = samples.filter { $0.time >= time - Self.sampleWindow }
        guard recent.count >= 2 else { return .zero }
        let count = Double(recent.count)
        let meanTime = recent.reduce(0) { $0 + $1.time } / count
        let meanX = recent.reduce(0) { $0 + $1.position.x } / count
        let meanY = recent.reduce(0) { $0 + $1.position.y } / count
        var covarianceX = 0.0, covarianceY = 0.0, variance = 0.0
        for sample in recent {
            let dt = sample.time - meanTime
            covarianceX += dt * (sample.position.x - meanX)
            covarianceY += dt * (sample.position.y - meanY)
            variance += dt * dt
        }
        guard variance > 0 else { return .zero }
        let velocity = Point(x: covarianceX / variance, y: covarianceY / variance)
        return Point(x: velocity.x.isFinite ? velocity.x : 0, y: velocity.y.isFinite ? velocity.y : 0)
    }
}
