import Foundation

/// The rules a display name must follow before it is saved.
///
/// ```swift
/// DisplayName.validate("  Blob  ")  // .success("Blob")
/// DisplayName.validate("")          // .failure(.empty)
/// ```
public enum DisplayName {
  /// The longest accepted name, in characters, after trimming.
  public static let maximumLength = 40

  /// Trims white space from both ends and checks the result: 1 to 40 characters, no control
  /// characters.
  public static func validate(_ rawValue: String) -> Result<String, DisplayNameError> {
    let trimmed = rawValue.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty { return .failure(.empty) }
    if trimmed.count > maximumLength { return .failure(.tooLong(length: trimmed.count)) }
    if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      return .failure(.containsControlCharacters)
    }
    return .success(trimmed)
  }
}

/// Why a display name was rejected.
///
/// ```swift
/// if case let .failure(error) = DisplayName.validate("   ") {
///   print(error.message)  // "Display name can't be empty."
/// }
/// ```
public enum DisplayNameError: Error, Equatable, Sendable {
  /// Nothing is left after trimming white space.
  case empty
  /// The trimmed name has more than ``DisplayName/maximumLength`` characters.
  case tooLong(length: Int)
  /// The trimmed name contains a control character such as a newline or a tab.
  case containsControlCharacters

  /// The message shown under the field.
  public var message: String {
    switch self {
    case .empty:
      "Display name can't be empty."
    case let .tooLong(length):
      """
      Display name can be at most \(DisplayName.maximumLength) characters \
      (this one has \(length)).
      """
    case .containsControlCharacters:
      "Display name can't contain control characters such as tabs or line breaks."
    }
  }
}
