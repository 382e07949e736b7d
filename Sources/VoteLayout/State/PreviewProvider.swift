/// A type that produces views for Xcode's previews, as SwiftUI's `PreviewProvider`.
///
/// There is no canvas on Linux, but a preview's views are views like any other: lay them out with
/// `ViewLayout(MyView_Previews.previews)` and draw them with a renderer.
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}
