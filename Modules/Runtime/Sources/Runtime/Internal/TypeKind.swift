/// The kind of a type as the Swift runtime records it in the type's metadata (see ``ABI``).
enum TypeKind: Equatable {
  case `class`
  case tuple
  case existential
  case other

  init(_ type: Any.Type) {
    let kind = unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: Int.self)
    switch kind {
    case ABI.MetadataKind.tuple: self = .tuple
    case ABI.MetadataKind.existential, ABI.MetadataKind.existentialMetatype,
      ABI.MetadataKind.extendedExistential:
      self = .existential
    case let kind where kind < ABI.MetadataKind.nonClassFloor:
      self = .class
    case let kind where kind >= ABI.MetadataKind.isaPointerFloor:
      self = .class
    default: self = .other
    }
  }

  /// Whether two types are the same, treating tuples that differ only in labels as equal.
  static func sameLayout(_ lhs: Any.Type, _ rhs: Any.Type) -> Bool {
    if lhs == rhs { return true }
    guard TypeKind(lhs) == .tuple, TypeKind(rhs) == .tuple else { return false }
    let left = unsafeBitCast(lhs, to: UnsafeRawPointer.self)
    let right = unsafeBitCast(rhs, to: UnsafeRawPointer.self)
    let count = left.load(as: ABI.TupleMetadataHeader.self).numElements
    guard count == right.load(as: ABI.TupleMetadataHeader.self).numElements else { return false }
    let leftElements = left + MemoryLayout<ABI.TupleMetadataHeader>.size
    let rightElements = right + MemoryLayout<ABI.TupleMetadataHeader>.size
    for index in 0..<count {
      let offset = index * MemoryLayout<ABI.TupleElement>.stride
      let leftElement = (leftElements + offset).load(as: ABI.TupleElement.self)
      let rightElement = (rightElements + offset).load(as: ABI.TupleElement.self)
      guard leftElement.type == rightElement.type else { return false }
    }
    return true
  }
}
