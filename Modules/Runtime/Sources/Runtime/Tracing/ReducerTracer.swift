/// Writes down the route an action takes through a store's reducers: each operator it passes
/// with the child action it extracted, each reducer that changed the state and how, and the
/// effects that start, finish, are cancelled (and why) and send actions later, each linked to
/// the trace that started it.
///
/// A store pays nothing for tracing unless it is created with a tracer in its observer: then
/// it runs its reducer instrumented for it (`Reducer._makeTracedReduce(_:)`), and only actions
/// sent between `begin(_:)` and `end()` (or through `trace(_:send:)`), and the later work of the
/// effects they start, are written down.
///
/// ```swift
/// let tracer = ReducerTracer()
/// let core = StoreCore(
///   initialState: Feature.State(), dependencies: values,
///   observer: StoreObserver(tracer: tracer), reducer: { Feature() })
/// tracer.trace(action) { _ = core.send(action) }
/// print(tracer.takeLines().joined(separator: "\n"))
/// ```
public final class ReducerTracer {
  private var lines: [String] = []
  private var depth = 0
  /// The number of the trace being written down, `nil` while none is.
  private var current: Int?
  private var traceCount = 0
  /// The trace each traced effect still in flight belongs to, by effect number.
  private var effectTraces: [Int: Int] = [:]
  /// How many actions the store reduced in the trace being written down.
  private var reducedInTrace = 0

  /// Creates a tracer that writes nothing until `trace(_:send:)` is called.
  package init() {}

  /// Writes down the route of `action` as the next trace while `send` sends it.
  package func trace<Action>(_ action: Action, send: () -> Void) {
    begin(action)
    send()
    end()
  }

  /// Starts the next trace, for `action`, which is about to be sent; ends the open one first.
  package func begin<Action>(_ action: Action) {
    end()
    traceCount += 1
    write("trace #\(traceCount): \(oneLineDump(action))")
    current = traceCount
    depth = 1
    reducedInTrace = 0
  }

  /// Ends the open trace, if any: what its effects do later is still written down.
  package func end() {
    current = nil
    depth = 0
  }

  /// The lines written since the last call, oldest first.
  package func takeLines() -> [String] {
    defer { lines = [] }
    return lines
  }

  private func record(_ trace: Int, header: String, _ body: () -> Void) {
    let outer = (current, depth, reducedInTrace)
    write(header)
    current = trace
    depth += 1
    reducedInTrace = 0
    body()
    (current, depth, reducedInTrace) = outer
  }

  private func write(_ line: String) {
    lines.append(String(repeating: "  ", count: depth) + line)
  }

  /// Writes `line`, then runs `body` with what it writes indented one level under the line.
  private func nested<Result>(under line: String, _ body: () -> Result) -> Result {
    write(line)
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
      guard self.current != nil else { return reduce(&state, action) }
      self.reducedInTrace += 1
      guard self.reducedInTrace > 1 else { return reduce(&state, action) }
      return self.nested(under: "then: \(oneLineDump(action))") { reduce(&state, action) }
    }
  }

  /// `reduce`, an operator's child, writing the operator's line each time an action for the
  /// child reaches it: `Scope \.search /Action.search → SearchFeature: .searchQueryChanged("Lo")`.
  func level<State, Action>(
    _ node: ReducerNode, _ reduce: @escaping (inout State, Action) -> Effect<Action>
  ) -> (inout State, Action) -> Effect<Action> {
    let summary = node.summary
    return { state, action in
      guard self.current != nil else { return reduce(&state, action) }
      return self.nested(under: "\(summary): \(oneLineDump(action))") { reduce(&state, action) }
    }
  }

  /// `reduce`, a reducer that changes state itself, writing how it changed the state and the
  /// effect it returned, when it did either.
  func leaf<State, Action>(
    _ name: String, _ reduce: @escaping (inout State, Action) -> Effect<Action>
  ) -> (inout State, Action) -> Effect<Action> {
    { state, action in
      guard self.current != nil else { return reduce(&state, action) }
      let before = state
      let effect = reduce(&state, action)
      if let change = diff(before, state) {
        self.write("\(name) changed the state:")
        for line in change.split(separator: "\n") { self.write("  " + line) }
      }
      if !effect.isNone { self.write("\(name) returned \(effect.summary)") }
      return effect
    }
  }

  /// Writes what an operator did to the state itself, such as dismissing a destination.
  func note(_ line: String) {
    guard current != nil else { return }
    write(line)
  }

  // MARK: - The store

  func effectStarted(_ number: Int, scope: [AnyHashable], ids: [AnyHashable]) {
    guard let current else { return }
    effectTraces[number] = current
    write("effect #\(number) started" + Self.describe(scope: scope, ids: ids))
  }

  func effectFinished(_ number: Int) {
    effectEnded(number, "finished")
  }

  func effectCancelled(_ number: Int, reason: CancellationReason) {
    effectEnded(number, "cancelled (\(reason.rawValue))")
  }

  /// Writes how a traced effect ended, and forgets it.
  private func effectEnded(_ number: Int, _ how: String) {
    guard let trace = effectTraces.removeValue(forKey: number) else { return }
    write(effectName(number, trace: trace) + " " + how)
  }

  /// An effect sends `action` through `send`; a traced effect's action is traced as part of the
  /// trace that started the effect.
  func effect<Action>(_ number: Int, sends action: Action, send: () -> Void) {
    guard let trace = effectTraces[number] else { return send() }
    let line = effectName(number, trace: trace) + " sent \(oneLineDump(action))"
    guard current == nil else {
      write(line)
      return send()
    }
    record(trace, header: line, send)
  }

  /// `effect #4`, with its trace when that is not the one being written: `effect #4 (trace #1)`.
  private func effectName(_ number: Int, trace: Int) -> String {
    current == trace ? "effect #\(number)" : "effect #\(number) (trace #\(trace))"
  }

  private static func describe(scope: [AnyHashable], ids: [AnyHashable]) -> String {
    let path = scope.compactMap { ($0.base as? ScopeSegment)?.name }.joined(separator: " › ")
    var description = path.isEmpty ? " in the root feature" : " in \(path)"
    if !ids.isEmpty {
      description += ", cancel id " + ids.map { oneLineDump($0.base) }.joined(separator: ", ")
    }
    return description
  }
}
