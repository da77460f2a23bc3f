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
