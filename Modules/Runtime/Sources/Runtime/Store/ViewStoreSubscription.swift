/// A subscription made with ``ViewStore/subscribe(_:)``; released or cancelled, it stops.
@MainActor
public final class ViewStoreSubscription {
  private let unsubscribe: @MainActor () -> Void
  private var isActive = true

  init<ViewState, ViewAction>(viewStore: ViewStore<ViewState, ViewAction>, id: Int) {
    self.unsubscribe = { [weak viewStore] in viewStore?.unsubscribe(id) }
  }

  /// Stops the subscription.
  public func cancel() {
    guard isActive else { return }
    isActive = false
    unsubscribe()
  }

  isolated deinit {
    cancel()
  }
}
