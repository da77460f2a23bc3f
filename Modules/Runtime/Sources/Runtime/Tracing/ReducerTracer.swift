import Synchronization

/// Writes down the route an action takes through a store's reducers: each operator it passes
/// with the child action it extracted, each reducer that changed the state and how, and the
/// effects that start, finish, are cancelled (and why) and send actions later, each linked to
/// the trace that started it.
///
/// A store pays nothing for tracing unless it is created with a tracer in its observer: then
/// it runs its reducer instrumented for it (built from `Reducer._describe()`), and only actions
/// sent between `begin(_:)` and `end()` (or through `trace(_:send:)`), and the later work of the
/// effects they start, are written down. A trace also follows the tasks the store's observers
/// start while it is written: what such a task (the `.task` of a view its action presented)
/// sends later is part of it.
///
/// ```swift
/// let tracer = ReducerTracer()
/// let core = StoreCore(
///   initialState: Feature.State(), dependencies: values,
///   observer: StoreObserver(tracer: tracer), reducer: { Feature() })
/// tracer.trace(action) { _ = core.send(action) }
/// print(tracer.takeEvents().flatMap(\.lines).joined(separator: "\n"))
/// ```
///
/// What it writes down is data, ``TraceEvent``s, which a driver formats as it likes: the `app`
/// prints their ``TraceEvent/lines`` under the command that caused them.
public final class ReducerTracer {
  private var events: [TraceEvent] = []
  private var depth = 0
  /// The number of the trace being written down, `nil` while none is.
  private var current: Int?
  private var traceCount = 0
  /// The trace each traced effect still in flight belongs to, by effect number.
  private var effectTraces: [Int: Int] = [:]
  /// How many actions the store reduced in the trace being written down.
  private var reducedInTrace = 0
  /// Whether events carry the text a printed trace shows: each state change's diff, the
  /// actions reduced and the child action each operator passed. The texts are taken as the
  /// events happen, because a state can hold a reference (a shared value, a model) whose
  /// contents change before a reader gets to it. A driver that only places the
  /// events on the tree (a run report) leaves it off: those texts are then empty, which saves
  /// dumping the state twice at every reducer, and an action an effect sends is named
  /// `sent #N`, a name the `then:` that reduces it repeats. The events themselves are the same
  /// either way.
  package let writesText: Bool
  /// The actions traced effects sent that the store has yet to reduce, with their names (their
  /// dumps, or `sent #N`), which a `then:` repeats when the store reduces one of them later.
  private var unreducedSends: [(action: Any, name: String)] = []
  /// How many actions traced effects sent, for their names when the tracer writes no text.
  private var sendCount = 0
  /// The names of the scopes and cancel ids of the effects traced so far: the effects of a
  /// running app start in the same few again and again.
  private var scopeNames: [AnyHashable: String] = [:]
  private var cancelIDNames: [AnyHashable: String] = [:]
  /// The shared writes written down whose holders are named once the root reducer is done:
  /// each event's index, with the stored value it changed.
  private var unnamedSharedWrites: [(event: Int, storage: ObjectIdentifier)] = []

  /// Creates a tracer that writes nothing until `trace(_:send:)` is called; `writesText` says
  /// whether its events carry the texts a printed trace shows.
  package init(writesText: Bool = true) {
    self.writesText = writesText
  }

  /// Writes down the route of `action` as the next trace while `send` sends it.
  package func trace<Action>(_ action: Action, send: () -> Void) {
    begin(action)
    send()
    end()
  }

  /// A trace of one tracer, which the tasks started while it is written carry.
  private struct TraceOfTask {
    let tracer: Int
    let number: Int
  }

  /// The trace the running task carries: the one being written when the store's observers
  /// started it.
  @TaskLocal private static var traceOfTask: TraceOfTask?

  /// How many tracers the process made, which numbers each one.
  private static let tracersMade = Atomic<Int>(0)
  /// This tracer's number, which the traces its tasks carry name.
  private let identity = tracersMade.add(1, ordering: .relaxed).newValue

  /// The trace of this tracer that the running task carries, if any.
  private var traceOfRunningTask: Int? {
    guard let carried = Self.traceOfTask, carried.tracer == identity else { return nil }
    return carried.number
  }

  /// Runs `notify`, the store's observers, so that the tasks they start (a view's `.task`,
  /// started as the view appears) carry the trace being written, if one is.
  package func startingTasks(_ notify: () -> Void) {
    guard let current else { return notify() }
    Self.$traceOfTask.withValue(TraceOfTask(tracer: identity, number: current), operation: notify)
  }

