import Runtime
import Testing

@MainActor
@Suite struct ReducerSamplesTests {
  @Test func structFeatureRunsItsBody() {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.incrementButtonTapped)
    store.send(.incrementButtonTapped)
    store.send(.decrementButtonTapped)
    #expect(store.currentState.count == 1)
  }

  @Test func enumStateOfAStructFeatureIsCasePathable() {
    let store = Store(initialState: Loader.State.idle) { Loader() }
    #expect(store.currentState.idle != nil)
    store.send(.loadButtonTapped)
    #expect(store.currentState.loaded == "Hello")
    #expect(store.currentState.is(\.loaded))
    #expect(store.currentState.idle == nil)

    var state = store.currentState
    state[case: \.loaded] = "Bye"
    #expect(state == .loaded("Bye"))
    state = .idle
    state[case: \.loaded] = "ignored while idle"
    #expect(state == .idle)
  }

  @Test func typealiasedDomain() {
    let store = Store(initialState: 3) { Doubler() }
    store.send(true)
    store.send(false)
    #expect(store.currentState == 6)
  }

  @Test func placeholderGetsAnEmptyDomain() {
    let store = Store(initialState: Placeholder.State()) { Placeholder() }
    #expect(store.currentState == Placeholder.State())
  }

  @Test func enumReducerConformsToCaseReducer() {
    #expect((Destination.self as Any.Type) is any CaseReducer.Type)
    #expect((Destination.State.self as Any.Type) is any CaseReducerState.Type)
    #expect((Destination.State.self as Any.Type) is any ObservableState.Type)
  }

  @Test func enumReducersNestedInOtherTypesCompileAndScope() {
    typealias First = NestedEnumReducers.First
    typealias Second = NestedEnumReducers.Second
    let first = Store(initialState: First.Destination.State.child(First.Child.State())) {
      First.Destination.body
    }
    let second = Store(initialState: Second.Destination.State.other(Second.Child.State())) {
      Second.Destination.body
    }
    #expect(first.currentState.child != nil)
    #expect(second.currentState.is(\.other))
  }

  @Test func parentRunsThePresentedFeature() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.counterButtonTapped)
    #expect(store.currentState.destination == .counter(Counter.State()))
    store.send(.destination(.presented(.counter(.incrementButtonTapped))))
    store.send(.destination(.presented(.counter(.incrementButtonTapped))))
    #expect(store.currentState.destination?.counter?.count == 2)
    store.send(.destination(.dismiss))
    #expect(store.currentState.destination == nil)
  }

  @Test func parentAlertGoesAwayAfterItsAction() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.deleteButtonTapped)
    #expect(store.currentState.destination?.alert != nil)
    store.send(.destination(.presented(.alert(.confirmDeletion))))
    #expect(store.currentState.deletions == 1)
    #expect(store.currentState.destination == nil)
  }

  @Test func parentPresentsAnIgnoredCase() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.meetingButtonTapped)
    #expect(store.currentState.destination?.meeting == Meeting(title: "Standup"))
  }

  @Test func storeCaseHandsOutAStoreOfTheFeature() {
    let store = Store(initialState: Destination.State.counter(Counter.State(count: 4))) {
      Destination.body
    }
    switch store.case {
    case let .counter(counterStore):
      counterStore.send(.incrementButtonTapped)
      #expect(counterStore.currentState.count == 5)
    default:
      Issue.record("Expected the counter case, got \(store.case)")
    }
    #expect(store.currentState == .counter(Counter.State(count: 5)))
    #expect(store.case.counter?.currentState.count == 5)
    #expect(store.case.alert == nil)
  }

  @Test func storeCaseOfGenericAndQualifiedFeatures() {
    let picker = Store(initialState: Destination.State.picker(Picker<Int>.State(value: 1))) {
      Destination.body
    }
    guard case let .picker(pickerStore) = picker.case else {
      Issue.record("Expected the picker case")
      return
    }
    pickerStore.send(.picked(7))
    #expect(picker.currentState.picker?.value == 7)

    let settings = Store(initialState: Destination.State.settings(Child.Settings.State())) {
      Destination.body
    }
    settings.case.settings?.send(.nameChanged("Blob"))
    #expect(settings.currentState == .settings(Child.Settings.State(name: "Blob")))
  }

  @Test func storeCaseHandsOutTheValueOfOtherCases() {
    let alert = AlertState<Destination.Alert> { TextState("Delete?") }
    func scoped(_ state: Destination.State) -> Destination.CaseScope {
      Store(initialState: state) { Destination.body }.case
    }
    guard case .alert(let shown) = scoped(.alert(alert)) else {
      Issue.record("Expected the alert case")
      return
    }
    #expect(shown == alert)
    guard case .meeting(let meeting) = scoped(.meeting(Meeting(title: "Retro"))) else {
      Issue.record("Expected the meeting case")
      return
    }
    #expect(meeting.title == "Retro")
    guard case .toast(let toast) = scoped(.toast(Toast(message: "Saved"))) else {
      Issue.record("Expected the toast case")
      return
    }
    #expect(toast.message == "Saved")
    guard case .loading = scoped(.loading) else {
      Issue.record("Expected the loading case")
      return
    }
  }

  @Test func ephemeralActionsAreTheirStatesActions() {
    let actions: [Destination.Action] = [
      .alert(.confirmDeletion), .dialog(.archive), .toast(.undoTapped),
    ]
    #expect(actions.count == 3)
    #expect(Destination.Action.allCasePaths.toast.extract(from: .toast(.undoTapped)) == .undoTapped)
  }

  #if DEBUG
    @Test func conditionalCaseIsAFeature() {
      let store = Store(initialState: Destination.State.debugCounter(Counter.State())) {
        Destination.body
      }
      store.send(.debugCounter(.incrementButtonTapped))
      #expect(store.currentState.debugCounter?.count == 1)
    }
  #endif
}
