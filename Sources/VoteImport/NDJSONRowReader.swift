import Foundation
import VoteCore

/// Reads one JSON object per line, with the fields `pet` (required), `count`, `at` and `id`.
///
/// Blank lines are skipped; `id` may be a string or an integer.
package struct NDJSONRowReader: VoteRowReader {
    private var lines: TextLineReader
    private let decoder = JSONDecoder()

    package init(lines: LineReader) {
        self.lines = TextLineReader(lines: lines)
    }

    package var bytesRead: Int { lines.bytesRead }

    package mutating func next() -> Result<ImportRow, ImportRowError>? {
        lines.next().map { result in result.flatMap(row(from:)) }
    }

    private func row(from line: TextLineReader.Line) -> Result<ImportRow, ImportRowError> {
        do {
            let object = try decoder.decode(VoteObject.self, from: Data(line.text.utf8))
            switch JSONObjectKeys.flaw(in: line.text) {
            case .repeatedKey(let repeated)?:
                return .failure(ImportRowError(line: line.number, reason: .duplicateField(repeated)))
            case .trailingComma?, .malformedNumber?:
                return .failure(ImportRowError(line: line.number, reason: .invalidJSON))
            case nil:
                break
            }
            return RowValidation.row(
                line: line.number,
                pet: object.pet,
                count: object.count,
                at: object.at,
                id: object.id
            )
        } catch let problem as ImportRowError.Reason {
            // A number JSON does not write (`01`) reaches the fields as one beyond representing.
            let isJSON = JSONObjectKeys.flaw(in: line.text) != .malformedNumber
            return .failure(ImportRowError(line: line.number, reason: isJSON ? problem : .invalidJSON))
        } catch DecodingError.dataCorrupted {
            return .failure(ImportRowError(line: line.number, reason: .invalidJSON))
        } catch {
            return .failure(ImportRowError(line: line.number, reason: .badJSON))
        }
    }
}

/// One NDJSON line's fields, as text for ``RowValidation``.
private struct VoteObject: Decodable {
    package var pet: String
    package var count: String?
    package var at: String?
    package var id: String?

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        // `allKeys` comes from a dictionary, so its order varies from one decode to the next:
        // report the unknown field that sorts first, so the same line always gets the same message.
        let unknown = container.allKeys.map(\.stringValue).filter { !ImportFormat.fieldNames.contains($0) }
        if let first = unknown.min() {
            throw ImportRowError.Reason.unknownField(first)
        }
        let petKey = Key(stringValue: "pet")
        guard container.contains(petKey) else { throw ImportRowError.Reason.missingPetField }
        guard let pet = try? container.decode(String.self, forKey: petKey) else {
            throw ImportRowError.Reason.badFieldType(field: "pet", expected: "a string")
        }
        self.pet = pet
        count = try Self.decodeCount(container, Key(stringValue: "count"))
        at = try Self.decodeText(container, Key(stringValue: "at"), expected: "an ISO 8601 string")
        id = try Self.decodeIdentifier(container, Key(stringValue: "id"))
    }

    private static func decodeCount(_ container: KeyedDecodingContainer<Key>, _ key: Key) throws -> String? {
        guard container.contains(key), !((try? container.decodeNil(forKey: key)) ?? false) else { return nil }
        switch try? container.decodeWholeNumber(forKey: key) {
        case .whole(let count): return String(count)
        case .notWhole(let shown): throw ImportRowError.Reason.badCount(shown)
        case nil: break
        }
        if (try? container.decode(String.self, forKey: key)) != nil {
            throw ImportRowError.Reason.badFieldType(field: "count", expected: "a JSON number (3, not \"3\")")
        }
        throw ImportRowError.Reason.badFieldType(field: "count", expected: "a whole number")
    }

    private static func decodeText(
        _ container: KeyedDecodingContainer<Key>,
        _ key: Key,
        expected: String
    ) throws -> String? {
        guard container.contains(key), !((try? container.decodeNil(forKey: key)) ?? false) else { return nil }
        guard let text = try? container.decode(String.self, forKey: key) else {
            throw ImportRowError.Reason.badFieldType(field: key.stringValue, expected: expected)
        }
        return text
    }

    private static func decodeIdentifier(_ container: KeyedDecodingContainer<Key>, _ key: Key) throws -> String? {
        guard container.contains(key), !((try? container.decodeNil(forKey: key)) ?? false) else { return nil }
        if case .whole(let id)? = try? container.decodeWholeNumber(forKey: key) { return String(id) }
        return try decodeText(container, key, expected: "a string or a whole number")
    }
}
