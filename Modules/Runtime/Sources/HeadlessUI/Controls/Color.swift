/// A text color, set with `.foregroundColor(_:)`; kept in the ``ViewNode`` of each text.
///
/// ```swift
/// Text("Optional").foregroundColor(.secondary)
/// ```
public enum Color: String, Equatable, Hashable, Sendable {
  case primary, secondary, gray, red, orange, green, blue, accentColor
}
