/// An action that writes one ``BindingState`` field of `Root`.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
/// }
///
/// case .binding(\.$displayName):   // react to one field
/// await store.send(.binding(.set(\.$displayName, "Blob")))
/// ```
public struct BindingAction<Root>: @unchecked Sendable {
  // Unchecked: the stored key path is immutable and the value is Sendable.

  /// The field that is written.
  public let keyPath: PartialKeyPath<Root>
  let value: any Sendable
  private let apply: @Sendable (inout Root) -> Void
  private let valueEquals: @Sendable (any Sendable) -> Bool

  /// An action that sets the field at `keyPath` to `value`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, BindingState<Value>>,
    _ value: Value
  ) -> Self {
    nonisolated(unsafe) let keyPath = keyPath
    return Self(
      keyPath: keyPath,
      value: value,
      apply: { $0[keyPath: keyPath].wrappedValue = value },
      valueEquals: { ($0 as? Value) == value }
    )
  }

  /// Writes the value into `root`.
  public func set(_ root: inout Root) {
    apply(&root)
  }

  /// Matches a binding action by the field it writes: `case .binding(\.$displayName):`.
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, BindingState<Value>>, action: Self
  ) -> Bool {
    action.keyPath == keyPath
  }
}

extension BindingAction: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.valueEquals(rhs.value)
  }
}

extension BindingAction: CustomDumpStringConvertible {
  public var customDumpDescription: String {
    ".set(\(fieldName), \(customDump(value)))"
  }

  /// The field's name as written in a key path, such as `\.$displayName`.
  var fieldName: String {
    let path = "\(keyPath)"
    guard let dot = path.lastIndex(of: ".") else { return path }
    return "\\." + path[path.index(after: dot)...]
  }
}

extension BindingAction: CustomStringConvertible {
  public var description: String { customDumpDescription }
}
