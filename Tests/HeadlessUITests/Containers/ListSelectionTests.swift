import HeadlessUI
import Testing

private struct Groceries: View {
  @State var selected: String?

  var body: some View {
    List(selection: $selected) {
      Text("Shopping")
      ForEach(["Milk", "Eggs"], id: \.self) { item in
        VStack {
          Text(item)
          Text("1 pack")
        }
      }
    }
  }
}

private struct Todos: View {
  @State var selected: Set<Int> = [2]
  @State var todos = ["Call Mom", "Buy Milk", "Walk"]

  var body: some View {
    List(selection: $selected) {
      Section("Today") {
        ForEach(Array(todos.enumerated()), id: \.offset) { _, todo in Text(todo) }
          .onDelete { todos.remove(atOffsets: $0) }
      }
      Text("Later").tag(9)
    }
  }
}

@MainActor
@Suite struct ListSelectionTests {
  @Test func rowsWithAnIdAreMarkedAndSelectingOneReplacesTheSelection() throws {
    let host = ViewHost(Groceries())
    #expect(host.screen == "Shopping\n[ ] Milk\n    1 pack\n[ ] Eggs\n    1 pack")
    try host.selectRow("Eggs")
    #expect(host.screen == "Shopping\n[ ] Milk\n    1 pack\n[✓] Eggs\n    1 pack")
    try host.selectRow("Milk")
    #expect(host.screen == "Shopping\n[✓] Milk\n    1 pack\n[ ] Eggs\n    1 pack")
  }

  @Test func aSetSelectionTakesRowsInAndOutThroughSectionsAndEditableRows() throws {
    let host = ViewHost(Todos())
    #expect(host.screen == "-- Today --\n  [ ] Call Mom\n  [ ] Buy Milk\n  [✓] Walk\n[ ] Later")
    try host.selectRow("Call Mom")
    try host.selectRow("Walk")
    try host.selectRow("Later")
    #expect(host.screen == "-- Today --\n  [✓] Call Mom\n  [ ] Buy Milk\n  [ ] Walk\n[✓] Later")
    try host.delete("Buy Milk")
    #expect(host.screen == "-- Today --\n  [✓] Call Mom\n  [ ] Walk\n[✓] Later")
  }

  @Test func aRowThatIsNotThereOrNotOneIsAnError() {
    let host = ViewHost(Groceries())
    #expect {
      try host.selectRow("Bread")
    } throws: { error in
      (error as? ViewHostError)?.reason == .notFound
    }
    #expect {
      try host.selectRow("pack")
    } throws: { error in
      (error as? ViewHostError)?.reason == .ambiguous(count: 2)
    }
    #expect {
      try host.selectRow("Shopping")
    } throws: { error in
      (error as? ViewHostError)?.reason == .notFound
    }
  }
}
