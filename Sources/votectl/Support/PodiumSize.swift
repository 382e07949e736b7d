import ArgumentParser

/// `--podium WxH`: the podium area in points.
struct PodiumSize: ExpressibleByArgument, Hashable, Sendable {
    var width: Double
    var height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              (1...100_000).contains(width), (1...100_000).contains(height)
        else { return nil }
        self.init(width: width, height: height)
    }

    var defaultValueDescription: String { "\(Int(width))x\(Int(height))" }
}
