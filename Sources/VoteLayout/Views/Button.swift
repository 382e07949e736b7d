/// A control that initiates an action, as SwiftUI's `Button`.
///
/// Laid out as its label; with a bordered style (``PrimitiveButtonStyle/bordered``) the label is
/// inset by 1 unit on every side, which the terminal renderer draws as a box around it. A label
/// of several views is laid out in an `HStack`.
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label

    /// Creates a button that displays a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        var children = VoteLayout.resolve(label, in: context)
        if children.count > 1 {
            children = [
                ResolvedView(
                    behavior: LayoutBehavior(layout: HStackLayout()),
                    children: children,
                    foreground: context.foreground
                )
            ]
        }
        let layout = ButtonLayout(bordered: context.buttonStyle.isBordered)
        return [
            ResolvedView(behavior: LayoutBehavior(layout: layout), children: children, foreground: context.foreground)
        ]
    }
}

/// Insets a button's label by its border.
struct ButtonLayout: BuiltInLayout {
    /// The layout as VoteLayout's engine runs it (an implementation detail).
    var _builtInLayout: _BuiltInLayoutBox? { _BuiltInLayoutBox(self) }

    /// The room left on each side of a bordered button's label for its border.
    static let borderInset: CGFloat = 1
    let bordered: Bool

    var nodeKind: LayoutNode.Kind { .button(bordered: bordered) }

    var padding: PaddingLayout {
        PaddingLayout(insets: bordered ? EdgeInsets(.all, Self.borderInset) : EdgeInsets())
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        padding.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        padding.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
