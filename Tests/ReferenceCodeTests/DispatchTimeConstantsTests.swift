import ComposableArchitecture
import XCTest

// Code written for the reference on Apple platforms measures sleeps with Darwin's Dispatch
// constants, as in `Task.sleep(nanoseconds: NSEC_PER_SEC)`.

final class DispatchTimeConstantsTests: XCTestCase {
  func testNanosecondsPerSecond() {
    let nanoseconds: UInt64 = NSEC_PER_SEC
    XCTAssertEqual(Duration.nanoseconds(nanoseconds), .seconds(1))
  }

  func testSmallerUnitsAddUpToASecond() {
    XCTAssertEqual(Duration.nanoseconds(NSEC_PER_MSEC), .milliseconds(1))
    XCTAssertEqual(Duration.nanoseconds(NSEC_PER_USEC), .microseconds(1))
    XCTAssertEqual(USEC_PER_SEC * NSEC_PER_USEC, NSEC_PER_SEC)
  }
}
