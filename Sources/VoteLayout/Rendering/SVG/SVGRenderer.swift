/// Draws a laid-out view tree as a self-contained SVG document.
///
/// The drawing follows ``TerminalRenderer`` view for view, in vector form: one layout unit is
/// ``scale`` pixels, `Text` lines are `<text>` rows one unit high, `Divider` a `<line>`,
/// `ProgressView` a track and a bar, a bordered `Button` a rounded outline inside its one-unit
/// margin, `border(_:width:)` a stroked `<rect>` inside the frame, `Color` and `Rectangle` a
/// `<rect>`, `Circle` a `<circle>`. A `ScrollView` clips its content to its frame, `scaleEffect` and
/// `rotationEffect` wrap their view in a `<g transform>`, a `hidden()` view draws nothing, and
/// `zIndex` has already ordered each container's subviews.
///
/// The document is ready to open anywhere and stable enough to compare with golden files:
/// - the root has `xmlns`, `width`, `height` and a `viewBox`, and a `<title>` for accessibility;
/// - text and the title are XML-escaped (`& < > " '`); there are no external resources;
/// - the font stack covers Latin, CJK and colour emoji
///   (`"Noto Sans","Noto Sans CJK JP","Noto Color Emoji",sans-serif`);
/// - every coordinate is rounded to 2 decimal places, so the same tree gives the same bytes.
///
/// ```swift
/// let layout = ViewLayout(podium, in: ProposedViewSize(width: 30, height: 12))
/// let svg = SVGRenderer(scale: 16, title: "Pet votes").render(layout)
/// try svg.write(toFile: "podium.svg", atomically: true, encoding: .utf8)
/// ```
public struct SVGRenderer: Hashable, Sendable {
    /// Pixels per layout unit, on both axes.
    public var scale: CGFloat
    /// The document's `<title>`.
    public var title: String

    /// The fonts text is drawn with, first match wins.
    static let fontFamily = "'Noto Sans','Noto Sans CJK JP','Noto Color Emoji',sans-serif"

    /// Creates an SVG renderer.
    ///
    /// - Parameters:
    ///   - scale: Pixels per layout unit; 16 makes a terminal cell a 16-pixel square.
    ///   - title: The document's title, read by assistive technology.
    public init(scale: CGFloat = 16, title: String = "PetVote") {
        self.scale = scale
        self.title = title
    }

    /// Draws `root` and returns the SVG document, ending with a newline.
    ///
    /// The document's size and `viewBox` are `root`'s frame times ``scale``.
    public func render(_ root: LayoutNode) -> String {
        render(root) { _ in nil }
    }

