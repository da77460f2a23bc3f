import Synchronization

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
  /// Told when the action is applied, for an action a view's binding sent.
  var receipt: BindingReceipt?

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
    receipt?.markApplied()
  }

  /// This action as a view's binding sends it: when its last copy goes away without a
  /// ``BindingReducer`` (or any ``set(_:)``) having applied it, it reports a runtime warning,
  /// since the view's write was lost.
  func sentFromView() -> Self {
    let plain = self
    var action = self
    action.receipt = BindingReceipt { plain.description }
    return action
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

extension BindingAction: CasePathable {
  /// The path to the binding action that writes one field, by the field's key path:
  /// `\.binding.text` for a field of observable state, `\.binding.$text` for a `@BindingState`
  /// field.
  ///
  /// ```swift
  /// await store.send(\.binding.text, "Hello")
  /// ```
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The path to the action that writes the observable state's field at `keyPath`.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> where Root: ObservableState {
      nonisolated(unsafe) let keyPath = keyPath
      return AnyCasePath(
        embed: { .set(keyPath, $0) },
        extract: { $0.keyPath == keyPath ? $0.value as? Value : nil }
      )
    }

    /// The path to the action that writes the `@BindingState` field at `keyPath`.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, BindingState<Value>>
    ) -> AnyCasePath<BindingAction, Value> {
      nonisolated(unsafe) let keyPath = keyPath
      return AnyCasePath(
        embed: { .set(keyPath, $0) },
        extract: { $0.keyPath == keyPath ? $0.value as? Value : nil }
      )
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension BindingAction: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.valueEquals(rhs.value)
  }
}

extension BindingAction: CustomDumpStringConvertible {
  /// The action as the reference library dumps it: the key path with its root type's name and
  /// the value without its fields, `.set(\State.$displayName, "Blob")`,
  /// `.set(\State.$settings, Settings(…))`.
  public var customDumpDescription: String {
    ".set(\\\(String(describing: Root.self))\(fieldName.dropFirst()), \(customDump(value, maxDepth: 0)))"
  }

  /// The field's name as written in a key path, such as `\.$displayName`.
  ///
  /// Key paths to `$field` do not know their names on Linux, so the name comes from
  /// ``NamedBindingFields``, from the state the action was first applied to, or from the only
  /// field of `Root` whose storage has the field's type.
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
    if !isBindingState, case let description = "\(keyPath)", !description.contains("<computed"),
      let name = description.split(separator: ".").last
    {
      // A key path to a stored field describes itself (`\State.message`); one to a `$field`,
      // or to a field of `@ObservableState` (kept in `_message`), does not.
      return String(name)
    }
    if let learned = BindingFieldNames.shared.name(of: keyPath) { return learned }
    guard let storage = storedPropertyName(of: Root.self, type: storageType),
      storage.hasPrefix("_")
    else { return nil }
    return String(storage.dropFirst())
  }
}

extension BindingAction: CustomStringConvertible {
  public var description: String { customDumpDescription }
}

extension BindingAction: Encodable where Root: NamedBindingFields {
  /// Encodes the field's name and its value: `{"field": "displayName", "value": "Blob"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: BindingActionCodingKeys.self)
    guard let name = Root.field(for: keyPath) else {
      throw EncodingError.invalidValue(
        value,
        .init(
          codingPath: encoder.codingPath,
          debugDescription: "\(Root.self) does not list this field in bindingFields."
        )
      )
    }
    try container.encode(name, forKey: .field)
    guard let encodable = value as? any Encodable else {
      throw EncodingError.invalidValue(
        value,
        .init(codingPath: encoder.codingPath, debugDescription: "The value is not Encodable.")
      )
    }
    try container.encode(encodable, forKey: .value)
  }
}

extension BindingAction: Decodable where Root: NamedBindingFields {
  /// Decodes a binding action written by ``encode(to:)``; an unknown field is an error that
  /// lists the known ones.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: BindingActionCodingKeys.self)
    let name = try container.decode(String.self, forKey: .field)
    guard let field = Root.bindingFields.first(where: { $0.name == name }) else {
      let known = Root.bindingFields.map(\.name).joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        forKey: .field, in: container,
        debugDescription: "\(Root.self) has no bindable field '\(name)'; it has \(known)."
      )
    }
    self = try field.decodeAction(decoder)
  }
}

