/// Streams that are over before they start, for a dependency client's default or test value:
/// `open: { _ in .finished }`.
extension AsyncStream {
  /// A stream that finishes at once, with no elements.
  ///
  /// ```swift
  /// static let testValue = WebSocketClient(open: { _, _ in .finished })
  /// ```
  public static var finished: Self {
    Self { $0.finish() }
  }
}

extension AsyncThrowingStream where Failure == any Error {
  /// A stream that finishes at once with no elements, or fails at once with `error`.
  ///
  /// ```swift
  /// download: { _ in .finished(throwing: URLError(.notConnectedToInternet)) }
  /// ```
  public static func finished(throwing error: (any Error)? = nil) -> Self {
    Self { $0.finish(throwing: error) }
  }
}
