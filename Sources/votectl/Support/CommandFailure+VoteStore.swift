import VoteStore

extension CommandFailure {
    /// The failure votectl reports for `error`, or `nil` for errors ArgumentParser reports itself
    /// (usage errors, help and version requests, `ExitCode`).
    init?(translating error: any Error) {
        switch error {
        case let failure as CommandFailure:
            self = failure
        case let storeError as VoteStoreError:
            self.init(storeError)
        case let rowError as ImportRowError:
            self.init(.dataError, rowError.description)
        default:
            return nil
        }
    }

    /// Says what went wrong in the store and what to do about it, in one line.
    init(_ error: VoteStoreError) {
        switch error {
        case .unknownPet(let name, let suggestions):
            self.init(.failure, UnknownPetMessage.text(name: name, suggestions: suggestions, hint: .none))
        case .duplicatePet(let name):
            self.init(.failure, "a pet named \(DisplayText.quoted(name)) already exists")
        case .invalidPetName(let name, let reason):
            self.init(.failure, "invalid pet name \(DisplayText.quoted(name)): \(reason)")
        case .invalidCount(let count):
            self.init(
                .failure,
                "invalid count \(count): votes per call must be from 1 to \(VoteStoreError.maximumCount)"
            )
        case .petHasVotes(let name, let votes):
            self.init(
                .failure,
                "\(DisplayText.quoted(name)) has \(votes) vote\(votes == 1 ? "" : "s"); "
                    + "remove it with its votes using --force"
            )
        case .notADatabase(let path):
            self.init(.failure, "\(path) is not a PetVote database (not SQLite); pass --db PATH to use another file")
        case .foreignDatabase(let path):
            self.init(
                .failure,
                "\(path) is not a PetVote database (another application's SQLite file); it was left "
                    + "untouched; pass --db PATH to use another file"
            )
        case .newerSchema(let path, let found, let supported):
            self.init(
                .failure,
                "\(path) was written by a newer votectl (schema \(found); this one reads up to "
                    + "\(supported)); upgrade votectl"
            )
        case .cannotOpen(let path, let reason):
            self.init(.failure, "cannot open the database \(path): \(reason)")
        case .readOnly(let path):
            self.init(.cannotCreate, "cannot write the database \(path): it or its folder is read-only")
        case .readOnlyDirectory(let path, let directory):
            self.init(.cannotCreate, "cannot create the database \(path): its folder \(directory) is read-only")
        case .permissionDenied(let path):
            self.init(.cannotCreate, "cannot read the database \(path): permission denied (check its owner and mode)")
        case .busy(let path):
            self.init(.temporaryFailure, "the database \(path) is busy (locked by another process); try again")
        case .diskFull(let path):
            self.init(.cannotCreate, "cannot write the database \(path): the disk is full")
        case .writeFailed(let path, let reason):
            self.init(
                .cannotCreate,
                "cannot write the database \(path): \(reason); check the free space, the file-size limit (ulimit -f) and the disk"
            )
        case .database(let sqliteError):
            self.init(.failure, "database error \(sqliteError.extendedCode): \(sqliteError.message)")
        }
    }
}
