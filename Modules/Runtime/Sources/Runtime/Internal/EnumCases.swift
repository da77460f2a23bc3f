/// The cases of an enum, learned once per type from its metadata, and the case a value holds
/// with its payload, read without `Mirror`.
///
/// `Mirror` looks the payload's type up by its mangled name every time it reads an enum's
/// payload; a transcript reads one for every level of every action it prints. A case whose
/// payload is boxed (`indirect`) or of an existential type is not read here: ``case(of:)``
/// returns `nil` for it, and callers read it through `Mirror` as before. Neither is an enum
/// with a custom mirror, except `Optional`, whose mirror shows its wrapped value.
struct EnumCases: @unchecked Sendable {
  // Unchecked: it holds the metadata reader's pointers to immutable metadata, and types.

  /// One case: its name, and its payload's type and whether it is stored inline.
  private struct Case {
    let name: String
    let payload: Any.Type?
    let isReadable: Bool
  }

  /// The enum type the cases are of.
  private let type: Any.Type
  private let metadata: EnumMetadata
  /// The cases in tag order: payload cases first.
  private let cases: [Case]
  /// Whether the type is `Optional`.
  let isOptional: Bool

  /// The cases of `type`, or `nil` when its values must be read through `Mirror`.
  static func of(_ type: Any.Type) -> EnumCases? {
    cache.element(at: ObjectIdentifier(type)) { read(type) }
  }

  /// The name of the case `value` holds and its payload (`nil` for a case without one); `nil`
  /// when it must be read through `Mirror`, or `value` does not hold its value directly (an
  /// `Any` boxing another existential).
  func `case`(of value: Any) -> (name: String, payload: Any?)? {
    func read<Root>(_ root: Root) -> (name: String, payload: Any?)? {
      guard Root.self == type else { return nil }
      let tag = Int(metadata.tag(of: root))
      guard cases.indices.contains(tag), cases[tag].isReadable else { return nil }
      guard let payload = cases[tag].payload else { return (cases[tag].name, nil) }
      func project<Payload>(_: Payload.Type) -> Any {
        metadata.projectPayload(of: root, as: Payload.self)
      }
      return (cases[tag].name, project(payload))
    }
    return read(value)
  }

  /// The types read so far, with their cases or `nil`.
  private static let cache = LockIsolated<[ObjectIdentifier: EnumCases?]>([:])

  private static func read(_ type: Any.Type) -> EnumCases? {
    let raw = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let isOptional = raw.load(as: Int.self) == ABI.MetadataKind.optional
    guard let metadata = EnumMetadata(type), isOptional || !(type is any CustomReflectable.Type)
    else { return nil }
    let payloads = casePayloads(of: type)
    guard !payloads.isEmpty else { return nil }
    let payloadCaseCount = raw.load(as: ABI.EnumMetadataHeader.self).description
      .load(as: ABI.EnumDescriptor.self).payloadCases
    let cases = payloads.indices.map { tag in
      let payload = payloads[tag].payload
      // A payload case whose type the runtime could not resolve reads as one without.
      let hasItsPayload = (payload != nil) == (tag < payloadCaseCount)
      let isInline =
        (payload.map { TypeKind($0) != .existential } ?? true)
        && !metadata.isIndirect(tag: UInt32(tag))
      return Case(name: payloads[tag].name, payload: payload, isReadable: hasItsPayload && isInline)
    }
    return EnumCases(type: type, metadata: metadata, cases: cases, isOptional: isOptional)
  }
}
