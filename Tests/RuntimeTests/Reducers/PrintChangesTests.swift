import RuntimeTesting
import TestSupport
import Testing

private struct Profile: Reducer {
  struct State: Equatable {
    var name = ""
    var age = 0
    var city = "Seoul"
    var isAdmin = false
    var score = 1
  }

  enum Action: Equatable {
    case rename(String)
    case noop
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case let .rename(name) = action { state.name = name }
    return .none
  }
}

@MainActor
@Suite struct PrintChangesTests {
  @Test func printsTheActionAndAnIndentedDiffWithCollapsedRuns() {
    let output = LockedLog<String>()
    let store = Store(initialState: Profile.State()) {
      Profile()._printChanges(.customDump(to: { output.append($0) }))
    }
    store.send(.rename("Blob"))
    #expect(
      output.all == [
        """
        received action:
          Profile.Action.rename("Blob")
          Profile.State(
        -   name: "",
        +   name: "Blob",
            age: 0,
            … (3 unchanged)
          )
        """
      ])
  }

  @Test func saysSoWhenTheStateDidNotChange() {
    let output = LockedLog<String>()
    let store = Store(initialState: Profile.State()) {
      Profile()._printChanges(.customDump(to: { output.append($0) }))
    }
    store.send(.noop)
    #expect(output.all == ["received action:\n  Profile.Action.noop\n  (No state changes)"])
  }

  @Test func aNilPrinterPrintsNothingAndStillReduces() {
    let store = Store(initialState: Profile.State()) { Profile()._printChanges(nil) }
    store.send(.rename("Blob"))
    #expect(store.currentState.name == "Blob")
  }
}
