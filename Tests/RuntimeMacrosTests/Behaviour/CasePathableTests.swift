import Runtime
import Testing

@Suite struct CasePathableSamplesTests {
  @Test func generatedPathsEmbedAndExtract() {
    let counter = Dashboard.Action.allCasePaths.counter
    #expect(counter.embed(.incrementButtonTapped) == .counter(.incrementButtonTapped))
    #expect(counter.extract(from: .counter(.decrementButtonTapped)) == .decrementButtonTapped)
    #expect(counter.extract(from: .editButtonTapped) == nil)

    let edit = Dashboard.Action.casePath(\.editButtonTapped)
    #expect(edit.embed(()) == .editButtonTapped)
    #expect(edit.extract(from: .editButtonTapped) != nil)
    #expect(edit.extract(from: .loadButtonTapped) == nil)
  }

  @Test func labelledValueAndDefaultValue() {
    let setCount = Tally.Action.casePath(\.setCount)
    #expect(setCount.embed(7) == .setCount(to: 7))
    #expect(setCount.extract(from: .setCount(to: 3)) == 3)

    // `case loading(progress: Double = 0)`: the default is not part of the path's value.
    let loading = Loadable<String>.casePath(\.loading)
    #expect(loading.extract(from: .loading()) == 0)
    #expect(loading.extract(from: .loading(progress: 0.5)) == 0.5)
    #expect(Loadable<String>.loading(progress: 0.25)[case: \.loading] == 0.25)
  }

  @Test func severalValuesAreALabelledTuple() {
    let failed = Loadable<Int>.casePath(\.failed)
    let payload = failed.extract(from: .failed(message: "Offline", retryable: true))
    #expect(payload?.message == "Offline")
    #expect(payload?.retryable == true)
    guard case let .failed(message, retryable) = failed.embed((message: "Gone", retryable: false))
    else {
      Issue.record("Expected the failed case")
      return
    }
    #expect(message == "Gone")
    #expect(!retryable)

    let custom = Toggle.casePath(\.custom)
    #expect(custom.embed((label: "Dim", isOn: true)) == .custom(label: "Dim", isOn: true))
    #expect(Toggle.on[case: \.custom] == nil)
    #expect(Toggle.off.is(\.off))

    let sum = Expression.casePath(\.sum)
    #expect(sum.extract(from: .sum(.number(1), .number(2)))?.0 == .number(1))
  }

  @Test func labelsThatAreKeywords() {
    let didOpen = SocketEvent.casePath(\.didOpen)
    #expect(didOpen.embed("chat") == .didOpen(protocol: "chat"))
    #expect(didOpen.extract(from: .didOpen(protocol: nil)) == .some(nil))
    #expect(didOpen.extract(from: .didClose(code: 1000, in: "bye")) == nil)

    let didClose = SocketEvent.casePath(\.didClose)
    #expect(didClose.embed((code: 1001, in: "away")) == .didClose(code: 1001, in: "away"))
    let payload = didClose.extract(from: .didClose(code: 1000, in: "bye"))
    #expect(payload?.code == 1000)
    #expect(payload?.in == "bye")
  }

  @Test func genericEnum() {
    let loaded = Loadable<[Int]>.casePath(\.loaded)
    #expect(loaded.extract(from: .loaded([1, 2])) == [1, 2])
    #expect(loaded.extract(from: .idle) == nil)
    #expect(Loadable<[Int]>.idle.is(\.idle))
    #expect(!Loadable<[Int]>.idle.is(\.loaded))
  }

  @Test func isAndCaseSubscript() {
    let action = Dashboard.Action.counter(.setCount(to: 4))
    #expect(action.is(\.counter))
    #expect(action.is(\.counter.setCount))
    #expect(!action.is(\.counter.incrementButtonTapped))
    #expect(!action.is(\.rows))
    #expect(action[case: \.counter] == .setCount(to: 4))
    #expect(action[case: \.counter.setCount] == 4)
    #expect(action[case: \.editButtonTapped] == nil)
  }

  @Test func caseSubscriptSetsThePayloadOfTheHeldCaseOnly() {
    var action = Dashboard.Action.counter(.incrementButtonTapped)
    action[case: \.counter] = .decrementButtonTapped
    #expect(action == .counter(.decrementButtonTapped))

    var other = Dashboard.Action.editButtonTapped
    other[case: \.counter] = .decrementButtonTapped
    #expect(other == .editButtonTapped)

    var destination = DashboardDestination.State.editor(Tally.State(count: 1))
    destination[case: \.editor]?.count += 1
    #expect(destination == .editor(Tally.State(count: 2)))
    destination[case: \.alert]?.title = TextState("Ignored")
    destination[case: \.editor] = nil
    #expect(destination == .editor(Tally.State(count: 2)))
  }

