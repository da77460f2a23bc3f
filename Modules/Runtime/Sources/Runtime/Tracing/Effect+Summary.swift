extension Effect {
  /// The effect as a trace shows it: `.run.cancellable(id: CancelID.search,
  /// cancelInFlight: true)`, `.send(.delegate(.didLogIn))`.
  var summary: String {
    switch operation {
    case .none: ".none"
    case let .send(action): ".send(\(oneLineDump(action)))"
    case .run: ".run"
    case let .merge(effects): ".merge(\(effects.map(\.summary).joined(separator: ", ")))"
    case let .concatenate(effects):
      ".concatenate(\(effects.map(\.summary).joined(separator: ", ")))"
    case let .cancellable(id, cancelInFlight, effect):
      effect.summary + ".cancellable(id: \(oneLineDump(id.base))"
        + (cancelInFlight ? ", cancelInFlight: true)" : ")")
    case let .cancel(id): ".cancel(id: \(oneLineDump(id.base)))"
    case let .cancelScope(segment, reason):
      ".cancel(\((segment.base as? ScopeSegment)?.name ?? "a child"), \(reason.rawValue))"
    case let .scoped(_, effect): effect.summary
    }
  }
}
