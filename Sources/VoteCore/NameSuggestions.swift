/// Finds the known names closest to one that matched none, for "Did you mean …?": pets' names,
/// and a command's subcommands.
package enum NameSuggestions {
    /// At most this many names are suggested.
    static let limit = 3

    /// The names of `pets` whose keys start with `key` (or that `key` starts with), or lie within
    /// a small edit distance of it, closest first, then in creation order.
    ///
    /// - Parameters:
    ///   - key: The lowercased NFC key of the name that was not found.
    ///   - pets: The known pets, in creation order.
    /// - Returns: At most ``limit`` names, closest first.
    /// - Complexity: O(pets × name length²); names are at most 40 characters.
    package static func closest(to key: String, among pets: [Pet]) -> [String] {
        closest(to: key, among: pets.map { (PetName.key(forNormalized: $0.name), $0.name) })
    }

    /// ``closest(to:among:)`` for names that are their own keys (a command's subcommands), in order.
    package static func closest(to key: String, amongKeys keys: [String]) -> [String] {
        closest(to: key, among: keys.map { ($0, $0) })
    }

    private static func closest(to key: String, among names: [(key: String, name: String)]) -> [String] {
        let typed = Array(key)
        // Roughly one typo per three characters, and at least two (a swapped pair counts once).
        let tolerance = Swift.max(2, typed.count / 3)
        var candidates: [(distance: Int, order: Int, name: String)] = []
        for (order, known) in names.enumerated() {
            let isPrefix = !key.isEmpty && (known.key.hasPrefix(key) || key.hasPrefix(known.key))
            let distance = editDistance(typed, Array(known.key))
            if isPrefix || distance <= tolerance {
                candidates.append((distance, order, known.name))
            }
        }
        candidates.sort { ($0.distance, $0.order) < ($1.distance, $1.order) }
        return candidates.prefix(limit).map(\.name)
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// adjacent characters each cost 1.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = Swift.min(best, before[j - 2] + 1)
                }
                current[j] = best
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
