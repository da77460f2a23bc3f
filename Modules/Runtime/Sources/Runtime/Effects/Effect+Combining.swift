extension Effect {
  /// An effect that runs `effects` at the same time.
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// The effects merged, allocating nothing when at most one of them does something: the
  /// composition operators call it on every action.
  static func mergeSparse(_ first: Self, _ second: Self, _ third: Self = .none) -> Self {
    switch (first.isNone, second.isNone, third.isNone) {
    case (_, true, true): first
    case (true, _, true): second
    case (true, true, _): third
    default: merge([first, second, third])
    }
  }

  /// An effect that runs `effects` at the same time.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    let parts = effects.filter { !$0.isNone }
    switch parts.count {
    case 0: return .none
    case 1: return parts[0]
    default: return Self(operation: .merge(parts))
    }
  }

  /// An effect that runs `effects` one after another, each starting when the previous finished.
  ///
  /// ```swift
  /// return .concatenate(.send(.requestUpdate(info)), .send(.moveBackward))
  /// ```
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// An effect that runs `effects` one after another, each starting when the previous finished.
  public static func concatenate(_ effects: some Sequence<Self>) -> Self {
    let parts = effects.filter { !$0.isNone }
    switch parts.count {
    case 0: return .none
    case 1: return parts[0]
    default: return Self(operation: .concatenate(parts))
    }
  }

  /// This effect, then `other`.
  public func concatenate(with other: Self) -> Self {
    .concatenate(self, other)
  }
}