    /// Draws `root`, grouping the drawing of chosen views in `<g>` elements with attributes.
    ///
    /// For each view for which `groupAttributes` returns attributes, everything the view and its
    /// subviews draw goes into one `<g>` carrying them, so a document can name its parts for
    /// scripts, tests and assistive technology. Attributes are written sorted by name with their
    /// values escaped; a name that isn't a plain XML name (ASCII letters, digits, `-`, `_`, `.`,
    /// `:`, not starting with a digit, `-` or `.`) is left out.
    ///
    /// ```swift
    /// // One group per pet, for rows built with ForEach(pets, id: \.name):
    /// let svg = SVGRenderer().render(layout.root) { node in
    ///     guard let pet = pets.first(where: { node.path.components.last == $0.name }) else { return nil }
    ///     return ["id": "pet-\(pet.slug)", "data-votes": "\(pet.votes)"]
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - root: The laid-out tree to draw.
    ///   - groupAttributes: The attributes of the group for a view, or `nil` for no group.
    /// - Returns: The SVG document, ending with a newline.
    public func render(_ root: LayoutNode, groupAttributes: (LayoutNode) -> [String: String]?) -> String {
        let box = root.frame.standardized
        let (width, height) = (number(box.width), number(box.height))
        var document = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            viewBox="\(number(box.minX)) \(number(box.minY)) \(width) \(height)" \
            font-family="\(Self.fontFamily)" font-size="\(number(0.8))" xml:space="preserve">
              <title>\(title.xmlEscaped)</title>

            """
        var lines: [String] = []
        draw(root, depth: 1, groupAttributes: groupAttributes, into: &lines)
        for line in lines {
            document += line + "\n"
        }
        document += "</svg>\n"
        return document
    }

    /// Draws `layout.root`, the view tree the layout engine laid out.
    public func render(_ layout: ViewLayout) -> String {
        render(layout.root)
    }

    private func number(_ units: CGFloat) -> String {
        SVGNumber.format(units * scale)
    }

    /// Appends the lines drawing `node` and its subviews, indented for `depth`.
    private func draw(
        _ node: LayoutNode,
        depth: Int,
        groupAttributes: (LayoutNode) -> [String: String]?,
        into lines: inout [String]
    ) {
        // A hidden view keeps its place in layout and draws nothing, nor do its subviews.
        if node.kind == .hidden { return }
        var depth = depth
        let group = groupAttributes(node)
        if let group {
            lines.append(String(repeating: "  ", count: depth) + "<g" + Self.attributes(group) + ">")
            depth += 1
        }
        var indent = String(repeating: "  ", count: depth)
        lines += elements(drawing: node).map { indent + $0 }
        // The group around the subviews: a clip path, or an effect's transform.
        var wrapper: String?
        switch node.kind {
        case .clip(let shape):
            wrapper = "clip-path=\"url(#\(clipID(for: shape, in: node.frame, lines: &lines, indent: indent)))\""
        case .scrollView:
            wrapper = "clip-path=\"url(#\(clipID(for: .rectangle, in: node.frame, lines: &lines, indent: indent)))\""
        case .scaleEffect, .rotationEffect:
            if let transform = node.effectTransform { wrapper = "transform=\"\(matrix(transform))\"" }
        default:
            break
        }
        if let wrapper {
            lines.append(indent + "<g \(wrapper)>")
            depth += 1
            indent += "  "
        }
        for child in node.children {
            draw(child, depth: depth, groupAttributes: groupAttributes, into: &lines)
        }
        if wrapper != nil {
            depth -= 1
            lines.append(String(repeating: "  ", count: depth) + "</g>")
        }
        if group != nil {
            lines.append(String(repeating: "  ", count: depth - 1) + "</g>")
        }
    }

    /// `transform` as an SVG `matrix(…)` in pixels: the linear part as is, the translation scaled.
    private func matrix(_ transform: CGAffineTransform) -> String {
        let linear = [transform.a, transform.b, transform.c, transform.d].map(SVGNumber.format)
        return "matrix(" + (linear + [number(transform.tx), number(transform.ty)]).joined(separator: " ") + ")"
    }

    /// Appends a `<clipPath>` holding `shape` fitted to `frame` and returns its id, `clip-N`, N
    /// counting the clip paths already in the document.
    private func clipID(for shape: LayoutNode.ShapeKind, in frame: CGRect, lines: inout [String], indent: String)
        -> String
    {
        let id = "clip-\(lines.count(where: { $0.contains("<clipPath id=") }) + 1)"
        lines.append(indent + "<clipPath id=\"\(id)\">" + outline(of: shape, in: frame.standardized) + "/></clipPath>")
        return id
    }

    /// The opening of the element drawing `shape` fitted to `frame` (without its paint or `/>`):
    /// a `<circle>`, an `<ellipse>`, or a `<rect>` with `rx`/`ry` for rounded corners and capsules.
    private func outline(of shape: LayoutNode.ShapeKind, in frame: CGRect) -> String {
        switch shape {
        case .circle:
            return "<circle cx=\"\(number(frame.midX))\" cy=\"\(number(frame.midY))\" "
                + "r=\"\(number(min(frame.width, frame.height) / 2))\""
        case .ellipse:
            return "<ellipse cx=\"\(number(frame.midX))\" cy=\"\(number(frame.midY))\" "
                + "rx=\"\(number(frame.width / 2))\" ry=\"\(number(frame.height / 2))\""
        case .rectangle, .roundedRectangle, .capsule:
            let radii = shape.cornerRadii(in: frame)
            let corners = radii == .zero ? "" : " rx=\"\(number(radii.width))\" ry=\"\(number(radii.height))\""
            return "<rect x=\"\(number(frame.minX))\" y=\"\(number(frame.minY))\" width=\"\(number(frame.width))\" "
                + "height=\"\(number(frame.height))\"" + corners
        }
    }

    /// ` name="value"` for each valid attribute, sorted by name.
    static func attributes(_ attributes: [String: String]) -> String {
        attributes.keys.sorted().filter(isXMLName).map { " \($0)=\"\(attributes[$0, default: ""].xmlEscaped)\"" }
            .joined()
    }

    private static func isXMLName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" || first == ":"
        else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "-_.:".unicodeScalars.contains(scalar))
        }
    }

    /// The elements that draw `node` itself, without its subviews.
    private func elements(drawing node: LayoutNode) -> [String] {
        var elements: [String] = []
        let frame = node.frame.standardized
        let foreground = node.foreground.map(RenderColor.init)
        if frame.width > 0, frame.height > 0 {
            switch node.kind {
            case .layout, .modifier, .spacer, .hidden, .scrollView, .scaleEffect, .rotationEffect:
                // Nothing of their own: clips and effects wrap the subviews (draw(_:depth:groupAttributes:into:)).
                break
            case .text(let layout):
                drawText(layout.lines, in: frame, color: foreground, into: &elements)
            case .color(let color):
                elements += rect(frame, fill: RenderColor(color))
            case .shape(let shape, let fill):
                let color = fill.map(RenderColor.init) ?? foreground ?? .primary
                if color.isVisible { elements.append(outline(of: shape, in: frame) + paint("fill", color) + "/>") }
            case .clip:
                break  // a <clipPath> around the children (draw(_:depth:groupAttributes:into:))
            case .divider(let axis):
                let (start, end) =
                    axis == .horizontal
                    ? (CGPoint(x: frame.minX, y: frame.midY), CGPoint(x: frame.maxX, y: frame.midY))
                    : (CGPoint(x: frame.midX, y: frame.minY), CGPoint(x: frame.midX, y: frame.maxY))
                elements.append(
                    "<line x1=\"\(number(start.x))\" y1=\"\(number(start.y))\" x2=\"\(number(end.x))\" "
                        + "y2=\"\(number(end.y))\"\(paint("stroke", foreground ?? .separator)) stroke-width=\"1\"/>"
                )
            case .progress(let fraction):
                let thickness = min(frame.height, 0.5)
                let track = CGRect(x: frame.minX, y: frame.midY - thickness / 2, width: frame.width, height: thickness)
                var bar = track
                bar.size.width = track.width * CGFloat(min(max(fraction.isFinite ? fraction : 0, 0), 1))
                elements += rect(track, fill: .track, cornerRadius: thickness / 2)
                if bar.width > 0 {
                    elements += rect(bar, fill: foreground ?? .accent, cornerRadius: thickness / 2)
                }
            case .button(let bordered):
                if bordered, frame.width >= 1, frame.height >= 1 {
                    let outline = frame.insetBy(dx: 0.5, dy: 0.5)
                    elements.append(
                        "<rect x=\"\(number(outline.minX))\" y=\"\(number(outline.minY))\" "
                            + "width=\"\(number(outline.width))\" height=\"\(number(outline.height))\" "
                            + "rx=\"\(number(0.5))\" fill=\"none\"\(paint("stroke", foreground ?? .accent)) "
                            + "stroke-width=\"1\"/>"
                    )
                }
            case .border(let color, let width):
                let color = color.map(RenderColor.init) ?? foreground ?? .primary
                if width > 0, color.isVisible {
                    let inset = min(width, frame.width, frame.height) / 2
                    let outline = frame.insetBy(dx: inset, dy: inset)
                    elements.append(
                        "<rect x=\"\(number(outline.minX))\" y=\"\(number(outline.minY))\" "
                            + "width=\"\(number(outline.width))\" height=\"\(number(outline.height))\" "
                            + "fill=\"none\"\(paint("stroke", color)) stroke-width=\"\(number(inset * 2))\"/>"
                    )
                }
            case .image(let systemName):
                elements.append(
                    "<rect x=\"\(number(frame.minX))\" y=\"\(number(frame.minY))\" width=\"\(number(frame.width))\" "
                        + "height=\"\(number(frame.height))\" fill=\"none\" stroke=\"#8e8e93\" "
                        + "stroke-dasharray=\"2\"><title>\(systemName.xmlEscaped)</title></rect>"
                )
            }
        }
        return elements
    }

    /// One `<text>` per line, each vertically centred in its one-unit row.
    private func drawText(_ lines: [String], in frame: CGRect, color: RenderColor?, into elements: inout [String]) {
        let fill = color.map { paint("fill", $0) } ?? ""
        for (row, line) in lines.enumerated() where !line.isEmpty {
            elements.append(
                "<text x=\"\(number(frame.minX))\" y=\"\(number(frame.minY + CGFloat(row) + 0.5))\" "
                    + "dominant-baseline=\"central\"\(fill)>\(line.xmlEscaped)</text>"
            )
        }
    }

    private func rect(_ frame: CGRect, fill color: RenderColor, cornerRadius: CGFloat = 0) -> [String] {
        guard color.isVisible else { return [] }
        let corner = cornerRadius > 0 ? " rx=\"\(number(cornerRadius))\"" : ""
        return [
            "<rect x=\"\(number(frame.minX))\" y=\"\(number(frame.minY))\" width=\"\(number(frame.width))\" "
                + "height=\"\(number(frame.height))\"\(corner)\(paint("fill", color))/>"
        ]
    }

    /// ` fill="#rrggbb"` (or stroke), with its opacity when not opaque.
    private func paint(_ attribute: String, _ color: RenderColor) -> String {
        var text = " \(attribute)=\"\(color.hex)\""
        if color.opacity < 1 {
            text += " \(attribute)-opacity=\"\(SVGNumber.format(CGFloat(color.opacity)))\""
        }
        return text
    }
}
