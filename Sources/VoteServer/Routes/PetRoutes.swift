import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import VoteBoard
import VoteCore

/// `GET /v1/pets` and `GET /v1/pets/{name}` for everyone; adding, renaming and removing pets for
/// administrators.
struct PetRoutes {
    let backend: Backend

    /// `{"name": "Rabbit"}`: the body of `POST /v1/pets` and `PATCH /v1/pets/{name}`; any
    /// other member is refused.
    struct PetBody: JSONRequestBody {
        var name: String

        static let example = #"{"name": "Rabbit"}"#

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name
        }

        init(from decoder: any Decoder) throws {
            name = try StrictJSONObject(decoder, keys: CodingKeys.self).container.decode(String.self, forKey: .name)
        }
    }

    func add(to router: Router<VoteRequestContext>) {
        router.get("/v1/pets") { _, _ in
            Self.response(.ok, json: Self.json(pets: backend.feed.current.standings))
        }
        // The pet `POST /v1/pets` names in its Location, with its standing as the board ranks it.
        // Read from the database rather than the published board, which an addition or a rename
        // reaches only just after its answer: a client following the Location must find the pet.
        router.get("/v1/pets/{name}") { _, context in
            let name = try context.petName()
            let entry = try await backend.readers.read { store throws(VoteStoreError) in
                try store.standings().entry(named: name)
            }
            return Self.response(.ok, json: JSONWriter.encode(Self.json(entry)))
        }
        let admin = router.group().add(middleware: AdminOnlyMiddleware(token: backend.configuration.adminToken))
        admin.post("/v1/pets") { request, context in
            var request = request
            let name = try await Self.requiredName(in: &request, context: context)
            let pet = try await backend.writer.perform { store in
                do throws(VoteStoreError) {
                    return try store.addPet(named: name)
                } catch {
                    throw error.namingStoredPet(in: store)
                }
            }
            var response = Self.response(.created, json: Self.json(pet))
            response.headers[.location] = "/v1/pets/" + Self.pathComponent(pet.name)
            return response
        }
        admin.patch("/v1/pets/{name}") { request, context in
            var request = request
            let old = try context.petName()
            let new = try await Self.requiredName(in: &request, context: context)
            let pet = try await backend.writer.perform { store in
                do throws(VoteStoreError) {
                    return try store.renamePet(named: old, to: new)
                } catch {
                    throw error.namingStoredPet(in: store)
                }
            }
            return Self.response(.ok, json: Self.json(pet))
        }
        admin.delete("/v1/pets/{name}") { request, context in
            let name = try context.petName()
            let force = try request.flag("force")
            try await backend.writer.perform { store in
                try store.removePet(named: name, force: force)
            }
            return Response(status: .noContent)
        }
    }

    private static func requiredName(in request: inout Request, context: VoteRequestContext) async throws -> String {
        let limit = ServerConfiguration.jsonBodyLimit
        guard let body = try await request.jsonBody(PetBody.self, limit: limit, context: context) else {
            throw ServerProblem.missingPetBody
        }
        return body.name
    }

    /// `{"pets":[{"name":…,"rank":…,"tied":…,"votes":…}…]}` in the order the pets were added.
    static func json(pets standings: Standings) -> String {
        let pets = standings.entries.sorted { $0.pet.id < $1.pet.id }.map(json)
        return JSONWriter.encode(.object([("pets", .array(pets))]))
    }

    /// `{"name":…,"rank":…,"tied":…,"votes":…}`: one pet's standing.
    static func json(_ entry: RankedPet) -> JSONWriter.Value {
        .object([
            ("name", .string(entry.pet.name)),
            ("rank", .integer(entry.rank)),
            ("tied", .bool(entry.isTied)),
            ("votes", .integer(entry.votes)),
        ])
    }

    static func json(_ pet: Pet) -> String {
        JSONWriter.encode(.object([("name", .string(pet.name))]))
    }

    static func response(_ status: HTTPResponse.Status, json: String) -> Response {
        Response(
            status: status,
            headers: [.contentType: "application/json"],
            body: .init(byteBuffer: ByteBuffer(string: json))
        )
    }

    /// A name as one percent-encoded path segment.
    static func pathComponent(_ name: String) -> String {
        // A segment that is only dots is one a client resolves away (RFC 3986 §5.2.4) rather than
        // sends; no new pet has such a name, but one stored before the rule still gets a Location.
        if !name.isEmpty, name.allSatisfy({ $0 == "." }) { return String(repeating: "%2E", count: name.count) }
        return name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? name
    }
}
