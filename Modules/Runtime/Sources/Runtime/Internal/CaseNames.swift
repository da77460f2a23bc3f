/// The names of the cases of enum type `type`, payload cases first, read from the Swift
/// runtime's reflection metadata; empty when `type` is no enum or its metadata was stripped.
///
/// ```swift
/// enum Action { case tapped(Int), reset }
/// caseNames(of: Action.self)   // ["tapped", "reset"]
/// ```
package func caseNames(of type: Any.Type) -> [String] {
  guard EnumMetadata(type) != nil,
    let records = ABI.FieldRecords(
      enumMetadata: unsafeBitCast(type, to: UnsafeRawPointer.self))
  else { return [] }
  return records.names ?? []
}

/// The names of the cases of enum type `root` whose payload has type `payload` (tuples that
/// differ only in labels count as the same); empty when `root` is no enum or no case has it.
///
/// ```swift
/// enum Action { case row(id: Int, action: Row.Action), reset }
/// caseNames(of: Action.self, payload: (Int, Row.Action).self)   // ["row"]
/// ```
func caseNames(of root: Any.Type, payload: Any.Type) -> [String] {
  casePayloads(of: root).filter { _, type in type.map { TypeKind.sameLayout($0, payload) } ?? false
  }
  .map(\.name)
}

/// The cases of enum type `root` with their payload types (`nil` for a case without one);
/// empty when `root` is no enum or its metadata was stripped.
package func casePayloads(of root: Any.Type) -> [(name: String, payload: Any.Type?)] {
  let metadata = unsafeBitCast(root, to: UnsafeRawPointer.self)
  // Only the field records are read, so any enum will do, even one whose layout case paths
  // could not use.
  let kind = metadata.load(as: Int.self)
  guard kind == ABI.MetadataKind.enum || kind == ABI.MetadataKind.optional,
    let records = ABI.FieldRecords(enumMetadata: metadata), let names = records.names
  else { return [] }
  return names.indices.map { (names[$0], records.fieldType(at: $0, metadata: metadata)) }
}

extension ABI.FieldRecords {
  /// The payload type of the case, or the type of the stored property, at `index`, resolved by
  /// the Swift runtime from the record's mangled name in the type's generic context; `nil` for
  /// a case without a payload.
  func fieldType(at index: Int, metadata: UnsafeRawPointer) -> Any.Type? {
    guard isWellFormed, index < count else { return nil }
    let typeOffset = MemoryLayout<ABI.FieldRecord>.offset(of: \.mangledTypeName).unsafelyUnwrapped
    guard let name = ABI.relativePointer(at: records + index * recordSize + typeOffset) else {
      return nil
    }
    let bytes = name.assumingMemoryBound(to: UInt8.self)
    let header = metadata.load(as: ABI.EnumMetadataHeader.self)
    return _getTypeByMangledNameInContext(
      bytes, UInt(Self.mangledNameLength(bytes)), genericContext: header.description,
      genericArguments: metadata + MemoryLayout<ABI.EnumMetadataHeader>.size)
  }

  /// The length of a mangled name, whose symbolic references (a control byte and a 4-byte
  /// relative or pointer-sized absolute reference) may contain zero bytes.
  static func mangledNameLength(_ name: UnsafePointer<UInt8>) -> Int {
    var length = 0
    while name[length] != 0 {
      switch name[length] {
      case 0x01...0x17: length += 1 + 4
      case 0x18...0x1F: length += 1 + MemoryLayout<UnsafeRawPointer>.size
      default: length += 1
      }
    }
    return length
  }
}

/// The name of the one stored property of struct type `root` whose type is `type`; `nil` when
/// `root` is no non-generic struct, or no property or more than one has that type.
///
/// ```swift
/// struct State { @PresentationState var alert: AlertState<Alert>? }
/// storedPropertyName(of: State.self, type: PresentationState<AlertState<Alert>>.self)  // "_alert"
/// ```
func storedPropertyName(of root: Any.Type, type: Any.Type) -> String? {
  let metadata = unsafeBitCast(root, to: UnsafeRawPointer.self)
  guard metadata.load(as: Int.self) == ABI.MetadataKind.struct,
    let records = ABI.FieldRecords(structMetadata: metadata), let names = records.names
  else { return nil }
  let matches = names.indices.filter { records.fieldType(at: $0, metadata: metadata) == type }
  return matches.count == 1 ? names[matches[0]] : nil
}
