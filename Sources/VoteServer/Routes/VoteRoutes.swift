import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import VoteBoard
import VoteStore

/// `POST /v1/pets/{name}/votes`: casts votes through the group-committing writer.
struct VoteRoutes {
    let backend: Backend

    /// The optional body: `{"count": N, "id": "ballot-1"}`.
    struct VoteBody: Decodable {
        var count: Int?
        var id: String?
    }

    func add(to router: Router<VoteRequestContext>) {
        router.post("/v1/pets/{name}/votes") { request, context in
            var request = request
            let pet = try context.petName()
            let body = try await request.jsonBody(VoteBody.self, limit: ServerConfiguration.jsonBodyLimit)
            let id = try Self.ballotID(body: body?.id, header: request.headers[.idempotencyKey])
            let ballot = Ballot(pet: pet, count: body?.count ?? 1, id: id)
            let receipt = try await backend.writer.cast(ballot).get()
            var headers: HTTPFields = [.contentType: "application/json"]
            if receipt.isReplay { headers[.idempotentReplayed] = "true" }
            return Response(
                status: .created,
                headers: headers,
                body: .init(byteBuffer: ByteBuffer(string: Self.json(receipt, id: id)))
            )
        }
    }

    /// The ballot id from the body's `id` or the `Idempotency-Key` header (a structured-field
    /// string, quoted as the IETF draft writes it, or bare as Stripe's clients send it).
    static func ballotID(body: String?, header: String?) throws -> String? {
        var key = header?.trimmingCharacters(in: .whitespaces)
        if let quoted = key, quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") {
            key = String(quoted.dropFirst().dropLast())
        }
        switch (body, key) {
        case (let body?, let key?) where body != key:
            throw ServerProblem.badRequest(
                "The body's id \(VoteStoreError.quoted(body)) and the Idempotency-Key \(VoteStoreError.quoted(key)) differ; send one, or the same in both."
            )
        default:
            return body ?? key
        }
    }

    /// `{"ballot":…,"pet":…,"rank":…,"replayed":…,"tied":…,"votes":…}`, keys sorted as the board's.
    static func json(_ receipt: BallotReceipt, id: String?) -> String {
        var fields: [(String, JSONWriter.Value)] = []
        if let id { fields.append(("ballot", .string(id))) }
        fields += [
            ("pet", .string(receipt.pet.name)),
            ("rank", .integer(receipt.rank)),
            ("replayed", .bool(receipt.isReplay)),
            ("tied", .bool(receipt.isTied)),
            ("votes", .integer(receipt.votes)),
        ]
        return JSONWriter.encode(.object(fields))
    }
}

extension HTTPField.Name {
    /// The IETF draft's header naming a request that must take effect once.
    static let idempotencyKey = Self("Idempotency-Key")!
    /// Set on an answer replayed for a ballot id already counted (as Stripe names it).
    static let idempotentReplayed = Self("Idempotent-Replayed")!
}
