import ArgumentParser
import Foundation
import VoteCore
import VoteCommandLine

extension Votectl {
    /// `votectl vote PET [--count N]`.
    struct Vote: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "vote",
            abstract: "Vote for a pet.",
            discussion: "Prints the pet's new total and rank. Names are matched case-insensitively."
        )

        @OptionGroup var options: GlobalOptions

        @Argument(help: "The pet to vote for.", completion: .custom(PetCompletion.names))
        var pet: String

        // `.unconditional`: "--count -1" is a count out of range, not a missing value.
        @Option(
            name: .shortAndLong,
            parsing: .unconditional,
            help: "How many votes to cast (1...\(VoteStoreError.maximumCount))."
        )
        var count: Int = 1

        func validate() throws {
            guard VoteStoreError.countRange.contains(count) else {
                throw ValidationError(CommandLineErrors.outOfRange("--count", VoteStoreError.countRange, count))
            }
            try PetNameArgument.validate(pet)
        }

        func run() throws {
            try Self.cast(pet: pet, count: count, db: options.db)
        }

        /// Casts the votes and prints the pet's new standing (shared with ``FastPath``).
        static func cast(pet: String, count: Int, db: String?) throws {
            let store = try GlobalOptions.openStore(db: db)
            let standing: RankedPet
            do {
                standing = try store.vote(for: pet, count: count, at: Date(), source: "cli")
            } catch {
                guard case .unknownPet(let name, let suggestions) = error else { throw error }
                // When nothing is close, name the pets there are instead.
                let known = suggestions.isEmpty ? ((try? store.pets()) ?? []).prefix(5).map(\.name) : []
                throw CommandFailure(
                    .failure,
                    UnknownPetMessage.text(name: name, suggestions: suggestions, known: known, hint: .addPet, db: db)
                )
            }
            print(summary(of: standing))
        }

        /// "Cat: 12 votes, rank 1 of 3" style summary line.
        static func summary(of standing: RankedPet) -> String {
            let votes = "\(standing.votes) vote\(standing.votes == 1 ? "" : "s")"
            let rank = standing.isTied ? "rank \(standing.rank)=" : "rank \(standing.rank)"
            return "\(DisplayText.plain(standing.pet.name)): \(votes), \(rank)"
        }
    }
}
