/// A pet people can vote for.
///
/// Names are stored exactly as entered after trimming and NFC normalisation, so `猫`, `🐶`,
/// `Café` and `Robert'); DROP TABLE pets;--` all come back unchanged; lookups ignore case and spacing.
public struct Pet: Hashable, Sendable, Identifiable {
    /// The pet's stable row id; ids grow in creation order and are never reused.
    public let id: Int64
    /// The pet's display name.
    public let name: String

    /// Creates a pet value; pets are normally obtained from a ``VoteDatabase``.
    public init(id: Int64, name: String) {
        (self.id, self.name) = (id, name)
    }
}
