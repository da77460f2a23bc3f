extension String {
  /// The lines of this text, as `split(separator: "\n", omittingEmptySubsequences: false)` gives
  /// them, found by the text's bytes instead of its characters.
  ///
  /// A line feed is a character of its own except right after a carriage return, so in a text
  /// with no carriage return its bytes tell the lines exactly; dumps and diffs, split after
  /// every action of a transcript, are such texts.
  package var lines: [Substring] {
    guard !utf8.contains(0x0D) else {
      return split(separator: "\n", omittingEmptySubsequences: false)
    }
    var lines: [Substring] = []
    var lineStart = utf8.startIndex
    for index in utf8.indices where utf8[index] == 0x0A {
      lines.append(Substring(utf8[lineStart..<index]))
      lineStart = utf8.index(after: index)
    }
    lines.append(Substring(utf8[lineStart...]))
    return lines
  }
}
