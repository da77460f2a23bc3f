extension String {
  /// The candidate this string most likely misspells: the nearest within two edits (and fewer
  /// edits than the string has characters), or `nil`.
  ///
  /// ```swift
  /// "serch".closestMatch(in: ["search", "settings"])   // "search"
  /// ```
  package func closestMatch(in candidates: some Sequence<String>) -> String? {
    // A long word is no typo of a short name, and comparing it would cost its length squared.
    guard count <= 40 else { return nil }
    return
      candidates
      .map { (name: $0, distance: editDistance(to: $0)) }
      .filter { $0.distance <= 2 && $0.distance < count }
      .min { $0.distance < $1.distance }?
      .name
  }

  /// Whether this name could be meant for one of `names`, ignoring case: within two edits
  /// (and fewer than the name has characters) of it, whole or cut to its length, so that
  /// `Pasword` and `paswordChanged` are near `password`.
  ///
  /// ```swift
  /// "Pasword".isNear(anyOf: ["password"])   // true
  /// ```
  package func isNear(anyOf names: some Sequence<String>) -> Bool {
    let name = lowercased()
    return names.contains { candidate in
      let candidate = candidate.lowercased()
      let prefix = String(name.prefix(candidate.count))
      let distances =
        [prefix.editDistance(to: candidate)]
        + (name.count <= 40 ? [name.editDistance(to: candidate)] : [])
      return distances.contains { $0 <= 2 && $0 < candidate.count }
    }
  }

  /// The Levenshtein distance to another string, counted in characters.
  func editDistance(to other: String) -> Int {
    let source = Array(self)
    let target = Array(other)
    var previous = Array(0...target.count)
    for (row, sourceCharacter) in source.enumerated() {
      var current = [row + 1]
      for (column, targetCharacter) in target.enumerated() {
        let substitution = previous[column] + (sourceCharacter == targetCharacter ? 0 : 1)
        current.append(Swift.min(substitution, previous[column + 1] + 1, current[column] + 1))
      }
      previous = current
    }
    return previous[target.count]
  }
}
