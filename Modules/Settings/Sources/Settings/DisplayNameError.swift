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
