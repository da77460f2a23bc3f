import Synchronization

/// Reads the Swift runtime's metadata for an enum type so that case paths can find a value's case
/// and project its payload without `Mirror`.
///
/// The layouts it reads are the stable Swift ABI on 64-bit platforms, named in ``ABI`` after the
/// documents that define them:
/// - https://github.com/swiftlang/swift/blob/main/docs/ABI/TypeMetadata.rst (metadata kinds, the
///   value witness table one word before the metadata, the enum metadata's description)
/// - https://github.com/swiftlang/swift/blob/main/docs/ABI/TypeLayout.rst (value witnesses)
/// - `include/swift/ABI/Metadata.h` and `include/swift/RemoteInspection/Records.h` in the same
///   repository (context descriptors, field descriptors and field records)
///
/// Anything that does not match those layouts makes the initializer fail, so callers fall back
/// to `Mirror`; debug builds also stop there, so that a new layout is noticed, not misread.
struct EnumMetadata: @unchecked Sendable {
  // Unchecked: it only holds pointers to the immutable metadata of a type.

  // Two pointers only: operators and case paths keep a copy, and copy it on every action.
  let metadata: UnsafeRawPointer
  let witnesses: UnsafePointer<ABI.EnumValueWitnessTable>

  /// Creates the metadata view for `type`, or returns `nil` when `type` is not an enum whose
  /// layout this reader understands.
  init?(_ type: Any.Type) {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let kind = metadata.load(as: Int.self)
    guard kind == ABI.MetadataKind.enum || kind == ABI.MetadataKind.optional else { return nil }
    let table = metadata.load(
      fromByteOffset: -MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
    let common = table.load(as: ABI.ValueWitnessTable.self)
    guard common.flags & ABI.ValueWitnessTable.hasEnumWitnesses != 0 else {
      Self.notUnderstood(type, "its value witness table has no enum witnesses")
      return nil
    }
    if let fieldRecords = ABI.FieldRecords(enumMetadata: metadata), !fieldRecords.isWellFormed {
      Self.notUnderstood(type, "its field records do not match its case counts")
      return nil
    }
    self.metadata = metadata
    self.witnesses = table.assumingMemoryBound(to: ABI.EnumValueWitnessTable.self)
  }

  /// Stops a debug build at a layout the reader does not understand; a release build falls back
  /// to the slow, safe path.
  private static func notUnderstood(_ type: Any.Type, _ reason: String) {
    assertionFailure("EnumMetadata cannot read \(type): \(reason).")
  }

  /// The tag of the case that `value` holds: payload cases first, in declaration order.
  func tag<Root>(of value: Root) -> UInt32 {
    withUnsafePointer(to: value) { witnesses.pointee.getEnumTag(UnsafeRawPointer($0), metadata) }
  }

  /// Whether the payload of the case with `tag` is stored out of line in a box (`indirect`).
  ///
  /// A case the records do not describe counts as boxed, which sends callers to `Mirror`.
  func isIndirect(tag: UInt32) -> Bool {
    ABI.FieldRecords(enumMetadata: metadata)?.isIndirect(tag: tag) ?? true
  }

  /// Copies the payload out of `root`, which must hold a case whose payload type is `Value` and
  /// is stored inline.
  func projectPayload<Root, Value>(of root: Root, as _: Value.Type) -> Value {
    withUnsafeTemporaryAllocation(of: Root.self, capacity: 1) { buffer in
      let base = buffer.baseAddress.unsafelyUnwrapped
      base.initialize(to: root)
      let raw = UnsafeMutableRawPointer(base)
      witnesses.pointee.destructiveProjectEnumData(raw, metadata)
      return raw.bindMemory(to: Value.self, capacity: 1).move()
    }
  }
}

/// The parts of the Swift runtime's metadata layouts that ``EnumMetadata`` and ``TypeKind``
/// read, one type or constant per documented layout.
enum ABI {
  /// Metadata kinds: the first word of a type's metadata (TypeMetadata.rst, "Common Metadata
  /// Layout"; `MetadataKind.def`).
  enum MetadataKind {
    static let `struct` = 0x200
    static let `enum` = 0x201
    static let optional = 0x202
    static let tuple = 0x301
    static let existential = 0x303
    static let extendedExistential = 0x307
    static let existentialMetatype = 0x306
    /// Kinds below this are a class's isa pointer; non-class kinds have this bit set.
    static let nonClassFloor = 0x200
    /// Kinds at or above this are a class's isa pointer too (the kind space ends below it).
    static let isaPointerFloor = 0x800
  }

