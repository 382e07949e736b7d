import Foundation
@testable import VoteLayout

/// Hand-built laid-out trees for renderer tests, in terminal cells, shaped like `votectl board`.
enum BoardTree {
    static func text(_ string: String, x: CGFloat, y: CGFloat, path: ViewPath, foreground: Color? = nil) -> LayoutNode {
        let layout = TerminalTextMeasurer().layout(string, in: .unspecified)
        return LayoutNode(
            frame: CGRect(origin: CGPoint(x: x, y: y), size: layout.size),
            kind: .text(layout),
            path: path,
            foreground: foreground
        )
    }

    /// A 20-cell-wide VStack: a centred title, a divider, a progress bar at 7/11, a bordered button.
    static let board = LayoutNode(
        frame: CGRect(x: 0, y: 0, width: 20, height: 6),
        kind: .layout("VStackLayout"),
        path: "",
        children: [
            text("Cat 🐶 猫 & <co>", x: 1.5, y: 0, path: "0"),
            LayoutNode(frame: CGRect(x: 0, y: 1, width: 20, height: 1), kind: .divider(.horizontal), path: "1"),
            LayoutNode(
                frame: CGRect(x: 0, y: 2, width: 20, height: 1),
                kind: .progress(fraction: 7.0 / 11.0),
                path: "2"
            ),
            LayoutNode(
                frame: CGRect(x: 6, y: 3, width: 8, height: 3),
                kind: .button(bordered: true),
                path: "3",
                children: [text("Vote", x: 8, y: 4, path: "3/0")]
            ),
        ]
    )
}
