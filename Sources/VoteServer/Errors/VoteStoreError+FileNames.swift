import Foundation
import VoteCore

extension VoteStoreError {
    /// The same error with each file and folder it names cut to its last component
    /// (`/srv/petvote/votes.db` becomes `votes.db`): where the server keeps its data is no
    /// client's business.
    var namingFilesOnly: VoteStoreError {
        func name(_ path: String) -> String {
            path.hasPrefix("/") && path.count > 1 ? (path as NSString).lastPathComponent : path
        }
        switch self {
        case .notADatabase(let path): return .notADatabase(path: name(path))
        case .foreignDatabase(let path): return .foreignDatabase(path: name(path))
        case .newerSchema(let path, let found, let supported):
            return .newerSchema(path: name(path), found: found, supported: supported)
        case .cannotOpen(let path, let reason): return .cannotOpen(path: name(path), reason: reason)
        case .readOnly(let path): return .readOnly(path: name(path))
        case .readOnlyDirectory(let path, let directory):
            return .readOnlyDirectory(path: name(path), directory: name(directory))
        case .permissionDenied(let path): return .permissionDenied(path: name(path))
        case .databaseMoved(let path): return .databaseMoved(path: name(path))
        case .busy(let path): return .busy(path: name(path))
        case .diskFull(let path): return .diskFull(path: name(path))
        case .writeFailed(let path, let reason): return .writeFailed(path: name(path), reason: reason)
        default: return self
        }
    }
}
