/// An ordered collection of elements with unique ids that offers O(1) lookup by id.
///
/// The array keeps its elements in order, an ordered list of their ids and an index from id to
/// position. Reading, replacing and mutating an element by id are constant-time; mutating an
/// element in place through ``subscript(id:)`` never copies the element or the storage.
///
/// ```swift
/// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk")]
/// todos[id: 1]?.title = "Oat milk"
/// todos.append(Todo(id: 2, title: "Bread"))
/// ```
///
/// The id of an element must not change while it is stored, except through
/// ``subscript(id:)``, which re-keys the element.
public struct IdentifiedArray<ID: Hashable, Element> {
  /// The key path that reads an element's id.
  public let id: KeyPath<Element, ID>

  @usableFromInline var storage: [Element]
  @usableFromInline var orderedIDs: [ID]
  @usableFromInline var positions: [ID: Int]
  /// The latest changes, for observers of single elements; not part of the array's value.
  @usableFromInline var changeLog = ChangeLog<ID>()

  /// Creates an array from a sequence of elements whose ids are read through a key path.
  ///
  /// When several elements share an id, only the first occurrence is kept.
  ///
  /// ```swift
  /// let users = IdentifiedArray(uniqueElements: list, id: \User.email)
  /// ```
  public init<S: Sequence>(uniqueElements elements: S, id: KeyPath<Element, ID>)
  where S.Element == Element {
    self.id = id
    storage = []
    orderedIDs = []
    positions = [:]
    let expected = elements.underestimatedCount
    storage.reserveCapacity(expected)
    orderedIDs.reserveCapacity(expected)
    positions.reserveCapacity(expected)
    for element in elements {
      let elementID = element[keyPath: id]
      guard positions[elementID] == nil else { continue }
      positions[elementID] = storage.count
      storage.append(element)
      orderedIDs.append(elementID)
    }
  }

  /// Creates an empty array whose element ids are read through a key path.
  public init(id: KeyPath<Element, ID>) {
    self.init(uniqueElements: [], id: id)
  }

  /// The ids of the elements, in order.
  public var ids: [ID] { orderedIDs }

  /// The elements, in order.
  public var elements: [Element] { storage }

  /// Returns the position of the element with the given id, or `nil` if there is none.
  @inlinable
  public func index(id: ID) -> Int? { positions[id] }

  /// Returns whether the array holds an element with the given id.
  @inlinable
  public func contains(id: ID) -> Bool { positions[id] != nil }

  /// Accesses the element with the given id.
  ///
  /// Reading returns `nil` when no element has the id. Assigning `nil` removes the element;
  /// assigning a value replaces the element in place or, when the id is new, appends it.
  /// Mutating through optional chaining edits the element in place without copying it:
  ///
  /// ```swift
  /// rows[id: 42]?.isSelected.toggle()
  /// ```
  ///
  /// A value whose own id differs from `id` replaces the element for `id` and is stored under
  /// its own id; if another element already has that id, the other element is replaced and
  /// the slot of `id` is removed.
  @inlinable
  public subscript(id id: ID) -> Element? {
    get {
      guard let position = positions[id] else { return nil }
      return storage[position]
    }
    set {
      if let position = positions[id] {
        if let newValue {
          let current = newValue[keyPath: self.id]
          storage[position] = newValue
          reconcileID(at: position, previous: id, current: current)
        } else {
          removeSlot(at: position)
        }
      } else if let newValue {
        upsert(newValue)
      }
    }
    _modify {
      guard let position = positions[id] else {
        var value: Element?
        defer { self[id: id] = value }
        yield &value
        return
      }
      // Move the element out without copying: swap it to the end and pop it, which keeps the
      // buffer and leaves the element uniquely referenced while it is being mutated.
      let last = storage.count - 1
      swapWithoutRetaining(position, last)
      var value: Element? = storage.removeLast()
      defer { restore(value.take(), at: position, last: last, previous: id) }
      yield &value
    }
  }

  /// Moves an element taken out by the id subscript back into its slot.
  @inlinable
  mutating func restore(
    _ value: consuming Element?, at position: Int, last: Int, previous: ID
  ) {
    guard let value else {
      if position != last {
        storage.append(storage.remove(at: position))
      }
      orderedIDs.remove(at: position)
      positions[previous] = nil
      reindex(from: position)
      changeLog.record(previous)
      return
    }
    let current = value[keyPath: id]
    storage.append(value)
    swapWithoutRetaining(position, last)
    reconcileID(at: position, previous: previous, current: current)
  }

