@_spi(Reflection) import Swift

/// The fields of a struct as its author wrote them, read straight from a value's memory at
/// offsets found once per type.
///
/// `Mirror` looks each field's type up by its mangled name every time it reads a field, which
/// made reading the fields most of the cost of a transcript's dumps (BENCHMARKS.md, "Dumps
/// without `Mirror`"). Only a struct whose layout makes reading at offsets safe has stored
/// fields here: ``of(_:)`` returns `nil` for anything else (a class, an enum, a type with a
/// custom mirror, a field held `weak` or `unowned`, a field of a function or existential type),
/// and callers read such values through `Mirror` as before.
///
/// The field names, offsets and types come from the standard library's reflection functions
/// (`_forEachField(of:)`), which read the same field records `Mirror` reads.
struct StoredFields: @unchecked Sendable {
  /// One field: the label a dump shows and where the value is stored.
  private struct Field {
    let label: String
    let offset: Int
    let type: Any.Type
  }

  /// The struct type the fields are of.
  private let type: Any.Type
  private let fields: [Field]

  /// The stored fields of `type`, or `nil` when its values must be read through `Mirror`.
  static func of(_ type: Any.Type) -> StoredFields? {
    cache.element(at: ObjectIdentifier(type)) { read(type) }
  }

  /// The field values of `value`, with the labels ``Swift/Mirror/writtenChildren`` gives; `nil`
  /// when `value` does not hold its value directly (an `Any` that boxes another existential,
  /// as a generic function's `Any` argument may), which `Mirror` looks through.
  func children(of value: Any) -> [Mirror.Child]? {
    func read<Root>(_ root: Root) -> [Mirror.Child]? {
      guard Root.self == type else { return nil }
      return withUnsafeBytes(of: root) { bytes in
        fields.map { field in
          func load<Value>(_: Value.Type) -> Any {
            bytes.load(fromByteOffset: field.offset, as: Value.self)
          }
          return (field.label, load(field.type))
        }
      }
    }
    return read(value)
  }

  /// The types read so far, with their fields or `nil`.
  private static let cache = LockIsolated<[ObjectIdentifier: StoredFields?]>([:])

  private static func read(_ type: Any.Type) -> StoredFields? {
    guard TypeKind(type) == .struct, !(type is any CustomReflectable.Type) else { return nil }
    func everyFieldIsStrong<Root>(_: Root.Type) -> Bool {
      // Key paths are made only for fields held strongly and not of a function type.
      _forEachFieldWithKeyPath(of: Root.self) { _, _ in true }
    }
    guard everyFieldIsStrong(type) else { return nil }
    var fields: [Field] = []
    let complete = _forEachField(of: type) { name, offset, fieldType, kind in
      guard Self.loadableKinds.contains(kind) else { return false }
      fields.append(Field(label: String(cString: name), offset: offset, type: fieldType))
      return true
    }
    guard complete else { return nil }
    return StoredFields(type: type, fields: written(fields))
  }

  /// The kinds of field whose stored bytes are a value of the field's type, as `Mirror` would
  /// give it: not an existential, whose value a mirror opens, nor a function or a builtin.
  private static let loadableKinds: Set<_MetadataKind> = [
    .class, .struct, .enum, .optional, .foreignClass, .tuple, .metatype,
  ]

  /// The fields as ``Swift/Mirror/writtenChildren`` lists them: an `@ObservableState` struct
  /// without its registrar, and with its tracked fields' storage under their own names.
  private static func written(_ fields: [Field]) -> [Field] {
    guard fields.contains(where: { $0.type == ObservationStateRegistrar.self }) else {
      return fields
    }
    return fields.compactMap { field in
      guard field.type != ObservationStateRegistrar.self else { return nil }
      return Field(
        label: Mirror.writtenLabel(field.label, ofFieldOf: field.type), offset: field.offset,
        type: field.type)
    }
  }
}
