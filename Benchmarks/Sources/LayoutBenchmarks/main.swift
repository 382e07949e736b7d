import Foundation
import VoteLayout

// Layout figures of issue 3, as a Markdown table for BENCHMARKS.md.
// Run from Benchmarks/: `swift run -c release LayoutBenchmarks`.

func row(_ measurement: Measurement) -> String {
    let cells = [
        measurement.scenario.name,
        "\(measurement.nodes)",
        "\(measurement.scenario.leafCount)",
        "\(measurement.leafMeasurements)",
        String(format: "%.2f", measurement.measurementsPerLeaf),
        measurement.measurementsPerContainer.map { String(format: "%.2f", $0) } ?? "–",
        String(format: "%.3f", measurement.fastest.milliseconds),
        String(format: "%.3f", measurement.median.milliseconds),
    ]
    return "| " + cells.joined(separator: " | ") + " |"
}

print(
    "| Layout | Nodes | Counting leaves | Leaf measurements | Per leaf | Per stack level | Fastest (ms) | Median (ms) |"
)
print("|---|--:|--:|--:|--:|--:|--:|--:|")
for depth in 1...20 {
    print(row(Measurement(.nestedStacks(depth: depth), runs: 9)))
}
print(row(Measurement(.wideHStack(count: 10_000))))
print(row(Measurement(.grid(side: 100))))
print(row(Measurement(.flow(count: 1_000))))
