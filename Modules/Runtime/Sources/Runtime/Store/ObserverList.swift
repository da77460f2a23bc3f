/// Closures to call after a store's state may have changed, in registration order.
@MainActor
struct ObserverList {
  var nextID = 0
  var observers: [(id: Int, call: @MainActor () -> Void)] = []

  mutating func add(_ observer: @escaping @MainActor () -> Void) -> Int {
    nextID += 1
    observers.append((nextID, observer))
    return nextID
  }

  mutating func remove(_ id: Int) {
    observers.removeAll { $0.id == id }
  }

  /// Calls every observer registered when the notification started.
  func notify() {
    guard !observers.isEmpty else { return }
    for observer in observers { observer.call() }
  }
}
