/// How often the app sends a summary of activity.
///
/// ```swift
/// Picker("Digest", selection: viewStore.$digest) {
///   ForEach(Digest.allCases, id: \.self) { Text($0.displayName) }
/// }
/// ```
public enum Digest: String, CaseIterable, Codable, Sendable {
  case off
  case daily
  case weekly

  /// The name shown to the user, for example "Daily".
  public var displayName: String {
    switch self {
    case .off: "Off"
    case .daily: "Daily"
    case .weekly: "Weekly"
    }
  }
}
