import VoteLayout

/// One layout to time: a view, the proposal to lay it out for, and the counter its leaves share.
struct Scenario {
    let name: String
    let leafCount: Int
    let proposal: ProposedViewSize
    let counter: MeasurementCounter
    /// Counts the size computations of containers, where the scenario wraps them; else unused.
    var containerCounter = MeasurementCounter()
    var containerCount = 0
    let view: AnyView
}

extension Scenario {
    /// Stacks nested `depth` deep, alternating HStack and VStack.
    ///
    /// Each level holds a counting leaf, a Text and the next level, the innermost a last
    /// counting leaf. Each stack sits in a transparent counting layout, which counts the sizes
    /// computed for the whole level.
    static func nestedStacks(depth: Int) -> Scenario {
        let counter = MeasurementCounter()
        let containerCounter = MeasurementCounter()
        func level(_ remaining: Int) -> AnyView {
            guard remaining > 0 else { return AnyView(counter.leaf) }
            let inner = level(remaining - 1)
            let stack =
                remaining.isMultiple(of: 2)
                ? AnyView(
                    HStack {
                        counter.leaf
                        Text("level \(remaining)")
                        inner
                    }
                )
                : AnyView(
                    VStack {
                        counter.leaf
                        Text("level \(remaining)")
                        inner
                    }
                )
            return AnyView(CountingPassThrough(counter: containerCounter) { stack })
        }
        return Scenario(
            name: "nested stacks, depth \(depth)",
            leafCount: depth + 1,
            proposal: ProposedViewSize(width: 400, height: 300),
            counter: counter,
            containerCounter: containerCounter,
            containerCount: depth,
            view: level(depth)
        )
    }

    /// An HStack of `count` counting leaves.
    static func wideHStack(count: Int) -> Scenario {
        let counter = MeasurementCounter()
        return Scenario(
            name: "HStack of \(count) children",
            leafCount: count,
            proposal: ProposedViewSize(width: 50_000, height: 20),
            counter: counter,
            view: AnyView(HStack(spacing: 1) { ForEach(0..<count) { _ in counter.leaf } })
        )
    }

    /// A `side` × `side` Grid of counting leaves.
    static func grid(side: Int) -> Scenario {
        let counter = MeasurementCounter()
        return Scenario(
            name: "Grid \(side)×\(side)",
            leafCount: side * side,
            proposal: ProposedViewSize(width: 2_000, height: 2_000),
            counter: counter,
            view: AnyView(
                Grid {
                    ForEach(0..<side) { _ in
                        GridRow { ForEach(0..<side) { _ in counter.leaf } }
                    }
                }
            )
        )
    }

    /// A `LazyVGrid` of `side` flexible columns holding `side` × `side` counting leaves: the same
    /// cells as ``grid(side:)``, for comparing the two grids in one run.
    static func lazyGrid(side: Int) -> Scenario {
        let counter = MeasurementCounter()
        return Scenario(
            name: "LazyVGrid \(side)×\(side)",
            leafCount: side * side,
            proposal: ProposedViewSize(width: 2_000, height: 2_000),
            counter: counter,
            view: AnyView(
                LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: side)) {
                    ForEach(0..<(side * side)) { _ in counter.leaf }
                }
            )
        )
    }

    /// A FlowLayout of `count` fixed-size counting leaves of varying widths, 200 wide.
    static func flow(count: Int) -> Scenario {
        let counter = MeasurementCounter()
        return Scenario(
            name: "FlowLayout of \(count) items",
            leafCount: count,
            proposal: ProposedViewSize(width: 200, height: nil),
            counter: counter,
            view: AnyView(
                FlowLayout {
                    ForEach(0..<count) { index in
                        counter.leaf.frame(width: CGFloat(5 + index % 17), height: 3)
                    }
                }
            )
        )
    }
}
