import Synchronization

/// The two reducers of an operator that runs a child before the reducer it is applied to
/// (`ifLet`, `ifCaseLet`, `forEach`, presentation `ifLet`, the stack `forEach`), kept as values
/// for the tree and the tracer, and as the functions the operator calls.
///
/// Unlike two ``BuiltReducer``s, both values share one reference, so an operator that an action
/// copies retains one object, not two.
struct ChildReducers<Parent: Reducer, Child: Reducer> {
  private let values: Retained<(parent: Parent, child: Child)>
  /// The parent as a function, with its body built once.
  private(set) var parent: (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
  /// The child as a function, with its body built once.
  private(set) var child: (inout Child.State, Child.Action) -> Effect<Child.Action>

  init(parent: Parent, child: Child) {
    self.values = Retained((parent, child))
    self.parent = parent.makeReduce()
    self.child = Self.build { child.makeReduce() }
  }

  /// The function `make` makes: made now, unless a reducer of the child's type is being built
  /// further up. A feature that holds itself as a child (a screen that presents another of its
  /// kind, a tree of rows) would build forever, so there the function is made when it is first
  /// called, one level at a time; every other child costs nothing more per action.
  private static func build(
    _ make: @escaping () -> (inout Child.State, Child.Action) -> Effect<Child.Action>
  ) -> (inout Child.State, Child.Action) -> Effect<Child.Action> {
    let type = ObjectIdentifier(Child.self)
    let building = ChildTypesInProgress.built
    guard building.contains(type) else {
      return ChildTypesInProgress.$built.withValue(building.union([type]), operation: make)
    }
    var built: ((inout Child.State, Child.Action) -> Effect<Child.Action>)?
    return { state, action in
      if let built { return built(&state, action) }
      let made = make()
      built = made
      return made(&state, action)
    }
  }

  /// The tree nodes of the operator whose own node is `node`: it first, since its child runs
  /// first, then the parent's.
  func nodes(_ node: ReducerNode, in state: Parent.State?) -> [ReducerNode] {
    [node] + values.value.parent._describe().nodes(state)
  }

  /// The child's nodes, for the operator's node.
  ///
  /// A child absent from the state whose type is already being explained further up (a
  /// feature that holds itself) has no nodes, so the tree of a recursive feature ends.
  func childNodes(in state: Child.State?) -> [ReducerNode] {
    let type = ObjectIdentifier(Child.self)
    let explaining = ChildTypesInProgress.explained
    if state == nil, explaining.contains(type) { return [] }
    return ChildTypesInProgress.$explained.withValue(explaining.union([type])) {
      values.value.child._describe().nodes(state)
    }
  }

  /// Both reducers traced by `tracer`: the parent at the operator's level, the child one level
  /// down, under the operator's `node`.
  func traced(by tracer: ReducerTracer, under node: ReducerNode) -> Self {
    var traced = self
    traced.parent = values.value.parent.makeReduce(tracedBy: tracer)
    let child = values.value.child
    traced.child = tracer.level(node, Self.build { child.makeReduce(tracedBy: tracer) })
    return traced
  }
}

/// The types of the children an operator is working on further up: explaining them or
/// building their reducers. A child whose type is already there holds itself.
enum ChildTypesInProgress {
  @TaskLocal static var explained: Set<ObjectIdentifier> = []
  @TaskLocal static var built: Set<ObjectIdentifier> = []
}

/// An operator that runs a child before the reducer it is applied to: `ifLet`, `ifCaseLet`,
/// `forEach`, presentation `ifLet` and the stack `forEach`. It explains and traces itself from
/// its ``ChildReducers`` and its own node.
protocol ChildRunningOperator: ReducerOperator {
  associatedtype Parent: Reducer where Parent.State == State, Parent.Action == Action
  associatedtype Child: Reducer

  /// The parent and the child, as values and as functions.
  var reducers: ChildReducers<Parent, Child> { get set }

  /// The operator's node, its child marked for `state`.
  func node(in state: State?) -> ReducerNode

  /// Tells `tracer` what the operator does to the state itself, if it does anything.
  mutating func noteChanges(to tracer: ReducerTracer)
}

extension ChildRunningOperator {
  func operatorNodes(in state: State?) -> [ReducerNode] {
    reducers.nodes(node(in: state), in: state)
  }

