/// What every store in a tree shares with its root: observation and the in-flight effects.
@MainActor
package protocol StoreHost: AnyObject {
  /// Registers a closure called after every change; returns its registration number.
  func addObserver(_ observer: @escaping @MainActor () -> Void) -> Int
  /// Removes an observer.
  func removeObserver(_ id: Int)
  /// The number of asynchronous effects still running.
  var inFlightEffectCount: Int { get }
  /// Cancels every in-flight effect.
  func cancelAllEffects()
  /// The host of the tree's root store, which hears about every change first.
  var root: any StoreHost { get }
}
