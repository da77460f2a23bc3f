/// Delta debugging (Zeller's ddmin): shrinks a failing sequence to a shorter one that still
/// fails, by trying ever smaller pieces of it and what is left without each piece.
///
/// ```swift
/// let shortest = await DeltaDebugging.minimize(steps, tests: 500) { candidate in
///   await failsTheSameWay(candidate)
/// }
/// ```
enum DeltaDebugging {
  /// The shortest subsequence of `input` found to still fail: one from which no single
  /// element can be removed, unless `tests` runs of `fails` ran out first. `fails(input)` is
  /// taken to be true.
  static func minimize<Element: Sendable>(
    _ input: [Element], tests: Int, isolation: isolated (any Actor)? = #isolation,
    fails: ([Element]) async -> Bool
  ) async -> [Element] {
    var current = input
    var granularity = 2
    var budget = tests
    func test(_ candidate: [Element]) async -> Bool {
      guard budget > 0 else { return false }
      budget -= 1
      return await fails(candidate)
    }
    while current.count >= 2, budget > 0 {
      let chunks = split(current, into: granularity)
      var reduced = false
      for chunk in chunks where await test(chunk) {
        current = chunk
        granularity = 2
        reduced = true
        break
      }
      // With two pieces, each one is the complement of the other, tested already.
      if !reduced, chunks.count > 2 {
        for index in chunks.indices {
          let complement = chunks.indices.filter { $0 != index }.flatMap { chunks[$0] }
          guard await test(complement) else { continue }
          current = complement
          granularity = max(granularity - 1, 2)
          reduced = true
          break
        }
      }
      if !reduced {
        guard granularity < current.count else { break }
        granularity = min(current.count, granularity * 2)
      }
    }
    return current
  }

  /// `elements` in `parts` consecutive pieces of nearly equal length.
  static func split<Element>(_ elements: [Element], into parts: Int) -> [[Element]] {
    let parts = min(max(parts, 1), elements.count)
    var pieces: [[Element]] = []
    var start = 0
    for part in 0..<parts {
      let end = elements.count * (part + 1) / parts
      pieces.append(Array(elements[start..<end]))
      start = end
    }
    return pieces
  }
}
