import RuntimeTesting
import Testing

@Reducer
private struct Row {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }
  enum Action { case incrementTapped }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@Reducer
private struct Screen {
  @ObservableState
  struct State: Equatable {
    var detail: Row.State?
    var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1)]
  }
  enum Action {
    case closeTapped
    case detail(Row.Action)
    case openTapped
    case rows(IdentifiedActionOf<Row>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeTapped: state.detail = nil
      case .detail, .rows: break
      case .openTapped: state.detail = Row.State(id: 7)
      }
      return .none
    }
    .ifLet(\.detail, action: \.detail) { Row() }
    .forEach(\.rows, action: \.rows) { Row() }
  }
}

/// Which scopes hand out the same store again, as the reference's `ScopeCacheTests` pin: a view
/// that scopes at each render keeps one store, and so one observation, per child.
@MainActor
@Suite struct ScopeCacheTests {
  @Test func anOptionalChildKeepsItsStoreWhileItIsPresent() throws {
    let store = Store(initialState: Screen.State()) { Screen() }
    store.send(.openTapped)
    let first = try #require(store.scope(state: \.detail, action: \.detail))
    first.send(.incrementTapped)
    let second = try #require(store.scope(state: \.detail, action: \.detail))
    #expect(first === second)
    #expect(second.count == 1)
  }

  @Test func anOptionalChildShownAgainGetsANewStore() throws {
    let store = Store(initialState: Screen.State()) { Screen() }
    store.send(.openTapped)
    let first = try #require(store.scope(state: \.detail, action: \.detail))
    store.send(.closeTapped)
    #expect(store.scope(state: \.detail, action: \.detail) == nil)
    store.send(.openTapped)
    let second = try #require(store.scope(state: \.detail, action: \.detail))
    #expect(first !== second)
    #expect(second.count == 0)
  }

  @Test func scopingToItsOwnDomainByKeyPathsIsCached() {
    let store = Store(initialState: Screen.State()) { Screen() }
    let first = store.scope(state: \.self, action: \.self)
    #expect(first === store.scope(state: \.self, action: \.self))
    first.send(.openTapped)
    #expect(store.detail?.id == 7)
    #expect(first.scope(state: \.rows, action: \.rows).map(\.id) == [1])
  }

  @Test func scopingAStoreScopedByClosuresToOptionalStateReportsAnIssue() {
    let store = Store(initialState: Screen.State()) { Screen() }
    let uncached = store.scope(state: { $0 }, action: { $0 })
    withKnownIssue {
      _ = uncached.scope(state: \.detail, action: \.detail)
    } matching: { issue in
      issue.description.contains("scoped by closures")
    }
  }

  @Test func scopingAStoreScopedByClosuresToAnArraysElementsReportsAnIssue() {
    let store = Store(initialState: Screen.State()) { Screen() }
    let uncached = store.scope(state: { $0 }, action: { $0 })
    withKnownIssue {
      _ = Array(uncached.scope(state: \.self, action: \.self).scope(state: \.rows, action: \.rows))
    } matching: { issue in
      issue.description.contains("scoped by closures")
    }
  }
}
