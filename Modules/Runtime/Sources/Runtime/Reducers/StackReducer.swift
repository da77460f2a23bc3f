extension Reducer {
  /// Runs `destination` on the screens of a navigation stack, and pushes and pops them for
  /// ``StackAction/push(id:state:)`` and ``StackAction/popFrom(id:)``.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .forEach(\.path, action: /Action.path) {
  ///     Path()
  ///   }
  /// ```
  ///
  /// A screen's action runs the screen before the parent. A push or a pop runs the parent
  /// first, then changes the stack. Whenever a screen leaves the stack (popped by an action, or
  /// removed by the parent or by another reducer before or after this one), every effect it
  /// started is cancelled: the stack remembers the screens this operator saw. A screen's effects
  /// can pop it with `@Dependency(\.dismiss)`, which sends ``StackAction/popFrom(id:)`` for it.
  /// An action for a screen that is not on the stack, a pop of one that is not there, a push of
  /// an id already there and a push of an id above the stack's next one are runtime warnings.
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _StackReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _StackReducer(
      reducers: ChildReducers(parent: self, child: destination()),
      toStackState: toStackState,
      toStackAction: toStackAction,
      site: CallSite(fileID: fileID, line: line)
    )
  }
}

extension Reducer where Action: CasePathable {
  /// Runs `destination` on the screens of a navigation stack whose actions a case key path
  /// names, as TCA 1.7 and later write it; see ``forEach(_:action:destination:fileID:line:)``.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .forEach(\.path, action: \.path) {
  ///     Detail()
  ///   }
  /// ```
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _StackReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    forEach(
      toStackState, action: Action.casePath(toStackAction), destination: destination,
      fileID: fileID, line: line)
  }
}

