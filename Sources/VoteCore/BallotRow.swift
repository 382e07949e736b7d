/// A ballot ready to be written: its vote row and, when it carries an id, the receipt stored with
/// it so a retry is answered alike.
package struct BallotRow: Sendable {
    package var petID: Int64
    /// When it was cast, in Unix milliseconds.
    package var at: Int64
    package var count: Int
    package var source: String
    /// The ballot's id, if it has one.
    package var id: String?
    package var receipt: ExportedVote.Receipt

    package init(petID: Int64, at: Int64, count: Int, source: String, id: String?, receipt: ExportedVote.Receipt) {
        (self.petID, self.at, self.count, self.source, self.id, self.receipt) = (petID, at, count, source, id, receipt)
    }
}
