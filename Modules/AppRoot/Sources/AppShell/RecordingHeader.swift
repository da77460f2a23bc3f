/// The first line of a recording: its schema, the app version and the state it started from.
///
/// ```json
/// {"appVersion":"1.0.0","initialState":{...},"schema":1}
/// ```
public struct RecordingHeader: Sendable, Equatable, Codable {
  /// The recording format this build writes and reads.
  public static let currentSchema = 1

  /// The recording format.
  public var schema: Int
  /// The version of the app that recorded it.
  public var appVersion: String
  /// The state the session started from.
  public var initialState: JSONValue

  /// Creates a header.
  public init(schema: Int = Self.currentSchema, appVersion: String, initialState: JSONValue) {
    self.schema = schema
    self.appVersion = appVersion
    self.initialState = initialState
  }
}
