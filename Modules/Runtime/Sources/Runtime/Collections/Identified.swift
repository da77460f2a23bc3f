/// A value paired with an id of its own: a selection that remembers which row it is for while its
/// value loads.
///
/// ```swift
/// var selection: Identified<Row.ID, Counter.State?>?
///
/// state.selection = Identified(nil, id: row.id)
/// state.selection?.value = Counter.State(count: row.count)
/// state.selection?.count   // the value's fields, read through it
/// ```
@dynamicMemberLookup
public struct Identified<ID: Hashable, Value>: Identifiable {
  /// The id.
  public let id: ID
  /// The value.
  public var value: Value

  /// Pairs `value` with `id`.
  public init(_ value: Value, id: ID) {
    self.id = id
    self.value = value
  }

  /// Pairs `value` with the id `id` reads from it.
  public init(_ value: Value, id: (Value) throws -> ID) rethrows {
    self.init(value, id: try id(value))
  }

  /// Pairs `value` with the id at `keyPath` in it.
  public init(_ value: Value, id keyPath: KeyPath<Value, ID>) {
    self.init(value, id: value[keyPath: keyPath])
  }

  /// A field of the value.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Member {
    get { value[keyPath: keyPath] }
    set { value[keyPath: keyPath] = newValue }
  }

  /// A field of the value that can only be read.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> Member {
    value[keyPath: keyPath]
  }
}

extension Identified: Equatable where Value: Equatable {}
extension Identified: Hashable where Value: Hashable {}
extension Identified: Sendable where ID: Sendable, Value: Sendable {}

extension Identified: Codable where ID: Codable, Value: Codable {}
