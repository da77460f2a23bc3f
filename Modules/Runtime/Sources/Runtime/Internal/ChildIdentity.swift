import Synchronization

/// Tells one child state apart from another, so that an operator can end the effects of a child
/// that was replaced, not only of one that went away.
///
/// Two child states are the same child when they hold the same enum case and, where the state
/// (or that case's payload) is `Identifiable`, the same `id`. Any other difference is a change
/// of the same child, whose effects keep running.
struct ChildIdentity<State>: Sendable {
  /// One child's identity; not nested in the generic type, so that comparing two costs no
  /// generic metadata look-up.
  typealias Value = ChildIdentityValue

  private let metadata: EnumMetadata?
  private let readID: (@Sendable (State) -> AnyHashable)?
  private let payloads = IdentifiablePayloadMemo()

  init() {
    self.metadata = EnumMetadata(State.self)
    if let identifiable = State.self as? any Identifiable.Type {
      self.readID = Self.idReader(identifiable)
    } else {
      self.readID = nil
    }
    self.isTrivial = metadata == nil && readID == nil
  }

  /// The identity of an optional child, `nil` when it is absent.
  func callAsFunction(of state: State?) -> Value? {
    guard let state else { return nil }
    return value(of: state)
  }

  /// Whether all states of the type are the same child: not an enum, not `Identifiable`. Then
  /// only presence matters, and operators skip identities altogether.
  let isTrivial: Bool

  /// Whether going from a child with identity `before` to `after` ends the first child: it went
  /// away or another child took its place.
  func endsChild(_ before: Value?, _ after: Value?) -> Bool {
    before != nil && before != after
  }

  /// The identity of a present child.
  func value(of state: State) -> Value {
    let tag = metadata?.tag(of: state) ?? 0
    if let readID { return Value(tag: tag, id: readID(state)) }
    guard metadata != nil else { return Value(tag: tag, id: nil) }
    return Value(tag: tag, id: payloadID(of: state, tag: tag))
  }

  /// The id of the payload of the case that `state` holds, when that payload is `Identifiable`.
  private func payloadID(of state: State, tag: UInt32) -> AnyHashable? {
    if payloads.hasNoID(tag: tag) { return nil }
    let payload = Mirror(reflecting: state).children.first?.value
    guard let identifiable = payload as? any Identifiable else {
      payloads.rememberNoID(tag: tag)
      return nil
    }
    return Self.id(of: identifiable)
  }

  private static func id<Element: Identifiable>(of element: Element) -> AnyHashable {
    AnyHashable(element.id)
  }

  private static func idReader<Element: Identifiable>(
    _: Element.Type
  ) -> @Sendable (State) -> AnyHashable {
    { state in
      // `State` is `Element`: the caller checked it with a cast of the type.
      withUnsafePointer(to: state) {
        $0.withMemoryRebound(to: Element.self, capacity: 1) { AnyHashable($0.pointee.id) }
      }
    }
  }
}

/// The identity of one child state: its enum case tag (`0` for a struct) and its `id`, if any.
struct ChildIdentityValue: Hashable {
  let tag: UInt32
  let id: AnyHashable?
}

/// The case tags, below 64, whose payload was seen not to be `Identifiable`, so that reading a
/// child's identity skips reflection for them.
final class IdentifiablePayloadMemo: Sendable {
  private static let capacity: UInt32 = 64
  private let bits = Atomic<UInt64>(0)

  func hasNoID(tag: UInt32) -> Bool {
    tag < Self.capacity && bits.load(ordering: .relaxed) & (1 << UInt64(tag)) != 0
  }

  func rememberNoID(tag: UInt32) {
    guard tag < Self.capacity else { return }
    bits.bitwiseOr(1 << UInt64(tag), ordering: .relaxed)
  }
}
