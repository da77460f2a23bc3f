/// One line of a recording after the header.
///
/// ```json
/// {"action":{"increment":{}},"kind":"action","origin":"user"}
/// {"action":{"password":{"_0":"••••"}},"kind":"action","origin":"user","previewSecret":true}
/// {"kind":"advance","nanoseconds":300000000}
/// {"actionCount":2,"finalState":{"count":1},"kind":"end"}
/// ```
public enum RecordingEntry: Sendable, Equatable, Codable {
  /// An action the store reduced, and who sent it.
  ///
  /// Secrets in the action are masked (`••••`). `previewSecret` says that the user typed one
  /// the preview dependencies publish (a demo account's password or code), so that a test
  /// emitted from the recording types a placeholder its dependencies accept in its place.
  case action(JSONValue, origin: ActionOrigin, previewSecret: Bool = false)
  /// The virtual clock moved forward.
  case advance(Duration)
  /// The last line: how many actions came before it and the state they led to.
  case end(actionCount: Int, finalState: JSONValue)

  private enum CodingKeys: String, CodingKey {
    case kind, action, origin, previewSecret, nanoseconds, actionCount, finalState
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let kind = try container.decode(String.self, forKey: .kind)
    switch kind {
    case "action":
      self = .action(
        try container.decode(JSONValue.self, forKey: .action),
        origin: try container.decode(ActionOrigin.self, forKey: .origin),
        previewSecret: try container.decodeIfPresent(Bool.self, forKey: .previewSecret) ?? false)
    case "advance":
      let nanoseconds = try container.decode(Int64.self, forKey: .nanoseconds)
      guard nanoseconds >= 0 else {
        throw DecodingError.dataCorruptedError(
          forKey: .nanoseconds, in: container,
          debugDescription: "an advance of \(nanoseconds)ns goes back in time")
      }
      self = .advance(.nanoseconds(nanoseconds))
    case "end":
      self = .end(
        actionCount: try container.decode(Int.self, forKey: .actionCount),
        finalState: try container.decode(JSONValue.self, forKey: .finalState))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container,
        debugDescription: "unknown entry kind '\(kind)'; expected action, advance or end")
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .action(let action, let origin, let previewSecret):
      try container.encode("action", forKey: .kind)
      try container.encode(action, forKey: .action)
      try container.encode(origin, forKey: .origin)
      if previewSecret { try container.encode(true, forKey: .previewSecret) }
    case .advance(let duration):
      try container.encode("advance", forKey: .kind)
      try container.encode(duration.wholeNanoseconds, forKey: .nanoseconds)
    case .end(let actionCount, let finalState):
      try container.encode("end", forKey: .kind)
      try container.encode(actionCount, forKey: .actionCount)
      try container.encode(finalState, forKey: .finalState)
    }
  }
}

extension Duration {
  /// The duration in whole nanoseconds, saturating at the bounds of `Int64`.
  var wholeNanoseconds: Int64 {
    let (seconds, attoseconds) = components
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    guard !overflow else { return seconds < 0 ? .min : .max }
    let (total, sumOverflow) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
    guard !sumOverflow else { return seconds < 0 ? .min : .max }
    return total
  }
}
