import HeadlessUI
import RuntimeTesting
import Testing

private struct Child: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case incrementTapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

private struct Parent: Reducer {
  struct State: Equatable { var child: Child.State? }
  enum Action: Equatable {
    case child(Child.Action)
    case toggleChild
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .toggleChild = action { state.child = state.child == nil ? Child.State() : nil }
      return .none
    }
    .ifLet(\.child, action: /Action.child) { Child() }
  }
}

private struct ChildView: View {
  let store: StoreOf<Child>

  var body: some View {
    WithViewStore(store, observe: \.count) { viewStore in
      Text("Count: \(viewStore.state)")
      Button("Increment") { viewStore.send(.incrementTapped) }
    }
  }
}

private struct ParentView: View {
  let store: StoreOf<Parent>

  var body: some View {
    IfLetStore(store.scope(state: \.child, action: { .child($0) })) { store in
      ChildView(store: store)
    } else: {
      Text("No child")
    }
    IfLetStore(store.scope(state: \.child, action: { .child($0) })) { _ in
      Text("Child is here")
    }
  }
}

@MainActor
@Suite struct IfLetStoreTests {
  @Test func showsElseWhileNil() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let host = ViewHost(ParentView(store: store))
    #expect(host.screen == "No child")
  }

  @Test func showsTheChildWithAStoreOfTheUnwrappedState() throws {
    let store = Store(initialState: Parent.State()) { Parent() }
    let host = ViewHost(ParentView(store: store))
    store.send(.toggleChild)
    #expect(host.screen == "Count: 0\n(Increment)\nChild is here")
    try host.tap("Increment")
    #expect(store.currentState.child?.count == 1)
    #expect(host.screen == "Count: 1\n(Increment)\nChild is here")
    store.send(.toggleChild)
    #expect(host.screen == "No child")
  }

  @Test func reRendersOnlyWhenNilnessChanges() throws {
    let store = Store(initialState: Parent.State(child: Child.State())) { Parent() }
    let host = ViewHost(ParentView(store: store))
    let parents = host.bodyEvaluationCount(of: ParentView.self)
    let children = host.bodyEvaluationCount(of: ChildView.self)
    try host.tap("Increment")
    #expect(host.bodyEvaluationCount(of: ChildView.self) == children)
    // The parent's body reads no state outside its IfLetStore, so it is not evaluated again.
    #expect(host.bodyEvaluationCount(of: ParentView.self) == parents)
    #expect(host.screen.hasPrefix("Count: 1"))
  }
}

private struct Recorder: Reducer {
  struct State: Equatable {
    @PresentationState var recording: Recording.State?
  }

  enum Action: Equatable {
    case recording(PresentationAction<Recording.Action>)
    case recordTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .recordTapped = action { state.recording = Recording.State() }
      return .none
    }
    .ifLet(\.$recording, action: /Action.recording) { Recording() }
  }
}

private struct Recording: Reducer {
  struct State: Equatable { var seconds = 0 }
  enum Action: Equatable { case tick }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.seconds += 1
    return .none
  }
}

@MainActor
@Suite struct PresentationIfLetStoreTests {
  @Test func showsThePresentedStateAndSendsItsActionsAsPresented() throws {
    let store = Store(initialState: Recorder.State()) { Recorder() }
    let host = ViewHost(
      IfLetStore(store.scope(state: \.$recording, action: { .recording($0) })) { store in
        WithViewStore(store, observe: \.seconds) { viewStore in
          Text("Recording \(viewStore.state)s")
          Button("Tick") { viewStore.send(.tick) }
        }
      } else: {
        Button("Record") { store.send(.recordTapped) }
      }
    )
    #expect(host.screen == "(Record)")
    try host.tap("Record")
    try host.tap("Tick")
    #expect(host.screen == "Recording 1s\n(Tick)")
  }
}