  /// The value witness table common to every type (TypeLayout.rst, "Value Witness Table").
  struct ValueWitnessTable {
    /// `flags` bit: the table continues with ``EnumValueWitnessTable``'s enum witnesses.
    static let hasEnumWitnesses: UInt32 = 0x0020_0000

    var initializeBufferWithCopyOfBuffer: UnsafeRawPointer
    var destroy: UnsafeRawPointer
    var initializeWithCopy: UnsafeRawPointer
    var assignWithCopy: UnsafeRawPointer
    var initializeWithTake: UnsafeRawPointer
    var assignWithTake: UnsafeRawPointer
    var getEnumTagSinglePayload: UnsafeRawPointer
    var storeEnumTagSinglePayload: UnsafeRawPointer
    var size: Int
    var stride: Int
    var flags: UInt32
    var extraInhabitantCount: UInt32
  }

  /// The value witness table of an enum: the common witnesses, then the enum witnesses.
  struct EnumValueWitnessTable {
    typealias GetEnumTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
    typealias DestructiveProjectEnumData =
      @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void

    var common: ValueWitnessTable
    var getEnumTag: GetEnumTag
    var destructiveProjectEnumData: DestructiveProjectEnumData
    var destructiveInjectEnumTag: UnsafeRawPointer
  }

  /// The start of an enum's metadata: its kind, then its nominal type descriptor.
  struct EnumMetadataHeader {
    var kind: Int
    var description: UnsafeRawPointer
  }

  /// The start of an enum's context descriptor (`TargetEnumDescriptor` in Metadata.h); the
  /// pointers are 32-bit offsets relative to their own address.
  struct EnumDescriptor {
    var flags: UInt32
    var parent: Int32
    var name: Int32
    var accessFunction: Int32
    var fields: Int32
    /// The number of payload cases in the low 24 bits.
    var payloadCasesAndPayloadSizeOffset: UInt32
    var emptyCases: UInt32

    var payloadCases: UInt32 { payloadCasesAndPayloadSizeOffset & 0x00FF_FFFF }
  }

  /// The start of a struct's context descriptor (`TargetStructDescriptor` in Metadata.h).
  struct StructDescriptor {
    /// `flags` bit: the type has generic parameters.
    static let isGeneric: UInt32 = 0x80

    var flags: UInt32
    var parent: Int32
    var name: Int32
    var accessFunction: Int32
    var fields: Int32
    var numFields: UInt32
    var fieldOffsetVectorOffset: UInt32
  }

  /// The header of a field descriptor (`FieldDescriptor` in Records.h), followed by its records.
  struct FieldDescriptor {
    var mangledTypeName: Int32
    var superclass: Int32
    var kind: UInt16
    var fieldRecordSize: UInt16
    var numFields: UInt32
  }

  /// One field record (`FieldRecord` in Records.h): for an enum, one case, payload cases first.
  struct FieldRecord {
    /// `flags` bit: the case's payload is boxed (`indirect`).
    static let isIndirectCase: UInt32 = 0x1

    var flags: UInt32
    var mangledTypeName: Int32
    var fieldName: Int32
  }

  /// An enum's field records, read through its metadata.
  struct FieldRecords {
    let records: UnsafeRawPointer
    let recordSize: Int
    let count: UInt32
    let expectedCount: UInt32

    /// Reads the records of the enum whose metadata starts at `enumMetadata`, or `nil` when the
    /// type has no field descriptor (its reflection metadata was stripped).
    init?(enumMetadata: UnsafeRawPointer) {
      let description = enumMetadata.load(as: EnumMetadataHeader.self).description
      let descriptor = description.load(as: EnumDescriptor.self)
      self.init(
        typeDescriptor: description,
        fieldsOffset: MemoryLayout<EnumDescriptor>.offset(of: \.fields).unsafelyUnwrapped,
        expectedCount: descriptor.payloadCases + descriptor.emptyCases)
    }

    /// Reads the records of the non-generic struct whose metadata starts at `structMetadata`: one
    /// per stored property. `nil` for a generic struct (its field types need generic arguments
    /// this reader does not locate) or one without a field descriptor.
    init?(structMetadata: UnsafeRawPointer) {
      // A struct's metadata starts like an enum's: its kind, then its descriptor.
      let description = structMetadata.load(as: EnumMetadataHeader.self).description
      let descriptor = description.load(as: StructDescriptor.self)
      guard descriptor.flags & StructDescriptor.isGeneric == 0 else { return nil }
      self.init(
        typeDescriptor: description,
        fieldsOffset: MemoryLayout<StructDescriptor>.offset(of: \.fields).unsafelyUnwrapped,
        expectedCount: descriptor.numFields)
    }

