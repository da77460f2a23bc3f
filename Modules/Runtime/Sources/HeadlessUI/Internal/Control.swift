import Runtime

/// How a node can be driven by a ``ViewHost``.
enum Control {
  /// A button.
  case tap(@MainActor () -> Void)
  /// A toggle.
  case toggle(Binding<Bool>)
  /// A text field or a secure field.
  case text(Binding<String>)
  /// A picker: selects the option at an index of the node's options.
  case select(@MainActor (Int) -> Void)
  /// A stepper; a direction is `nil` when the value is at its bound.
  case step(increment: (@MainActor () -> Void)?, decrement: (@MainActor () -> Void)?)
  /// A sheet, alert or dialog.
  case dismiss(@MainActor () -> Void)
}
