import Foundation
import RuntimeTesting
import Testing

/// A feature whose state stamps itself with the date dependency.
private struct Stamped: Reducer {
  struct State: Equatable {
    var date: Date
    var count = 0

    init() {
      @Dependency(\.date.now) var now
      date = now
    }
  }

  enum Action: Equatable { case tap }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

@MainActor
@Suite struct TestStoreDependencyTests {
  private let moment = Date(timeIntervalSince1970: 1_234_567_890)

  private func makeStore() -> TestStore<Stamped.State, Stamped.Action> {
    TestStore(initialState: Stamped.State()) {
      Stamped()
    } withDependencies: {
      $0.date = .constant(moment)
    }
  }

  @Test func theInitialStateIsMadeWithTheStoresDependencies() {
    #expect(makeStore().state.date == moment)
  }

  @Test func assertionsRunWithTheStoresDependencies() async {
    let store = makeStore()
    await store.send(.tap) {
      $0 = Stamped.State()
      $0.count = 1
    }
    store.assert {
      @Dependency(\.date.now) var now
      $0.date = now
    }
  }
}
