import Foundation

@testable import VoteImport
@testable import votectl

/// An import file the fuzzer builds from known rows, so the outcome is known before parsing:
/// the rows the reference validator accepts, the lines it rejects, and a final fatal line if any.
struct ControlledFile {
    let format: ImportFormat
    private(set) var bytes: [UInt8] = []
    private(set) var rows: [GeneratedRow] = []
    /// The line of a fatal defect (NUL byte, unterminated quote) the reader must stop at.
    private(set) var fatalLine: Int?
    /// The line of a quote left open to the end of the input: rejected, but (having swallowed the
    /// rest of the input) no row after it can be misread, so --skip-invalid keeps the rows before it.
    private(set) var unterminatedQuoteLine: Int?

    static let validNames: [String] = [
        "Cat", "Dog", "Goldfish", "猫", "🐶", "Café", "O'Brien", "a,b", "say \"hi\"", "tab\there", "  Padded  ",
        "Robert'); DROP TABLE pet;--", String(repeating: "x", count: 40), "{\"pet\":1}", "-",
    ]
    static let multilineNames = ["multi\nline", "\"quoted\nbreak\""]
    static let invalidUTF8Names: [[UInt8]] = [
        [0x43, 0xFF, 0x74], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
    ]
    static let ids = ["v1", "  v2 ", "", "id,with,commas", "42", "ünïcode-id", "\"q\""]
    static let textCounts = [
        "1", "7", " 12 ", "+3", "1000000", "", "0", "-3", "1000001", "1.5", "abc", "1e3", "٣", "99999999999999999999",
    ]

    init<R: RandomNumberGenerator>(format: ImportFormat, using random: inout R) {
        self.format = format
        let newline: [UInt8] = Bool.random(using: &random) ? [0x0A] : [0x0D, 0x0A]
        if Int.random(in: 0..<5, using: &random) == 0 { bytes += [0xEF, 0xBB, 0xBF] }
        var line = 1
        let columns = Self.columns(for: format, using: &random)
        if format == .csv || format == .tsv {
            let delimiter: UInt8 = format == .csv ? 0x2C : 0x09
            let header = columns.map { name in
                let cased = Bool.random(using: &random) ? name : name.uppercased()
                return Int.random(in: 0..<6, using: &random) == 0 ? " \(cased) " : cased
            }
            bytes += Array(header.joined(separator: String(UnicodeScalar(delimiter))).utf8) + newline
            line += 1
        }
        let rowCount = Int.random(in: 0...12, using: &random)
        let nulRow = Int.random(in: 0..<12, using: &random) == 0 ? Int.random(in: 0...rowCount, using: &random) : nil
        for index in 0...rowCount {
            if Int.random(in: 0..<8, using: &random) == 0 {  // blank lines are skipped, but counted
                bytes += (Bool.random(using: &random) ? [] : Array(" \t ".utf8)) + newline
                line += 1
            }
            if index == nulRow {
                fatalLine = line
                bytes += Array("Ca".utf8) + [0] + Array("t".utf8) + newline
                return
            }
            guard index < rowCount else { break }
            var row = Self.row(for: format, columns: columns, using: &random)
            row.line = line
            let encoded = Self.encode(row, columns: columns, format: format, using: &random)
            line += encoded.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            bytes += encoded + newline
            line += 1
            rows.append(row)
        }
        if (format == .csv || format == .tsv) && Int.random(in: 0..<10, using: &random) == 0 {
            unterminatedQuoteLine = line
            bytes += Array("\"Unterminated,".utf8) + newline + Array("more".utf8)
            return
        }
        if Bool.random(using: &random), bytes.last == 0x0A {  // no newline at the very end
            bytes.removeLast(newline.count)
        }
    }

    /// The rows the reference validator accepts, with their votes.
    var expectedRows: [(row: GeneratedRow, votes: Int)] {
        rows.compactMap { row in ReferenceValidator.votes(of: row).map { (row, $0) } }
    }

    /// The lines the reader must reject, in order.
    var expectedRejectedLines: [Int] {
        rows.filter { ReferenceValidator.votes(of: $0) == nil }.map(\.line)
            + (fatalLine.map { [$0] } ?? []) + (unterminatedQuoteLine.map { [$0] } ?? [])
    }

    // MARK: Generation

    private static func columns<R: RandomNumberGenerator>(for format: ImportFormat, using random: inout R) -> [String] {
        guard format != .lines else { return ["pet"] }
        let optional = ["count", "at", "id"].filter { _ in Bool.random(using: &random) }
        return (["pet"] + optional).shuffled(using: &random)
    }

