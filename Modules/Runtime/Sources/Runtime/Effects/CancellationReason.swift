/// Why the store cancels an in-flight effect, as a trace reports it.
@usableFromInline
enum CancellationReason: String, Sendable {
  /// A new effect with the same id started with `cancelInFlight: true`.
  case cancelInFlight
  /// The feature returned `.cancel(id:)`.
  case cancelID = ".cancel(id:)"
  /// The child state that started it went away (`nil`, another enum case, a removed row).
  case childRemoved = "child removed"
  /// Another child took the place of the one that started it (another case or `id`).
  case childReplaced = "child identity changed"
  /// The presented feature that started it was dismissed.
  case dismissed
  /// The stack screen that started it was popped.
  case popped
}
