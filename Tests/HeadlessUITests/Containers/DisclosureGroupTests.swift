import HeadlessUI
import Testing

private struct Toolbarred: View {
  @State var editMode = EditMode.inactive

  var body: some View {
    List {
      Text(editMode.isEditing ? "Editing" : "Viewing")
    }
    .toolbar {
      ToolbarItem(placement: .confirmationAction) { EditButton() }
    }
    .environment(\.editMode, $editMode)
  }
}

@MainActor
@Suite struct DisclosureGroupTests {
  @Test func startsCollapsedAndTogglesByLabel() throws {
    let host = ViewHost(
      Form {
        DisclosureGroup("About this case study") { Text("Read me") }
        Text("Below")
      }
    )
    #expect(host.screen == "> About this case study\nBelow")
    try host.toggle("About this case study")
    #expect(host.screen == "v About this case study\n  Read me\nBelow")
    #expect(try host.node("About this case study").value == "on")
    try host.toggle("About this case study")
    #expect(host.screen == "> About this case study\nBelow")
  }

  @Test func aMenuOpensOnATapAndClosesAfterItsButton() throws {
    var tapped: [String] = []
    let host = ViewHost(
      Menu("Current stack") {
        Button("Screen A") { tapped.append("A") }
        Button("Screen B") { tapped.append("B") }
      }
    )
    #expect(host.screen == "(Current stack) v")
    #expect(throws: ViewHostError.self) { try host.tap("Screen A") }
    try host.tap("Current stack")
    #expect(host.screen == "(Current stack) ^\n  (Screen A)\n  (Screen B)")
    try host.tap("Screen B")
    #expect(tapped == ["B"])
    #expect(host.screen == "(Current stack) v")
  }

  @Test func anEditButtonFlipsTheEditModeOfItsEnvironment() throws {
    let host = ViewHost(Toolbarred())
    #expect(host.screen == "Viewing\n(Edit)")
    try host.tap("Edit")
    #expect(host.screen == "Editing\n(Done)")
  }

  @Test func anEditButtonWithoutEnvironmentKeepsItsOwnMode() throws {
    let host = ViewHost(EditButton())
    try host.tap("Edit")
    #expect(host.screen == "(Done)")
  }
}