/// The reducer built by ``Reducer/forEach(_:action:destination:fileID:line:)``.
public struct _StackReducer<Parent: Reducer, Destination: Reducer>: Reducer, ChildRunningOperator {
  var reducers: ChildReducers<Parent, Destination>
  let toStackState: WritableKeyPath<Parent.State, StackState<Destination.State>>
  let toStackAction: AnyCasePath<Parent.Action, StackAction<Destination.State, Destination.Action>>
  let site: CallSite
  /// Tells a tracer what the operator did to the state itself.
  var note: ((String) -> Void)?

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    // Screens that left the stack outside this operator (a reducer before or after it removed
    // them) are found by the ids the stack remembers having seen here.
    let mounted = state[keyPath: toStackState].mountedIDs
    let stackAction = toStackAction.extract(from: action)
    var destinationEffect = Effect<Parent.Action>.none
    if case let .element(id, elementAction) = stackAction {
      destinationEffect = reduceDestination(in: &state, id: id, action: elementAction, of: action)
    }
    let parentEffect = reducers.parent(&state, action)
    switch stackAction {
    case let .popFrom(id):
      if !state[keyPath: toStackState].pop(from: id) {
        warn("a pop of a screen that is not on the stack (id: \(id))", action)
      } else if let note {
        note("\(node(in: nil).head) popped from id \(id)")
      }
    case let .push(id, pushed):
      if id.rawValue > state[keyPath: toStackState].nextID {
        warn(
          """
          a push with id \(id), above the next id the stack would give (\(
            state[keyPath: toStackState].nextID)); push with the stack's own ids, as \
          append does, so that they stay unique
          """, action)
      }
      if !state[keyPath: toStackState].push(pushed, id: id) {
        warn("a push of an id already on the stack (id: \(id))", action)
      } else if let note {
        note("\(node(in: nil).head) pushed id \(id): \(oneLineDump(pushed))")
      }
    case .element, nil:
      break
    }
    let idsAfter = state[keyPath: toStackState].ids
    guard mounted != idsAfter else { return .mergeSparse(destinationEffect, parentEffect) }
    state[keyPath: toStackState].mountedIDs = idsAfter
    let remaining = Set(idsAfter)
    let cleanup = mounted.lazy.filter { !remaining.contains($0) }.map {
      Effect<Parent.Action>.cancelScope(ScopeSegment.element(toStackState, id: $0), .popped)
    }
    return .merge([destinationEffect, parentEffect] + cleanup)
  }

  mutating func noteChanges(to tracer: ReducerTracer) {
    note = tracer.note
  }

  func node(in state: Parent.State?) -> ReducerNode {
    .scoping(
      .stack, statePath: keyPathName(toStackState), actionPath: casePathName(toStackAction),
      count: state.map { $0[keyPath: toStackState].count },
      child: reducers.childNodes(in: nil))
  }

  private func reduceDestination(
    in state: inout Parent.State, id: StackElementID, action elementAction: Destination.Action,
    of action: Parent.Action
  ) -> Effect<Parent.Action> {
    let destination = reducers.child
    guard
      let effect = state[keyPath: toStackState].modify(
        id: id, { destination(&$0, elementAction) })
    else {
      warn("an action for a screen that is not on the stack (id: \(id))", action)
      return .none
    }
    guard !effect.isNone else { return .none }
    let embed = toStackAction.embed
    return
      effect
      .embedded { embed(.element(id: id, action: $0)) }
      .providingDismiss { send in send.sendNow(embed(.popFrom(id: id))) }
      .scoped(to: ScopeSegment.element(toStackState, id: id))
  }

  private func warn(_ what: String, _ action: Parent.Action) {
    reportIssue(
      """
      A stack "forEach" at \(site.fileID):\(site.line) received \(what). Action: \(action)
      """
    )
  }
}

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
  private(set) var nextID = 0
  /// The ids of the screens the stack's `forEach` saw after its last action, so that it can
  /// cancel the effects of screens another reducer removed; not part of the value.
  var mountedIDs: [StackElementID] = []

  /// Creates an empty stack.
  public init() {}

  /// Creates a stack of `elements`, bottom first, with ids 0, 1, 2, ...
  public init(_ elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// The ids of the screens, bottom first.
  public var ids: [StackElementID] { entries.map(\.id) }

  /// The screen with `id`, or `nil`; setting `nil` pops it and every screen above it.
  ///
  /// In a test, setting a screen at an id the stack does not hold pushes it with that id, so
  /// that an assertion can describe a push: `$0.path[id: 0] = .detail(DetailFeature.State())`.
  /// Elsewhere that is a runtime warning and changes nothing.
  public subscript(id id: StackElementID) -> Element? {
    get { entries.first { $0.id == id }?.element }
    set {
      guard let index = entries.firstIndex(where: { $0.id == id }) else {
        guard let newValue else { return }
        guard isRunningTests else {
          reportIssue(
            "A screen was set at id \(id), which the stack does not hold; nothing changed.")
          return
        }
        push(newValue, id: id)
        return
      }
      if let newValue {
        entries[index].element = newValue
      } else {
        entries.removeSubrange(index...)
      }
    }
  }

  /// The payload of the enum case `casePath` names of the screen with `id`, when it is in that
  /// case; setting it changes that payload, and setting `nil` pops the screen.
  ///
  /// ```swift
  /// state.path[id: 0, case: /Path.State.detail]?.isRefreshing = true
  /// ```
  ///
  /// Changing it while the screen is in another case, or absent, changes nothing and is
  /// reported as a runtime warning, even when the change is an optional chain that stops at
  /// `nil` or a `nil` to pop.
  public subscript<Case>(id id: StackElementID, case casePath: AnyCasePath<Element, Case>) -> Case?
  {
    get { self[id: id].flatMap(casePath.extract(from:)) }
    _modify {
      var payload = self[id: id, case: casePath]
      let wasInCase = payload != nil
      yield &payload
      guard wasInCase else {
        reportIssue(
          """
          A case of the screen at id \(id) was changed while the screen was \
          \(self[id: id].map { "in another case: \(debugCaseOutput($0))" } ?? "absent"); nothing \
          changed.
          """
        )
        return
      }
      self[id: id] = payload.map(casePath.embed)
    }
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

extension StackState: RandomAccessCollection, RangeReplaceableCollection, MutableCollection {
  public var startIndex: Int { entries.startIndex }
  public var endIndex: Int { entries.endIndex }

  /// The screen at `position`, bottom first; setting it keeps the screen's id.
  public subscript(position: Int) -> Element {
    get { entries[position].element }
    set { entries[position].element = newValue }
  }

  /// Replaces the screens in `range` with `elements`, which get new ids, as pushes do.
  public mutating func replaceSubrange(
    _ range: Range<Int>, with elements: some Collection<Element>
  ) {
    let added = elements.map { element -> Entry in
      defer { nextID += 1 }
      return Entry(id: StackElementID(rawValue: nextID), element: element)
    }
    entries.replaceSubrange(range, with: added)
  }

  /// Pops every screen; the ids they had are not given again.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    entries.removeAll(keepingCapacity: keepCapacity)
  }
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

extension StackState: CustomReflectable {
  /// The screens with their ids, and the next id: what the stack is as a value, without the
  /// bookkeeping of its `forEach`.
  public var customMirror: Mirror {
    Mirror(self, children: ["entries": entries, "nextID": nextID], displayStyle: .struct)
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

/// What happens on a navigation stack: an action of one screen, a pop, or a push.
///
/// ```swift
/// enum Action {
///   case path(StackAction<Path.State, Path.Action>)
/// }
/// store.send(.path(.element(id: 0, action: .detail(.refreshTapped))))
/// store.send(.path(.popFrom(id: 0)))   // back to the root
/// ```
public enum StackAction<State, Action> {
  /// An action of the screen with `id`.
  case element(id: StackElementID, action: Action)
  /// Pops the screen with `id` and every screen above it (a back button, or a swipe).
  case popFrom(id: StackElementID)
  /// Pushes `state` with `id` (a navigation link).
  case push(id: StackElementID, state: State)
}

/// The stack action type of a path reducer: `StackActionOf<Path>`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: CasePathable {
  /// The paths to `element`, `popFrom` and `push`: `\.path.popFrom`; and to the action of one
  /// screen, `\.path[id: 0]`, which goes on into that action's cases: `\.path[id: 0].detail`.
  public struct AllCasePaths: Sendable {
    /// The path to `element`, with the screen's id and action.
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case let .element(id, action) = $0 else { return nil }
          return (id, action)
        }
      )
    }

    /// The path to `popFrom`, with the id of the lowest screen popped.
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: {
          guard case let .popFrom(id) = $0 else { return nil }
          return id
        }
      )
    }

    /// The path to `push`, with the new screen's id and state.
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: {
          guard case let .push(id, state) = $0 else { return nil }
          return (id, state)
        }
      )
    }

    /// The path to the action of the screen with `id`.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case let .element(elementID, action) = $0, elementID == id else { return nil }
          return action
        }
      )
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}

extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension StackAction: Codable where State: Codable, Action: Codable {}

/// The id of one screen of a ``StackState``, given in push order: 0, 1, 2, ...
///
/// ```swift
/// state.path.append(.detail(DetailFeature.State()))  // the first push gets id 0
/// store.send(.path(.element(id: 0, action: .detail(.refreshTapped))))
/// ```
public struct StackElementID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
  CustomDumpStringConvertible, ExpressibleByIntegerLiteral
{
  /// The number of the push that created the element.
  public let rawValue: Int

  /// Creates the id with `rawValue`.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Creates the id written as a number, as tests do: `.element(id: 0, action: ...)`.
  public init(integerLiteral value: Int) {
    self.init(rawValue: value)
  }

  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try decoder.singleValueContainer().decode(Int.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The id as transcripts and traces show it: `#0`.
  public var description: String { "#\(rawValue)" }

  public var customDumpDescription: String { description }
}
