import Runtime
import Testing

/// A text's lines, found by its bytes, are the lines splitting it by characters gives.
@Suite struct StringLinesTests {
  @Test(arguments: [
    "", "\n", "\n\n", "one", "one\n", "one\ntwo", "  indented\n    deeper\n",
    "carriage\r\nreturn", "\r\n\r\n", "lone\rreturn\n", "é\n\u{301}accent after a line feed",
    "  \u{301}space and accent\n👩‍👩‍👧\nend",
  ])
  func linesAreTheCharacterSplitsLines(text: String) {
    #expect(text.lines == text.split(separator: "\n", omittingEmptySubsequences: false))
  }
}
