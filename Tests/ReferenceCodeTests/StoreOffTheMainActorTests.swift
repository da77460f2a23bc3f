import ComposableArchitecture
import XCTest

// Code written for the reference's 1.x store in Swift 5 mode uses a store from functions that
// are not isolated to the main actor, as the reference allows. It compiles as it is here, and
// a debug build reports a store used off the main actor.

struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
  }
  enum Action {
    case incrementTapped
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

struct Parent: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
  }
  enum Action {
    case counter(Counter.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: /Action.counter) { Counter() }
  }
}

extension Parent.Action: CasePathable {
  struct AllCasePaths {
    var counter: AnyCasePath<Parent.Action, Counter.Action> { /Parent.Action.counter }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// Scopes a parent store by key paths twice, the second time to the store kept from the first.
private func scopeTwice(_ store: StoreOf<Parent>) -> Bool {
  store.scope(state: \.counter, action: \.counter)
    === store.scope(state: \.counter, action: \.counter)
}

/// Makes a store, scopes it and sends to it, with no isolation of its own.
private func countTwice() -> Int {
  let store = Store(initialState: Counter.State()) { Counter() }
  let viewStore = ViewStore(store.scope(state: { $0 }, action: { $0 }), observe: { $0 })
  viewStore.send(.incrementTapped)
  store.send(.incrementTapped)
  return viewStore.count
}

/// Runs `work` on a thread that is neither the main thread nor the main queue, and waits for it.
private func onAnotherThread(_ work: @escaping @Sendable () -> Void) {
  let done = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    work()
    done.signal()
  }
  done.wait()
}

final class StoreOffTheMainActorTests: XCTestCase {
  func testANonisolatedFunctionUsesAStore() {
    XCTAssertEqual(countTwice(), 2)
  }

  func testANonisolatedFunctionCancelsByID() {
    let store = Store(initialState: 0) {
      Reduce<Int, Bool> { state, start in
        guard start else { return .cancel(id: "tick") }
        state += 1
        return .run { _ in try await Task.never() }.cancellable(id: "tick")
      }
    }
    store.send(true)
    XCTAssertEqual(store.inFlightEffectCount, 1)
    // Outside an effect it does nothing; called from here it compiles.
    Task.cancel(id: "tick")
    XCTAssertEqual(store.inFlightEffectCount, 1)
    store.send(false)
    XCTAssertEqual(store.inFlightEffectCount, 0)
  }

  #if DEBUG
    func testAStoreUsedOffTheMainActorIsReportedAtEachStep() {
      var reports: [String] = []
      XCTExpectFailure {
        reports.append($0.compactDescription)
        return true
      }
      onAnotherThread { _ = countTwice() }
      XCTAssertEqual(
        reports.map { $0.prefix { $0 != "…" } },
        [
          "A store was created off the main actor. ",
          "\"Store.scope\" was called off the main actor. ",
          "A view store was created off the main actor. ",
          "\"Store.send\" was called off the main actor with incrementTapped. ",
          "\"Store.send\" was called off the main actor with incrementTapped. ",
        ])
      XCTAssertTrue(
        reports.allSatisfy {
          $0.hasSuffix("Create them, scope them and send to them on the main thread.")
        })
    }

    func testAScopeByKeyPathsOffTheMainActorIsReportedEachTime() {
      let store = Store(initialState: Parent.State()) { Parent() }
      XCTAssertTrue(scopeTwice(store))
      var reports: [String] = []
      XCTExpectFailure {
        reports.append($0.compactDescription)
        return true
      }
      onAnotherThread { _ = scopeTwice(store) }
      XCTAssertEqual(
        reports.map { $0.prefix { $0 != "…" } },
        [
          "\"Store.scope\" was called off the main actor. ",
          "\"Store.scope\" was called off the main actor. ",
        ])
    }
  #endif
}
