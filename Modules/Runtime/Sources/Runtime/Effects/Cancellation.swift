extension Effect {
  /// Marks this effect so that it can be cancelled with ``cancel(id:)``.
  ///
  /// With `cancelInFlight`, starting it first cancels any in-flight effect with the same id, so
  /// only the newest request survives:
  ///
  /// ```swift
  /// return .run { send in ... }
  ///   .cancellable(id: CancelID.weather, cancelInFlight: true)
  /// ```
  ///
  /// Ids belong to the feature that uses them and to the features below it: a sibling using
  /// an equal id neither cancels nor is cancelled by this one, and a child cannot cancel its
  /// parent's effects; a parent's `cancel(id:)` or `cancelInFlight` also reaches the effects its
  /// children marked with that id, as in TCA.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if isNone && !cancelInFlight { return self }
    return Self(
      work: .cancellable(id: AnyHashable(id), cancelInFlight: cancelInFlight, self)
    )
  }

  /// This effect, run inside the child scope `segment` of the feature that returns it.
  func scoped(to segment: @autoclosure () -> ScopeSegment) -> Self {
    isNone ? self : Self(work: .scoped(AnyHashable(segment()), self))
  }

  /// An effect that cancels everything that the child scope `segment` started, for `reason`.
  static func cancelScope(_ segment: ScopeSegment, _ reason: CancellationReason) -> Self {
    Self(work: .cancelScope(AnyHashable(segment), reason))
  }
}

/// Why the store cancels an in-flight effect, as a trace reports it.
public enum CancellationReason: String, Hashable, Sendable {
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
