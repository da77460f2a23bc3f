/// A dependency that lets a presented feature close itself.
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
///
/// case .closeTapped:
///   return .run { _ in await dismiss() }
/// ```
///
/// The presenting `.ifLet(\.$destination, ...)` provides it to the effects of the presented
/// feature; calling it sends `.dismiss` to the parent.
public struct DismissEffect: Sendable {
  private let dismiss: @MainActor @Sendable () -> Void

  /// Creates a dismiss effect that runs `dismiss`: a test overrides the dependency with one to
  /// see that a feature dismissed itself.
  ///
  /// ```swift
  /// let dismissed = LockIsolated(false)
  /// let store = TestStore(initialState: Meeting.State()) { Meeting() } withDependencies: {
  ///   $0.dismiss = DismissEffect { dismissed.setValue(true) }
  /// }
  /// ```
  public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.dismiss = dismiss
  }

  /// Asks the presenting feature to dismiss this one.
  ///
  /// It is `async`, as in TCA, so that effects write `await dismiss()`.
  @MainActor
  public func callAsFunction(fileID: StaticString = #fileID, line: UInt = #line) async {
    dismiss()
  }
}

extension DependencyValues {
  /// Closes the presented feature this effect belongs to.
  public var dismiss: DismissEffect {
    get { self[DismissEffectKey.self] }
    set { self[DismissEffectKey.self] = newValue }
  }
}

private enum DismissEffectKey: DependencyKey {
  typealias Value = DismissEffect
  static let liveValue = DismissEffect {
    reportIssue(
      """
      "dismiss" was called from a feature that is not presented. Present it with \
      ".ifLet(\\.$destination, action:)" and call "dismiss" from an effect.
      """
    )
  }
  static let testValue = liveValue
}

extension Effect {
  /// Gives this effect's asynchronous work a ``DismissEffect`` that calls `dismiss` with the
  /// effect's sender.
  func providingDismiss(
    _ dismiss: @escaping @MainActor @Sendable (Send<Action>) -> Void
  ) -> Self {
    transformingRuns { body in
      { send in
        var values = DependencyValues.current
        values.dismiss = DismissEffect { dismiss(send) }
        await DependencyValues.$taskLocal.withValue(values) { await body(send) }
      }
    }
  }
}
