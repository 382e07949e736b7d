import HTTPTypes

extension HTTPFields {
    /// The value `self[name]` gives, found in one pass: a field that occurs once (nearly every
    /// field of nearly every request) is returned as it is, where `self[name]` joins even a single
    /// value through generic sequence code, a visible share of a vote's CPU under load.
    func value(of name: HTTPField.Name) -> String? {
        do { return try singleValue(of: name) } catch { return self[name] }
    }

    /// The value of a field that may come once (`Authorization`, `Idempotency-Key`), or `nil`;
    /// ``ServerProblem/repeatedHeader(_:)`` when it comes more than once, as no one value of
    /// several is the one the client meant.
    func singleValue(of name: HTTPField.Name) throws(ServerProblem) -> String? {
        guard let index = firstIndex(where: { $0.name == name }) else { return nil }
        guard !self[(index + 1)...].contains(where: { $0.name == name }) else { throw .repeatedHeader(name) }
        return self[index].value
    }
}
