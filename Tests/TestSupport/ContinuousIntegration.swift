import Foundation

/// The one rule for whether the tests run in CI: `CI` is set to anything but empty, `0` or
/// `false` (`.ci/run` sets `CI=true`, as CI services do). In CI a suite whose tools are missing
/// fails instead of skipping, so nothing the README's test command covers is skipped there.
public enum ContinuousIntegration {
    /// Whether this run is CI's.
    public static let isRunning: Bool = {
        guard let value = ProcessInfo.processInfo.environment["CI"]?.lowercased() else { return false }
        return !["", "0", "false"].contains(value)
    }()
}
