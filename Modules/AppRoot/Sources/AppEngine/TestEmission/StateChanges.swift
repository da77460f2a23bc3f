import Runtime

/// Writes the statements that turn one state into another the way a `TestStore` assertion
/// spells them: `$0.search.searchQuery = "Seoul"`.
///
/// Only what changed is written, as deep as a writable path reaches:
/// - a struct's changed fields one by one, through a property wrapper to its value
///   (`$0.destination` for `@PresentationState var destination`), and a shared value once,
///   through its first holder that can change it (`$0.$displayName.withLock { $0 = "Blob" }`);
/// - an enum that stays in its case through `$0.modify(\.loggedIn) { ... }` when it is
///   `CasePathable`, else `XCTModify(&$0, case: /State.loggedIn) { ... }`;
/// - an identified array's elements by ID (`$0.favorites[id: id]?.nickname = "Home"`), and
///   the elements it gained or lost with `append` and `remove(id:)`;
/// - anything else as a new value, followed by the fields its expression could not carry
///   (a secret's text, which JSON keeps masked).
///
/// ```swift
/// try StateChanges.statements(at: "$0", from: before, to: after, writer: SwiftExpression())
/// // ["$0.modify(\\.loggedIn) {", "  $0.search.searchQuery = \"Seoul\"", "}"]
/// ```
struct StateChanges {
  /// A changed value that has no Swift expression.
  struct Unwritable: Error, Equatable {
    /// Where the value is, such as `$0.detail`.
    let path: String
    /// The value's type.
    let type: String
  }

  /// Writes the values.
  let writer: SwiftExpression
  /// The shared values the states hold, as they were when each state was kept: a kept state
  /// holds references to them, which read as they are now. Both states hold the same ones,
  /// as the states of one store do.
  let shared: (before: SharedValues, after: SharedValues)
  /// The paths whose assigned value is being corrected: correcting one of them again would
  /// not end.
  private var correcting: Set<String> = []
  /// The shared values whose change is written already: one holder's statement changes what
  /// every holder sees.
  private var writtenShared: Set<ObjectIdentifier> = []
  /// Whether a shared value changed between the states.
  private let sharedValuesChanged: Bool
  /// Whether the values being compared are equal but for the shared values inside them: only
  /// those are written.
  private var onlySharedChanges = false

  private init(writer: SwiftExpression, shared: (before: SharedValues, after: SharedValues)) {
    self.writer = writer
    self.shared = shared
    sharedValuesChanged = shared.after.values.contains { storage, value in
      shared.before[storage].map { customDump($0) != customDump(value) } ?? false
    }
  }

  /// The statements that change the state at `path` from `before` to `after`; none when they
  /// are equal. `shared` holds the values of the shared values each state holds, as they were
  /// when it was kept; a change of one is written once, through its first holder that can
  /// change all of it: `$0.$displayName.withLock { $0 = "Blobby" }`.
  static func statements(
    at path: String, from before: Any, to after: Any, writer: SwiftExpression,
    shared: (before: SharedValues, after: SharedValues)
  ) throws(Unwritable) -> [String] {
    var changes = StateChanges(writer: writer, shared: shared)
    // Values are written as the later state held them.
    return try shared.after.reading { () throws(Unwritable) in
      try changes.statements(at: path, from: before, to: after)
    }
  }

  private mutating func statements(
    at path: String, from before: Any, to after: Any
  )
    throws(Unwritable) -> [String]
  {
    if !onlySharedChanges, Self.areEqual(before, after) {
      // Equal values may hold a shared value that changed, which both read as it is now.
      guard sharedValuesChanged else { return [] }
      onlySharedChanges = true
      defer { onlySharedChanges = false }
      return try changes(at: path, from: before, to: after)
    }
    return try changes(at: path, from: before, to: after)
  }

