import HeadlessUI
import Testing

private struct Todos: View {
  @State var todos = ["Buy Milk", "Call Mom", "Check Mail"]
  @State var isRefreshed = false

  var body: some View {
    List {
      ForEach(todos, id: \.self) { todo in
        Text(todo)
      }
      .onDelete { todos.remove(atOffsets: $0) }
      .onMove { todos.move(fromOffsets: $0, toOffset: $1) }
    }
    .refreshable { isRefreshed = true }
    Text(isRefreshed ? "Refreshed" : "Stale")
  }
}

@MainActor
@Suite struct EditableRowsTests {
  @Test func deletingARowCallsTheActionWithItsOffset() throws {
    let host = ViewHost(Todos())
    try host.delete("Call Mom")
    #expect(host.screen == "Buy Milk\nCheck Mail\nStale")
  }

  @Test func movingARowCallsTheActionWithItsOffsetAndDestination() throws {
    let host = ViewHost(Todos())
    try host.move("Check Mail", to: 0)
    #expect(host.screen == "Check Mail\nBuy Milk\nCall Mom\nStale")
  }

  @Test func aRowMustBeNamedOnce() {
    let host = ViewHost(Todos())
    #expect(throws: ViewHostError.self) { try host.delete("Walk the dog") }
    #expect(throws: ViewHostError.self) { try host.delete("M") }
  }

  @Test func aRowMovesOnlyToAPositionOfItsList() throws {
    let host = ViewHost(Todos())
    let error = #expect(throws: ViewHostError.self) { try host.move("Buy Milk", to: 4) }
    #expect(
      error?.description
        == "The row that shows \"Buy Milk\" cannot move to position 4: its list has 3 rows, "
        + "so a position is from 0 (the top) to 3 (the end).")
    #expect(throws: ViewHostError.self) { try host.move("Buy Milk", to: -1) }
    #expect(host.screen == "Buy Milk\nCall Mom\nCheck Mail\nStale")
    try host.move("Buy Milk", to: 3)
    #expect(host.screen == "Call Mom\nCheck Mail\nBuy Milk\nStale")
  }

  @Test func rowsThatCannotBeMovedSaySo() {
    let host = ViewHost(ForEach(["A"], id: \.self) { Text($0) }.onDelete { _ in })
    let error = #expect(throws: ViewHostError.self) { try host.move("A", to: 0) }
    #expect(error?.reason == .rowNotEditable(modifier: "onMove"))
    #expect(
      error?.description.hasPrefix(
        "The list of the row that shows \"A\" has no onMove, so the row cannot be changed that way."
      )
        == true)
  }

  @Test func refreshRunsTheActionAndWaits() async throws {
    let host = ViewHost(Todos())
    try await host.refresh()
    #expect(host.screen.hasSuffix("Refreshed"))
  }
}

@Suite struct OffsetEditingTests {
  @Test func removesTheElementsAtTheOffsets() {
    var letters = ["a", "b", "c", "d"]
    letters.remove(atOffsets: [1, 3])
    #expect(letters == ["a", "c"])
  }

  @Test func movesTheElementsBeforeTheDestinationKeepingTheirOrder() {
    var letters = ["a", "b", "c", "d", "e"]
    letters.move(fromOffsets: [1, 3], toOffset: 5)
    #expect(letters == ["a", "c", "e", "b", "d"])
    letters.move(fromOffsets: [4], toOffset: 0)
    #expect(letters == ["d", "a", "c", "e", "b"])
  }
}
