import Foundation

/// Reports a store used off the main actor, in debug builds.
///
/// `Store` and `ViewStore` belong to the main actor. Swift 6 code is held to that when it
/// compiles; code compiled in Swift 5 mode may call them from any function, as it may call the
/// reference library's 1.x stores, and a call from another thread races with the state and the
/// effects the main actor runs. Release builds skip the check.
func reportUnlessOnMainActor(_ what: @autoclosure () -> String) {
  #if DEBUG
    guard !isOnMainThreadOrQueue else { return }
    reportIssue(
      """
      \(what()) …

      A store, the stores scoped from it and their view stores are not thread-safe: they \
      belong to the main actor. Create them, scope them and send to them on the main thread.
      """
    )
  #endif
}

/// Whether the caller runs on the main thread or the main dispatch queue.
///
/// The main actor runs its work on either: after the main thread calls `dispatchMain()`, as
/// `swift test` does for Swift Testing's tests on Linux, a worker thread drains the main queue.
package var isOnMainThreadOrQueue: Bool {
  if Thread.isMainThread { return true }
  _ = mainQueueMarked
  return DispatchQueue.getSpecific(key: mainQueueKey) == true
}

/// The key the main queue is marked with.
private let mainQueueKey = DispatchSpecificKey<Bool>()

/// Marks the main queue, once, so that code running on it can tell.
private let mainQueueMarked: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
