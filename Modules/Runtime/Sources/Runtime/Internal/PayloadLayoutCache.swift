/// How a case path reads the payload of one enum case as a given type.
enum PayloadLayout: Sendable {
  /// The case's payload is not of the requested type, so the path cannot match it.
  case mismatch
  /// The payload has the requested type and is stored inline: project it from the metadata.
  case inline
  /// The payload has the requested type but is boxed or existential: read it with `Mirror`.
  case reflected
}

/// Remembers, per enum type, case tag and payload type, how to read a payload.
///
/// The first extraction of a case learns its layout with `Mirror`; every later one is a lookup.
final class PayloadLayoutCache: Sendable {
  static let shared = PayloadLayoutCache()

  struct Key: Hashable {
    let root: ObjectIdentifier
    let value: ObjectIdentifier
    let tag: UInt32
  }

  let layouts = LockIsolated<[Key: PayloadLayout]>([:])

  func layout<Root, Value>(of _: Value.Type, in root: Root, tag: UInt32) -> PayloadLayout {
    let key = Key(root: ObjectIdentifier(Root.self), value: ObjectIdentifier(Value.self), tag: tag)
    if let known = layouts.withLock({ $0[key] }) { return known }
    let learned = Self.learnLayout(of: Value.self, in: root, tag: tag)
    layouts.withLock { $0[key] = learned }
    return learned
  }

  static func learnLayout<Root, Value>(
    of _: Value.Type, in root: Root, tag: UInt32
  ) -> PayloadLayout {
    guard let payload = Mirror(reflecting: root).children.first?.value, payload is Value else {
      return .mismatch
    }
    let valueKind = TypeKind(Value.self)
    if valueKind == .existential { return .reflected }
    guard valueKind == .class || TypeKind.sameLayout(type(of: payload), Value.self) else {
      return .mismatch
    }
    guard MemoryLayout<Value>.size <= MemoryLayout<Root>.size,
      let metadata = EnumMetadata(Root.self), !metadata.isIndirect(tag: tag)
    else { return .reflected }
    return .inline
  }
}