    /// Reads the field descriptor that the type descriptor at `typeDescriptor` points to from
    /// `fieldsOffset`, expecting `expectedCount` records.
    private init?(typeDescriptor: UnsafeRawPointer, fieldsOffset: Int, expectedCount: UInt32) {
      guard let fields = ABI.relativePointer(at: typeDescriptor + fieldsOffset) else {
        return nil
      }
      let fieldDescriptor = fields.load(as: FieldDescriptor.self)
      self.records = fields + MemoryLayout<FieldDescriptor>.size
      self.recordSize = Int(fieldDescriptor.fieldRecordSize)
      self.count = fieldDescriptor.numFields
      self.expectedCount = expectedCount
    }

    /// Whether the records have the documented size and one record per case.
    var isWellFormed: Bool {
      recordSize >= MemoryLayout<FieldRecord>.size && count == expectedCount
    }

    func isIndirect(tag: UInt32) -> Bool? {
      guard isWellFormed, tag < count else { return nil }
      let record = (records + Int(tag) * recordSize).load(as: FieldRecord.self)
      return record.flags & FieldRecord.isIndirectCase != 0
    }

    /// The names of the cases (payload cases first) or stored properties; `nil` when the records
    /// are not well formed.
    var names: [String]? {
      guard isWellFormed else { return nil }
      let nameOffset = MemoryLayout<FieldRecord>.offset(of: \.fieldName).unsafelyUnwrapped
      return (0..<Int(count)).map { index in
        guard let name = ABI.relativePointer(at: records + index * recordSize + nameOffset) else {
          return ""
        }
        return String(cString: name.assumingMemoryBound(to: CChar.self))
      }
    }
  }

  /// The start of a tuple's metadata (TypeMetadata.rst, "Tuple Metadata"), followed by one
  /// ``TupleElement`` per element.
  struct TupleMetadataHeader {
    var kind: Int
    var numElements: Int
    var labels: UnsafeRawPointer?
  }

  /// One element of a tuple's metadata: its type and its offset in the tuple.
  struct TupleElement {
    var type: UnsafeRawPointer
    var offset: Int
  }

  /// Resolves a 32-bit offset relative to its own address; `nil` for a zero (absent) offset.
  static func relativePointer(at address: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = address.load(as: Int32.self)
    guard offset != 0 else { return nil }
    return address + Int(offset)
  }
}

/// The kind of a type as the Swift runtime records it in the type's metadata (see ``ABI``).
enum TypeKind: Equatable {
  case `class`
  case `struct`
  case tuple
  case existential
  case other

