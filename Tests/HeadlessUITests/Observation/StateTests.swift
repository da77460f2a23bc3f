import HeadlessUI
import Testing

private struct Toggler: View {
  @State var isOn = false
  @State var taps = 0

  var body: some View {
    Text(isOn ? "On" : "Off")
    Button("Flip") {
      isOn.toggle()
      taps += 1
    }
    Text("Taps: \(taps)")
  }
}

private struct Parent: View {
  @State var generation = 0

  var body: some View {
    Button("Rebuild") { generation += 1 }
    Text("Generation \(generation)")
    Toggler()
  }
}

private struct Presenter: View {
  @State var isPresented = false

  var body: some View {
    Button("Show") { isPresented = true }
      .sheet(isPresented: $isPresented) { Dismisser() }
  }
}

private struct Dismisser: View {
  @Environment(\.dismiss) var dismiss

  var body: some View {
    Button("Close") { dismiss() }
  }
}

private struct Game: Identifiable, Equatable {
  let id: Int
}

private struct ItemPresenter: View {
  @State var game: Game?

  var body: some View {
    Button("Play") { game = Game(id: 7) }
      .sheet(item: $game) { game in Text("Game \(game.id)") }
  }
}

private struct Opener: View {
  @Environment(\.openURL) var openURL

  var body: some View {
    Button("Number facts") { openURL(URL(string: "http://numbersapi.com")!) }
  }
}

@MainActor
@Suite struct StateTests {
  @Test func aWriteRendersTheViewAgain() throws {
    let host = ViewHost(Toggler())
    #expect(host.screen == "Off\n(Flip)\nTaps: 0")
    try host.tap("Flip")
    #expect(host.screen == "On\n(Flip)\nTaps: 1")
  }

  @Test func theValueStaysAtItsPlaceWhenTheParentRendersAgain() throws {
    let host = ViewHost(Parent())
    try host.tap("Flip")
    try host.tap("Rebuild")
    #expect(host.screen == "(Rebuild)\nGeneration 1\nOn\n(Flip)\nTaps: 1")
  }

  @Test func aSheetShowsWhileItsBindingIsTrueAndDismissesThroughTheEnvironment() throws {
    let host = ViewHost(Presenter())
    #expect(host.screen == "(Show)")
    try host.tap("Show")
    #expect(host.screen == "(Show)\n[sheet]\n  (Close)")
    try host.tap("Close")
    #expect(host.screen == "(Show)")
    try host.tap("Show")
    try host.dismiss()
    #expect(host.screen == "(Show)")
  }

  @Test func anItemSheetShowsItsItemAndDismissingClearsIt() throws {
    let host = ViewHost(ItemPresenter())
    try host.tap("Play")
    #expect(host.screen == "(Play)\n[sheet]\n  Game 7")
    try host.dismiss()
    #expect(host.screen == "(Play)")
  }

  @Test func openURLIsKeptByTheHost() throws {
    let host = ViewHost(Opener())
    try host.tap("Number facts")
    #expect(host.openedURLs == [URL(string: "http://numbersapi.com")!])
  }
}