  /// Swaps two elements by moving their bits, without retaining or releasing their contents.
  @inlinable
  mutating func swapWithoutRetaining(_ first: Int, _ second: Int) {
    storage.withUnsafeMutableBufferPointer { $0.swapAt(first, second) }
  }

  /// Updates the ids and the index after the element at `position` was replaced by one with
  /// the id `current`, and records the change.
  @inlinable
  mutating func reconcileID(at position: Int, previous: ID, current: ID) {
    guard current != previous else {
      changeLog.record(previous)
      return
    }
    changeLog.record(nil)
    positions[previous] = nil
    if let other = positions[current] {
      let value = storage.remove(at: position)
      orderedIDs.remove(at: position)
      let target = other > position ? other - 1 : other
      storage[target] = value
      reindex(from: position)
    } else {
      orderedIDs[position] = current
      positions[current] = position
    }
  }

  /// Replaces the element with the same id, or appends the element when its id is new.
  @inlinable
  mutating func upsert(_ element: Element) {
    let elementID = element[keyPath: id]
    if let position = positions[elementID] {
      storage[position] = element
    } else {
      positions[elementID] = storage.count
      storage.append(element)
      orderedIDs.append(elementID)
    }
    changeLog.record(elementID)
  }

  /// Removes the element at `position` and shifts the index of the elements after it.
  @inlinable
  @discardableResult
  mutating func removeSlot(at position: Int) -> Element {
    let element = storage.remove(at: position)
    let removedID = orderedIDs.remove(at: position)
    positions[removedID] = nil
    reindex(from: position)
    changeLog.record(removedID)
    return element
  }

  /// Rewrites the index entries of the elements from `start` to the end.
  @inlinable
  mutating func reindex(from start: Int) {
    for position in start..<orderedIDs.count {
      positions[orderedIDs[position]] = position
    }
  }

  /// Rebuilds the ids and the index from the elements after a reordering.
  mutating func rebuildIDs() {
    orderedIDs = storage.map { $0[keyPath: id] }
    positions.removeAll(keepingCapacity: true)
    reindex(from: 0)
    changeLog.record(nil)
  }

  /// Appends an element unless an element with the same id is already present.
  ///
  /// - Returns: Whether the element was inserted, and the position of the element with its id.
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    insert(element, at: storage.count)
  }

  /// Inserts an element at a position unless an element with the same id is already present.
  ///
  /// - Returns: Whether the element was inserted, and the position of the element with its id.
  @discardableResult
  public mutating func insert(
    _ element: Element, at position: Int
  ) -> (inserted: Bool, index: Int) {
    let elementID = element[keyPath: id]
    if let existing = positions[elementID] {
      return (false, existing)
    }
    precondition(
      (0...storage.count).contains(position),
      "IdentifiedArray.insert: position \(position) is outside 0...\(storage.count)"
    )
    storage.insert(element, at: position)
    orderedIDs.insert(elementID, at: position)
    reindex(from: position)
    changeLog.record(elementID)
    return (true, position)
  }

  /// Removes the element with the given id and returns it, or returns `nil` if there is none.
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let position = positions[id] else { return nil }
    return removeSlot(at: position)
  }

  /// Removes the element at a position and returns it.
  @discardableResult
  public mutating func remove(at position: Int) -> Element {
    precondition(
      storage.indices.contains(position),
      "IdentifiedArray.remove(at:): position \(position) is outside 0..<\(storage.count)"
    )
    return removeSlot(at: position)
  }

  /// Removes the last element and returns it; the array must not be empty.
  @discardableResult
  public mutating func removeLast() -> Element {
    precondition(!storage.isEmpty, "IdentifiedArray.removeLast(): the array is empty")
    return removeSlot(at: storage.count - 1)
  }

  /// Removes the first element and returns it; the array must not be empty.
  @discardableResult
  public mutating func removeFirst() -> Element {
    precondition(!storage.isEmpty, "IdentifiedArray.removeFirst(): the array is empty")
    return removeSlot(at: 0)
  }

  /// Removes every element.
  public mutating func removeAll() {
    storage.removeAll()
    orderedIDs.removeAll()
    positions.removeAll()
    changeLog.record(nil)
  }

  /// Removes every element that satisfies a predicate.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    defer { rebuildIDs() }
    try storage.removeAll(where: shouldBeRemoved)
  }

  /// Returns the elements that satisfy a predicate, as an identified array.
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    Self(uniqueElements: try storage.filter(isIncluded), id: id)
  }

  /// Sorts the elements in place with a comparison predicate.
  ///
  /// ```swift
  /// rows.sort { $0.title < $1.title }
  /// ```
  public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    defer { rebuildIDs() }
    try storage.sort(by: areInIncreasingOrder)
  }
}