  @Test func deeperPathsThroughGeneratedPaths() {
    let path = Dashboard.Action.casePath(\.destination.presented.editor.setCount)
    let action = path.embed(9)
    #expect(action == .destination(.presented(.editor(.setCount(to: 9)))))
    #expect(path.extract(from: action) == 9)
    #expect(path.extract(from: .destination(.dismiss)) == nil)
    #expect(Dashboard.Action.destination(.dismiss).is(\.destination.dismiss))

    let row = Dashboard.Action.rows(.element(id: 2, action: .incrementButtonTapped))
    #expect(row[case: \.rows.element]?.id == 2)
    #expect(row[case: \.rows.element]?.action == .incrementButtonTapped)

    let nested = Expression.negate(.negate(.number(5)))
    #expect(nested[case: \.negate.negate.number] == 5)
    #expect(nested[case: \.negate.number] == nil)
    #expect(Expression.casePath(\.negate.number).embed(3) == .negate(.number(3)))
  }

  @Test func resultPayload() {
    let success = Dashboard.Action.totalResponse(.success(12))
    let failure = Dashboard.Action.totalResponse(.failure(LoadError(message: "Nope")))
    #expect(success[case: \.totalResponse.success] == 12)
    #expect(success.is(\.totalResponse.success))
    #expect(!success.is(\.totalResponse.failure))
    #expect(failure[case: \.totalResponse.failure] == LoadError(message: "Nope"))
    #expect(
      Dashboard.Action.casePath(\.totalResponse.success).embed(1) == .totalResponse(.success(1)))
  }

  @Test func dynamicMemberLookupReadsAPayloadAsAnOptional() {
    var state = Dashboard.State()
    #expect(state.destination?.editor == nil)
    state.destination = .editor(Tally.State(count: 2))
    #expect(state.destination?.editor?.count == 2)
    #expect(state.destination?.alert == nil)

    state.destination = .alert(AlertState(title: TextState("Reset?")))
    #expect(state.destination?.alert?.title == TextState("Reset?"))
    #expect(state.destination?.editor == nil)
  }

  @Test func modifyChangesTheHeldCase() {
    var state = Dashboard.State()
    state.destination = .editor(Tally.State(count: 1))
    state.destination?.modify(\.editor) { $0.count += 10 }
    #expect(state.destination == .editor(Tally.State(count: 11)))
  }

  @Test func casesInsideIfBlocks() {
    #if DEBUG
      let inspect = DebugAction.casePath(\.inspect)
      #expect(inspect.embed(2) == .inspect(depth: 2))
      #expect(DebugAction.inspect(depth: 3)[case: \.inspect] == 3)
      #expect(DebugAction.log("x")[case: \.inspect] == nil)
    #else
      #expect(DebugAction.ship.is(\.ship))
    #endif
    #expect(DebugAction.log("x")[case: \.log] == "x")
  }

  @MainActor
  @Test func storeScopesAndPresentsThroughGeneratedPaths() async {
    let store = Store(initialState: Dashboard.State()) { Dashboard() }

    let counter = store.scope(state: \.counter, action: \.counter)
    counter.send(.incrementButtonTapped)
    counter.send(.incrementButtonTapped)
    #expect(store.currentState.counter.count == 2)

    store.send(.editButtonTapped)
    #expect(store.currentState.destination?.editor?.count == 2)
    store.send(.destination(.presented(.editor(.incrementButtonTapped))))
    #expect(store.currentState.destination?.editor?.count == 3)
    #expect(store.currentState.destination?.is(\.editor) == true)

    store.send(.destination(.dismiss))
    #expect(store.currentState.destination == nil)

    await store.send(.loadButtonTapped).finish()
    #expect(store.currentState.total == 2)

    store.send(.counter(.setCount(to: -5)))
    await store.send(.loadButtonTapped).finish()
    #expect(store.currentState.errorMessage == "Negative total")
  }

  @MainActor
  @Test func storeScopesToAnEnumCase() {
    let store = Store(initialState: DashboardDestination.State.editor(Tally.State(count: 1))) {
      DashboardDestination()
    }
    let editor = store.scope(state: \.editor, action: \.editor)
    #expect(editor?.currentState.count == 1)
    editor?.send(.incrementButtonTapped)
    #expect(store.currentState.editor?.count == 2)
    #expect(store.scope(state: \.alert, action: \.alert) == nil)
  }
}
