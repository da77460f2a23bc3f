/// A registration made with ``Store/observe(_:removeDuplicates:onChange:)``; releasing it or
/// calling ``cancel()`` stops the notifications.
@MainActor
public final class StoreObservation {
  private weak var host: (any StoreHost)?
  private var id: Int?

  init(host: any StoreHost, id: Int) {
    self.host = host
    self.id = id
  }

  /// Stops the notifications.
  public func cancel() {
    guard let id else { return }
    host?.removeObserver(id)
    self.id = nil
  }

  isolated deinit {
    cancel()
  }
}
