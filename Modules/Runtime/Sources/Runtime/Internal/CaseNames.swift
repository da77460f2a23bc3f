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
  return records.caseNames ?? []
}
