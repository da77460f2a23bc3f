import HeadlessUI
import RuntimeTesting
import Testing

/// Text that reaches a screen from outside (a place name from the network, say) cannot act on
/// the terminal the screen is printed to.
@MainActor
@Suite struct ScreenEscapingTests {
  private struct Labels: View {
    let text: String
    var body: some View {
      Text(text)
      Button(text) {}
      Toggle(text, isOn: .constant(true))
    }
  }

  @Test func controlCharactersInTextsAndLabelsAreShownEscaped() {
    let hostile = "Seoul\u{1B}[31m\u{0}\u{7}\u{9B}2J"
    let host = ViewHost(Labels(text: hostile))
    #expect(
      host.screen == #"""
        Seoul\u{1b}[31m\0\u{7}\u{9b}2J
        (Seoul\u{1b}[31m\0\u{7}\u{9b}2J)
        [x] Seoul\u{1b}[31m\0\u{7}\u{9b}2J
        """#
    )
    #expect(!host.screen.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{0}" })
  }

  /// The control characters are exactly Unicode's: U+0000-U+001F and U+007F-U+009F, not the
  /// characters around them.
  @Test func theEdgesOfTheControlRangesAreEscapedAndTheirNeighboursAreNot() {
    let host = ViewHost(Text("\u{1F}\u{20}~\u{7F}\u{80}\u{9F}\u{A0}°C•"))
    #expect(host.screen == #"\u{1f} ~\u{7f}\u{80}\u{9f}\#u{A0}°C•"#)
  }

  @Test func aTextWithSeveralLinesStillPrintsAsLines() {
    let host = ViewHost(Text("first\nsecond\tcolumn"))
    #expect(host.screen == "first\nsecond\\tcolumn")
  }
}
