import ComposableArchitecture
import XCTest

// Code written for the reference's 1.x store in Swift 5 mode uses a store from functions that
// are not isolated to the main actor, as the reference allows. It compiles as it is here.

private struct Counter: Reducer {
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

/// Makes a store, scopes it and sends to it, with no isolation of its own.
private func countTwice() -> Int {
  let store = Store(initialState: Counter.State()) { Counter() }
  let viewStore = ViewStore(store.scope(state: { $0 }, action: { $0 }), observe: { $0 })
  viewStore.send(.incrementTapped)
  store.send(.incrementTapped)
  return viewStore.count
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
}