/// One named bindable field of `Root`, listed by ``NamedBindingFields``.
public struct BindingField<Root>: @unchecked Sendable {
  // Unchecked: the key path and the decoding closure are immutable.

  /// The field's name, without the `$`: `displayName`.
  public let name: String
  let keyPath: PartialKeyPath<Root>
  let decodeAction: (any Decoder) throws -> BindingAction<Root>

  /// A field named `name` at `keyPath`.
  public static func field<Value: Codable & Equatable & Sendable>(
    _ name: String, _ keyPath: WritableKeyPath<Root, BindingState<Value>>
  ) -> Self {
    Self(
      name: name,
      keyPath: keyPath,
      decodeAction: { decoder in
        let container = try decoder.container(keyedBy: BindingActionCodingKeys.self)
        return .set(keyPath, try container.decode(Value.self, forKey: .value))
      }
    )
  }
}

/// The keys of an encoded ``BindingAction``: `{"field": "displayName", "value": "Blob"}`.
enum BindingActionCodingKeys: String, CodingKey {
  case field
  case value
}

/// An action type with a `binding` case, so that views can write ``BindingState`` fields.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case saveTapped
/// }
/// ```
public protocol BindableAction: SendableMetatype {
  /// The state whose bindable fields the actions write.
  associatedtype State

  /// Wraps a binding action.
  static func binding(_ action: BindingAction<State>) -> Self
}

extension BindableAction {
  /// The binding action this action wraps, if it is one.
  public var binding: BindingAction<State>? {
    (/{ Self.binding($0) }).extract(from: self)
  }

  /// The action that sets the bindable field at `keyPath` to `value`: shorthand for
  /// `.binding(.set(keyPath, value))`, as a test sends it.
  ///
  /// ```swift
  /// await store.send(.set(\.$displayName, "Blob")) { $0.displayName = "Blob" }
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, BindingState<Value>>, _ value: Value
  ) -> Self {
    .binding(.set(keyPath, value))
  }
}

extension BindableAction where State: ObservableState {
  /// The action that sets the plain field of observable state at `keyPath` to `value`:
  /// shorthand for `.binding(.set(keyPath, value))`.
  ///
  /// ```swift
  /// await store.send(.set(\.isOn, true)) { $0.isOn = true }
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>, _ value: Value
  ) -> Self {
    .binding(.set(keyPath, value))
  }
}

/// State that names its ``BindingState`` fields, so that binding actions print readably and can
/// be encoded and decoded (for recordings and scripted `send` commands).
///
/// ```swift
/// extension SettingsFeature.State: NamedBindingFields {
///   public static let bindingFields: [BindingField<Self>] = [
///     .field("displayName", \.$displayName),
///     .field("digest", \.$digest),
///   ]
/// }
/// ```
public protocol NamedBindingFields {
  /// Every bindable field with its name.
  static var bindingFields: [BindingField<Self>] { get }
}

extension NamedBindingFields {
  /// The name of the field at `keyPath`, if it is listed.
  static func field(for keyPath: AnyKeyPath) -> String? {
    bindingFields.first { $0.keyPath == keyPath }?.name
  }
}

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

/// Whether a binding action a view sent was applied; reports a runtime warning when it goes
/// away unapplied.
final class BindingReceipt: Sendable {
  private let isApplied = Atomic<Bool>(false)
  private let describeAction: @Sendable () -> String

  init(describing describeAction: @escaping @Sendable () -> String) {
    self.describeAction = describeAction
  }

  func markApplied() {
    isApplied.store(true, ordering: .relaxed)
  }

  deinit {
    guard !isApplied.load(ordering: .relaxed) else { return }
    reportIssue(
      """
      A view wrote through a binding, but nothing applied the action it sent, \
      \(describeAction()), so the state keeps its old value. Add BindingReducer() to the \
      feature's body (BindingReducer(action:) when bindings travel inside view actions).
      """)
  }
}
