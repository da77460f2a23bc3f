import ComposableArchitecture
import XCTest

// A scoped store derives its state when the state is read, and keeps no copy: making one or
// sending through it runs no state transform, as the reference's store does from 1.7 on.

@MainActor
final class ScopedStateReadTests: XCTestCase {
  func testAScopeThatNobodyReadsRunsNoTransform() async {
    var transforms = 0
    let store = Store<Int, Void>(initialState: 0) {
      Reduce { state, _ in
        state += 1
        return .none
      }
    }
    .scope(
      state: { (count: Int) -> Int in
        transforms += 1
        return count
      },
      action: { $0 }
    )

    XCTAssertEqual(transforms, 0)
    store.send(())
    XCTAssertEqual(transforms, 0)
  }

  func testEachReadRunsTheTransformOnce() async {
    var transforms = 0
    let store = Store<Int, Void>(initialState: 0) {
      Reduce { state, _ in
        state += 1
        return .none
      }
    }
    .scope(
      state: { (count: Int) -> Int in
        transforms += 1
        return count
      },
      action: { $0 }
    )

    store.send(())
    XCTAssertEqual(store.withState { $0 }, 1)
    XCTAssertEqual(transforms, 1)
  }
}
