/// The server closed the connection while a statement waited for its answer, or before one
/// was sent.
struct ConnectionLost: Error, CustomStringConvertible {
    var description: String { "the server closed the connection" }
}
