import Foundation

/// `votectl board --json`: a versioned contract with sorted keys (schema 1).
///
/// `{"isAllWayTie":B,"podium":{"avatars":[{"height","label":{"height","width","x","y"},"pet","rank","width","x","y"}…],
/// "height","layout","width"},"schema":1,"standings":[{"pet","rank","share","tied","votes"}…],"totalVotes":N}` —
/// standings in rank order, avatars in the pets' creation order, x/y the avatar's centre in podium points,
/// `label` the box its name is shown in (centre and size; added in schema 1 without changing a field),
/// of no width and height where a podium too narrow leaves no room for the name.
public enum BoardDocument {
    /// The schema version; bumped only when a field changes meaning or disappears.
    public static let schema = 1

    /// The JSON text (no trailing newline).
    public static func json(model: BoardModel, podium: PodiumPlacement) -> String {
        let standings: [JSONWriter.Value] = model.rows.map { row in
            .object([
                ("pet", .string(row.pet)),
                ("rank", .integer(row.rank)),
                ("share", .number(exact(row.share))),
                ("tied", .bool(row.isTied)),
                ("votes", .integer(row.votes)),
            ])
        }
        let avatars: [JSONWriter.Value] = podium.avatars.map { avatar in
            .object([
                ("height", .number(exact(avatar.frame.height))),
                (
                    "label",
                    .object([
                        ("height", .number(exact(avatar.label.height))),
                        ("width", .number(exact(avatar.label.width))),
                        ("x", .number(exact(avatar.label.midX))),
                        ("y", .number(exact(avatar.label.midY))),
                    ])
                ),
                ("pet", .string(avatar.pet)),
                ("rank", .integer(avatar.rank)),
                ("width", .number(exact(avatar.frame.width))),
                ("x", .number(exact(avatar.center.x))),
                ("y", .number(exact(avatar.center.y))),
            ])
        }
        return JSONWriter.encode(
            .object([
                ("isAllWayTie", .bool(model.isAllWayTie)),
                (
                    "podium",
                    .object([
                        ("avatars", .array(avatars)),
                        ("height", .number(exact(podium.size.height))),
                        ("layout", .string(podium.arrangement.rawValue)),
                        ("width", .number(exact(podium.size.width))),
                    ])
                ),
                ("schema", .integer(schema)),
                ("standings", .array(standings)),
                ("totalVotes", .integer(model.totalVotes)),
            ])
        )
    }

    /// `value` as computed, in the shortest form that reads back as the same `Double`, except
    /// for floating-point noise: a value within four units in the last place of a decimal with
    /// at most ten significant digits is that decimal (199.99999999999997 is 200,
    /// 0.30000000000000004 is 0.3). JSON is data, so nothing else is rounded: shares of 5, 3
    /// and 3 votes are 5/11, 3/11 and 3/11 to the last bit. The text board does its own rounding.
    static func exact(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let short = tenDigits(value) ?? Double(String(format: "%.10g", value)) ?? value
        let snapped = abs(short - value) <= 4 * value.ulp ? short : value
        return snapped == 0 ? 0 : snapped  // no "-0"
    }

    /// `value` rounded to ten significant digits, as `%.10g` writes it read back, without
    /// formatting text: a board draws dozens of numbers per podium size and change, and
    /// Foundation's formatting was a fifth of an event stream's drawing time (BENCHMARKS.md).
    /// The scaled value is a whole number below 2⁵³ and the power of ten is exact, so the
    /// division rounds once, as reading the decimal does; `nil` outside the magnitudes where
    /// that holds (below 1e-12 or from 1e15), which `%.10g` itself handles.
    static func tenDigits(_ value: Double) -> Double? {
        let magnitude = abs(value)
        guard magnitude >= 1e-12, magnitude < 1e15 else { return nil }
        let exponent = Int(log10(magnitude).rounded(.down))
        let scale = 9 - exponent  // digits after the point that keep ten significant ones
        if scale >= 0 {
            let power = Self.powersOfTen[scale]
            return (value * power).rounded() / power
        }
        let power = Self.powersOfTen[-scale]
        return (value / power).rounded() * power
    }

    /// 10⁰ … 10²², each exactly a `Double`.
    private static let powersOfTen: [Double] = (0...22)
        .map { exponent in
            (0..<exponent).reduce(1.0) { power, _ in power * 10 }
        }
}
