/// An error thrown by an endpoint created with ``unimplemented(_:fileID:line:)``.
public struct UnimplementedError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The endpoint that was called, for example `"WeatherClient.search"`.
  public let endpoint: String

  /// Creates the error an unimplemented `endpoint` throws; `@DependencyClient`'s endpoints throw
  /// it.
  ///
  /// ```swift
  /// throw UnimplementedError(endpoint: "WeatherClient.search")
  /// ```
  public init(endpoint: String) {
    self.endpoint = endpoint
  }

  public var description: String { "Unimplemented: \(endpoint)" }
}

/// Returns an endpoint that fails the current test when it is called and then throws.
///
/// Give a client's test value unimplemented endpoints so that a test exercising a code path it
/// did not prepare for fails loudly:
///
/// ```swift
/// static let testValue = WeatherClient(
///   forecast: unimplemented("WeatherClient.forecast"),
///   search: unimplemented("WeatherClient.search")
/// )
/// ```
public func unimplemented<each Argument, Result>(
  _ endpoint: String, fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (repeat each Argument) async throws -> Result {
  { (_: repeat each Argument) in
    reportIssue("Unimplemented: \(endpoint)", fileID: fileID, line: line)
    throw UnimplementedError(endpoint: endpoint)
  }
}

/// Returns a non-throwing endpoint that fails the current test when it is called and then
/// returns `placeholder`.
public func unimplemented<each Argument, Result: Sendable>(
  _ endpoint: String,
  placeholder: Result,
  fileID: StaticString = #fileID,
  line: UInt = #line
) -> @Sendable (repeat each Argument) -> Result {
  { (_: repeat each Argument) in
    reportIssue("Unimplemented: \(endpoint)", fileID: fileID, line: line)
    return placeholder
  }
}
