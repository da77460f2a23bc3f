/// Names of `$field` key paths learned from the state that binding actions were applied to.
///
/// On Linux a key path to a property wrapper's projection cannot name itself. The first time a
/// binding action is applied, the state's stored `_field` properties are compared: the only one
/// of the right type, or else the one the action changes, is the field.
final class BindingFieldNames: Sendable {
  static let shared = BindingFieldNames()

  /// A key path as a dictionary key; key paths are immutable, so sharing them is safe.
  private struct Key: Hashable, @unchecked Sendable {
    let keyPath: AnyKeyPath
  }

  private let names = LockIsolated<[Key: String]>([:])

  func name(of keyPath: AnyKeyPath) -> String? {
    let key = Key(keyPath: keyPath)
    return names.withLock { $0[key] }
  }

  func learnName<Root>(of action: BindingAction<Root>, in root: Root) {
    guard Root.self as? any NamedBindingFields.Type == nil, name(of: action.keyPath) == nil,
      let learned = Self.discoverName(of: action, in: root)
    else { return }
    let key = Key(keyPath: action.keyPath)
    names.withLock { $0[key] = learned }
  }

  private static func discoverName<Root>(of action: BindingAction<Root>, in root: Root) -> String? {
    let candidates = Mirror(reflecting: root).children.compactMap { child -> String? in
      guard let label = child.label, label.hasPrefix("_"),
        type(of: child.value) == action.storageType
      else { return nil }
      return label
    }
    if candidates.count == 1 { return String(candidates[0].dropFirst()) }
    var changed = root
    action.apply(&changed)
    let before = dumpsByLabel(root)
    let after = dumpsByLabel(changed)
    let differing = candidates.filter { before[$0] != after[$0] }
    return differing.count == 1 ? String(differing[0].dropFirst()) : nil
  }

  private static func dumpsByLabel<Root>(_ root: Root) -> [String: String] {
    var dumps: [String: String] = [:]
    for child in Mirror(reflecting: root).children {
      if let label = child.label { dumps[label] = customDump(child.value) }
    }
    return dumps
  }
}
