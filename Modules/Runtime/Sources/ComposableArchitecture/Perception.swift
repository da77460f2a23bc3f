import HeadlessUI
import Observation

// TCA re-exports Perception, its back-port of Observation to Apple platforms that predate it,
// and code written for it tracks state with Perception's names. Linux's toolchain has
// Observation itself, which `@ObservableState` state reports to, so the names stand for it.

/// The protocol of types whose reads can be tracked: Perception's name for `Observable`.
public typealias Perceptible = Observable

/// Tracks the reads and writes of an observable type: Perception's name for
/// `ObservationRegistrar`.
public typealias PerceptionRegistrar = ObservationRegistrar

/// Runs `apply`, tracking the observable state it reads, and calls `onChange` once, before the
/// first of those values changes: Perception's name for `withObservationTracking`.
///
/// ```swift
/// withPerceptionTracking {
///   _ = state.count
/// } onChange: {
///   print("count will change")
/// }
/// ```
public func withPerceptionTracking<T>(
  _ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
  withObservationTracking(apply, onChange: onChange())
}

/// A view whose content tracks the observable state it reads: what views for TCA 1.7 on older
/// Apple platforms wrap their body in. A headless view tracks what it reads anyway, so it only
/// renders its content.
///
/// ```swift
/// var body: some View {
///   WithPerceptionTracking {
///     Text("\(store.count)")
///   }
/// }
/// ```
public struct WithPerceptionTracking<Content: View>: View {
  let content: () -> Content

  /// Creates the view from a builder of its content.
  public init(@ViewBuilder content: @escaping () -> Content) {
    self.content = content
  }

  public var body: Content { content() }
}
