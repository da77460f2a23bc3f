extension String {
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
