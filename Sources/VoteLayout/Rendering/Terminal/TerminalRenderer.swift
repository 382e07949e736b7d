/// Draws a laid-out view tree as lines of terminal text, one layout unit per character cell.
///
/// The renderer reads the ``LayoutNode`` tree the layout engine returns and paints each view
/// into a grid of cells, parents before children and siblings in order, so later views cover
/// earlier ones (a `background` first, an `overlay` last), as SwiftUI draws:
///
/// | view | drawn as | with `ascii` |
/// |---|---|---|
/// | `Text` | its measured lines from the frame's top-leading cell, clipped to the frame | same |
/// | `Divider` | a rule `─` (horizontal) or `│` (vertical) through the frame's middle | `-`, `\|` |
/// | `ProgressView` | an eighth-block bar `█▏▎▍▌▋▊▉` across the frame's middle row | `#` per whole cell |
/// | bordered `Button` | a box `┌─┐│└┘` on the frame's outer cells, around its label | `+-\|` |
/// | `border(_:width:)` | the same box on the outer cells of the bordered view's frame | `+-\|` |
/// | `Color`, `Rectangle`, `Circle` | filled cells: a colour background with `colors`, else `█` | `#` |
/// | `Image(systemName:)` | a placeholder `□` in the frame's centre | `o` |
///
/// A `ScrollView` clips its content to its cells; a `hidden()` view draws nothing; `zIndex` has
/// already ordered each container's subviews. A grid of characters can't scale or turn a glyph,
/// so under `scaleEffect` and `rotationEffect` every frame is mapped through the effect to the
/// box around it: colours and shapes fill the mapped box (exact for scales and quarter turns),
/// text, rules, bars and borders are drawn unscaled and upright in it.
///
/// Frames snap to cells by rounding each edge down (`floor(minX)` up to `floor(maxX)`), so
/// views that share an edge in the layout share it on screen. A wide (2-cell) character is
/// never split: where a clip edge would cut it, a space is drawn instead. Output is
/// deterministic: the same tree always gives the same bytes.
///
/// The name follows SwiftUI's `ImageRenderer`; SwiftUI's own `TextRenderer` is an unrelated
/// protocol for custom text drawing.
///
/// ```swift
/// let board = VStack(spacing: 0) { Text("Cat"); Divider(); ProgressView(value: 7, total: 11) }
/// let layout = ViewLayout(board, in: ProposedViewSize(width: 40, height: nil))
/// print(TerminalRenderer(colors: isatty(1) != 0).render(layout))
/// ```
public struct TerminalRenderer: Hashable, Sendable {
    /// Whether to draw with ASCII only (`-`, `|`, `+`, `#`) instead of box-drawing and block glyphs.
    ///
    /// Block and box glyphs are East Asian *Ambiguous*: terminals set to draw ambiguous characters
    /// wide would misalign them. Text content is never changed.
    public var ascii: Bool
    /// Whether to colour the output with ANSI SGR escape sequences.
    ///
    /// Each run of coloured cells ends with a reset (`ESC[0m`). When `false` the output contains
    /// no escape bytes at all.
    public var colors: Bool

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - ascii: Draw rules, bars, borders and fills with ASCII characters only.
    ///   - colors: Colour the output with ANSI escape sequences.
    public init(ascii: Bool = false, colors: Bool = false) {
        self.ascii = ascii
        self.colors = colors
    }

    /// The most columns a rendering has; wider trees are clipped.
    static let maximumColumns = 2048
    /// The most cells a rendering has (a canvas of about 64 MiB): a tree taller than this allows
    /// at its width is clipped at the bottom (``maximumRows(width:)``).
    static let maximumCells = 2048 * 2048

    /// The most rows a rendering `width` columns wide has: a board of thousands of pets at a
    /// terminal's width is drawn whole.
    public static func maximumRows(width: Int) -> Int {
        maximumCells / min(max(width, 1), maximumColumns)
    }

    /// Draws `root` and returns its rows, top to bottom, without line terminators.
    ///
    /// The canvas covers `root`'s frame, up to 2,048 columns and 2,048 rows from its top-leading
    /// corner; anything outside it is clipped. Trailing blank cells of each row are dropped
    /// (unless a colour background shows in them).
    public func lines(for root: LayoutNode) -> [String] {
        let frame = CellRect(root.frame)
        let bounds = frame.intersection(
            CellRect(
                minX: frame.minX,
                minY: frame.minY,
                maxX: frame.minX + Self.maximumColumns,
                maxY: frame.minY + Self.maximumRows(width: frame.width)
            )
        )
        var canvas = CellCanvas(bounds: bounds)
        draw(root, transform: .identity, into: &canvas)
        return canvas.lines(colors: colors)
    }

    /// Draws `root` and returns its rows joined by `"\n"`, with no final newline.
    public func render(_ root: LayoutNode) -> String {
        lines(for: root).joined(separator: "\n")
    }

    /// Draws `layout.root`, the view tree the layout engine laid out.
    public func render(_ layout: ViewLayout) -> String {
        render(layout.root)
    }