  init(_ type: Any.Type) {
    let kind = unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: Int.self)
    switch kind {
    case ABI.MetadataKind.struct: self = .struct
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
    return layouts.element(at: key) { Self.learnLayout(of: Value.self, in: root, tag: tag) }
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

/// The payload layouts one case path has already looked up, for the first 32 case tags of its
/// enum, in a single atomic word: two bits a tag.
///
/// Case paths live as long as the store that built them, so after the first action of each case
/// an extraction needs no lock and no hashing.
final class PayloadLayoutMemo: Sendable {
  private static let capacity: UInt32 = 32
  private let bits = Atomic<UInt64>(0)

  func layout(forTag tag: UInt32) -> PayloadLayout? {
    guard tag < Self.capacity else { return nil }
    let code = (bits.load(ordering: .relaxed) >> (UInt64(tag) * 2)) & 0b11
    switch code {
    case 1: return .mismatch
    case 2: return .inline
    case 3: return .reflected
    default: return nil
    }
  }

  /// Stores `layout` for `tag` and returns it.
  func remember(_ layout: PayloadLayout, forTag tag: UInt32) -> PayloadLayout {
    guard tag < Self.capacity else { return layout }
    let code: UInt64
    switch layout {
    case .mismatch: code = 1
    case .inline: code = 2
    case .reflected: code = 3
    }
    bits.bitwiseOr(code << (UInt64(tag) * 2), ordering: .relaxed)
    return layout
  }
}

/// An enum case tag remembered once it was first seen: the case an `ifCaseLet` runs its child
/// for, or the case a case path's `embed` builds, so that checking a value's case is a tag
/// comparison.
final class CaseTagMemo: Sendable {
  private let storedTag = Atomic<UInt64>(0)

  /// The remembered tag, or `nil` before the child's case was first seen.
  var tag: UInt32? {
    let stored = storedTag.load(ordering: .relaxed)
    return stored == 0 ? nil : UInt32(stored - 1)
  }

  func remember(_ tag: UInt32) {
    storedTag.store(UInt64(tag) + 1, ordering: .relaxed)
  }
}

// MARK: - Preview registrations

/// Finds the ``PreviewRegistration`` types in the loaded images.
///
/// The layouts read are those of `include/swift/Runtime/ImageInspection.h`'s
/// `MetadataSections` and `include/swift/ABI/Metadata.h`'s type metadata records and type context
/// descriptors (https://github.com/swiftlang/swift); platforms without the function (Darwin)
/// find nothing.
enum PreviewDiscovery {
  static func registrations() -> [any PreviewRegistration.Type] {
    #if os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD) || os(Windows)
      let found = Found()
      withExtendedLifetime(found) {
        swift_enumerateAllMetadataSections(
          visitImage, Unmanaged.passUnretained(found).toOpaque())
      }
      return found.types
    #else
      return []
    #endif
  }

  /// The registration types found so far, as the enumeration's context.
  private final class Found {
    var types: [any PreviewRegistration.Type] = []
  }

  /// Finds the registrations in one image's type metadata records; `false` would stop.
  private static let visitImage:
    @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer) -> Bool = { sections, context in
      let found = Unmanaged<Found>.fromOpaque(context).takeUnretainedValue()
      // `MetadataSections`: version, base address and two unused words, then one (start, length)
      // range per section: protocols, conformances, type metadata, ...
      let typeMetadata = sections.advanced(by: 4 * wordSize + 2 * rangeSize)
      let length = typeMetadata.load(fromByteOffset: wordSize, as: Int.self)
      if let start = UnsafeRawPointer(bitPattern: typeMetadata.load(as: UInt.self)) {
        for offset in stride(from: 0, to: length, by: 4) {
          if let type = registration(at: start.advanced(by: offset)) {
            found.types.append(type)
          }
        }
      }
      return true
    }

  private static let wordSize = MemoryLayout<UInt>.size
  private static let rangeSize = 2 * MemoryLayout<UInt>.size

  /// The registration type of the type metadata record at `record`, if it is one.
  private static func registration(at record: UnsafeRawPointer) -> (any PreviewRegistration.Type)? {
    // A 32-bit relative pointer whose two low bits say how it refers to the descriptor.
    let value = Int(record.load(as: Int32.self))
    let target = record.advanced(by: value & ~3)
    let descriptor: UnsafeRawPointer
    switch value & 3 {
    case 0: descriptor = target
    case 1:
      guard let indirect = target.load(as: UnsafeRawPointer?.self) else { return nil }
      descriptor = indirect
    default: return nil  // Objective-C class names
    }
    // A type context descriptor: flags, parent, name, metadata access function.
    let flags = descriptor.load(as: UInt32.self)
    let kind = flags & 0x1F
    let isGeneric = flags & 0x80 != 0
    guard (16...18).contains(kind), !isGeneric else { return nil }
    let name = String(cString: relative(descriptor, at: 8).assumingMemoryBound(to: CChar.self))
    guard name.hasPrefix("$"), name.contains("Preview") else { return nil }
    let accessor = unsafeBitCast(relative(descriptor, at: 12), to: MetadataAccessor.self)
    let metadata = accessor(0)
    return unsafeBitCast(metadata, to: Any.Type.self) as? any PreviewRegistration.Type
  }

  /// The address a 32-bit relative pointer at `offset` in `base` points to.
  private static func relative(_ base: UnsafeRawPointer, at offset: Int) -> UnsafeRawPointer {
    let field = base.advanced(by: offset)
    return field.advanced(by: Int(field.load(as: Int32.self)))
  }

  /// A non-generic type's metadata access function, given a metadata request (0: complete); it
  /// returns the metadata first.
  private typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer
}

#if os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD) || os(Windows)
  /// Calls `body` with each loaded image's `MetadataSections` until it returns `false`.
  @_silgen_name("swift_enumerateAllMetadataSections")
  private func swift_enumerateAllMetadataSections(
    _ body:
      @convention(c) (
        _ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer
      ) -> Bool,
    _ context: UnsafeMutableRawPointer
  )
#endif
