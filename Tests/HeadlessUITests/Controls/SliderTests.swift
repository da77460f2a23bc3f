import HeadlessUI
import RuntimeTesting
import Testing

private struct Form: View {
  @State var minutes = 5.0

  var body: some View {
    Slider(value: $minutes, in: 5...30, step: 5) {
      Text("Length")
    }
  }
}

@MainActor
@Suite struct SliderTests {
  @Test func movesAStepAtATimeWithinItsRange() throws {
    let host = ViewHost(Form())
    #expect(host.screen == "Length: 5 [ |+]")
    try host.increment("Length")
    #expect(host.screen == "Length: 10 [-|+]")
    for _ in 0..<4 { try host.increment("Length") }
    #expect(host.screen == "Length: 30 [-| ]")
    #expect(throws: ViewHostError.self) { try host.increment("Length") }
    try host.decrement("Length")
    #expect(host.screen == "Length: 25 [-|+]")
  }

  @Test func withoutAStepMovesATenthOfTheRange() throws {
    var value = 0.5
    let binding = Binding(get: { value }, set: { value = $0 })
    let host = ViewHost(Slider(value: binding))
    try host.increment("")
    #expect(value == 0.6)
  }
}
