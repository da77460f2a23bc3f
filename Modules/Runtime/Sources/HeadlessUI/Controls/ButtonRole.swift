/// What a button is for, which decides how it is shown.
///
/// ```swift
/// Button("Delete", role: .destructive) { viewStore.send(.deleteTapped) }
/// ```
public enum ButtonRole: String, Equatable, Hashable, Sendable {
  /// Cancels.
  case cancel
  /// Destroys something; the screen shows it after the button.
  case destructive
}
