import RuntimeTesting
import Testing

private struct Point: Equatable {
  var x: Int
  var y: Int
}

@Suite struct XCTAssertNoDifferenceTests {
  @Test func equalValuesPass() {
    XCTAssertNoDifference(Point(x: 1, y: 2), Point(x: 1, y: 2))
  }

  @Test func differentValuesFailWithTheirDiffAndTheMessage() {
    withKnownIssue {
      XCTAssertNoDifference(Point(x: 1, y: 2), Point(x: 1, y: 3), "after the move")
    } matching: {
      $0.mentions("XCTAssertNoDifference failed. The values differ (- first, + second):")
        && $0.mentions("-   y: 2\n+   y: 3")
        && $0.mentions("\nafter the move")
    }
  }

  @Test func expectNoDifferenceFailsWithItsOwnName() {
    expectNoDifference(Point(x: 1, y: 2), Point(x: 1, y: 2))
    withKnownIssue {
      expectNoDifference(Point(x: 1, y: 2), Point(x: 0, y: 2))
    } matching: {
      $0.mentions("expectNoDifference failed. The values differ (- first, + second):")
        && $0.mentions("-   x: 1,") && $0.mentions("+   x: 0,")
    }
  }

  @Test func aThrowingExpressionFails() {
    withKnownIssue {
      assertNoDifferenceFromAThrowingPoint()
    } matching: {
      $0.mentions("An expression threw instead of giving a value: Failure()")
    }
  }
}

private struct Failure: Error {}

private func assertNoDifferenceFromAThrowingPoint() {
  func point() throws -> Point { throw Failure() }
  XCTAssertNoDifference(try point(), Point(x: 0, y: 0))
}
