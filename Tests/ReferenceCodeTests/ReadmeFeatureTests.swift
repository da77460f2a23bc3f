import ComposableArchitecture
import XCTest

// The README's test of `Feature`, as the reference prints it, then the same feature driven
// through its view on the headless screen.
final class ReadmeFeatureTests: XCTestCase {
  @MainActor
  func testFeature() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number Brent" }
    }

    // Test that tapping on the increment/decrement buttons changes the count
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 0
    }

    await store.send(.numberFactButtonTapped)

    await store.receive(.numberFactResponse("0 is a good number Brent")) {
      $0.numberFactAlert = "0 is a good number Brent"
    }

    await store.send(.factAlertDismissed) {
      $0.numberFactAlert = nil
    }
  }

  @MainActor
  func testTheViewCountsAndShowsTheFactAsAnAlert() async throws {
    let store = Store(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is the number of moons seen from here" }
    }
    let host = ViewHost(FeatureView(store: store))
    try host.tap("+")
    try host.tap("+")
    XCTAssertEqual(host.screen, "(−)  2  (+)\n(Number fact)")

    await store.send(.numberFactButtonTapped).finish()
    XCTAssertEqual(store.withState(\.numberFactAlert), "2 is the number of moons seen from here")
    XCTAssertTrue(host.screen.hasSuffix("[alert] 2 is the number of moons seen from here\n  (OK)"))

    try host.tap("OK")
    XCTAssertNil(store.withState(\.numberFactAlert))
    XCTAssertEqual(host.screen, "(−)  2  (+)\n(Number fact)")
  }

}

// The project's README quotes the test above; what it quotes must be the code that runs.
final class ReadmeQuoteTests: XCTestCase {
  func testTheReadmeQuotesThisTestAsItRuns() throws {
    let here = URL(fileURLWithPath: #filePath)
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let test = try String(contentsOf: here, encoding: .utf8)
    let section = try XCTUnwrap(readme.components(separatedBy: "## Code written for TCA").last)
    let block = try XCTUnwrap(
      section.components(separatedBy: "```swift\n").dropFirst().first?
        .components(separatedBy: "```").first)
    let indented = block.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "    " + $0 }
      .joined(separator: "\n")
    for paragraph in indented.components(separatedBy: "\n\n") where !paragraph.isEmpty {
      XCTAssertTrue(
        test.contains(paragraph), "README quotes code the test does not run:\n\(paragraph)")
    }
  }
}