    /// Draws `node` and its subviews, their frames mapped by `transform` (the effects around them).
    private func draw(_ node: LayoutNode, transform: CGAffineTransform, into canvas: inout CellCanvas) {
        // A hidden view keeps its place in layout and draws nothing, nor do its subviews.
        if node.kind == .hidden { return }
        let frame = transform.isIdentity ? node.frame : node.frame.applying(transform)
        let cells = CellRect(frame)
        let foreground = node.foreground.map(RenderColor.init)
        if !cells.isEmpty {
            switch node.kind {
            case .layout, .modifier, .spacer, .hidden, .scrollView, .scaleEffect, .rotationEffect:
                break
            case .text(let layout):
                let style = CellStyle(foreground: foreground?.terminal)
                for (row, line) in layout.lines.enumerated() {
                    canvas.write(line, x: cells.minX, y: cells.minY + row, style: style, clip: cells)
                }
            case .color(let color):
                fill(cells, color: RenderColor(color), into: &canvas)
            case .shape(.rectangle, let fill):
                self.fill(cells, color: fill.map(RenderColor.init) ?? foreground, into: &canvas)
            case .shape(let shape, let fill):
                // The cells whose centres lie inside the shape: the nearest the grid can draw it.
                self.fill(cells, color: fill.map(RenderColor.init) ?? foreground, into: &canvas) { x, y in
                    shape.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5), in: frame)
                }
            case .clip:
                break  // applied below, once the clipped view is drawn
            case .divider(let axis):
                drawRule(along: axis, in: cells, color: foreground, into: &canvas)
            case .progress(let fraction):
                let bar = BlockBar.bar(fraction: fraction, width: cells.width, ascii: ascii)
                let style = CellStyle(foreground: (foreground ?? .accent).terminal)
                canvas.write(bar, x: cells.minX, y: cells.minY + (cells.height - 1) / 2, style: style, clip: cells)
            case .button(let bordered):
                if bordered { drawBorder(cells, color: foreground, into: &canvas) }
            case .border(let color, let width):
                if width > 0 { drawBorder(cells, color: color.map(RenderColor.init) ?? foreground, into: &canvas) }
            case .image:
                let glyph = ascii ? "o" : "□"
                let style = CellStyle(foreground: foreground?.terminal)
                canvas.write(
                    glyph,
                    x: cells.minX + (cells.width - 1) / 2,
                    y: cells.minY + (cells.height - 1) / 2,
                    style: style,
                    clip: cells
                )
            }
        }
        let enclosingClip = canvas.clip
        if case .scrollView = node.kind {
            canvas.clip = enclosingClip.map { $0.intersection(cells) } ?? cells
        }
        let childTransform = node.effectTransform.map { $0.concatenating(transform) } ?? transform
        for child in node.children {
            draw(child, transform: childTransform, into: &canvas)
        }
        canvas.clip = enclosingClip
        if case .clip(let shape) = node.kind, !cells.isEmpty {
            // Cells of the frame whose centres fall outside the shape are cleared.
            canvas.fill(cells, with: " ", style: CellStyle()) { x, y in
                !shape.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5), in: frame)
            }
        }
    }

    /// Fills cells with `color`; a clear colour draws nothing.
    ///
    /// With `colors` the cells get `color` as their background; otherwise they are blocks in
    /// `color` (the terminal's foreground when `nil` or `primary`).
    private func fill(
        _ cells: CellRect,
        color: RenderColor?,
        into canvas: inout CellCanvas,
        where contains: (Int, Int) -> Bool = { _, _ in true }
    ) {
        if let color, !color.isVisible { return }
        if colors, let background = color?.terminal {
            canvas.fill(cells, with: " ", style: CellStyle(background: background), where: contains)
        } else {
            let style = CellStyle(foreground: color?.terminal)
            canvas.fill(cells, with: ascii ? "#" : "█", style: style, where: contains)
        }
    }

    private func drawRule(along axis: Axis, in cells: CellRect, color: RenderColor?, into canvas: inout CellCanvas) {
        let style = CellStyle(foreground: color?.terminal)
        switch axis {
        case .horizontal:
            let y = cells.minY + (cells.height - 1) / 2
            canvas.fill(
                CellRect(minX: cells.minX, minY: y, maxX: cells.maxX, maxY: y + 1),
                with: ascii ? "-" : "─",
                style: style
            )
        case .vertical:
            let x = cells.minX + (cells.width - 1) / 2
            canvas.fill(
                CellRect(minX: x, minY: cells.minY, maxX: x + 1, maxY: cells.maxY),
                with: ascii ? "|" : "│",
                style: style
            )
        }
    }

    /// A box on the outer cells of `cells`; a frame one row high gets brackets at its ends instead.
    private func drawBorder(_ cells: CellRect, color: RenderColor?, into canvas: inout CellCanvas) {
        let style = CellStyle(foreground: color?.terminal)
        let (left, right, top, bottom) = (cells.minX, cells.maxX - 1, cells.minY, cells.maxY - 1)
        func put(_ glyph: Character, _ x: Int, _ y: Int) {
            canvas.fill(CellRect(minX: x, minY: y, maxX: x + 1, maxY: y + 1), with: glyph, style: style)
        }
        guard cells.height >= 2, cells.width >= 2 else {
            if cells.width >= 2 {
                put("[", left, top)
                put("]", right, top)
            }
            return
        }
        let horizontal: Character = ascii ? "-" : "─"
        let vertical: Character = ascii ? "|" : "│"
        canvas.fill(CellRect(minX: left + 1, minY: top, maxX: right, maxY: top + 1), with: horizontal, style: style)
        canvas.fill(
            CellRect(minX: left + 1, minY: bottom, maxX: right, maxY: bottom + 1),
            with: horizontal,
            style: style
        )
        canvas.fill(CellRect(minX: left, minY: top + 1, maxX: left + 1, maxY: bottom), with: vertical, style: style)
        canvas.fill(CellRect(minX: right, minY: top + 1, maxX: right + 1, maxY: bottom), with: vertical, style: style)
        put(ascii ? "+" : "┌", left, top)
        put(ascii ? "+" : "┐", right, top)
        put(ascii ? "+" : "└", left, bottom)
        put(ascii ? "+" : "┘", right, bottom)
    }
}
