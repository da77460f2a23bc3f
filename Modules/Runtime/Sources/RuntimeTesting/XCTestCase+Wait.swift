#if !canImport(ObjectiveC)
  import XCTest

  extension XCTestCase {
    /// Waits for `expectations` with no time limit, as Apple's XCTest does when no timeout is
    /// given; Linux XCTest asks for one.
    ///
    /// ```swift
    /// let didChange = expectation(description: "didChange")
    /// state.children.append(ChildState())
    /// wait(for: [didChange])
    /// ```
    public func wait(
      for expectations: [XCTestExpectation],
      enforceOrder: Bool = false,
      file: StaticString = #filePath,
      line: Int = #line
    ) {
      wait(
        for: expectations, timeout: .infinity, enforceOrder: enforceOrder, file: file, line: line)
    }
  }
#endif
