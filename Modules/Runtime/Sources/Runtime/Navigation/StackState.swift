/// The screens pushed on a navigation stack, bottom first, each with a ``StackElementID``.
///
/// ```swift
/// struct State {
///   var path = StackState<Path.State>()
/// }
/// state.path.append(.detail(DetailFeature.State()))
/// state.path.removeLast()
/// ```
///
/// Ids come from a counter kept in the stack itself, so they are the same in every run, in
/// tests and in scripts: the first push gets 0, the next 1, and an id is never reused. Two
/// stacks are equal when they hold the same screens with the same ids.
public struct StackState<Element> {
  fileprivate struct Entry {
    let id: StackElementID
    var element: Element
  }

  private var entries: [Entry] = []
  /// The id the next push gets.
  private var nextID = 0

  /// Creates an empty stack.
  public init() {}

  /// Creates a stack of `elements`, bottom first, with ids 0, 1, 2, ...
  public init(_ elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// The ids of the screens, bottom first.
  public var ids: [StackElementID] { entries.map(\.id) }

  /// The screen with `id`, or `nil`; setting `nil` pops it and every screen above it.
  public subscript(id id: StackElementID) -> Element? {
    get { entries.first { $0.id == id }?.element }
    set {
      guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
      if let newValue {
        entries[index].element = newValue
      } else {
        entries.removeSubrange(index...)
      }
    }
  }

  /// Pushes `element` with the next id.
  public mutating func append(_ element: Element) {
    push(element, id: StackElementID(rawValue: nextID))
  }

  /// Pushes `element` with `id`, as ``StackAction/push(id:state:)`` does; later pushes get ids
  /// above it. Returns `false`, changing nothing, when a screen already has `id`.
  ///
  /// ```swift
  /// $0.path.push(DetailFeature.State(), id: 5)
  /// ```
  @discardableResult
  public mutating func push(_ element: Element, id: StackElementID) -> Bool {
    guard !entries.contains(where: { $0.id == id }) else { return false }
    entries.append(Entry(id: id, element: element))
    nextID = Swift.max(nextID, id.rawValue + 1)
    return true
  }

  /// Pops the top `count` screens.
  public mutating func removeLast(_ count: Int = 1) {
    entries.removeLast(count)
  }

  /// Pops the screen with `id` and every screen above it; returns `false` when no screen has
  /// `id`.
  @discardableResult
  public mutating func pop(from id: StackElementID) -> Bool {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return false }
    entries.removeSubrange(index...)
    return true
  }

  /// Runs `body` on the screen with `id` in place; `nil` when there is no such screen.
  mutating func modify<Result>(
    id: StackElementID, _ body: (inout Element) -> Result
  ) -> Result? {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return nil }
    return body(&entries[index].element)
  }
}

extension StackState: RandomAccessCollection {
  public var startIndex: Int { entries.startIndex }
  public var endIndex: Int { entries.endIndex }
  public subscript(position: Int) -> Element { entries[position].element }
}

extension StackState: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ids == rhs.ids && lhs.elementsEqual(rhs)
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ids)
    for element in self { hasher.combine(element) }
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState.Entry: Sendable where Element: Sendable {}

extension StackState: Codable where Element: Codable {
  private enum CodingKeys: String, CodingKey {
    case ids, elements, nextID
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let ids = try container.decode([StackElementID].self, forKey: .ids)
    let elements = try container.decode([Element].self, forKey: .elements)
    guard ids.count == elements.count, Set(ids).count == ids.count else {
      throw DecodingError.dataCorruptedError(
        forKey: .ids, in: container,
        debugDescription: "a stack needs one unique id per element")
    }
    for (id, element) in zip(ids, elements) { push(element, id: id) }
    nextID = Swift.max(nextID, try container.decode(Int.self, forKey: .nextID))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(ids, forKey: .ids)
    try container.encode(Array(self), forKey: .elements)
    try container.encode(nextID, forKey: .nextID)
  }
}
