/// A colour, usable as a view that fills the space offered to it, as SwiftUI's `Color`.
///
/// As a view a colour takes whatever size is proposed, with `nil` (ideal) treated as 10.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    enum Storage: Hashable, Sendable {
        case named(String, Resolved)
        case custom(Resolved)
    }

    let storage: Storage

    /// The colour's components in sRGB, each 0…1.
    public struct Resolved: Hashable, Sendable {
        /// The red component, 0…1.
        public var red: Double
        /// The green component, 0…1.
        public var green: Double
        /// The blue component, 0…1.
        public var blue: Double
        /// The opacity component, 0…1.
        public var opacity: Double

        /// Creates resolved components.
        public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
        }
    }

    private init(named name: String, _ red: Double, _ green: Double, _ blue: Double, opacity: Double = 1) {
        storage = .named(name, Resolved(red: red, green: green, blue: blue, opacity: opacity))
    }

    /// Creates a colour from sRGB components, each 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .custom(Resolved(red: red, green: green, blue: blue, opacity: opacity))
    }

    /// Creates a grey of the given whiteness.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// The name of a standard colour (`"red"`, `"accentColor"`, …), or `nil` for a custom colour.
    public var name: String? {
        if case .named(let name, _) = storage { return name }
        return nil
    }

    /// The colour's sRGB components (standard colours use SwiftUI's light-mode values).
    public var resolved: Resolved {
        switch storage {
        case .named(_, let value), .custom(let value): value
        }
    }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var value = resolved
        value.opacity *= opacity
        switch storage {
        case .named(let name, _): return Color(storage: .named(name, value))
        case .custom: return Color(storage: .custom(value))
        }
    }

    private init(storage: Storage) { self.storage = storage }

    /// A textual representation.
    public var description: String {
        if let name { return name }
        let value = resolved
        return "rgba(\(value.red), \(value.green), \(value.blue), \(value.opacity))"
    }

    /// The standard red colour.
    public static let red = Color(named: "red", 1, 0.231, 0.188)
    /// The standard orange colour.
    public static let orange = Color(named: "orange", 1, 0.584, 0)
    /// The standard yellow colour.
    public static let yellow = Color(named: "yellow", 1, 0.8, 0)
    /// The standard green colour.
    public static let green = Color(named: "green", 0.204, 0.78, 0.349)
    /// The standard mint colour.
    public static let mint = Color(named: "mint", 0, 0.78, 0.745)
    /// The standard teal colour.
    public static let teal = Color(named: "teal", 0.188, 0.69, 0.78)
    /// The standard cyan colour.
    public static let cyan = Color(named: "cyan", 0.196, 0.678, 0.902)
    /// The standard blue colour.
    public static let blue = Color(named: "blue", 0, 0.478, 1)
    /// The standard indigo colour.
    public static let indigo = Color(named: "indigo", 0.345, 0.337, 0.839)
    /// The standard purple colour.
    public static let purple = Color(named: "purple", 0.686, 0.322, 0.871)
    /// The standard pink colour.
    public static let pink = Color(named: "pink", 1, 0.176, 0.333)
    /// The standard brown colour.
    public static let brown = Color(named: "brown", 0.635, 0.518, 0.369)
    /// The standard gray colour.
    public static let gray = Color(named: "gray", 0.557, 0.557, 0.576)
    /// The standard black colour.
    public static let black = Color(named: "black", 0, 0, 0)
    /// The standard white colour.
    public static let white = Color(named: "white", 1, 1, 1)
    /// The standard clear colour.
    public static let clear = Color(named: "clear", 0, 0, 0, opacity: 0)
    /// The foreground colour of primary content.
    public static let primary = Color(named: "primary", 0, 0, 0)
    /// The foreground colour of secondary content.
    public static let secondary = Color(named: "secondary", 0.235, 0.235, 0.263, opacity: 0.6)
    /// The app's accent colour.
    public static let accentColor = Color(named: "accentColor", 0, 0.478, 1)
}

extension Color: View, PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        [ResolvedView(behavior: FillLeaf(kind: .color(self)), foreground: context.foreground)]
    }
}

/// A leaf that fills whatever is proposed: colours and shapes.
///
/// A `nil` proposal on an axis becomes 10.
struct FillLeaf: NodeBehavior {
    let kind: LayoutNode.Kind

    func sizeThatFits(_ proposal: ProposedViewSize, node: EngineNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func kind(node: EngineNode, proposal: ProposedViewSize) -> LayoutNode.Kind { kind }
}
