import HeadlessUI
import RuntimeTesting
import Testing

@MainActor
@Suite struct StackTests {
  @Test func vStackPutsEachViewOnItsLine() {
    let host = ViewHost(
      VStack {
        Text("Seoul")
        Text("21°C")
      }
    )
    #expect(host.screen == "Seoul\n21°C")
    #expect(host.tree.children.map(\.kind) == [.vStack])
  }

  @Test func hStackOfSingleLinesIsOneLine() {
    let host = ViewHost(
      HStack {
        Text("Seoul")
        Text("21°C")
        Button("Remove") {}
      }
    )
    #expect(host.screen == "Seoul  21°C  (Remove)")
    #expect(host.tree.children.first?.kind == .hStack)
  }

  @Test func hStackWithContainersFallsBackToLines() {
    let host = ViewHost(
      HStack {
        Text("Seoul")
        Section("Forecast") { Text("Sunny") }
      }
    )
    #expect(host.screen == "Seoul\n-- Forecast --\n  Sunny")
  }
}
