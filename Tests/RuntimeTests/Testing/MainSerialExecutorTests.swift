import RuntimeTesting
import XCTest

/// XCTest runs these one at a time, as the flag they check is global.
@MainActor
final class MainSerialExecutorTests: XCTestCase {
  func testATestStoreTurnsTheFlagOnAndGivesItBackWhenItGoes() async {
    for earlier in [false, true] {
      uncheckedUseMainSerialExecutor = earlier
      var store: TestStore<Int, Void>? = TestStore(initialState: 0) {
        EmptyReducer<Int, Void>()
      }
      XCTAssertTrue(uncheckedUseMainSerialExecutor)
      XCTAssertEqual(store?.useMainSerialExecutor, true)
      store = nil
      XCTAssertEqual(uncheckedUseMainSerialExecutor, earlier)
    }
    uncheckedUseMainSerialExecutor = false
  }

  func testWithMainSerialExecutorTurnsTheFlagOnForItsOperation() async {
    uncheckedUseMainSerialExecutor = false
    await withMainSerialExecutor {
      await Task.yield()
      XCTAssertTrue(uncheckedUseMainSerialExecutor)
    }
    withMainSerialExecutor {
      XCTAssertTrue(uncheckedUseMainSerialExecutor)
    }
    XCTAssertFalse(uncheckedUseMainSerialExecutor)
  }
}
