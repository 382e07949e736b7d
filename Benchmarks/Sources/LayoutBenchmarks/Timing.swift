import VoteLayout

/// What one scenario cost: the fastest and the median of several full layout passes, and the
/// leaf measurements of one pass.
struct Measurement {
    let scenario: Scenario
    let nodes: Int
    let leafMeasurements: Int
    let containerMeasurements: Int
    let fastest: Duration
    let median: Duration

    /// Lays `scenario` out once to count, then `runs` more times to time.
    init(_ scenario: Scenario, runs: Int = 5) {
        let (before, containersBefore) = (scenario.counter.count, scenario.containerCounter.count)
        let layout = ViewLayout(scenario.view, in: scenario.proposal)
        leafMeasurements = scenario.counter.count - before
        containerMeasurements = scenario.containerCounter.count - containersBefore
        nodes = layout.root.allNodes.count

        let clock = ContinuousClock()
        var durations: [Duration] = []
        for _ in 0..<runs {
            durations.append(clock.measure { _ = ViewLayout(scenario.view, in: scenario.proposal) })
        }
        durations.sort()
        fastest = durations[0]
        median = durations[durations.count / 2]
        self.scenario = scenario
    }

    /// Leaf measurements per leaf in one pass.
    var measurementsPerLeaf: Double { Double(leafMeasurements) / Double(scenario.leafCount) }

    /// Size computations per counted container in one pass, or `nil` where none are counted.
    var measurementsPerContainer: Double? {
        scenario.containerCount > 0 ? Double(containerMeasurements) / Double(scenario.containerCount) : nil
    }
}

extension Duration {
    /// The duration in milliseconds, for the table.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}
