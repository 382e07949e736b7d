#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The environment variables votectl reads: the process's own, looked up one by one with
/// `getenv`, or fixed values for tests.
///
/// `ProcessInfo.processInfo.environment` copies the whole environment into a dictionary, and even
/// a dictionary of the few names votectl uses cost more instructions than the rest of a
/// `votectl vote` in Swift; a lookup reads only the variable asked for.
struct Environment: Sendable, ExpressibleByDictionaryLiteral {
    private let values: [String: String]?

    /// The environment of this process.
    static let process = Environment(values: nil)

    /// Fixed values, as a test gives them.
    init(_ values: [String: String]) {
        self.values = values
    }

    init(dictionaryLiteral elements: (String, String)...) {
        self.values = Dictionary(elements) { _, last in last }
    }

    private init(values: [String: String]?) {
        self.values = values
    }

    /// The value of the variable `name`, or `nil` when it is not set.
    subscript(name: String) -> String? {
        if let values { return values[name] }
        return getenv(name).map { String(cString: $0) }
    }
}
