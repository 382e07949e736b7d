import Foundation
@_spi(Benchmarks) import VoteLayout

/// The per-pass measurement cache against its peer, the same engine without it: nested stacks of
/// texts measured by `TerminalTextMeasurer`, as a Markdown table for BENCHMARKS.md.
enum CacheComparison {
    /// `depth` stacks, each holding a text and the next stack, alternating axes.
    static func nested(_ depth: Int) -> AnyView {
        guard depth > 0 else { return AnyView(Text("leaf")) }
        return depth.isMultiple(of: 2)
            ? AnyView(
                HStack {
                    Text("h\(depth)")
                    nested(depth - 1)
                }
            )
            : AnyView(
                VStack {
                    Text("v\(depth)")
                    nested(depth - 1)
                }
            )
    }

    /// The measurements of one pass and the median time of `runs` passes, in milliseconds.
    static func measure(depth: Int, caching: Bool, runs: Int) -> (measurements: Int, median: Double) {
        let view = nested(depth)
        let proposal = ProposedViewSize(width: 300, height: 200)
        func pass() -> ViewLayout {
            ViewLayout(view, in: proposal, measurer: TerminalTextMeasurer(), cachingMeasurements: caching)
        }
        let measurements = pass().measurementCount
        let clock = ContinuousClock()
        var times = (0..<runs).map { _ in clock.measure { _ = pass() } }
        times.sort()
        let median = times[times.count / 2]
        let milliseconds = Double(median.components.seconds) * 1e3 + Double(median.components.attoseconds) / 1e15
        return (measurements, milliseconds)
    }

    static func printTable() {
        print("")
        print("| Nested stacks | Leaf measurements, cached | Without cache | Median (ms), cached | Without cache |")
        print("|--:|--:|--:|--:|--:|")
        for depth in [5, 8, 10, 20] {
            let cached = measure(depth: depth, caching: true, runs: 9)
            var cells = ["\(depth)", "\(cached.measurements)"]
            if depth <= 10 {
                let uncached = measure(depth: depth, caching: false, runs: 3)
                cells += [
                    "\(uncached.measurements)", String(format: "%.3f", cached.median),
                    String(format: "%.1f", uncached.median),
                ]
            } else {
                cells += ["not run", String(format: "%.3f", cached.median), "–"]
            }
            print("| " + cells.joined(separator: " | ") + " |")
        }
    }
}
