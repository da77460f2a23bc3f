import RuntimeTesting
import Testing

@Reducer
private struct Rows {
  @ObservableState
  struct State: Equatable {
    var rows = [10, 20, 30]
  }
  enum Action {
    case view(View)
    @CasePathable
    enum View {
      case clearTapped
      case delete([Int])
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.clearTapped):
        state.rows = []
      case let .view(.delete(offsets)):
        state.rows = state.rows.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
      }
      return .none
    }
  }
}

/// A test store sends an action named by its case key path, as the reference's 1.x does.
@MainActor
@Suite struct TestStoreCaseKeyPathTests {
  @Test func sendsACaseWithoutAPayloadByItsKeyPath() async {
    let store: TestStoreOf<Rows> = TestStore(initialState: Rows.State()) { Rows() }
    await store.send(\.view.clearTapped) { $0.rows = [] }
  }

  @Test func sendsACaseWithItsPayload() async {
    let store = TestStore(initialState: Rows.State()) { Rows() }
    await store.send(\.view.delete, [0, 2]) { $0.rows = [20] }
  }
}
