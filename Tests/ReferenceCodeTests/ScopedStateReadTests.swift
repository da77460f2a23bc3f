import ComposableArchitecture
import XCTest

// A scoped store derives its state when the state is read, and keeps no copy: making one or
// sending through it runs no state transform, as the reference's store does from 1.7 on.

private final class CallCount {
  var value = 0
}

/// A counter's store scoped through a state transform that counts its calls in `calls`.
@MainActor
private func scopedCounter(counting calls: CallCount) -> Store<Int, Void> {
  Store<Int, Void>(initialState: 0) {
    Reduce { state, _ in
      state += 1
      return .none
    }
  }
  .scope(
    state: { (count: Int) -> Int in
      calls.value += 1
      return count
    },
    action: { $0 }
  )
}

@MainActor
final class ScopedStateReadTests: XCTestCase {
  func testAScopeThatNobodyReadsRunsNoTransform() async {
    let transforms = CallCount()
    let store = scopedCounter(counting: transforms)

    XCTAssertEqual(transforms.value, 0)
    store.send(())
    XCTAssertEqual(transforms.value, 0)
  }

  func testEachReadRunsTheTransformOnce() async {
    let transforms = CallCount()
    let store = scopedCounter(counting: transforms)

    store.send(())
    XCTAssertEqual(store.withState { $0 }, 1)
    XCTAssertEqual(transforms.value, 1)
  }
}
