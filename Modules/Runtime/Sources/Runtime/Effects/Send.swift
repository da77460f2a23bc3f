/// Sends actions from an asynchronous effect back into the store.
///
/// ```swift
/// return .run { send in
///   await send(.loaded(try await client.load()))
/// }
/// ```
///
/// Once its effect is cancelled, calling it does nothing.
@MainActor
public struct Send<Action>: Sendable {
  let deliver: @MainActor @Sendable (Action) -> Void

  /// Creates a sender from a closure that delivers actions.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.deliver = send
  }

  /// Sends `action` unless the effect was cancelled.
  public func callAsFunction(_ action: Action) async {
    sendNow(action)
  }

  /// Sends `action` synchronously unless the effect was cancelled.
  func sendNow(_ action: Action) {
    guard !Task.isCancelled else { return }
    deliver(action)
  }
}
