/// The size and coordinates of a ``GeometryReader``'s container, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
    /// The size of the container: what it was offered.
    public let size: CGSize
    /// The safe area's insets: VoteLayout lays out with no system bars, so all zero.
    public let safeAreaInsets: EdgeInsets
    /// The container's frame in the root's coordinates.
    let globalFrame: CGRect
    /// The origins, in the root's coordinates, of the enclosing named coordinate spaces, the
    /// nearest last.
    let namedOrigins: [(name: AnyHashable, origin: CGPoint)]

    /// The container's frame in `coordinateSpace`.
    ///
    /// A name no enclosing view has given (`.coordinateSpace(name:)`) is read as `.global`
    /// (SwiftUI's behaviour in that case is undocumented).
    ///
    /// - Parameter coordinateSpace: `.local`, `.global` or `.named(name)`.
    /// - Returns: The frame.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            return globalFrame
        case .named(let name):
            guard let origin = namedOrigins.last(where: { $0.name == name })?.origin else { return globalFrame }
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }
}
