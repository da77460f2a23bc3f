extension Effect {
  /// Whether this effect only sends actions or cancels, and so completes immediately.
  var isSynchronous: Bool {
    switch work {
    case .none, .send, .cancel, .cancelScope: true
    case .run: false
    case let .merge(effects), let .concatenate(effects): effects.allSatisfy(\.isSynchronous)
    case let .cancellable(_, _, effect), let .scoped(_, effect): effect.isSynchronous
    }
  }
}
