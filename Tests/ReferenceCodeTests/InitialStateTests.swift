import ComposableArchitecture
import XCTest

// Code written for the reference lets the reducer decide the type of the initial state, so a
// literal can start a feature whose state is optional.

@MainActor
final class InitialStateTests: XCTestCase {
  /// An optional count that `true` increments and `false` clears.
  private var optionalCounter: Reduce<Int?, Bool> {
    Reduce { state, increment in
      if increment {
        state? += 1
      } else {
        state = nil
      }
      return .none
    }
  }

  func testStoreTakesTheStateTypeOfItsReducer() async {
    let store = Store(initialState: 0) {
      optionalCounter
    }
    let viewStore = ViewStore(store, observe: { $0 })

    XCTAssertEqual(viewStore.state, 0)
    viewStore.send(true)
    XCTAssertEqual(viewStore.state, 1)
    viewStore.send(false)
    XCTAssertNil(viewStore.state)
  }

  func testTestStoreTakesTheStateTypeOfItsReducer() async {
    let store = TestStore(initialState: 0) {
      optionalCounter
    }

    await store.send(true) { $0 = 1 }
    await store.send(false) { $0 = nil }
  }
}
