import Runtime
import Testing

/// Text printed to a terminal keeps its lines and shows its control characters escaped.
@Suite struct ControlCharacterEscapingTests {
  @Test func textWithoutControlCharactersIsKeptAsItIs() {
    let text = "(\n  temperature: 21.5°C\n  … (3 unchanged)\n)"
    #expect(escapingControlCharactersKeepingLines(text) == text)
  }

  @Test func controlCharactersAreEscapedAndLineFeedsKept() {
    #expect(
      escapingControlCharactersKeepingLines("a\u{1b}[31m\nb\r\n… °")
        == "a\\u{1b}[31m\nb\\r\n… °")
    #expect(escapingControlCharactersKeepingLines("x\u{202e}y\n\t") == "x\\u{202e}y\n\\t")
  }
}