  private mutating func changes(
    at path: String, from before: Any, to after: Any
  )
    throws(Unwritable) -> [String]
  {
    if writer.isLiteral(after) { return try assignment(at: path, of: after) }
    if let old = before as? any IdentifiedElements, let new = after as? any IdentifiedElements {
      return try elements(at: path, from: old, to: new)
    }
    let (oldMirror, newMirror) = (Mirror(reflecting: before), Mirror(reflecting: after))
    switch (oldMirror.displayStyle, newMirror.displayStyle) {
    case (.optional, .optional):
      guard let old = oldMirror.children.first?.value, let new = newMirror.children.first?.value
      else { return try assignment(at: path, of: after) }
      if Mirror(reflecting: new).displayStyle == .enum {
        return try enumChanges(at: path, from: old, to: new, isOptional: true)
      }
      return try statements(at: path + "?", from: old, to: new)
    case (.enum, .enum):
      return try enumChanges(at: path, from: before, to: after)
    case (.struct, .struct) where type(of: before) == type(of: after):
      let lines = try fieldChanges(at: path, from: oldMirror, to: newMirror)
      // A struct that differs where its mirror does not show it is written whole.
      return lines.isEmpty ? try assignment(at: path, of: after) : lines
    case (.collection, .collection):
      let (old, new) = (oldMirror.children.map(\.value), newMirror.children.map(\.value))
      guard old.count == new.count else { return try assignment(at: path, of: after) }
      var lines: [String] = []
      for index in old.indices {
        lines += try statements(at: "\(path)[\(index)]", from: old[index], to: new[index])
      }
      return lines
    default:
      return try assignment(at: path, of: after)
    }
  }

  private mutating func fieldChanges(
    at path: String, from old: Mirror, to new: Mirror
  )
    throws(Unwritable) -> [String]
  {
    var lines: [String] = []
    for (oldField, newField) in zip(old.writtenChildren, new.writtenChildren) {
      guard let label = oldField.label else { continue }
      var (name, before, after) = (label, oldField.value, newField.value)
      if label.hasPrefix("_"),
        let old = SharedValueHolders.wrapper(before), let new = SharedValueHolders.wrapper(after)
      {
        lines += try sharedChange(
          at: path + ".$" + label.dropFirst(), from: old.storage, to: new, fallback: (before, after)
        )
        continue
      }
      if label.hasPrefix("_"), let wrapper = before as? any CustomDumpRepresentable,
        let newWrapper = after as? any CustomDumpRepresentable
      {
        // A property wrapper's storage: its wrapped value is what the field reads and writes.
        (name, before, after) = (
          String(label.dropFirst()), wrapper.customDumpValue,
          newWrapper.customDumpValue
        )
      }
      lines += try statements(at: path + "." + name, from: before, to: after)
    }
    return lines
  }

  /// The statement that changes the shared value a field holds, from its value as `before`'s
  /// state held it (`old`) to its value in `new`'s: none when it did not change, when its
  /// change is written already, or when this field cannot change all of it.
  private mutating func sharedChange(
    at path: String, from old: ObjectIdentifier,
    to new: (storage: ObjectIdentifier, isWritable: Bool, holdsAPart: Bool),
    fallback: (before: Any, after: Any)
  ) throws(Unwritable) -> [String] {
    guard new.isWritable, !new.holdsAPart, !writtenShared.contains(new.storage) else { return [] }
    let before: Any? =
      shared.before[old] ?? (fallback.before as? any CustomDumpRepresentable)?.customDumpValue
    let after: Any? =
      shared.after[new.storage] ?? (fallback.after as? any CustomDumpRepresentable)?.customDumpValue
    guard let before, let after else { return [] }
    // Inside the shared value, every change is written, also where the states compared equal.
    let outer = onlySharedChanges
    onlySharedChanges = false
    defer { onlySharedChanges = outer }
    let inner = try statements(at: "$0", from: before, to: after)
    guard !inner.isEmpty else { return [] }
    writtenShared.insert(new.storage)
    return Self.call(path + ".withLock", closure: inner, onOneLine: inner.count == 1)
  }

  /// `call { statements }`, marked `try` when a statement decodes a value from the recording:
  /// `withLock` and `XCTModify` rethrow what their closure throws.
  private static func call(
    _ call: String, closure statements: [String], onOneLine: Bool = false
  ) -> [String] {
    let call = (statements.contains { $0.contains("try ") } ? "try " : "") + call
    if onOneLine { return ["\(call) { \(statements.joined(separator: "; ")) }"] }
    return ["\(call) {"] + statements.map { "  " + $0 } + ["}"]
  }