  func traced(by tracer: ReducerTracer) -> Self {
    var traced = self
    traced.reducers = reducers.traced(by: tracer, under: node(in: nil))
    traced.noteChanges(to: tracer)
    return traced
  }

  func noteChanges(to tracer: ReducerTracer) {}
}

/// Tells one child state apart from another, so that an operator can end the effects of a child
/// that was replaced, not only of one that went away.
///
/// Two child states are the same child when they hold the same enum case and, where the state
/// (or that case's payload) is `Identifiable`, the same `id`. Any other difference is a change
/// of the same child, whose effects keep running.
struct ChildIdentity<State>: Sendable {
  /// One child's identity; not nested in the generic type, so that comparing two costs no
  /// generic metadata look-up.
  typealias Value = ChildIdentityValue

  private let metadata: EnumMetadata?
  private let readID: (@Sendable (State) -> AnyHashable)?
  private let payloads = IdentifiablePayloadMemo()

  init() {
    self.metadata = EnumMetadata(State.self)
    if let identifiable = State.self as? any Identifiable.Type {
      self.readID = Self.idReader(identifiable)
    } else {
      self.readID = nil
    }
    self.isTrivial = metadata == nil && readID == nil
  }

  /// The identity of an optional child, `nil` when it is absent.
  func callAsFunction(of state: State?) -> Value? {
    guard let state else { return nil }
    return value(of: state)
  }

  /// Whether all states of the type are the same child: not an enum, not `Identifiable`. Then
  /// only presence matters, and operators skip identities altogether.
  let isTrivial: Bool

  /// Whether going from a child with identity `before` to `after` ends the first child: it went
  /// away or another child took its place.
  func endsChild(_ before: Value?, _ after: Value?) -> Bool {
    before != nil && before != after
  }

  /// The effect that cancels everything the child started in `segment` when going from a child
  /// with identity `before` to `after` ended it (why: it went away, or another took its
  /// place), and `.none` when the same child is still there.
  func ending<Action>(
    _ segment: @autoclosure () -> ScopeSegment, from before: Value?, to after: Value?
  ) -> Effect<Action> {
    guard endsChild(before, after) else { return .none }
    return .cancelScope(segment(), after == nil ? .childRemoved : .childReplaced)
  }

  /// Whether `after` is still the child `before` was, unchanged: the same identity, and equal
  /// where the state is `Equatable`. An alert that the parent left as it was after one of its
  /// actions goes away; one it replaced with a follow-up stays.
  func isUntouched(_ before: State, now after: State?) -> Bool {
    guard let after, value(of: after) == value(of: before) else { return false }
    guard let before = before as? any Equatable, let after = after as? any Equatable else {
      return true
    }
    return isEqual(before, after)
  }

  /// The identity of a present child.
  func value(of state: State) -> Value {
    let tag = metadata?.tag(of: state) ?? 0
    if let readID { return Value(tag: tag, id: readID(state)) }
    guard metadata != nil else { return Value(tag: tag, id: nil) }
    return Value(tag: tag, id: payloadID(of: state, tag: tag))
  }

  /// The id of the payload of the case that `state` holds, when that payload is `Identifiable`.
  private func payloadID(of state: State, tag: UInt32) -> AnyHashable? {
    if payloads.hasNoID(tag: tag) { return nil }
    let payload = Mirror(reflecting: state).children.first?.value
    guard let identifiable = payload as? any Identifiable else {
      payloads.rememberNoID(tag: tag)
      return nil
    }
    return Self.id(of: identifiable)
  }

  private static func id<Element: Identifiable>(of element: Element) -> AnyHashable {
    AnyHashable(element.id)
  }

  private static func idReader<Element: Identifiable>(
    _: Element.Type
  ) -> @Sendable (State) -> AnyHashable {
    { state in
      // `State` is `Element`: the caller checked it with a cast of the type.
      withUnsafePointer(to: state) {
        $0.withMemoryRebound(to: Element.self, capacity: 1) { AnyHashable($0.pointee.id) }
      }
    }
  }
}

/// The identity of one child state: its enum case tag (`0` for a struct) and its `id`, if any.
///
/// It is sendable because presentation state, which may be, remembers one: its `id` is read
/// from a child state's `Identifiable` id and only ever compared, never changed.
struct ChildIdentityValue: Hashable, @unchecked Sendable {
  let tag: UInt32
  let id: AnyHashable?
}

/// The case tags, below 64, whose payload was seen not to be `Identifiable`, so that reading a
/// child's identity skips reflection for them.
final class IdentifiablePayloadMemo: Sendable {
  private static let capacity: UInt32 = 64
  private let bits = Atomic<UInt64>(0)

