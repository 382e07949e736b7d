/// Constants that define how a view's content fills the available space, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// Resizes the content so it's all within the available space, keeping its aspect ratio:
    /// as large as the space on one axis, smaller on the other.
    case fit
    /// Resizes the content so it occupies all available space, keeping its aspect ratio:
    /// as large as the space on one axis, larger on the other.
    case fill
}
