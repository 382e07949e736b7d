import Foundation
import TestSupport
import Testing
import VoteLayout
import VoteCore
@testable import VoteBoard

/// The SVG board opened in headless Chromium, checked with the browser's own measurements: every
/// avatar circle is centred at its `board --json` position, every text lies inside its frame with
/// the width it was measured with, no two texts overlap, the board fits a 900-pixel window, and
/// CJK and emoji names are drawn with real glyphs.
///
/// Needs Debian's chromium and the fonts the board names; without them the checks are skipped
/// locally, and they fail under `CI=true`. With `PETVOTE_BOARD_SCREENSHOTS=DIR` each board is also
/// saved as `DIR/board-<case>.png` (and the first in dark mode), as the README's pictures were made.
@Suite(
    .enabled(
        if: HeadlessChromium.isRequiredOrAvailable,
        "needs a browser and fonts: apt-get install chromium fonts-liberation fonts-noto-cjk fonts-noto-color-emoji"
    ),
    .serialized,  // one browser at a time: CI runs every suite at once on two cores
    .timeLimit(.minutes(5)),
    .onOwnThreads
)
struct SVGBoardBrowserTests {
    /// A board case: pets in creation order with their votes.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var votes: [(pet: String, count: Int)]
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "three", votes: [("Cat", 5), ("Goldfish", 3), ("Dog", 1)]),
        Case(name: "tie", votes: [("Cat", 2), ("Goldfish", 2), ("Dog", 2)]),
        Case(name: "fourteen", votes: fourteen),
        // A row of fourteen tied avatars is wider than 900 points: the picture is scaled down to fit.
        Case(name: "fourteen-tied", votes: fourteen.map { ($0.pet, 3) }),
    ]

    /// 14 pets: CJK, fullwidth, Hangul, emoji (a ZWJ sequence too), a 40-character name, and a tie.
    static let fourteen: [(pet: String, count: Int)] = {
        let pets = [
            "Cat", "Goldfish", "Dog", "猫", "🐶", "金魚ちゃん", "🐈‍⬛", "ハムスター", "🦜 Polly", "Ｃａｔ",
            "A very long pet name that goes on and on", "Hamster", "토끼", "Rex",
        ]
        return pets.enumerated().map { index, pet in (pet, ((index + 1) * 7) % 13 + 1) }
    }()

    /// A code point no font has (unassigned in Greek and Coptic): drawn as the missing-glyph box.
    static let unassigned = "\u{0378}"

    /// The largest distance, in points, between the browser's figure and the layout's.
    static let tolerance = 0.5

    @Test("The browser draws the board as laid out", arguments: cases)
    func boardInChromium(_ board: Case) throws {
        let model = try BoardModel.with(votes: board.votes)
        let placement = PodiumPlacement(model: model, size: CGSize(width: 300, height: 300))
        let drawing = SVGBoard.drawing(model: model, podium: placement)
        #expect(drawing.document == SVGBoard.document(model: model, podium: placement))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("svg-board-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let characters = Self.nonASCIICharacters(of: board.votes.map(\.pet))
        let page = folder.appendingPathComponent("probe.html")
        try BoardProbePage.html(svg: drawing.document, characters: characters + [Self.unassigned])
            .write(to: page, atomically: true, encoding: .utf8)
        let report = try BoardProbePage.report(in: HeadlessChromium.dumpDOM(of: page, width: 900, height: 1000))

        // The whole board fits a 900-pixel window, without a horizontal scroll bar.
        #expect(report.width <= 900 && report.width > 0)
        #expect(report.scrollWidth <= 900)

        // Each avatar circle is centred at its position in `board --json`, in podium points.
        let avatars = try Self.jsonAvatars(model: model, placement: placement)
        #expect(report.circles.map(\.pet) == avatars.map(\.pet))
        for (circle, avatar) in zip(report.circles, avatars) {
            #expect(
                abs(circle.x - avatar.x) <= Self.tolerance && abs(circle.y - avatar.y) <= Self.tolerance,
                "\(avatar.pet): circle centred at (\(circle.x), \(circle.y)), JSON says (\(avatar.x), \(avatar.y))"
            )
        }

        // Every text is drawn inside its frame (its advances across, its font's box down), as wide
        // as it was measured.
        // A picture scaled down to fit draws each colour emoji from a bitmap sized in whole screen
        // pixels, so an emoji's advance may differ from the one measured by up to half a pixel.
        // (Drawn at one pixel a point, but for the rounding of its width to 1/64 pixel.)
        let scale = report.width / report.viewBoxWidth
        let isScaled = scale < 0.999
        #expect(scale <= 1.001 && (!isScaled || abs(report.width - 900) < 0.1))
        #expect(report.texts.map(\.text) == drawing.texts.map(\.text))
        for (text, drawn) in zip(report.texts, drawing.texts) {
            let emoji = isScaled ? Double(drawn.text.filter(\.isDrawnAsEmoji).count) : 0
            let slack = Self.tolerance + emoji * 0.5 / scale
            let frame = drawn.frame.insetBy(dx: -slack, dy: -Self.tolerance)
            #expect(
                text.start >= frame.minX && text.start + text.length <= frame.maxX
                    && text.y >= frame.minY && text.y + text.height <= frame.maxY,
                "'\(text.text)' drawn at \(text.start), \(text.y), \(text.length) × \(text.height), outside its frame \(drawn.frame)"
            )
            #expect(
                abs(text.length - drawn.frame.width) <= slack,
                "'\(text.text)' is \(text.length) wide in the browser, measured \(drawn.frame.width)"
            )
            #expect(
                text.x >= 0 && text.y >= 0 && text.x + text.width <= drawing.picture.size.width
                    && text.y + text.height <= drawing.picture.size.height
            )
        }

        // No two texts overlap, ink included.
        for (index, first) in report.texts.enumerated() {
            for second in report.texts[(index + 1)...] {
                let across = min(first.x + first.width, second.x + second.width) - max(first.x, second.x)
                let down = min(first.y + first.height, second.y + second.height) - max(first.y, second.y)
                #expect(
                    across <= Self.tolerance || down <= Self.tolerance,
                    "'\(first.text)' and '\(second.text)' overlap by \(across) × \(down)"
                )
            }
        }

        // CJK and emoji are real glyphs: ink that differs from the missing-glyph box, emoji in colour.
        #expect(report.glyphs.map(\.character) == characters + [Self.unassigned])
        // The check tells a missing glyph: an unassigned code point, which no font has, is the box.
        #expect(
            report.glyphs.last.map { $0.ink > 20 && $0.differing <= 20 } == true,
            "an unassigned code point is not told from the missing-glyph box: \(String(describing: report.glyphs.last))"
        )
        for glyph in report.glyphs.dropLast() {
            #expect(glyph.ink > 20 && glyph.differing > 20, "'\(glyph.character)' is drawn as the missing-glyph box")
            if glyph.character.first?.isDrawnAsEmoji == true {
                #expect(glyph.coloured > 20, "'\(glyph.character)' is not drawn as a colour emoji")
            }
        }

        if board.name == "fourteen" {
            // The 40-character name is cut with "…" on the leaderboard.
            #expect(report.texts.contains { $0.text.hasPrefix("A very long") && $0.text.hasSuffix("…") })
        }
        try Self.saveScreenshot(
            of: drawing.document,
            name: board.name,
            size: CGSize(width: report.width, height: report.height)
        )
    }

    // MARK: Helpers

    /// The avatars of `board --json`: pet and centre, in the document's order.
    private static func jsonAvatars(model: BoardModel, placement: PodiumPlacement) throws -> [(
        pet: String, x: Double, y: Double
    )] {
        let json = BoardDocument.json(model: model, podium: placement)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let podium = object?["podium"] as? [String: Any]
        let avatars = podium?["avatars"] as? [[String: Any]] ?? []
        return avatars.map { avatar in
            (
                avatar["pet"] as? String ?? "", (avatar["x"] as? NSNumber)?.doubleValue ?? .nan,
                (avatar["y"] as? NSNumber)?.doubleValue ?? .nan
            )
        }
    }

    /// The distinct grapheme clusters outside ASCII in `names`, in order.
    private static func nonASCIICharacters(of names: [String]) -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for character in names.joined() where !character.isASCII && character != " " {
            if seen.insert(String(character)).inserted { result.append(String(character)) }
        }
        return result
    }

    private static func saveScreenshot(of svg: String, name: String, size: CGSize) throws {
        guard let directory = ProcessInfo.processInfo.environment["PETVOTE_BOARD_SCREENSHOTS"], !directory.isEmpty
        else { return }
        let folder = URL(fileURLWithPath: directory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "board-\(name)-\(UUID().uuidString).svg"
        )
        try svg.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let (width, height) = (Int(size.width.rounded(.up)), Int(size.height.rounded(.up)))
        try HeadlessChromium.screenshot(
            of: file,
            width: width,
            height: height,
            to: folder.appendingPathComponent("board-\(name).png")
        )
        if name == "three" {
            try HeadlessChromium.screenshot(
                of: file,
                width: width,
                height: height,
                to: folder.appendingPathComponent("board-\(name)-dark.png"),
                dark: true
            )
        }
    }
}
