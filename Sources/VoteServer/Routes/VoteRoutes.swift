import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import VoteBoard
import VoteCore

/// `POST /v1/pets/{name}/votes`: casts votes through the group-committing writer.
struct VoteRoutes {
    let backend: Backend

    /// The optional body: `{"count": N, "id": "ballot-1"}`; any other member is refused.
    struct VoteBody: PlainJSONDecodable {
        var count: Int?
        var id: String?

        static let example = #"{"count": 1}"#

        enum CodingKeys: String, CodingKey, CaseIterable {
            case count, id
        }

        init(from decoder: any Decoder) throws {
            let object = try StrictJSONObject(decoder, keys: CodingKeys.self)
            count = try object.count(.count)
            id = try object.optional(String.self, .id)
        }

        init?(plain object: PlainJSONObject) {
            guard object.hasOnlyMembers(Self.memberNames) else { return nil }
            switch object[CodingKeys.count.stringValue] {
            case nil: count = nil
            case .integer(let number)?: count = number
            case .string?: return nil
            }
            switch object[CodingKeys.id.stringValue] {
            case nil: id = nil
            case .string(let text)?: id = text
            case .integer?: return nil
            }
        }

        private static let memberNames = CodingKeys.allCases.map(\.stringValue)
    }

    func add(to router: Router<VoteRequestContext>) {
        router.post("/v1/pets/{name}/votes") { request, context in
            var request = request
            try CrossSiteGuard.check(request, hosts: backend.browserHosts)
            let pet = try context.petName()
            let body = try await request.jsonBody(
                VoteBody.self,
                limit: ServerConfiguration.jsonBodyLimit,
                context: context
            )
            let id = try Self.ballotID(body: body?.id, header: Self.idempotencyKey(of: request))
            let ballot = Ballot(pet: pet, count: body?.count ?? 1, id: id)
            let receipt = try await backend.writer.cast(ballot).get()
            var headers: HTTPFields = [.contentType: "application/json"]
            if receipt.isReplay { headers[.idempotentReplayed] = "true" }
            return Response(
                status: .created,
                headers: headers,
                body: .init(byteBuffer: Self.json(receipt, id: id))
            )
        }
    }

    /// The `Idempotency-Key` header, once at most, unquoted: a structured-field string as the
    /// IETF draft writes it, or bare as Stripe's clients send it. Either way it is visible ASCII
    /// (RFC 8941 §3.3.3), so bytes that are not (which HTTP/1 parsers turn into U+FFFD, making
    /// two different keys one) are refused rather than guessed at.
    static func idempotencyKey(of request: Request) throws -> String? {
        guard var key = try request.headers.singleValue(of: .idempotencyKey)?.trimmingCharacters(in: .whitespaces)
        else { return nil }
        guard key.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) else {
            throw ServerProblem.invalidHeader(
                .idempotencyKey,
                rule: "a key is visible ASCII characters, quoted or bare"
            )
        }
        if key.hasPrefix("\"") {
            guard let unquoted = unquoted(key) else {
                throw ServerProblem.invalidHeader(
                    .idempotencyKey,
                    rule: #"a quoted key is one structured-field string: "…", with " and \ escaped as \" and \\"#
                )
            }
            key = unquoted
        }
        return key
    }

    /// The content of the structured-field string `text` (RFC 8941 §3.3.3: `"`, then visible ASCII
    /// with `"` and `\` escaped by `\`, then `"` and nothing after), or `nil` when it is not one.
    /// So `"a\"b"` is the key `a"b`, as the bare `a"b` is.
    static func unquoted(_ text: String) -> String? {
        var bytes = text.utf8.dropFirst()
        var content: [UInt8] = []
        while let byte = bytes.popFirst() {
            switch byte {
            case UInt8(ascii: "\""):
                return bytes.isEmpty ? String(decoding: content, as: UTF8.self) : nil
            case UInt8(ascii: "\\"):
                guard let escaped = bytes.popFirst(), escaped == UInt8(ascii: "\"") || escaped == UInt8(ascii: "\\")
                else { return nil }
                content.append(escaped)
            default:
                content.append(byte)
            }
        }
        return nil
    }

    /// The ballot id from the body's `id` or the `Idempotency-Key` header.
    static func ballotID(body: String?, header key: String?) throws -> String? {
        switch (body, key) {
        case (let body?, let key?) where body != key: throw ServerProblem.ballotMismatch(body: body, header: key)
        default: return body ?? key
        }
    }

    /// `{"ballot":…,"pet":…,"rank":…,"replayed":…,"tied":…,"votes":…}`, keys sorted as the board's.
    ///
    /// Written straight into the answer's buffer, the fixed parts as static bytes: every vote
    /// has one, and building it as a JSON value first (an array of members, a string appended
    /// piece by piece) was a few percent of a vote's CPU. The strings are `JSONWriter`'s.
    static func json(_ receipt: BallotReceipt, id: String?) -> ByteBuffer {
        var buffer = ByteBuffer()
        buffer.reserveCapacity(128)
        buffer.writeStaticString("{")
        if let id {
            buffer.writeStaticString(#""ballot":"#)
            buffer.writeString(JSONWriter.encode(.string(id)))
            buffer.writeStaticString(",")
        }
        buffer.writeStaticString(#""pet":"#)
        buffer.writeString(JSONWriter.encode(.string(receipt.pet.name)))
        buffer.writeStaticString(#","rank":"#)
        buffer.writeString(String(receipt.rank))
        buffer.writeStaticString(receipt.isReplay ? #","replayed":true"# : #","replayed":false"#)
        buffer.writeStaticString(receipt.isTied ? #","tied":true"# : #","tied":false"#)
        buffer.writeStaticString(#","votes":"#)
        buffer.writeString(String(receipt.votes))
        buffer.writeStaticString("}")
        return buffer
    }
}

extension HTTPField.Name {
    /// The IETF draft's header naming a request that must take effect once.
    static let idempotencyKey = Self("Idempotency-Key")!
    /// Set on an answer replayed for a ballot id already counted (as Stripe names it).
    static let idempotentReplayed = Self("Idempotent-Replayed")!
}