  /// Sends `action`, which the store is about to reduce, through `send`: when the running task
  /// carries a trace and none is being written, the route of `action` is written down as part
  /// of the trace it carries. The effects the send starts do not carry it: an effect's later
  /// work is linked to its trace by the effect's number.
  package func sending<Action, Result>(_ action: Action, _ send: () -> Result) -> Result {
    guard let trace = traceOfRunningTask else { return send() }
    return Self.$traceOfTask.withValue(nil) {
      guard current == nil else { return send() }
      let name = writesText ? oneLineDump(action) : ""
      return record(trace, header: .taskSent(trace: trace, name), send)
    }
  }

  /// Starts the next trace, for `action`, which is about to be sent; ends the open one first.
  /// An action sent by a task that carries a trace begins none: sent while that trace is being
  /// written (by a view as it appears), it is part of it as it is; sent later (by a view's
  /// `.task`), its route is written down as part of it.
  package func begin<Action>(_ action: Action) {
    if let carried = traceOfRunningTask {
      if current != carried { end() }
      return
    }
    end()
    traceCount += 1
    current = traceCount
    write(.began(writesText ? oneLineDump(action) : ""))
    depth = 1
    reducedInTrace = 0
  }

  /// Ends the open trace, if any: what its effects do later is still written down.
  package func end() {
    current = nil
    depth = 0
  }

  /// The events written down since the last call, oldest first.
  package func takeEvents() -> [TraceEvent] {
    defer { events = [] }
    return events
  }

  /// Writes `header`, then runs `body` as part of the trace `trace`, one level under it.
  private func record<Result>(
    _ trace: Int, header: TraceEvent.Kind, _ body: () -> Result
  ) -> Result {
    let outer = (current, depth, reducedInTrace)
    write(header)
    current = trace
    depth += 1
    reducedInTrace = 0
    defer { (current, depth, reducedInTrace) = outer }
    return body()
  }

  private func write(_ kind: TraceEvent.Kind) {
    events.append(TraceEvent(kind, depth: depth, trace: current))
  }

  /// Writes `event`, then runs `body` with what it writes one level under the event.
  private func nested<Result>(under event: TraceEvent.Kind, _ body: () -> Result) -> Result {
    write(event)
    depth += 1
    defer { depth -= 1 }
    return body()
  }

  // MARK: - Reducers

  /// `reduce`, the store's root reducer: every action the store reduces in a trace after the
  /// first (one a synchronous effect queued, or one a view sent while the store updated it) is
  /// written as `then: ACTION`, with its route under it.
  func root<State, Action>(
    _ reduce: @escaping (inout State, Action) -> Effect<Action>
  ) -> (inout State, Action) -> Effect<Action> {
    { state, action in
      let sent = self.takeUnreducedSend(action)
      guard self.current != nil else { return reduce(&state, action) }
      self.reducedInTrace += 1
      defer { self.nameHoldersOfSharedWrites(in: state) }
      guard self.reducedInTrace > 1 else { return reduce(&state, action) }
      let name = sent ?? (self.writesText ? oneLineDump(action) : "")
      return self.nested(under: .then(name)) { reduce(&state, action) }
    }
  }

  /// Names, in the shared writes written down, the fields of `state` that hold each value.
  private func nameHoldersOfSharedWrites(in state: Any) {
    guard !unnamedSharedWrites.isEmpty else { return }
    defer { unnamedSharedWrites = [] }
    let found = SharedValueHolders.all(in: state)
    for (index, storage) in unnamedSharedWrites {
      let event = events[index]
      guard case let .sharedWrite(reducer, diff, _) = event.kind else { continue }
      let names = found.first { $0.storage == storage }?.holders.map(\.description) ?? []
      events[index] = TraceEvent(
        .sharedWrite(reducer, diff: diff, holders: names), depth: event.depth,
        trace: event.trace)
    }
  }

  /// `reduce`, an operator's child, writing the operator's line each time an action for the
  /// child reaches it: `Scope \.search /Action.search → SearchFeature: .searchQueryChanged("Lo")`.
  func level<State, Action>(
    _ node: ReducerNode, _ reduce: @escaping (inout State, Action) -> Effect<Action>
  ) -> (inout State, Action) -> Effect<Action> {
    { state, action in
      guard self.current != nil else { return reduce(&state, action) }
      let child = self.writesText ? oneLineDump(action) : ""
      return self.nested(under: .passed(node, child)) { reduce(&state, action) }
    }
  }

