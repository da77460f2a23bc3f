/// The identity of an ``ObservableState`` value.
///
/// Copies of a state share its identity; `_$willModify()` gives the value a new one, so that
/// a value changed in place can be told from the copies taken before. Two identities are equal
/// when they come from the same value (and, for an enum, the same case).
///
/// ```swift
/// let a = Feature.State()
/// var b = a                 // a._$id == b._$id
/// b._$willModify()          // a._$id != b._$id
/// ```
public struct ObservableStateID: Hashable, Sendable {
  /// An object whose only use is its address: the identity of one value.
  @usableFromInline
  final class Location: Sendable {
    @usableFromInline init() {}
  }

  @usableFromInline var location: Location
  /// The enum cases the identity went through, innermost first; empty for a struct.
  @usableFromInline var tags: [Int]

  /// A new identity, equal to no other.
  @inlinable
  public init() {
    location = Location()
    tags = []
  }

  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.location === rhs.location && lhs.tags == rhs.tags
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(location))
    hasher.combine(tags)
  }

  /// The identity of `value`: its own when it is observable state, otherwise a new one.
  @inlinable
  public static func _$id<T>(for value: T) -> Self {
    (value as? any ObservableState)?._$id ?? Self()
  }

  /// The identity of observable state.
  @inlinable
  public static func _$id(for value: some ObservableState) -> Self {
    value._$id
  }

  /// This identity inside the enum case numbered `tag`, so that two cases holding the same
  /// payload differ.
  @inlinable
  public func _$tag(_ tag: Int) -> Self {
    var tagged = self
    tagged.tags.append(tag)
    return tagged
  }

  /// Replaces the identity with a new one.
  @inlinable
  public mutating func _$willModify() {
    location = Location()
  }
}

/// Whether two observable states are the same value, by identity.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

/// Whether two optional observable states are both absent, or the same value by identity.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T?, _ rhs: T?) -> Bool {
  switch (lhs, rhs) {
  case (nil, nil): true
  case let (lhs?, rhs?): lhs._$id == rhs._$id
  default: false
  }
}

/// Whether two identified arrays of observable state hold the same ids in the same order.
@inlinable
public func _$isIdentityEqual<ID: Hashable, T: ObservableState>(
  _ lhs: IdentifiedArray<ID, T>, _ rhs: IdentifiedArray<ID, T>
) -> Bool {
  lhs.ids == rhs.ids
}

/// Whether two presentations present the same value, by identity, or both present nothing.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(
  _ lhs: PresentationState<T>, _ rhs: PresentationState<T>
) -> Bool {
  lhs.wrappedValue?._$id == rhs.wrappedValue?._$id
}

/// Whether two navigation stacks hold the same screens, by their stack ids.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(
  _ lhs: StackState<T>, _ rhs: StackState<T>
) -> Bool {
  lhs.ids == rhs.ids
}

/// Whether two collections of observable state hold the same values, by identity, in order.
@inlinable
public func _$isIdentityEqual<C: Collection>(_ lhs: C, _ rhs: C) -> Bool
where C.Element: ObservableState {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0._$id == $1._$id }
}

/// Strings have no identity (and are not looked at as collections).
@inlinable
public func _$isIdentityEqual(_ lhs: String, _ rhs: String) -> Bool {
  false
}

/// Any other value has no identity, unless it turns out to be observable state at run time.
@inlinable
public func _$isIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  guard !_isPOD(T.self), T.self is any ObservableState.Type,
    let lhs = lhs as? any ObservableState, let rhs = rhs as? any ObservableState
  else { return false }
  return lhs._$id == rhs._$id
}

/// Gives observable state a new identity before it changes in place; other values have none.
@inlinable
public func _$willModify<T>(_: inout T) {}

/// Gives observable state a new identity before it changes in place.
@inlinable
public func _$willModify<T: ObservableState>(_ value: inout T) {
  value._$willModify()
}
