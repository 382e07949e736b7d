import CoreFoundation
import Foundation
import NIOCore
import VoteBoard
import VoteCore

/// The board drawn once, for one set of standings, one podium size and one format, with its
/// entity tag.
struct RenderedBoard: Sendable {
    /// What the board is drawn as.
    enum Format: Hashable, Sendable {
        /// The `votectl board --json` document (schema 1).
        case json
        /// The SVG picture, as `votectl board --svg` draws it.
        case svg

        var contentType: String {
            switch self {
            case .json: "application/json"
            case .svg: "image/svg+xml"
            }
        }
    }

    /// The bytes, shared by every response that sends them.
    let body: ByteBuffer
    /// A strong entity tag over the bytes (quoted, as the `ETag` header carries it).
    let tag: String
    let format: Format
    /// Where the podium's avatars stand, kept so that the next drawing of this size can reuse it.
    let placement: PodiumPlacement

    /// Draws the board of the votes cast in `window`; `earlier`, a placement of this size drawn
    /// for earlier standings, is used again when the standings would be placed alike
    /// (``PodiumPlacement/reused(for:size:)``).
    init(
        standings: Standings,
        podium: PodiumSize,
        format: Format,
        window: VoteWindow = .all,
        placedLike earlier: PodiumPlacement? = nil
    ) {
        let model = BoardModel(standings)
        let size = CGSize(width: podium.width, height: podium.height)
        let placement =
            earlier?.reused(for: model, size: size)
            ?? PodiumPlacement(model: model, size: size)
        let text =
            switch format {
            case .json: BoardDocument.json(model: model, podium: placement)
            case .svg: SVGBoard.document(model: model, podium: placement, window: window)
            }
        body = ByteBuffer(string: text)
        tag = Self.entityTag(of: text)
        self.format = format
        self.placement = placement
    }

    /// `"` + the 64-bit FNV-1a hash of the text in hex + `"`: the same bytes always get the same
    /// tag, across restarts and processes, so caches stay valid behind a load balancer.
    static func entityTag(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
    }
}
