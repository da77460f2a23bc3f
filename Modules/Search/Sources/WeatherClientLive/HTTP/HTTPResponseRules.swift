import Search

/// What a response may be: a 2xx status and a body within the size limit, or a non-2xx status
/// with a small body that may explain it. Shared by both ways the client fetches.
struct HTTPResponseRules {
  /// How a response head fails the rules.
  enum Failure: Equatable {
    /// A non-2xx status: read its body (up to ``ServiceErrorBody/maximumBytes``) for a reason.
    case failedStatus(Int)
    /// A response that fails as it is, without reading its body.
    case rejected(WeatherClientError)
  }

  /// The largest 2xx body accepted.
  var maximumBytes: Int

  /// Checks a response head; `declaredLength` is negative when the length is not declared.
  func check(status: Int, declaredLength: Int64) -> Failure? {
    guard (200..<300).contains(status) else { return .failedStatus(status) }
    guard declaredLength <= Int64(maximumBytes) else { return .rejected(.responseTooLarge) }
    return nil
  }

  /// The failure once `bodyCount` bytes arrived, or `nil` while the body is within its limit:
  /// too large for a 2xx body, or a reason too long to read for a `failedStatus` body.
  func overflow(bodyCount: Int, failedStatus: Int?) -> WeatherClientError? {
    if let failedStatus {
      return bodyCount > ServiceErrorBody.maximumBytes ? .server(status: failedStatus) : nil
    }
    return bodyCount > maximumBytes ? .responseTooLarge : nil
  }
}
