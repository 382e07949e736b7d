/// A request's JSON body, with an example of it that the refusal of a body that is not JSON
/// shows (``ServerProblem/malformedJSON(example:)``), so each route's refusal names its own body.
protocol JSONRequestBody: Decodable {
    /// The body a client would send, in JSON: `{"count": 1}`.
    static var example: String { get }
}
