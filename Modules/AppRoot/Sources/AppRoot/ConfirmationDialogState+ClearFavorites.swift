import Runtime

extension ConfirmationDialogState where Action == HomeFeature.Destination.Action.Dialog {
  /// The confirmation shown before all `count` favorites are removed.
  ///
  /// ```swift
  /// state.destination = .confirmationDialog(.clearFavorites(count: 2))
  /// ```
  public static func clearFavorites(count: Int) -> Self {
    ConfirmationDialogState {
      TextState("Remove all \(count) favorite\(count == 1 ? "" : "s")?")
    } actions: {
      ButtonState(role: .destructive, action: .clearFavorites) { TextState("Clear all") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
  }
}
