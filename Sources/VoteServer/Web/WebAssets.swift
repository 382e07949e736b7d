import Foundation
import NIOCore
import VoteBoard

/// The page's static files (`app.js`, `app.css`, `favicon.svg`), read once from the target's
/// resources and served from memory with a strong entity tag.
struct WebAssets: Sendable {
    /// One file as served.
    struct Asset: Sendable {
        let body: ByteBuffer
        let contentType: String
        /// `"…"`, as `ETag` carries it.
        let tag: String

        init(text: String, contentType: String) {
            body = ByteBuffer(string: text)
            self.contentType = contentType
            tag = RenderedBoard.entityTag(of: text)
        }
    }

    /// By path, `/app.js` and so on.
    let byPath: [String: Asset]

    /// The files the web page needs, with their media types.
    static let files: [(name: String, contentType: String)] = [
        ("app.js", "text/javascript; charset=utf-8"),
        ("app.css", "text/css; charset=utf-8"),
        ("favicon.svg", "image/svg+xml"),
    ]

    init() {
        var byPath: [String: Asset] = [:]
        for file in Self.files {
            var text = Self.resource(file.name)
            // The avatars' colours come from the same palette as the SVG board's.
            if file.name == "app.css" { text += Self.paletteRules }
            byPath["/" + file.name] = Asset(text: text, contentType: file.contentType)
        }
        self.byPath = byPath
    }

    /// `.colour-0 { --avatar: #007aff; }` and so on, one rule per palette entry.
    static var paletteRules: String {
        AvatarStyle.palette.enumerated()
            .map { index, color in ".colour-\(index) { --avatar: \(color); }\n" }
            .joined()
    }

    /// A file of `Resources/web`, or an empty one if the bundle lacks it (a broken install: the
    /// page still works as a plain form).
    private static func resource(_ name: String) -> String {
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2,
            let url = Bundle.module.url(forResource: parts[0], withExtension: parts[1], subdirectory: "web"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return "" }
        return text
    }
}