  /// `reduce`, a reducer that changes state itself, writing how it changed the state and the
  /// effect it returned, when it did either.
  func leaf<State, Action>(
    _ name: String, _ reduce: @escaping (inout State, Action) -> Effect<Action>
  ) -> (inout State, Action) -> Effect<Action> {
    let isEqual = sameness(of: State.self)
    return { state, action in
      guard self.current != nil else { return reduce(&state, action) }
      let before = state
      let sharedWrites = SharedWriteLog()
      let effect = sharedWrites.listening { reduce(&state, action) }
      // Whether the state changed is decided by equality, whatever the tracer writes: a change
      // to masked fields alone leaves the dumps equal.
      let change =
        isEqual(before, state)
        ? nil : self.writesText ? diff(before, state) ?? maskedChangeNote : ""
      if let change { self.write(.changed(name, diff: change)) }
      for write in sharedWrites.takeWrites() {
        // A write of the value it already held changes nothing anyone sees.
        guard let change = diff(write.before, write.after) else { continue }
        self.unnamedSharedWrites.append((self.events.count, write.storage))
        self.write(.sharedWrite(name, diff: self.writesText ? change : "", holders: []))
      }
      if !effect.isNone {
        self.write(.returned(name, effect: self.writesText ? effect.summary : ""))
      }
      return effect
    }
  }

  /// Writes what an operator did to the state itself, such as dismissing a destination.
  func note(_ line: String) {
    guard current != nil else { return }
    write(.note(line))
  }

  // MARK: - The store

  func effectStarted(_ number: Int, scope: [AnyHashable], ids: [AnyHashable]) {
    guard let current else { return }
    effectTraces[number] = current
    write(
      .effectStarted(
        number, trace: current,
        scope: scope.compactMap { segment in
          (segment.base as? ScopeSegment).map { memoized(segment, in: &scopeNames, $0.name) }
        },
        cancelIDs: ids.map { memoized($0, in: &cancelIDNames, oneLineDump($0.base)) }))
  }

  /// The name of `key` in `names`, made the first time it is asked for and kept.
  private func memoized(
    _ key: AnyHashable, in names: inout [AnyHashable: String], _ name: @autoclosure () -> String
  ) -> String {
    if let known = names[key] { return known }
    let made = name()
    names[key] = made
    return made
  }

  func effectFinished(_ number: Int) {
    effectEnded(number, .finished)
  }

  func effectCancelled(_ number: Int, reason: CancellationReason) {
    effectEnded(number, .cancelled(reason))
  }

  /// The name of `action` when a traced effect sent it and the store reduces it now, forgotten
  /// as the store reduces it; `nil` for another action.
  private func takeUnreducedSend<Action>(_ action: Action) -> String? {
    guard !unreducedSends.isEmpty else { return nil }
    let isEqual = sameness(of: Action.self)
    guard
      let index = unreducedSends.firstIndex(where: { sent in
        (sent.action as? Action).map { isEqual($0, action) } ?? false
      })
    else { return nil }
    return unreducedSends.remove(at: index).name
  }

  /// Writes how a traced effect ended, and forgets it.
  private func effectEnded(_ number: Int, _ outcome: TraceEvent.EffectOutcome) {
    guard let trace = effectTraces.removeValue(forKey: number) else { return }
    write(.effectEnded(number, trace: trace, outcome))
  }

  /// An effect sends `action` through `send`; a traced effect's action is traced as part of the
  /// trace that started the effect.
  func effect<Action>(_ number: Int, sends action: Action, send: () -> Void) {
    guard let trace = effectTraces[number] else { return send() }
    sendCount += 1
    let name = writesText ? oneLineDump(action) : "sent #\(sendCount)"
    unreducedSends.append((action, name))
    let event = TraceEvent.Kind.effectSent(number, trace: trace, name)
    guard current == nil else {
      write(event)
      return send()
    }
    record(trace, header: event, send)
  }
}

/// How the tracer tells two values apart: with `==` when their type is `Equatable`, else by
/// their dumps.
private func sameness<Value>(of type: Value.Type) -> (Value, Value) -> Bool {
  equality(of: type) ?? { diff($0, $1) == nil }
}

extension Effect {
  /// The effect as a trace shows it: `.run.cancellable(id: CancelID.search,
  /// cancelInFlight: true)`, `.send(.delegate(.didLogIn))`.
  var summary: String {
    switch work {
    case .none: ".none"
    case let .send(action): ".send(\(oneLineDump(action)))"
    case .run: ".run"
    case let .merge(effects): ".merge(\(effects.map(\.summary).joined(separator: ", ")))"
    case let .concatenate(effects):
      ".concatenate(\(effects.map(\.summary).joined(separator: ", ")))"
    case let .cancellable(id, cancelInFlight, effect):
      effect.summary + ".cancellable(id: \(oneLineDump(id.base))"
        + (cancelInFlight ? ", cancelInFlight: true)" : ")")
    case let .cancel(id): ".cancel(id: \(oneLineDump(id.base)))"
    case let .cancelScope(segment, reason):
      ".cancel(\((segment.base as? ScopeSegment)?.name ?? "a child"), \(reason.rawValue))"
    case let .scoped(_, effect): effect.summary
    }
  }
}
