/// Returns a line diff of the dumps of two values, or `nil` when their dumps are equal.
///
/// Removed lines start with `- `, added lines with `+ ` and unchanged lines with two spaces;
/// long unchanged runs are collapsed into `… (N unchanged)`.
///
/// ```swift
/// if let difference = diff(oldState, newState) {
///   print("state changed:\n" + difference)
/// }
/// ```
public func diff<T>(_ old: T, _ new: T) -> String? {
  diffLines(customDump(old), customDump(new))
}

/// Returns a line diff of two texts, or `nil` when they are equal.
///
/// ```swift
/// diffLines("a\nb", "a\nc") // "  a\n- b\n+ c"
/// ```
public func diffLines(_ old: String, _ new: String) -> String? {
  guard old != new else { return nil }
  let edits = LineDiff.edits(
    from: old.split(separator: "\n", omittingEmptySubsequences: false),
    to: new.split(separator: "\n", omittingEmptySubsequences: false)
  )
  return DiffLayout.render(edits)
}