  func hasNoID(tag: UInt32) -> Bool {
    tag < Self.capacity && bits.load(ordering: .relaxed) & (1 << UInt64(tag)) != 0
  }

  func rememberNoID(tag: UInt32) {
    guard tag < Self.capacity else { return }
    bits.bitwiseOr(1 << UInt64(tag), ordering: .relaxed)
  }
}

/// An operator that wraps one reducer and runs it at its own level, adding something around it:
/// `dependency` and `_printChanges`. It is traced by tracing what it wraps.
protocol WrappingOperator: ReducerOperator where State == Base.State, Action == Base.Action {
  associatedtype Base: Reducer

  /// The wrapped reducer, as a value and as a function.
  var base: BuiltReducer<Base> { get set }
}

extension WrappingOperator {
  func traced(by tracer: ReducerTracer) -> Self {
    var traced = self
    traced.base = base.traced(by: tracer)
    return traced
  }
}

/// A reducer an operator wraps, kept two ways: as its value behind one reference, which the tree
/// and the tracer read, and as the function the operator calls, built once.
struct BuiltReducer<R: Reducer> {
  private let kept: Retained<R>
  /// The reducer as a function.
  private(set) var run: (inout R.State, R.Action) -> Effect<R.Action>

  init(_ reducer: R) {
    self.kept = Retained(reducer)
    self.run = reducer.makeReduce()
  }

  /// The reducer's nodes in the tree.
  func nodes(in state: R.State?) -> [ReducerNode] {
    kept.value._describe().nodes(state)
  }

  /// This reducer running traced by `tracer`: at the operator's level, or one level down under
  /// the operator's `node`.
  func traced(by tracer: ReducerTracer, under node: ReducerNode? = nil) -> Self {
    var traced = self
    let reduce = kept.value.makeReduce(tracedBy: tracer)
    traced.run = node.map { tracer.level($0, reduce) } ?? reduce
    return traced
  }
}

/// A value kept behind a reference: an operator keeps the reducers it was built from this way,
/// so that copying the operator, which an action may do at every level, copies one pointer
/// instead of every reducer below it. Only the tree and the tracer read the value.
final class Retained<Value> {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}

/// Names one child scope of a feature, so that the child's cancel ids and in-flight effects
/// stay apart from its parent's and its siblings'.
enum ScopeSegment: Hashable, @unchecked Sendable {
  /// A child that always exists, stored at a key path (`Scope(state: \.search, ...)`).
  case keyPath(AnyKeyPath)
  /// An enum case of the parent's state, named by the operator's call site and the case.
  case enumCase(site: CallSite, case: EnumCase)
  /// An optional child (`ifLet`) or a presented destination.
  case optional(AnyKeyPath)
  /// One element of a collection (`forEach`), by its id.
  case element(AnyKeyPath, id: AnyHashable)

  /// The case of an enum state a child lives in: the enum's type and the case's payload type,
  /// compared by identity.
  struct EnumCase: Hashable {
    let root: Any.Type
    let payload: Any.Type

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.root == rhs.root && lhs.payload == rhs.payload
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(root))
      hasher.combine(ObjectIdentifier(payload))
    }
  }

  /// How a trace names the scope: the path the operator scopes along, `\.search`,
  /// `/State.loggedIn`, `\.favorites[id: 3]`.
  var name: String {
    switch self {
    case let .keyPath(keyPath), let .optional(keyPath):
      keyPathName(keyPath)
    case let .enumCase(_, enumCase):
      enumCasePathName(root: enumCase.root, payload: enumCase.payload)
    case let .element(keyPath, id):
      "\(keyPathName(keyPath))[id: \(oneLineDump(id.base))]"
    }
  }
}

/// Where a reducer operator was written.
struct CallSite: Hashable, Sendable {
  let fileID: String
  let line: UInt

  init(fileID: StaticString, line: UInt) {
    self.fileID = "\(fileID)"
    self.line = line
  }
}
