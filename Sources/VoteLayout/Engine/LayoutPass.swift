/// State shared by every node during one layout pass: the text measurer and the default spacing
/// and padding. The counters live on the nodes (``EngineNode/measurements``, ``EngineNode/queries``).
final class LayoutPass {
    let measurer: any TextMeasurer
    let defaults: LayoutDefaults
    /// Whether nodes remember their answers per proposal (turned off only to measure what the cache saves).
    let cachesMeasurements: Bool
    /// The named coordinate spaces enclosing the node being placed, with their origins in the
    /// root's coordinates, the nearest last (read by `GeometryReader`).
    var namedSpaces: [(name: AnyHashable, origin: CGPoint)] = []

    init(measurer: any TextMeasurer, defaults: LayoutDefaults = .standard, cachesMeasurements: Bool = true) {
        self.measurer = measurer
        self.defaults = defaults
        self.cachesMeasurements = cachesMeasurements
    }
}