/// An identified array of `Identifiable` elements, keyed by their `id`.
///
/// ```swift
/// var rows: IdentifiedArrayOf<Row> = []
/// ```
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

extension IdentifiedArray: RandomAccessCollection {
  @inlinable
  public var startIndex: Int { 0 }

  @inlinable
  public var endIndex: Int { storage.count }

  @inlinable
  public func index(after position: Int) -> Int { position + 1 }

  @inlinable
  public func index(before position: Int) -> Int { position - 1 }

  /// Accesses the element at a position; mutation happens in place, without copying.
  ///
  /// Changing an element's id through this subscript is a programmer error, caught by an
  /// assertion in debug builds. Use ``subscript(id:)`` to replace an element with another id.
  @inlinable
  public subscript(position: Int) -> Element {
    _read { yield storage[position] }
    _modify {
      let previous = orderedIDs[position]
      defer {
        changeLog.record(previous)
        assert(
          storage[position][keyPath: id] == previous,
          "IdentifiedArray: the id of the element at \(position) changed through subscript(_:)"
        )
      }
      yield &storage[position]
    }
  }
}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// Creates an array from a sequence of identifiable elements.
  ///
  /// When several elements share an id, only the first occurrence is kept.
  ///
  /// ```swift
  /// let rows = IdentifiedArrayOf<Row>(uniqueElements: fetchedRows)
  /// ```
  public init<S: Sequence>(uniqueElements elements: S) where S.Element == Element {
    self.init(uniqueElements: elements, id: \Element.id)
  }

  /// Creates an empty array of identifiable elements.
  public init() {
    self.init(uniqueElements: [], id: \Element.id)
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, ID == Element.ID {
  /// Creates an array from a literal; later elements with an already used id are dropped.
  public init(arrayLiteral elements: Element...) {
    self.init(uniqueElements: elements)
  }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  /// Two arrays are equal when their elements are equal and in the same order.
  ///
  /// Arrays that share their storage compare in O(1).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage == rhs.storage
  }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage)
  }
}

extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements as an unkeyed array.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(storage)
  }
}

extension IdentifiedArray: Decodable where Element: Decodable & Identifiable, ID == Element.ID {
  /// Decodes an array of elements; a duplicate id is a `DecodingError.dataCorrupted` error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let elements = try container.decode([Element].self)
    var seen = Set<ID>(minimumCapacity: elements.count)
    for element in elements where !seen.insert(element.id).inserted {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "IdentifiedArray: duplicate element id \(element.id)"
      )
    }
    self.init(uniqueElements: elements)
  }
}

extension IdentifiedArray: CustomStringConvertible {
  /// A textual representation of the elements, written like an array.
  public var description: String { storage.description }
}

extension IdentifiedArray: CustomReflectable {
  /// A mirror that shows the elements as a collection.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: storage, displayStyle: .collection)
  }
}

extension IdentifiedArray: CustomDumpRepresentable {
  /// The elements, so that a dump renders the array like its elements array.
  public var customDumpValue: Any { storage }
}

// The stored `KeyPath` is not declared `Sendable`, but a key path is an immutable object: it is
// created once and only ever read, so sharing it across concurrency domains is safe. Everything
// else the array stores is `Sendable` when `ID` and `Element` are.
extension IdentifiedArray: @unchecked Sendable where ID: Sendable, Element: Sendable {}

extension IdentifiedArray {
  /// A stamp of the array as it is now, for ``forEachChange(since:_:)``.
  package var changeStamp: UInt64 { changeLog.stamp }

  /// Calls `body` once with the id of each element that may have changed since the array had
  /// `stamp`; returns `false`, calling nothing, when any element may have.
  ///
  /// ```swift
  /// let stamp = rows.changeStamp
  /// rows[id: 2]?.title = "Renamed"
  /// let named = rows.forEachChange(since: stamp) { print($0) }   // prints 2; named is true
  /// ```
  ///
  /// Only changes made to this array, or to an array it was copied from, are named: an array
  /// built anew, sorted, or changed more than eight times since answers `false`.
  package func forEachChange(since stamp: UInt64, _ body: (ID) -> Void) -> Bool {
    changeLog.forEachChange(since: stamp, body)
  }
}
