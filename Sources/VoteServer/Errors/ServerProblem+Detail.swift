import HTTPTypes
import VoteImport
import VoteBoard
import VoteCore

extension ServerProblem {
    /// What went wrong and what to do, in the words votectl uses for the same cases. Never an
    /// internal path, a stack or the text of an unforeseen error.
    var detail: String {
        switch self {
        case .shuttingDown:
            "votesrv is shutting down and takes no new requests. Retry in a moment against a running server."
        case .overloaded:
            "votesrv has too many votes waiting to be written. Retry in a moment."
        case .drawingBusy:
            "votesrv is drawing another board it had not kept (a new size or a time window). Retry in a moment, or ask for a size drawn before."
        case .notReady(let reason):
            "votesrv is not ready: \(reason)."
        case .importUnderWay:
            "votesrv is already running an import; it runs one at a time. Retry once that one has ended."
        case .tooManyStreams(let limit):
            "votesrv already serves its limit of \(limit) event streams. Retry later, or poll GET /v1/board meanwhile."
        case .notFound(let path):
            "There is nothing at \(Self.shown(path)). The API's routes are listed in /v1/openapi.yaml."
        case .methodNotAllowed(let method, let path, let allowed):
            "\(Self.shown(path)) does not take \(method.rawValue); it takes \(Self.list(allowed.map(\.rawValue)))."
        case .malformedRequest(let fault):
            "The request is not well-formed HTTP/1.1: \(fault). Send it again as HTTP defines it."
        case .unsupportedHTTPVersion:
            "The request line's HTTP version is not one votesrv reads (HTTP/1.1 or HTTP/1.0), or the line does not end with CR LF. Send the request as HTTP/1.1."
        case .notAProxy:
            "votesrv serves its own routes and is no proxy: it does not tunnel (CONNECT). Ask for one of its routes, listed in /v1/openapi.yaml."
        case .headersTooLarge:
            "The request's head (its request line, target included, and its headers) is larger than votesrv reads: too many headers, or too long. Send a shorter one."
        case .bodyTooSlow(let grace):
            "The request's body came slower than votesrv waits for: all of it within \(grace) s, or "
                + "\(ByteCount(RequestBodyPace.minimumRate)) a second after that. Send it again, whole, on a new connection."
        case .repeatedHeader(let name):
            "The \(name.rawName) header came more than once; send it once."
        case .invalidHeader(let name, let rule):
            "The \(name.rawName) header is not valid: \(rule)."
        case .crossSite:
            "Votes are taken only from PetVote's own page or from programs, not from pages of other sites. Open PetVote's page and vote there."
        case .hostNotAllowed(let authority):
            "This server takes votes from browsers only at its own names, and \(Self.quoted(authority)) is not one; open the page at the server's own address (its operator can allow a name with votesrv --allowed-host)."
        case .unknownQueryParameter(let name, let accepted):
            accepted.isEmpty
                ? "\(Self.quoted(name)) is not a query parameter of this route, which takes none; drop it."
                : "\(Self.quoted(name)) is not a query parameter of this route; it takes \(Self.list(accepted))."
        case .repeatedQueryParameter(let name):
            "The query parameter \(name) came more than once; give it once."
        case .invalidPodium(let text):
            PodiumQuery.refusal(of: text)
        case .invalidTime(let parameter, let text):
            ISO8601Timestamp.refusal(of: "\(parameter)=\(Self.quoted(text))")
                + (Self.meantASpace(text)
                    ? "; a + in a URL's query is a plus sign, not a space (as a form would encode it): "
                        + "put T or %20 between the date and the time" : "") + "."
        case .invertedWindow(let window):
            window.emptyRefusal(since: "since", until: "until") + "; swap them or drop one."
        case .invalidFlag(let parameter, let text):
            "\(parameter)=\(Self.quoted(text)) is not a yes/no value; write \(parameter)=true or \(parameter)=false."
        case .invalidPathName(let raw):
            "The pet name in the path, \(raw), is not valid percent-encoded UTF-8."
        case .impossiblePetName(let name, let reason):
            "No pet is named \(Self.quoted(name)), and none can be: \(reason)."
        case .tooLarge(let limit):
            "The request body is larger than this route's limit of \(ByteCount(limit)). Send less."
        case .importTooLarge(let limit):
            "The import is larger than this server's limit of \(ByteCount(limit)). Split it into smaller "
                + "imports, or ask the operator to raise votesrv's --import-limit."
        case .unsupportedContentEncoding(let coding):
            "The body's Content-Encoding is \(Self.quoted(coding)), which votesrv does not decode; send the body as it is, without one."
        case .unsupportedTransferCoding(let codings):
            "The body's Transfer-Encoding is \(Self.quoted(codings)); votesrv reads chunked alone. Send the body chunked, or with a Content-Length."
        case .unsupportedMediaType(let found, let expected):
            "The body's Content-Type is \(found.map { "'\(Self.shown($0))'" } ?? "missing"); send one of \(expected.joined(separator: ", "))."
        case .malformedJSON(let example):
            "The body is not valid JSON. Send an object such as \(example)."
        case .wrongJSONType(let member, let expected):
            "The JSON body's \(member) has the wrong type; send \(expected)."
        case .missingJSONMember(let name):
            "The JSON body lacks \"\(name)\"."
        case .unknownJSONMember(let name, let accepted):
            "The JSON body's member \(Self.quoted(name)) is not one this route takes; it takes \(Self.list(accepted))."
        case .repeatedJSONMember(let name):
            "The JSON body's member \(Self.quoted(name)) came more than once; give it once."
        case .countOutOfRange(let text):
            "The count \(text) is out of range: send \(VoteStoreError.countRule)."
        case .ballotMismatch(let body, let header):
            "The body's id \(Self.quoted(body)) and the Idempotency-Key \(Self.quoted(header)) differ; send one, or the same in both."
        case .missingPetBody:
            "Send the pet's name as a JSON body: \(PetRoutes.PetBody.example)."
        case .unreadableForm(let reason):
            "The vote form could not be read (\(reason)). Reload the page and vote again."
        case .formWithoutPet:
            "The form named no pet. Press the button of the pet you vote for."
        case .badImportLine(let error) where error.isFatal:
            // Skipping lines cannot help an input that is unusable as a whole.
            "\(error.refusal()) Fix the input and send it again."
        case .badImportLine(let error) where error.namesUnknownPet:
            "\(error.refusal()) Add ?createPets=true to add the pets it names, or ?skipInvalid=true to leave such lines out."
        case .badImportLine(let error):
            "\(error.refusal()) Fix the line, or add ?skipInvalid=true to leave bad lines out."
        case .cannotSpool(let reason):
            "votesrv cannot hold the import body: \(reason). Nothing was imported."
        case .adminClosed:
            "Administrator routes are closed: start votesrv with VOTESRV_ADMIN_TOKEN set, or with --admin-token-file FILE, to open them."
        case .unauthorized:
            "This route is for administrators: send the token as 'Authorization: Bearer TOKEN'."
        case .store(.petHasVotes(let name, let votes)):
            VoteStoreError.petHasVotes(name: name, votes: votes, force: "Add ?force=true")
        case .store(let error) where error.leavesDatabaseUnusable:
            "votesrv cannot use its database now; its log says why. Try again later."
        case .store(let error):
            error.forClients.description
        case .http(_, let words):
            words
        case .internalFailure:
            "votesrv failed unexpectedly; the error is in its log. Nothing was changed unless the answer said so."
        }
    }

