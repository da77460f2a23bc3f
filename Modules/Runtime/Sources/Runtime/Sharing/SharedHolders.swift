import Synchronization

/// How many changes shared values have taken in this process: code that keeps copies of a
/// state compares it before and after an action, to know whether a shared value inside may
/// have changed where the copies cannot show it.
package enum SharedWrites {
  static let count = Atomic(0)

  /// The number of shared changes made so far.
  package static var total: Int {
    count.load(ordering: .relaxed)
  }
}

/// The changes of shared values made while it listens: how a tracer sees a reducer write a
/// value that the state it changed cannot show the old value of.
///
/// ```swift
/// let log = SharedWriteLog()
/// let effect = log.listening { reduce(&state, action) }
/// for write in log.takeWrites() { print(diff(write.before, write.after) ?? "") }
/// ```
package final class SharedWriteLog: Sendable {
  /// One change of a shared value.
  package struct Write: Sendable {
    /// The changed stored value, as ``SharedValueHolders/storage`` names it.
    package var storage: ObjectIdentifier
    /// The value before the change.
    package var before: any Sendable
    /// The value after it.
    package var after: any Sendable
  }

  @TaskLocal private static var listening: SharedWriteLog?
  /// How many logs exist: with none, a write need not look for one.
  private static let count = Atomic(0)
  private let writes = LockIsolated<[Write]>([])

  package init() {
    Self.count.add(1, ordering: .relaxed)
  }

  deinit {
    Self.count.subtract(1, ordering: .relaxed)
  }

  /// The log listening where a shared value is being changed, if any.
  static var current: SharedWriteLog? {
    count.load(ordering: .relaxed) > 0 ? listening : nil
  }

  /// Runs `body`, keeping every change of a shared value it makes.
  package func listening<Result>(_ body: () -> Result) -> Result {
    Self.$listening.withValue(self, operation: body)
  }

  /// The changes kept since the last call, oldest first.
  package func takeWrites() -> [Write] {
    writes.withLock { writes in
      defer { writes = [] }
      return writes
    }
  }

  func heard(_ storage: ObjectIdentifier, before: any Sendable, after: any Sendable) {
    writes.withLock { $0.append(Write(storage: storage, before: before, after: after)) }
  }
}

/// A shared value found in a state, with every field that holds it.
///
/// ```swift
/// for value in SharedValueHolders.all(in: store.state) {
///   print(value.holders.map(\.path))  // ["displayName", "destination.settings.savedDisplayName"]
/// }
/// ```
package struct SharedValueHolders {
  /// A field that holds the value.
  package struct Holder: Encodable, Equatable, Sendable {
    /// Where the field is, from the root state: `loggedIn.destination.settings.savedDisplayName`.
    package var path: String
    /// The type that declares the field: `SettingsFeature.State`.
    package var owner: String
    /// The field's name: `savedDisplayName`.
    package var field: String
    /// Whether the field only reads the value (`@SharedReader`).
    package var readsOnly: Bool
    /// Whether the field holds a part of the value (`$profile.name`), not all of it.
    package var holdsAPart: Bool

    /// The holder as `explain` and traces show it:
    /// `AccountFeature.State.displayName at loggedIn.account.displayName (reads)`.
    package var description: String {
      "\(owner).\(field) at \(path)" + (readsOnly ? " (reads)" : "")
        + (holdsAPart ? " (a part)" : "")
    }
  }

  /// The stored value's identity: equal for every holder of the same value.
  package var storage: ObjectIdentifier
  /// The stored value now: all of it, also when its holders hold parts.
  package var value: any Sendable
  /// Where the value is kept, when it has a key: `.inMemory("displayName")`.
  package var key: String?
  /// The fields that hold it, in the order the state lists them.
  package var holders: [Holder]

  /// The shared values held anywhere in `state`, in the order their first holders appear;
  /// values inside a class instance are not looked for.
  package static func all(in state: Any) -> [SharedValueHolders] {
    var found = Found()
    collect(in: state, path: "", owner: typeName(type(of: state)), field: "", into: &found)
    return found.values
  }

  /// The shared values found so far, with the index of each by its stored value.
  private struct Found {
    var values: [SharedValueHolders] = []
    var indices: [ObjectIdentifier: Int] = [:]
  }

  /// What `value` holds when it is a `Shared` or `SharedReader` (a field's wrapper storage):
  /// its stored value, whether it can change it, and whether it holds only a part of it.
  package static func wrapper(
    _ value: Any
  ) -> (storage: ObjectIdentifier, isWritable: Bool, holdsAPart: Bool)? {
    guard let wrapper = value as? any SharedWrapper else { return nil }
    return (wrapper.storage, wrapper.isWritable, wrapper.holdsAPart)
  }

  private static func collect(
    in value: Any, path: String, owner: String, field: String,
    into found: inout Found
  ) {
    if let wrapper = value as? any SharedWrapper {
      let holder = Holder(
        path: path, owner: owner, field: field, readsOnly: !wrapper.isWritable,
        holdsAPart: wrapper.holdsAPart)
      if let index = found.indices[wrapper.storage] {
        found.values[index].holders.append(holder)
      } else {
        found.indices[wrapper.storage] = found.values.count
        found.values.append(
          SharedValueHolders(
            storage: wrapper.storage, value: wrapper.storedValue,
            key: wrapper.sharedReference.keyDescription,
            holders: [holder]))
      }
      return
    }
    if let wrapped = value as? any CustomDumpRepresentable {
      // A property wrapper, such as `@PresentationState`: its value is what the field holds.
      return collect(
        in: wrapped.customDumpValue, path: path, owner: owner, field: field, into: &found)
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .struct:
      for child in mirror.writtenChildren {
        guard let label = child.label else { continue }
        let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
        collect(
          in: child.value, path: join(path, name), owner: typeName(type(of: value)),
          field: name, into: &found)
      }
    case .enum:
      guard let payload = mirror.children.first else { return }
      let name = payload.label ?? ""
      collect(in: payload.value, path: join(path, name), owner: owner, field: field, into: &found)
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return }
      collect(in: wrapped, path: path, owner: owner, field: field, into: &found)
    case .collection, .set, .dictionary, .tuple:
      for (offset, child) in mirror.children.enumerated() {
        let element = child.label.map { "." + $0 } ?? "[\(offset)]"
        collect(in: child.value, path: path + element, owner: owner, field: field, into: &found)
      }
    default:
      return
    }
  }

  private static func join(_ path: String, _ name: String) -> String {
    path.isEmpty ? name : path + "." + name
  }
}
