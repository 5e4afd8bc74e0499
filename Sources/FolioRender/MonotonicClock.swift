import Foundation

/// Seconds on a clock that never jumps: frame timing on the main thread, render timing on the workers.
public enum MonotonicClock {
    public static var seconds: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
