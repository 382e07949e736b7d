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
        String(format: "%.1f", measurement.fastest.milliseconds * 1_000 / Double(measurement.nodes)),
    ]
    return "| " + cells.joined(separator: " | ") + " |"
}

let columns = [
    "Layout", "Nodes", "Counting leaves", "Leaf measurements", "Per leaf", "Per stack level",
    "Fastest (ms)", "Median (ms)", "µs per node",
]
print("| " + columns.joined(separator: " | ") + " |")
print("|---" + String(repeating: "|--:", count: columns.count - 1) + "|")
for depth in 1...20 {
    print(row(Measurement(.nestedStacks(depth: depth), runs: 9)))
}
// The sizes, each after a tenth (a hundredth of the grid's cells) to show the growth.
for count in [1_000, 10_000] {
    print(row(Measurement(.wideHStack(count: count))))
}
for side in [10, 100] {
    print(row(Measurement(.grid(side: side))))
    print(row(Measurement(.lazyGrid(side: side))))
}
for count in [100, 1_000] {
    print(row(Measurement(.flow(count: count))))
}

// The measurement cache against the same engine without it (the peer).
CacheComparison.printTable()
