/// The kind of a type as the Swift runtime records it in the type's metadata.
enum TypeKind: Equatable {
  case `class`
  case tuple
  case existential
  case other

  static let tupleKind = 0x301
  static let existentialKinds: Set<Int> = [0x303, 0x306]
  static let nonClassKindFloor = 0x200
  static let isaPointerFloor = 0x800

  init(_ type: Any.Type) {
    let kind = unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: Int.self)
    switch kind {
    case Self.tupleKind: self = .tuple
    case let kind where Self.existentialKinds.contains(kind): self = .existential
    case let kind where kind < Self.nonClassKindFloor || kind >= Self.isaPointerFloor: self = .class
    default: self = .other
    }
  }

  /// Whether two types are the same, treating tuples that differ only in labels as equal.
  static func sameLayout(_ lhs: Any.Type, _ rhs: Any.Type) -> Bool {
    if lhs == rhs { return true }
    guard TypeKind(lhs) == .tuple, TypeKind(rhs) == .tuple else { return false }
    let left = unsafeBitCast(lhs, to: UnsafeRawPointer.self)
    let right = unsafeBitCast(rhs, to: UnsafeRawPointer.self)
    let count = left.load(fromByteOffset: 8, as: Int.self)
    guard count == right.load(fromByteOffset: 8, as: Int.self) else { return false }
    let elementsOffset = 24
    let elementStride = 16
    for index in 0..<count {
      let offset = elementsOffset + index * elementStride
      let leftElement = left.load(fromByteOffset: offset, as: UnsafeRawPointer.self)
      let rightElement = right.load(fromByteOffset: offset, as: UnsafeRawPointer.self)
      guard leftElement == rightElement else { return false }
    }
    return true
  }
}
