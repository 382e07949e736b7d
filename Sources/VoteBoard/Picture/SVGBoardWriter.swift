import Foundation
import VoteLayout

/// Writes a ``BoardPicture`` as SVG: text anchored at its frame's edge or centre (`text-anchor`), so
/// a reader's own fonts can't move it, in the font stack it was measured with; colours from an
/// embedded style sheet with a light and a dark scheme (`prefers-color-scheme`).
struct SVGBoardWriter {
    /// A text as drawn: its frame in board points, for checking the drawing.
    struct DrawnText: Hashable, Sendable {
        var text: String
        var frame: CGRect
    }

    private(set) var lines: [String] = []
    private(set) var texts: [DrawnText] = []

    /// The document for `picture`, titled `title`, and the texts it draws in document order.
    static func write(_ picture: BoardPicture, title: String) -> (document: String, texts: [DrawnText]) {
        var writer = SVGBoardWriter()
        let size = picture.size
        writer.lines.append(
            "<rect class=\"card\" x=\"0\" y=\"0\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" rx=\"16\"/>"
        )
        if !picture.podium.avatars.isEmpty {
            writer.lines.append(Self.rect(picture.podiumPanel, class: "panel", radius: 14))
        }
        writer.draw(picture.layout.root)
        writer.drawPodium(picture.podium, origin: picture.podiumOrigin)
        // Drawn at one pixel a point, or scaled down to the widest a board is shown (a long row of
        // tied avatars can be wider than that).
        let scale = min(1, BoardPicture.maximumWidth / max(size.width, 1))
        let (width, height) = (n(size.width), n(size.height))
        var document = """
            <svg xmlns="http://www.w3.org/2000/svg" class="petvote-board" width="\(n(size.width * scale))" \
            height="\(n(size.height * scale))" viewBox="0 0 \(width) \(height)" role="img">
            <title>\(title.xmlEscaped)</title>
            <style>\(styleSheet)</style>

            """
        for line in writer.lines { document += line + "\n" }
        document += "</svg>\n"
        return (document, writer.texts)
    }

    /// The colours of both schemes, and text drawn exactly as measured (no kerning or ligatures).
    static let styleSheet: String = """

        .petvote-board{--bg:#ffffff;--fg:#1c1c1e;--secondary:#6c6c70;--separator:#d8d8dc;--track:#e9e9ee;\
        --accent:#007aff;--panel:#f4f4f7}
        @media (prefers-color-scheme:dark){.petvote-board{--bg:#1c1c1e;--fg:#f2f2f7;--secondary:#a1a1a6;\
        --separator:#3a3a3c;--track:#38383a;--accent:#0a84ff;--panel:#2c2c2e}}
        .petvote-board text{font-family:\(FontTextMeasurer.fontFamily);fill:var(--fg);font-kerning:none;font-variant-ligatures:none;white-space:pre}
        .petvote-board .card{fill:var(--bg)}
        .petvote-board .panel{fill:var(--panel)}
        .petvote-board text.secondary{fill:var(--secondary)}
        .petvote-board text.accent{fill:var(--accent)}
        .petvote-board .separator{stroke:var(--separator)}
        .petvote-board .track{fill:var(--track)}
        .petvote-board .bar{fill:var(--accent)}
        .petvote-board .button{fill:var(--accent);fill-opacity:0.08;stroke:var(--accent)}
        .petvote-board .badge{stroke:var(--panel);stroke-width:2}
        .petvote-board text.badge-text{fill:#1c1c1e}

        """

    private static func n(_ value: CGFloat) -> String { SVGNumber.format(value) }

    // MARK: The laid-out views

