import Foundation

/// A JSON number read as a whole number, digit for digit: how a vote's `count` is read from a
/// request body and from an import's NDJSON line.
///
/// Read as an `Int`, Foundation's decoder goes through a `Double`, so `0.99999999999999999` would be
/// a vote of 1. Read as a `Decimal` it keeps every digit written (up to 38), and a number is whole
/// when it has no fraction: `3`, and also `3.0` and `3e0`, which JSON Schema's `integer` admits too.
package enum JSONWholeNumber: Equatable, Sendable {
    /// A whole number that fits `Int`.
    case whole(Int)
    /// A number with a fraction, or past `Int` (past `Decimal`'s range too: `1e400`, `1e-400`),
    /// as a message shows it (`2.5`, `1e+100`).
    case notWhole(String)
}

extension KeyedDecodingContainer {
    /// The number at `key`, or a `DecodingError` when the member is not a number (a string,
    /// `null`, an object).
    package func decodeWholeNumber(forKey key: Key) throws -> JSONWholeNumber {
        let number: Decimal
        do {
            number = try decode(Decimal.self, forKey: key)
        } catch let error as DecodingError {
            throw error
        } catch {
            // Foundation's own error for a number it cannot represent, which it calls "not
            // valid JSON" once it reaches the top.
            return .notWhole(shownNumber(forKey: key) ?? "given")
        }
        var (value, whole) = (number, Decimal())
        NSDecimalRound(&whole, &value, 0, .plain)
        // A whole Decimal prints as plain digits, which `Int` reads exactly or not at all.
        guard whole == number, let integer = Int(whole.description) else {
            let digits = number.description
            return .notWhole(digits.count <= 24 ? digits : shownNumber(forKey: key) ?? digits)
        }
        return .whole(integer)
    }

    /// The number at `key` as a `Double` shows it: `1e+100` rather than its hundred digits.
    private func shownNumber(forKey key: Key) -> String? {
        (try? decode(Double.self, forKey: key)).map(\.description)
    }
}
