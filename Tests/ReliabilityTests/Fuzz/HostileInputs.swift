@testable import VoteImport
@testable import votectl

/// Inputs no well-behaved exporter writes: random bytes, mutations, truncations and huge fields.
enum HostileInputs {
    /// Byte sequences that stress text parsers: quotes, separators, line endings, NUL, BOMs and
    /// broken UTF-8.
    static let tokens: [[UInt8]] = [
        [0x22], [0x22, 0x22], [0x2C], [0x09], [0x0A], [0x0D], [0x0D, 0x0A], [0x00], [0xFF], [0xC3], [0xE2, 0x82],
        [0xEF, 0xBB, 0xBF], [0x7B], [0x7D], [0x5C], [0x3A], [0x20], Array("pet".utf8), Array("\"pet\":".utf8),
        Array("count".utf8), [0xED, 0xA0, 0x80], Array("🐶".utf8), Array("-1".utf8), Array("1000001".utf8),
    ]

    /// Random bytes drawn mostly from ``tokens`` and ASCII, up to `maximumLength` bytes.
    static func randomBytes<R: RandomNumberGenerator>(maximumLength: Int, using random: inout R) -> [UInt8] {
        var bytes: [UInt8] = []
        let target = Int.random(in: 0...maximumLength, using: &random)
        while bytes.count < target {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: bytes += tokens.pick(using: &random)
            case 1: bytes.append(UInt8.random(in: 0...255, using: &random))
            default: bytes.append(UInt8.random(in: 0x20...0x7E, using: &random))
            }
        }
        return bytes
    }

    /// `bytes` with one to four random edits: a changed byte, an inserted token, a deleted or a
    /// duplicated range.
    static func mutated<R: RandomNumberGenerator>(_ bytes: [UInt8], using random: inout R) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let position = Int.random(in: 0...bytes.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where position < bytes.count:
                bytes[position] = UInt8.random(in: 0...255, using: &random)
            case 1 where position < bytes.count:
                let end = min(bytes.count, position + Int.random(in: 1...16, using: &random))
                bytes.removeSubrange(position..<end)
            case 2 where position < bytes.count:
                let end = min(bytes.count, position + Int.random(in: 1...32, using: &random))
                bytes.insert(contentsOf: bytes[position..<end], at: position)
            default:
                bytes.insert(contentsOf: tokens.pick(using: &random), at: position)
            }
        }
        return bytes
    }

    /// A file whose second record holds one field of `length` bytes (quoted or not), then a normal row.
    static func hugeField<R: RandomNumberGenerator>(format: ImportFormat, length: Int, using random: inout R) -> [UInt8]
    {
        let filler = UInt8.random(in: 0x61...0x7A, using: &random)
        let field = [UInt8](repeating: filler, count: length)
        switch format {
        case .csv, .tsv:
            let separator = format == .csv ? "," : "\t"
            let body = Bool.random(using: &random) ? [0x22] + field + [0x22] : field
            return Array("pet\(separator)count\n".utf8) + body + Array("\(separator)1\nCat\(separator)2\n".utf8)
        case .ndjson:
            return Array("{\"pet\":\"".utf8) + field + Array("\"}\n{\"pet\":\"Cat\"}\n".utf8)
        case .lines:
            return field + Array("\nCat\n".utf8)
        }
    }
}
