import Foundation

/// `votectl board --json`: a versioned contract with sorted keys (schema 1).
///
/// `{"isAllWayTie":B,"podium":{"avatars":[{"height","pet","rank","width","x","y"}…],"height","layout","width"},
/// "schema":1,"standings":[{"pet","rank","share","tied","votes"}…],"totalVotes":N}` — standings in rank
/// order, avatars in the pets' creation order, x/y the avatar's centre in podium points.
public enum BoardDocument {
    /// The schema version; bumped only when a field changes meaning or disappears.
    public static let schema = 1

    /// The JSON text (no trailing newline).
    public static func json(model: BoardModel, podium: PodiumPlacement) -> String {
        let standings: [JSONWriter.Value] = model.rows.map { row in
            .object([
                ("pet", .string(row.pet)),
                ("rank", .integer(row.rank)),
                ("share", .number(rounded(row.share, places: 4))),
                ("tied", .bool(row.isTied)),
                ("votes", .integer(row.votes)),
            ])
        }
        let avatars: [JSONWriter.Value] = podium.avatars.map { avatar in
            .object([
                ("height", .number(rounded(avatar.frame.height))),
                ("pet", .string(avatar.pet)),
                ("rank", .integer(avatar.rank)),
                ("width", .number(rounded(avatar.frame.width))),
                ("x", .number(rounded(avatar.center.x))),
                ("y", .number(rounded(avatar.center.y))),
            ])
        }
        return JSONWriter.encode(
            .object([
                ("isAllWayTie", .bool(model.isAllWayTie)),
                (
                    "podium",
                    .object([
                        ("avatars", .array(avatars)),
                        ("height", .number(rounded(podium.size.height))),
                        ("layout", .string(podium.arrangement.rawValue)),
                        ("width", .number(rounded(podium.size.width))),
                    ])
                ),
                ("schema", .integer(schema)),
                ("standings", .array(standings)),
                ("totalVotes", .integer(model.totalVotes)),
            ])
        )
    }

    /// `value` rounded to `places` decimals, so output is byte-stable.
    static func rounded(_ value: Double, places: Int = 2) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let result = (value * scale).rounded() / scale
        return result == 0 ? 0 : result  // no "-0"
    }
}
