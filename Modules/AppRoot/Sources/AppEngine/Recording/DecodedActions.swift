/// The actions a replay has decoded, kept for the entries recorded again later on the same
/// line: a long session repeats a few actions many times (a debounce firing, an empty search
/// response), and each is decoded once.
///
/// An action that holds a class instance (the storage of a `@Shared` value, say) is decoded
/// anew each time, as decoding makes a new instance: one instance handed to the reducer twice
/// could have been changed in between.
///
/// ```swift
/// let (recording, firstOccurrences) = try Recording.parsingRepeats(text)
/// var decoded = DecodedActions<AppFeature.Action>(firstOccurrences: firstOccurrences)
/// let action = try decoded.action(at: 3) { try json.decoded(as: AppFeature.Action.self) }
/// ```
package struct DecodedActions<Action> {
  /// By entry, the first entry recorded on the same line.
  private let firstOccurrences: [Int]
  /// The first entries that are recorded again later.
  private let repeated: Set<Int>
  /// The decoded actions of repeated entries, by their first entry.
  private var kept: [Int: Action] = [:]

  /// Decodes the actions of entries whose first occurrences (by entry, the first entry on the
  /// same line) are `firstOccurrences`; with none, each entry is decoded on its own.
  package init(firstOccurrences: [Int] = []) {
    self.firstOccurrences = firstOccurrences
    var repeated = Set<Int>()
    for (index, first) in firstOccurrences.enumerated() where first != index {
      repeated.insert(first)
    }
    self.repeated = repeated
  }

  /// The action of the entry at `index`: the one kept for its line, or what `decode` makes.
  package mutating func action<Failure: Error>(
    at index: Int, decode: () throws(Failure) -> Action
  ) throws(Failure) -> Action {
    let first = index < firstOccurrences.count ? firstOccurrences[index] : index
    if let action = kept[first] { return action }
    let action = try decode()
    if first == index, repeated.contains(index), Self.holdsNoClassInstance(action) {
      kept[index] = action
    }
    return action
  }

  /// Whether `value`, and everything it holds, is a value type.
  static func holdsNoClassInstance(_ value: Any) -> Bool {
    let mirror = Mirror(reflecting: value)
    return mirror.displayStyle != .class
      && mirror.children.allSatisfy { holdsNoClassInstance($0.value) }
  }
}
