import RuntimeTesting
import Testing

/// A dependency whose values say which context gave them.
private enum Source: DependencyKey {
  static let liveValue = "live"
  static let previewValue = "preview"
  static let testValue = "test"
}

extension DependencyValues {
  fileprivate var source: String {
    get { self[Source.self] }
    set { self[Source.self] = newValue }
  }
}

/// Reads the dependency into its state.
private struct Reader: Reducer {
  struct State: Equatable {
    var source = ""
  }

  enum Action { case read }

  @Dependency(\.source) var source

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.source = source
    return .none
  }
}

/// In a process that runs tests, code outside any store resolves test values, as in the
/// reference: what a test makes without a test store cannot reach the real world by accident.
@MainActor
@Suite struct TestContextTests {
  @Test func codeOutsideAnyStoreSeesTestValues() {
    @Dependency(\.source) var source
    #expect(DependencyValues.current.context == .test)
    #expect(source == "test")
  }

  @Test func aPlainStoreMadeInATestRunsItsReducerWithTestValues() {
    let store = Store(initialState: Reader.State()) { Reader() }
    store.send(.read)
    #expect(store.currentState.source == "test")
  }

  @Test func anUnimplementedValueReadOutsideAStoreFailsTheTest() {
    @Dependency(\.uuid) var uuid
    withKnownIssue {
      _ = uuid()
    } matching: {
      $0.mentions("uuid")
    }
  }

  @Test func aContextSetByTheTestStillDecides() {
    let store = Store(initialState: Reader.State()) {
      Reader()
    } withDependencies: {
      $0.context = .preview
    }
    store.send(.read)
    #expect(store.currentState.source == "preview")
  }
}