  /// The statements that change the enum at `path` (an optional one when `isOptional`) in its
  /// case: `$0.modify(\.loggedIn) { ... }` for a `CasePathable` enum, else `XCTModify`
  /// with a case path, which cannot reach through an optional chain.
  private mutating func enumChanges(
    at path: String, from before: Any, to after: Any, isOptional: Bool = false
  )
    throws(Unwritable) -> [String]
  {
    let oldPayload = Mirror(reflecting: before).children.first?.value
    guard let newPayload = Mirror(reflecting: after).children.first?.value, let oldPayload,
      caseName(of: before) == caseName(of: after),
      type(of: after) is any CasePathable.Type || !path.contains("?"),
      Mirror(reflecting: newPayload).displayStyle != .tuple
    else { return try assignment(at: path, of: after) }
    let inner = try statements(at: "$0", from: oldPayload, to: newPayload)
    guard !inner.isEmpty else { return try assignment(at: path, of: after) }
    if type(of: after) is any CasePathable.Type {
      let optionalChain = isOptional ? "?" : ""
      return Self.call("\(path)\(optionalChain).modify(\\.\(caseName(of: after)))", closure: inner)
    }
    let casePath = "/\(typeName(type(of: after))).\(caseName(of: after))"
    return Self.call("XCTModify(&\(path), case: \(casePath))", closure: inner)
  }

  private mutating func elements(
    at path: String, from old: any IdentifiedElements, to new: any IdentifiedElements
  ) throws(Unwritable) -> [String] {
    let (oldIDs, newIDs) = (old.elementIDs, new.elementIDs)
    let kept = oldIDs.filter(Set(newIDs).contains)
    let kind = type(of: new)
    guard newIDs.starts(with: kept), !kind.removesFromTheEndOnly || oldIDs.starts(with: kept)
    else { return try assignment(at: path, of: new) }
    let removed = try oldIDs.filter { !kept.contains($0) }.map { id throws(Unwritable) in
      try expression(of: id.base, at: path)
    }
    var lines = kind.removing(removed, at: path)
    let oldElements = Dictionary(uniqueKeysWithValues: zip(oldIDs, old.elementValues))
    for (id, element) in zip(newIDs, new.elementValues) {
      let elementPath = "\(path)[id: \(try expression(of: id.base, at: path))]?"
      if let previous = oldElements[id] {
        lines += try statements(at: elementPath, from: previous, to: element)
      } else {
        let written = try expression(of: element, at: path)
        let id = try expression(of: id.base, at: path)
        lines.append(kind.adding(written, id: id, at: path))
        lines += try corrections(at: elementPath, to: element, writtenAs: written)
      }
    }
    return lines
  }

  /// `path = value`, followed by the fields the expression could not carry.
  private mutating func assignment(at path: String, of value: Any) throws(Unwritable) -> [String] {
    guard !onlySharedChanges else { return [] }
    let written = try expression(of: value, at: path)
    return ["\(path) = \(written)"] + (try corrections(at: path, to: value, writtenAs: written))
  }

  /// The statements that correct what decoding `value` from its JSON gets wrong: a secret, which
  /// JSON keeps masked. None when `written`, the value's expression, decodes nothing.
  private mutating func corrections(
    at path: String, to value: Any, writtenAs written: String
  )
    throws(Unwritable) -> [String]
  {
    guard SwiftExpression.holdsDecodedValue(written),
      let decoded = Self.roundTrip(value)
    else { return [] }
    // A value whose decoded form differs where no path reaches (an enum inside an optional
    // chain) would be assigned and corrected here again, without end.
    guard correcting.insert(path).inserted else {
      throw Unwritable(path: path, type: typeName(type(of: value)))
    }
    defer { correcting.remove(path) }
    return try statements(at: path, from: decoded, to: value)
  }

  private func expression(of value: Any, at path: String) throws(Unwritable) -> String {
    guard let expression = writer.of(value) else {
      throw Unwritable(path: path, type: typeName(type(of: value)))
    }
    return expression
  }

  /// `value` encoded as JSON and decoded again: what the emitted helper builds.
  private static func roundTrip(_ value: Any) -> Any? {
    guard let encodable = value as? any Encodable,
      let decodable = type(of: value) as? any Decodable.Type,
      let json = try? JSONCoding.text(of: encodable)
    else { return nil }
    return try? JSONCoding.decode(decodable, from: json)
  }

  private static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    if let lhs = lhs as? any Equatable, let rhs = rhs as? any Equatable {
      return isEqual(lhs, rhs)
    }
    return customDump(lhs) == customDump(rhs)
  }
}
