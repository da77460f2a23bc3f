extension Effect {
  /// An effect that runs `effects` at the same time.
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
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

  /// This effect and `other` at the same time.
  public func merge(with other: Self) -> Self {
    .merge(self, other)
  }

  /// This effect, then `other`.
  public func concatenate(with other: Self) -> Self {
    .concatenate(self, other)
  }
}