    private static func row<R: RandomNumberGenerator>(
        for format: ImportFormat,
        columns: [String],
        using random: inout R
    ) -> GeneratedRow {
        let pet: [UInt8]
        switch Int.random(in: 0..<20, using: &random) {
        case 0 where format != .lines:
            pet = Array(["", "   ", "\t"].pick(using: &random).utf8)
        case 1:
            pet = invalidUTF8Names.pick(using: &random)
        case 2 where format != .lines:
            pet = Array(multilineNames.pick(using: &random).utf8)
        default:
            pet = Array(validNames.pick(using: &random).utf8)
        }
        var row = GeneratedRow(pet: pet)
        if columns.contains("count") {
            if format == .ndjson {
                switch Int.random(in: 0..<10, using: &random) {
                case 0: row.count = .json([0, -2, 1_000_001, 2.5].pick(using: &random))
                case 1: row.count = .jsonText(["5", "x"].pick(using: &random))
                case 2: row.count = .jsonBool(true)
                case 3: row.count = nil
                default: row.count = .json(Double(Int.random(in: 1...1_000_000, using: &random)))
                }
            } else {
                row.count = .text(textCounts.pick(using: &random))
            }
        }
        if columns.contains("at") {
            row.at =
                Int.random(in: 0..<6, using: &random) == 0
                ? ReferenceValidator.invalidTimes.pick(using: &random)
                : ReferenceValidator.validTimes.keys.sorted().pick(using: &random)
        }
        if columns.contains("id") { row.id = ids.pick(using: &random) }
        return row
    }

    // MARK: Encoding

    private static func encode<R: RandomNumberGenerator>(
        _ row: GeneratedRow,
        columns: [String],
        format: ImportFormat,
        using random: inout R
    ) -> [UInt8] {
        switch format {
        case .lines:
            return row.pet
        case .ndjson:
            var members: [[UInt8]] = [Array("\"pet\":".utf8) + jsonString(row.pet)]
            switch row.count {
            case .json(let number)?:
                let text = number == number.rounded() ? String(Int(number)) : String(number)
                members.append(Array("\"count\":\(text)".utf8))
            case .jsonText(let text)?: members.append(Array("\"count\":".utf8) + jsonString(Array(text.utf8)))
            case .jsonBool(let flag)?: members.append(Array("\"count\":\(flag)".utf8))
            case .text, nil: break
            }
            if let at = row.at { members.append(Array("\"at\":".utf8) + jsonString(Array(at.utf8))) }
            if let id = row.id {
                members.append(
                    Array("\"id\":".utf8)
                        + (Int(id) != nil && Bool.random(using: &random) ? Array(id.utf8) : jsonString(Array(id.utf8)))
                )
            }
            let separator: [UInt8] = Bool.random(using: &random) ? [0x2C] : Array(", ".utf8)
            return [0x7B] + Array(members.shuffled(using: &random).joined(separator: separator)) + [0x7D]
        case .csv, .tsv:
            let delimiter: UInt8 = format == .csv ? 0x2C : 0x09
            let fields: [[UInt8]] = columns.map { column in
                switch column {
                case "pet": row.pet
                case "count":
                    if case .text(let text)? = row.count { Array(text.utf8) } else { [] }
                case "at": Array((row.at ?? "").utf8)
                default: Array((row.id ?? "").utf8)
                }
            }
            // An all-blank record would be a skipped blank line: quote the pet to keep it a row.
            let allBlank = fields.allSatisfy { $0.allSatisfy { $0 == 0x20 || $0 == 0x09 } }
            return Array(
                zip(columns, fields)
                    .map { column, field in
                        let special = field.contains { $0 == delimiter || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
                        let blank = allBlank && column == "pet"
                        guard special || blank || Int.random(in: 0..<6, using: &random) == 0 else { return field }
                        return [0x22] + field.flatMap { $0 == 0x22 ? [0x22, 0x22] : [$0] } + [0x22]
                    }
                    .joined(separator: [delimiter])
            )
        }
    }

    /// A JSON string literal; bytes that are not UTF-8 are written raw, as a broken exporter would.
    private static func jsonString(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x22]
        for byte in bytes {
            switch byte {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x0A: out += Array("\\n".utf8)
            case 0x09: out += Array("\\t".utf8)
            case 0x00..<0x20: out += Array(String(format: "\\u%04x", byte).utf8)
            default: out.append(byte)
            }
        }
        return out + [0x22]
    }
}

extension Array {
    /// A random element of a non-empty array.
    func pick<R: RandomNumberGenerator>(using random: inout R) -> Element {
        self[Int.random(in: indices, using: &random)]
    }
}
