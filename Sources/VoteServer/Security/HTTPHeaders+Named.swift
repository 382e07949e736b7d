import NIOHTTP1

extension HTTPHeaders {
    /// The values of the header lines named `name` (given in lowercase), in order, found without
    /// copying them into an array as the subscript does: the connection's rules read a request's
    /// head on every request.
    func values(named name: String) -> LazyMapSequence<LazyFilterSequence<HTTPHeaders>, String> {
        let length = name.utf8.count
        return lazy.filter { $0.name.utf8.count == length && $0.name.lowercased() == name }.map(\.value)
    }
}