    private mutating func draw(_ node: LayoutNode) {
        let frame = node.frame
        switch node.kind {
        case .text(let layout):
            drawText(layout, in: frame, colorClass: Self.colorClass(node.foreground))
        case .divider(.horizontal):
            lines.append(
                "<line class=\"separator\" x1=\"\(Self.n(frame.minX))\" y1=\"\(Self.n(frame.midY))\" "
                    + "x2=\"\(Self.n(frame.maxX))\" y2=\"\(Self.n(frame.midY))\" stroke-width=\"1\"/>"
            )
        case .progress(let fraction):
            let height = PictureLeaderboardView.barHeight
            let track = CGRect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height)
            lines.append(Self.rect(track, class: "track", radius: height / 2))
            let clamped = min(max(fraction.isFinite ? fraction : 0, 0), 1)
            if clamped > 0 {
                let bar = CGRect(
                    x: track.minX,
                    y: track.minY,
                    width: max(height, track.width * clamped),
                    height: height
                )
                lines.append(Self.rect(bar, class: "bar", radius: height / 2))
            }
        case .button(bordered: true):
            lines.append(Self.rect(frame.insetBy(dx: 0.5, dy: 0.5), class: "button", radius: 10))
        default:
            break
        }
        for child in node.children { draw(child) }
    }

    private static func colorClass(_ color: Color?) -> String? {
        switch color?.name {
        case "secondary": "secondary"
        case "accentColor", "blue": "accent"
        default: nil
        }
    }

    /// One `<text>` per line, anchored as the text aligns, its baseline where the font's box is centred in the line.
    private mutating func drawText(_ layout: TextLayout, in frame: CGRect, colorClass: String?) {
        let font = layout.attributes.font ?? BoardPicture.measurer.defaultFont
        let lineHeight = FontTextMeasurer.lineHeight(of: font)
        for (row, line) in layout.lines.enumerated() where !line.isEmpty {
            let box = CGRect(
                x: frame.minX,
                y: frame.minY + CGFloat(row) * lineHeight,
                width: frame.width,
                height: lineHeight
            )
            text(line, in: box, alignment: layout.attributes.alignment, font: font, classes: colorClass)
        }
    }

    /// A `<text>` of one line in the line box `box` (as tall as a line of `font`), anchored at the
    /// box's leading edge, centre or trailing edge; recorded with the frame its measured width takes
    /// there, moved by `offset` into board points.
    private mutating func text(
        _ line: String,
        in box: CGRect,
        alignment: TextAlignment,
        font: Font,
        classes: String?,
        fill: String? = nil,
        offset: CGPoint = .zero
    ) {
        let width = BoardPicture.measurer.width(of: line, font: font)
        let (x, anchor, minX) =
            switch alignment {
            case .leading: (box.minX, "start", box.minX)
            case .center: (box.midX, "middle", box.midX - width / 2)
            case .trailing: (box.maxX, "end", box.maxX - width)
            }
        let baseline =
            box.minY + (box.height - FontTextMeasurer.lineHeight(of: font)) / 2 + FontTextMeasurer.baseline(of: font)
        var attributes = "x=\"\(Self.n(x))\" y=\"\(Self.n(baseline))\""
        if anchor != "start" { attributes += " text-anchor=\"\(anchor)\"" }
        attributes += " font-size=\"\(Self.n(font.size))\""
        if FontTextMeasurer.isBold(font) { attributes += " font-weight=\"bold\"" }
        if let classes { attributes += " class=\"\(classes)\"" }
        if let fill { attributes += " style=\"fill:\(fill)\"" }
        lines.append("<text \(attributes)>\(line.xmlEscaped)</text>")
        let frame = CGRect(
            x: minX,
            y: baseline - FontTextMeasurer.baseline(of: font),
            width: width,
            height: FontTextMeasurer.lineHeight(of: font)
        )
        texts.append(DrawnText(text: line, frame: frame.offsetBy(dx: offset.x, dy: offset.y)))
    }

    private static func rect(_ frame: CGRect, class name: String, radius: CGFloat) -> String {
        "<rect class=\"\(name)\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" "
            + "height=\"\(n(frame.height))\" rx=\"\(n(radius))\"/>"
    }

    // MARK: The podium

    /// Badge colours for ranks 1, 2 and 3 (gold, silver, bronze), then the rest.
    static let badgeColors = ["#ffcc00", "#c7c7cc", "#e0a878", "#e5e5ea"]

    /// The podium in a `<g>` translated to its origin, so each circle's `cx`/`cy` are the
    /// placement's centre in podium points, exactly as `board --json` gives it.
    private mutating func drawPodium(_ podium: PodiumDrawing, origin: CGPoint) {
        lines.append("<g class=\"podium\" transform=\"translate(\(Self.n(origin.x)) \(Self.n(origin.y)))\">")
        for avatar in podium.avatars {
            let color = AvatarStyle.color(creationIndex: avatar.index)
            lines.append(
                "<circle class=\"avatar\" data-pet=\"\(avatar.pet.xmlEscaped)\" cx=\"\(Self.n(avatar.center.x))\" "
                    + "cy=\"\(Self.n(avatar.center.y))\" r=\"\(Self.n(avatar.radius))\" fill=\"\(color)\" fill-opacity=\"0.16\" "
                    + "stroke=\"\(color)\" stroke-width=\"2\"/>"
            )
            let initialFont = Font.system(size: avatar.initialSize, weight: .bold)
            let initialHeight = FontTextMeasurer.lineHeight(of: initialFont)
            let box = CGRect(
                x: avatar.center.x - avatar.radius,
                y: avatar.center.y - initialHeight / 2,
                width: 2 * avatar.radius,
                height: initialHeight
            )
            text(
                avatar.initial,
                in: box,
                alignment: .center,
                font: initialFont,
                classes: nil,
                fill: color,
                offset: origin
            )
            let badgeColor = Self.badgeColors[min(avatar.rank, Self.badgeColors.count) - 1]
            lines.append(
                Self.rect(avatar.badge.frame, class: "badge", radius: avatar.badge.frame.height / 2)
                    .replacingOccurrences(of: "/>", with: " style=\"fill:\(badgeColor)\"/>")
            )
            text(
                avatar.badge.text,
                in: avatar.badge.frame,
                alignment: .center,
                font: avatar.badge.font,
                classes: "badge-text",
                offset: origin
            )
            if let label = avatar.label {
                text(
                    label.text,
                    in: label.frame,
                    alignment: label.alignment,
                    font: label.font,
                    classes: nil,
                    offset: origin
                )
            }
        }
        lines.append("</g>")
    }

}
