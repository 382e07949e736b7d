import Foundation
import Hummingbird
import VoteCore

extension VoteRequestContext {
    /// The `{name}` of the route, percent-decoded (`/v1/pets/%E7%8C%AB/votes` names 猫), checked as
    /// a name to look up (``PetLookup``).
    func petName() throws -> String {
        let raw = try parameters.require("name")
        // Most names arrive with nothing to decode: Foundation's decoding is skipped for them.
        let decoded = raw.utf8.contains(UInt8(ascii: "%")) ? raw.removingPercentEncoding : raw
        guard let name = decoded else { throw ServerProblem.invalidPathName(raw) }
        return try PetLookup.name(name)
    }
}

/// A name given to find a pet (in a path, or the page's form). One that no pet could have is
/// answered as what it is, a pet that does not exist (404), saying why none can; a name given to
/// create or rename a pet is the store's to refuse (400).
enum PetLookup {
    static func name(_ name: String) throws -> String {
        do throws(VoteStoreError) {
            _ = try PetName(validating: name)
        } catch {
            guard case .invalidPetName(_, let reason) = error else { throw error }
            throw ServerProblem.impossiblePetName(name: name, reason: reason)
        }
        return name
    }
}
