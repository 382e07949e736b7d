/// The environment a view is resolved in: an implementation detail of ``View`` and
/// ``PrimitiveButtonStyle``, as SwiftUI's `_ViewInputs`. Only VoteLayout creates or reads it.
public struct _ResolveContext {
    var base: ResolveContext
}

/// The elements a view resolves into: an implementation detail of ``View``, as SwiftUI's
/// `_ViewOutputs`. Only VoteLayout creates or reads it.
public struct _ResolvedViews {
    let views: [ResolvedView]

    init(_ views: [ResolvedView]) {
        self.views = views
    }
}
