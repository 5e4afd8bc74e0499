import Foundation

/// Seconds on a clock that never jumps, for frame timing.
enum MonotonicClock {
    static var seconds: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
