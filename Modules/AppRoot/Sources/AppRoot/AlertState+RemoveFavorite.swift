import Runtime

extension AlertState where Action == HomeFeature.Destination.Action.Alert {
  /// The confirmation shown before `favorite` is removed.
  ///
  /// ```swift
  /// state.destination = .alert(.removeFavorite(favorite))
  /// ```
  public static func removeFavorite(_ favorite: FavoriteFeature.State) -> Self {
    AlertState {
      TextState("Remove \(favorite.title)?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmRemove(id: favorite.id)) {
        TextState("Remove")
      }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("\(favorite.title) will no longer be among your favorites.")
    }
  }
}
