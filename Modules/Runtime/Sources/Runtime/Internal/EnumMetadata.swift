/// Reads the Swift runtime's metadata for an enum type so that case paths can find a value's case
/// and project its payload without `Mirror`.
///
/// The layouts used here are the stable Swift ABI on 64-bit platforms: a type's value witness
/// table sits one word before its metadata, the enum witnesses follow the common witnesses, and an
/// enum's nominal type descriptor points at its field records (payload cases first, in tag order).
struct EnumMetadata: @unchecked Sendable {
  // Unchecked: it only holds pointers to the immutable metadata of a type.

  typealias GetTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  typealias ProjectPayload = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void

  static let enumKind = 0x201
  static let optionalKind = 0x202
  static let hasEnumWitnessesFlag: UInt32 = 0x0020_0000
  static let indirectCaseFlag: UInt32 = 0x1

  let metadata: UnsafeRawPointer
  let witnesses: UnsafeRawPointer

  /// Creates the metadata view for `type`, or returns `nil` when `type` is not an enum.
  init?(_ type: Any.Type) {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let kind = metadata.load(as: Int.self)
    guard kind == Self.enumKind || kind == Self.optionalKind else { return nil }
    let witnesses = metadata.load(
      fromByteOffset: -MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
    let flags = witnesses.load(fromByteOffset: 80, as: UInt32.self)
    guard flags & Self.hasEnumWitnessesFlag != 0 else { return nil }
    self.metadata = metadata
    self.witnesses = witnesses
  }

  /// The tag of the case that `value` holds: payload cases first, in declaration order.
  func tag<Root>(of value: Root) -> UInt32 {
    let getTag = unsafeBitCast(
      witnesses.load(fromByteOffset: 88, as: UnsafeRawPointer.self), to: GetTag.self)
    return withUnsafePointer(to: value) { getTag(UnsafeRawPointer($0), metadata) }
  }

  /// Whether the payload of the case with `tag` is stored out of line in a box (`indirect`).
  func isIndirect(tag: UInt32) -> Bool {
    let descriptor = metadata.load(fromByteOffset: 8, as: UnsafeRawPointer.self)
    guard let fields = Self.relativePointer(at: descriptor + 16) else { return true }
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let recordCount = fields.load(fromByteOffset: 12, as: UInt32.self)
    guard tag < recordCount, recordSize >= 12 else { return true }
    let record = fields + 16 + Int(tag) * recordSize
    return record.load(as: UInt32.self) & Self.indirectCaseFlag != 0
  }

  /// Copies the payload out of `root`, which must hold a case whose payload type is `Value` and
  /// is stored inline.
  func projectPayload<Root, Value>(of root: Root, as _: Value.Type) -> Value {
    let project = unsafeBitCast(
      witnesses.load(fromByteOffset: 96, as: UnsafeRawPointer.self), to: ProjectPayload.self
    )
    return withUnsafeTemporaryAllocation(of: Root.self, capacity: 1) { buffer in
      let base = buffer.baseAddress.unsafelyUnwrapped
      base.initialize(to: root)
      let raw = UnsafeMutableRawPointer(base)
      project(raw, metadata)
      return raw.bindMemory(to: Value.self, capacity: 1).move()
    }
  }

  static func relativePointer(at address: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = address.load(as: Int32.self)
    guard offset != 0 else { return nil }
    return address + Int(offset)
  }
}