    /// `'text'` as votectl quotes names.
    private static func quoted(_ text: String) -> String { VoteStoreError.quoted(text) }

    /// Whether `text` is a time once its first `+` is a `T`: a space between the date and the
    /// time that a form's encoding (`URLSearchParams`) wrote as `+`.
    private static func meantASpace(_ text: String) -> Bool {
        guard let plus = text.firstIndex(of: "+") else { return false }
        var spaced = text
        spaced.replaceSubrange(plus...plus, with: "T")
        return ISO8601Timestamp.date(from: spaced) != nil
    }

    /// A part of the request (a path, a header) as a problem shows it: whole up to 200 characters,
    /// else its start and an ellipsis, so a request cannot make its answer as long as its own head.
    private static func shown(_ text: String) -> String {
        text.count <= 200 ? text : text.prefix(200) + "…"
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "nothing" }
        let rest = items.dropLast()
        return rest.isEmpty ? last : rest.joined(separator: ", ") + " and " + last
    }
}

/// A byte count as people read it: "4 KiB", "256 MiB".
struct ByteCount: CustomStringConvertible {
    var bytes: Int
    init(_ bytes: Int) { self.bytes = bytes }

    var description: String {
        for (unit, size) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)]
        where bytes >= size && bytes % size == 0 {
            return "\(bytes / size) \(unit)"
        }
        return "\(bytes) bytes"
    }

}
