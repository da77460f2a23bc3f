/// The one-line form of an action's change report, for a compact transcript: the action,
/// then the state paths its diff changed, as `expect` and `state` spell them.
///
/// ```swift
/// CompactChangeReport.line(actionDump: actionDump, stateDiff: diff)
/// // received AppFeature.Action.loggedOut(.view(.binding(.set(\State.$email, "b")))) → loggedOut.email
/// ```
///
/// The paths come from the diff the full report prints, so they see what it sees: a shared
/// value's change, and no masked value. A change inside a list or dictionary names the list.
package enum CompactChangeReport {
  /// The longest action text the line keeps; a longer one ends with `…`.
  package static let actionLimit = 160

  /// The line for an action whose dump is `actionDump` and whose state diff is `stateDiff`
  /// (`nil`: no change), in the form `received ACTION → PATH, PATH`.
  package static func line(actionDump: String, stateDiff: String?) -> String {
    let action = oneLine(actionDump)
    let shown =
      action.count > actionLimit ? String(action.prefix(actionLimit - 1)) + "…" : action
    guard let stateDiff else { return "received \(shown) → (no state changes)" }
    let paths = changedPaths(inDiff: stateDiff)
    guard !paths.isEmpty else { return "received \(shown) → (only masked fields changed)" }
    return "received \(shown) → " + paths.joined(separator: ", ")
  }

  /// A dump on one line: its lines trimmed and joined, with a space after each comma.
  static func oneLine(_ dump: String) -> String {
    var text = ""
    for line in dump.split(separator: "\n") {
      if text.hasSuffix(",") { text += " " }
      text += line.drop { $0 == " " }
    }
    return text
  }

  /// The paths of the values a diff's `-` and `+` lines change, outermost first, each once:
  /// a change inside another changed line or inside another changed path is part of that one.
  package static func changedPaths(inDiff diff: String) -> [String] {
    var enclosing: [(depth: Int, segments: [String], isChanged: Bool, isList: Bool)] = []
    var paths: [String] = []
    for line in diff.split(separator: "\n") where line.count > 2 {
      let isChanged = line.hasPrefix("- ") || line.hasPrefix("+ ")
      let content = line.dropFirst(2)
      let text = content.drop { $0 == " " }
      let depth = content.count - text.count
      while let last = enclosing.last, last.depth >= depth { enclosing.removeLast() }
      if text.hasPrefix("…") || text.first == ")" || text.first == "]" { continue }
      let parent = enclosing.last
      // Inside a list, a change names the list: its elements have no names in the diff.
      let segments =
        parent.map { $0.isList ? $0.segments : $0.segments + segmentsNamed(by: text) }
        ?? segmentsNamed(by: text)
      if isChanged, !enclosing.contains(where: \.isChanged) {
        let path = segments.isEmpty ? "state" : segments.joined(separator: ".")
        if !paths.contains(path) { paths.append(path) }
      }
      if text.hasSuffix("(") || text.hasSuffix("[") {
        enclosing.append(
          (depth, segments, isChanged, parent?.isList == true || text.hasSuffix("[")))
      }
    }
    // A value that changed whole (`destination: nil` to `.settings(...)`) names no path inside.
    return paths.filter { path in !paths.contains { path.hasPrefix($0 + ".") } }
  }

  /// The path segments a dump line names: its label (`email: ...`), then the enum case its
  /// value is in (`AppFeature.State.loggedIn(`, `.settings(`); none for a type's name.
  private static func segmentsNamed(by text: Substring) -> [String] {
    var segments: [String] = []
    var value = text
    if let colon = text.firstIndex(of: ":"), text[..<colon].allSatisfy(isNameCharacter),
      colon != text.startIndex
    {
      segments.append(String(text[..<colon]))
      value = text[text.index(after: colon)...].drop { $0 == " " }
    }
    if value.hasSuffix("("), let dot = value.lastIndex(of: ".") {
      let name = value[value.index(after: dot)..<value.index(before: value.endIndex)]
      if let first = name.first, first.isLowercase, name.allSatisfy(isNameCharacter) {
        segments.append(String(name))
      }
    }
    return segments
  }

  private static func isNameCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }
}
