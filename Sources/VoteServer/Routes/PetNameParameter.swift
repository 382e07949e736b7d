import Foundation
import Hummingbird

extension VoteRequestContext {
    /// The `{name}` of the route, percent-decoded (`/v1/pets/%E7%8C%AB/votes` names 猫).
    func petName() throws -> String {
        let raw = try parameters.require("name")
        guard let name = raw.removingPercentEncoding else {
            throw ServerProblem.invalidPathName(raw)
        }
        return name
    }
}
