import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import VoteCore

/// Reading a small JSON body: its size checked while it streams in (never buffered past the
/// limit), its media type checked, and decoding errors said in words a client can act on.
extension Request {
    /// Decodes the body as `T`, or returns `nil` for an empty body without a `Content-Type` or
    /// with a JSON one.
    ///
    /// A `Content-Type` other than JSON is refused even on an empty body: that is what an HTML
    /// form with no fields sends, and a form is how another site would post here.
    ///
    /// - Throws: 413 past `limit` bytes, 415 for a body that is not JSON, 400 for JSON that does
    ///   not fit `T`.
    mutating func jsonBody<T: JSONRequestBody>(_ type: T.Type, limit: Int, context: VoteRequestContext) async throws
        -> T?
    {
        guard let bytes = try await jsonBytes(limit: limit, context: context) else { return nil }
        return try Self.decode(T.self, from: bytes)
    }

    /// Decodes the body as `T` as the other `jsonBody` does, reading a body in
    /// ``PlainJSONObject``'s form without `JSONDecoder`.
    mutating func jsonBody<T: PlainJSONDecodable>(
        _ type: T.Type,
        limit: Int,
        context: VoteRequestContext
    ) async throws -> T? {
        guard let bytes = try await jsonBytes(limit: limit, context: context) else { return nil }
        if let object = PlainJSONObject(bytes.readableBytesView), let value = T(plain: object) { return value }
        return try Self.decode(T.self, from: bytes)
    }

    /// The body's bytes once its size and media type are checked; `nil` for an empty body
    /// without a `Content-Type`, or an empty JSON one.
    private mutating func jsonBytes(limit: Int, context: VoteRequestContext) async throws -> ByteBuffer? {
        try checkBodyCodings()
        try checkDeclaredLength(atMost: limit, else: .tooLarge(limit: limit))
        if let contentType = headers.value(of: .contentType),
            !Self.isJSON(contentType: contentType)
                || contentType.utf8.contains(UInt8(ascii: ";"))
                    && DeclaredContentType(contentType)?.isReadAsUTF8 == false
        {
            throw ServerProblem.unsupportedMediaType(found: contentType, expected: ["application/json"])
        }
        let bytes = try await collectBody(upTo: limit, context: context)
        // A `Content-Type` that names no JSON was refused before the body was read.
        guard headers.value(of: .contentType) != nil else {
            if bytes.readableBytes == 0 { return nil }
            throw ServerProblem.unsupportedMediaType(found: nil, expected: ["application/json"])
        }
        return bytes.readableBytes > 0 ? bytes : nil
    }

    /// Whether a `Content-Type` names JSON (`application/json`, or a `+json` type), parameters
    /// and case aside.
    static func isJSON(contentType: String) -> Bool {
        // Read as bytes (a header is ASCII), compared with lower-case ASCII byte by byte: no
        // characters formed and no lower-cased copy per request. The media type ends at the
        // first `;`; HTTP's optional white space around it is spaces and tabs.
        var contentType = contentType
        return contentType.withUTF8 { bytes in
            let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
            var (start, end) = (0, bytes.firstIndex(of: UInt8(ascii: ";")) ?? bytes.count)
            while start < end, isSpace(bytes[start]) { start += 1 }
            while end > start, isSpace(bytes[end - 1]) { end -= 1 }
            func endsLike(_ suffix: StaticString) -> Bool {
                let count = suffix.utf8CodeUnitCount
                guard end - start >= count else { return false }
                return (0..<count)
                    .allSatisfy { offset in
                        let byte = bytes[end - count + offset]
                        return ((0x41...0x5A).contains(byte) ? byte | 0x20 : byte) == suffix.utf8Start[offset]
                    }
            }
            return endsLike("+json") || (end - start == 16 && endsLike("application/json"))
        }
    }

