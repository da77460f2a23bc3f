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
  /// The value that is written.
  package let value: any Sendable
  let storageType: Any.Type
  let apply: @Sendable (inout Root) -> Void
  let valueEquals: @Sendable (any Sendable) -> Bool

  /// An action that sets the field at `keyPath` to `value`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, BindingState<Value>>,
    _ value: Value
  ) -> Self {
    setting(
      keyPath, through: keyPath.appending(path: \.wrappedValue), to: value,
      storageType: BindingState<Value>.self)
  }

  /// The action that names `field` and writes `value` through `keyPath`.
  static func setting<Value: Equatable & Sendable>(
    _ field: PartialKeyPath<Root>,
    through keyPath: WritableKeyPath<Root, Value>,
    to value: Value,
    storageType: Any.Type
  ) -> Self {
    nonisolated(unsafe) let keyPath = keyPath
    return Self(
      keyPath: field,
      value: value,
      storageType: storageType,
      apply: { $0[keyPath: keyPath] = value },
      valueEquals: { ($0 as? Value) == value }
    )
  }

  /// Writes the value into `root`.
  public func set(_ root: inout Root) {
    BindingFieldNames.shared.learnName(of: self, in: root)
    apply(&root)
  }

  /// Matches a binding action by the field it writes: `case .binding(\.$displayName):`.
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, BindingState<Value>>, action: Self
  ) -> Bool {
    action.keyPath == keyPath
  }
}

extension BindingAction where Root: ObservableState {
  /// An action that sets a plain field of observable state, which needs no `@BindingState`.
  ///
  /// ```swift
  /// await store.send(.binding(.set(\.message, "Hello")))
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>,
    _ value: Value
  ) -> Self {
    setting(keyPath, through: keyPath, to: value, storageType: Value.self)
  }

  /// Matches a binding action by the plain field it writes: `case .binding(\.message):`.
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
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
  ///
  /// Key paths to `$field` do not know their names on Linux, so the name comes from
  /// ``NamedBindingFields`` or from the state the action was first applied to.
  package var fieldName: String {
    guard isBindingState else { return "\\." + (name ?? "<\(storageType)>") }
    return "\\.$" + (name ?? "<\(storageType)>")
  }

  /// Whether the field is a ``BindingState`` (`\.$field`) rather than a plain field of
  /// ``ObservableState`` (`\.field`).
  var isBindingState: Bool { storageType is any BindingStateProtocol.Type }

  /// The field's name, such as `displayName`, when it is known.
  public var name: String? {
    if let named = Root.self as? any NamedBindingFields.Type,
      let field = named.field(for: keyPath)
    {
      return field
    }
    if !isBindingState, let name = "\(keyPath)".split(separator: ".").last {
      // A plain key path describes itself (`\State.message`); a `$field` one does not.
      return String(name)
    }
    return BindingFieldNames.shared.name(of: keyPath)
  }
}

extension BindingAction: CustomStringConvertible {
  public var description: String { customDumpDescription }
}
