import Observation

/// The observation storage that `@ObservableState` adds to a state struct: the state's identity
/// and an `Observation` registrar that its fields report reads and changes to.
///
/// It is not part of the state's value: any two are equal, it hashes nothing, it encodes
/// nothing, and decoding makes a new one.
public struct ObservationStateRegistrar: Sendable {
  /// The identity of the state that holds this registrar.
  public private(set) var id = ObservableStateID()
  @usableFromInline let registrar = ObservationRegistrar()

  public init() {}

  /// Gives the state a new identity, before it changes in place.
  public mutating func _$willModify() { id._$willModify() }
}

extension ObservationStateRegistrar: Equatable, Hashable, Codable {
  public static func == (_: Self, _: Self) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
  public init(from decoder: any Decoder) throws { self.init() }
  public func encode(to encoder: any Encoder) throws {}
}

extension ObservationStateRegistrar {
  /// Tells the observers tracking right now that `keyPath` of `subject` was read.
  @inlinable
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.access(subject, keyPath: keyPath)
  }

  /// Sets `value` to `newValue`, telling the observers of `keyPath` unless the two are the same
  /// value by identity or `shouldNotifyObservers` says they are the same.
  @inlinable
  public func mutate<Subject: Observable, Member, Value>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool,
    _ shouldNotifyObservers: (Value, Value) -> Bool = { _, _ in true }
  ) {
    if isIdentityEqual(value, newValue) || !shouldNotifyObservers(value, newValue) {
      value = newValue
    } else {
      registrar.withMutation(of: subject, keyPath: keyPath) { value = newValue }
    }
  }

  /// Before a field changes in place: tells its observers that it will change, and returns
  /// `nil`, keeping no copy of the field.
  ///
  /// A kept copy would make the change copy a collection field's whole storage, so a change in
  /// place always counts as a change, as with `@Observable`.
  @inlinable
  public func willModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> Member? {
    registrar.willSet(subject, keyPath: keyPath)
    return nil
  }

  /// Before a field of observable state changes in place: gives it a new identity, so that it
  /// can be told from copies taken before, and returns it, so that a change inside it does not
  /// count as a change of the field.
  @inlinable
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> Member? {
    member._$willModify()
    return member
  }

  /// After a field changed in place: ends the change that `willModify` began, or, given the
  /// field as it was (`oldValue`), tells its observers unless it is the same value by identity.
  @inlinable
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Member,
    _ oldValue: Member?,
    _ isIdentityEqual: (Member, Member) -> Bool,
    _ shouldNotifyObservers: (Member, Member) -> Bool = { _, _ in true }
  ) {
    guard let oldValue else {
      registrar.didSet(subject, keyPath: keyPath)
      return
    }
    guard !isIdentityEqual(oldValue, member) else { return }
    let newValue = member
    member = oldValue
    mutate(subject, keyPath: keyPath, &member, newValue, isIdentityEqual, shouldNotifyObservers)
  }
}

extension Mirror {
  /// The children of a struct's mirror as its author wrote its fields.
  ///
  /// `@ObservableState` keeps each tracked field in storage named `_field`, beside its
  /// ``ObservationStateRegistrar``: for such a struct the registrar is left out and the storage
  /// of a tracked field takes the field's name. Property wrappers keep their `_field` storage
  /// (`@Shared`, `@Presents`' presentation state), as in any other struct, for readers that look
  /// through them. Other values' children are returned as they are.
  package var writtenChildren: [Child] {
    // Each pass over `children` reflects every field again, so they are read once.
    let children = Array(self.children)
    guard children.contains(where: { $0.value is ObservationStateRegistrar }) else {
      return children
    }
    return children.compactMap { child in
      if child.value is ObservationStateRegistrar { return nil }
      guard let label = child.label else { return child }
      return (Self.writtenLabel(label, ofFieldOf: type(of: child.value)), child.value)
    }
  }

  /// The label an `@ObservableState` struct's field of `type` is written with: its storage
  /// `_field` under the field's own name, unless the storage is a property wrapper's (a custom
  /// dump value such as `@Presents`' presentation state, or a `@Shared` value).
  static func writtenLabel(_ label: String, ofFieldOf type: Any.Type) -> String {
    guard label.hasPrefix("_"), !(type is any CustomDumpRepresentable.Type),
      !(type is any SharedWrapper.Type)
    else { return label }
    return String(label.dropFirst())
  }
}
