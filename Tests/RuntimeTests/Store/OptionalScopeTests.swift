import RuntimeTesting
import Testing

@Reducer
private struct Child {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action { case incrementTapped }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@Reducer
private struct Parent {
  @ObservableState
  struct State: Equatable { var child: Child.State? }
  enum Action {
    case child(Child.Action)
    case closeTapped
    case openTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child: break
      case .closeTapped: state.child = nil
      case .openTapped: state.child = Child.State()
      }
      return .none
    }
    .ifLet(\.child, action: \.child) { Child() }
  }
}

/// `store.scope(state: \.child, action: \.child)` on optional child state, as views written for
/// TCA 1.7 and later unwrap it with `if let`.
@MainActor
@Suite struct OptionalScopeTests {
  @Test func isNilWhileTheChildStateIsNil() {
    let store = Store(initialState: Parent.State()) { Parent() }
    #expect(store.scope(state: \.child, action: \.child) == nil)
  }

  @Test func isAStoreOfTheChildWhileItIsPresent() throws {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.openTapped)
    let childStore = try #require(store.scope(state: \.child, action: \.child))
    childStore.send(.incrementTapped)
    #expect(childStore.count == 1)
    #expect(store.child?.count == 1)
  }

  @Test func keepsTheLastChildStateOnceTheChildGoesAway() throws {
    let store = Store(initialState: Parent.State(child: Child.State(count: 4))) { Parent() }
    let childStore = try #require(store.scope(state: \.child, action: \.child))
    store.send(.closeTapped)
    #expect(childStore.count == 4)
  }
}
