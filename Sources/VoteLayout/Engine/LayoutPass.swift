/// State shared by every node during one layout pass: the text measurer, the default spacing
/// and padding, and the counters.
final class LayoutPass {
    let measurer: any TextMeasurer
    let defaults: LayoutDefaults
    /// Whether nodes remember their answers per proposal (turned off only to measure what the cache saves).
    let cachesMeasurements: Bool
    /// Leaf measurements actually computed (cache misses), in total.
    private(set) var measurementCount = 0
    /// Leaf measurements computed per node, by node number.
    private(set) var measurementsByNode: [Int] = []
    /// Size queries made through `LayoutSubview` (cache hits included), by node number.
    private(set) var queriesByNode: [Int] = []

    init(measurer: any TextMeasurer, defaults: LayoutDefaults = .standard, cachesMeasurements: Bool = true) {
        self.measurer = measurer
        self.defaults = defaults
        self.cachesMeasurements = cachesMeasurements
    }

    /// Numbers a new node.
    func register() -> Int {
        measurementsByNode.append(0)
        queriesByNode.append(0)
        return measurementsByNode.count - 1
    }

    func countMeasurement(of node: Int) {
        measurementCount += 1
        measurementsByNode[node] += 1
    }

    func countQuery(of node: Int) { queriesByNode[node] += 1 }
}
