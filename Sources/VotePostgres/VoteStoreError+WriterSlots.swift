import VoteCore

extension VoteStoreError {
    /// No writer slot could be taken: the table that holds them is empty, which only a change to
    /// the schema outside PetVote can bring about.
    static func noWriterSlots(database: String) -> VoteStoreError {
        .server(database: database, code: "slot", message: "the table writer_slot is empty")
    }
}