    private static func decode<T: JSONRequestBody>(_ type: T.Type, from bytes: ByteBuffer) throws -> T {
        let malformed = ServerProblem.malformedJSON(example: T.example)
        guard JSONObjectKeys.canBeUTF8JSON(bytes.readableBytesView) else { throw malformed }
        let value: T
        do {
            value = try JSONDecoder().decode(T.self, from: Data(bytes.readableBytesView))
        } catch {
            // JSON that does not fit `T` may not fit because of a repeated member, of whose values
            // the decoder read one: that is said first, whichever value came first.
            let problem = problem(describing: error, malformed: malformed)
            if problem != malformed { try refuseFlaws(in: bytes, malformed: malformed) }
            throw problem
        }
        try refuseFlaws(in: bytes, malformed: malformed)
        return value
    }

    /// Throws ``ServerProblem/repeatedJSONMember(_:)`` for JSON text with a member written twice
    /// (the decoder keeps one of the values, and which one is not for a client to guess), and
    /// `malformed` for a trailing comma, which the decoder lets through, and for a number JSON
    /// does not write (`01`), which it refuses as one it cannot represent.
    private static func refuseFlaws(in bytes: ByteBuffer, malformed: ServerProblem) throws {
        switch JSONObjectKeys.flaw(in: String(buffer: bytes)) {
        case .repeatedKey(let repeated)?: throw ServerProblem.repeatedJSONMember(repeated)
        case .trailingComma?, .malformedNumber?: throw malformed
        case nil: return
        }
    }

    /// The problem to answer for what the decoder threw (`malformed` for text that is not JSON).
    private static func problem(describing error: any Error, malformed: ServerProblem) -> ServerProblem {
        if let problem = error as? ServerProblem { return problem }
        switch error as? DecodingError {
        case .typeMismatch(let expected, let context), .valueNotFound(let expected, let context):
            return .wrongJSONType(member: path(context), expected: name(of: expected))
        case .keyNotFound(let key, _):
            return .missingJSONMember(key.stringValue)
        default:
            return malformed
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map(\.stringValue).joined(separator: ".")
        return path.isEmpty ? "value" : "\"\(path)\""
    }

    /// What a client should send instead, in JSON's words.
    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type, is Decimal.Type: "a number"
        case is Bool.Type: "true or false"
        default: "an object"
        }
    }
}

/// A body type most clients send in ``PlainJSONObject``'s form.
protocol PlainJSONDecodable: JSONRequestBody {
    /// The value `object` holds, or `nil` when the body must go through `JSONDecoder` (to be
    /// refused with its reason, say): the value must be the one `JSONDecoder` would give.
    init?(plain object: PlainJSONObject)
}

/// The members of a JSON object body, read strictly: a member the body type does not declare is
/// refused (so a misspelt `cnt` is not silently a vote of one), and `count` must be a whole
/// number of votes, a number out of range being said as such rather than as broken JSON.
struct StrictJSONObject<Key: CodingKey & CaseIterable> {
    let container: KeyedDecodingContainer<Key>

    /// Opens the object, refusing members that are not among `Key`'s cases.
    init(_ decoder: any Decoder, keys: Key.Type) throws {
        let all = try decoder.container(keyedBy: AnyMemberKey.self)
        let accepted = Key.allCases.map(\.stringValue)
        if let unknown = all.allKeys.first(where: { !accepted.contains($0.stringValue) }) {
            throw ServerProblem.unknownJSONMember(unknown.stringValue, accepted: accepted)
        }
        container = try decoder.container(keyedBy: Key.self)
    }

    /// An optional member: absent is `nil`; `null` is refused, as no member takes it.
    func optional<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        guard container.contains(key) else { return nil }
        return try container.decode(T.self, forKey: key)
    }

    /// A count of votes: a whole number (``JSONWholeNumber``), refused as out of range when it is
    /// a number that is not one (`1e100`, `2.5`).
    func count(_ key: Key) throws -> Int? {
        guard container.contains(key) else { return nil }
        switch try container.decodeWholeNumber(forKey: key) {
        case .whole(let count): return count
        case .notWhole(let shown): throw ServerProblem.countOutOfRange(shown)
        }
    }
}

/// Any member name, for listing an object's members.
private struct AnyMemberKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}
