import Runtime

/// What an alert or a confirmation dialog shows, whichever of the two it comes from.
struct DialogContent<Action> {
  var title: TextState
  var message: TextState?
  var buttons: [ButtonState<Action>]

  init(_ alert: AlertState<Action>) {
    self.title = alert.title
    self.message = alert.message
    self.buttons = alert.buttons
  }

  init(_ dialog: ConfirmationDialogState<Action>) {
    self.title = dialog.title
    self.message = dialog.message
    self.buttons = dialog.buttons
  }
}
