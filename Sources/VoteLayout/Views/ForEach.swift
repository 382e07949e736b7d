/// A structure that computes views on demand from a collection of identified data, as SwiftUI's `ForEach`.
///
/// Each element's identity (its path component) is the description of its `id`, so a view keeps its
/// path when the data is reordered.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The collection of data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    private let identify: (Data.Element) -> ID

    /// Creates views from `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.content = content
        identify = { $0[keyPath: id] }
    }

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Creates views from identifiable `data`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates views for a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    /// Walks `data` by index rather than with `flatMap`: `Data` belongs to the caller, so the
    /// standard library's algorithms run unspecialised here, and `flatMap` alone then looks up
    /// the iterator types of `Data` at run time, which costs more than resolving the elements.
    func resolve(in context: ResolveContext) -> [ResolvedView] {
        var views: [ResolvedView] = []
        var index = data.startIndex
        let end = data.endIndex
        while index != end {
            let element = data[index]
            let identity = identityComponent(identify(element))
            let resolved = ResolvedView.prefixing(VoteLayout.resolve(content(element), in: context), with: identity)
            if views.isEmpty { views = resolved } else { views += resolved }
            data.formIndex(after: &index)
        }
        return views
    }
}

/// The path component of a `ForEach` element's `id`: what `String(describing:)` prints, with
/// strings and integers, the usual IDs, spared its dynamic casts. (The type test comes first:
/// an optional or `AnyHashable` ID would cast to `String` too, yet prints differently.)
private func identityComponent<ID: Hashable>(_ id: ID) -> String {
    if ID.self == String.self, let string = id as? String { return string }
    if ID.self == Int.self, let integer = id as? Int { return String(integer) }
    return String(describing: id)
}
