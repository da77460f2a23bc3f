/// One thing a ``ReducerTracer`` wrote down about the route of an action: an operator it
/// passed, a reducer that changed the state or returned an effect, or what an effect did.
///
/// Events are data: ``depth`` says how far down the route an event happened and ``trace`` which
/// trace was being written down, so a driver can print them, draw them or count them. The
/// `app` prints their ``lines``:
///
/// ```swift
/// for event in tracer.takeEvents() {
///   print(event.lines.joined(separator: "\n"))
/// }
/// ```
public struct TraceEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// A trace began for an action sent from outside the store.
    case began(String)
    /// The store reduced another action in the same trace: one a synchronous effect queued, or
    /// one a view sent while the store updated it.
    case then(String)
    /// The action reached the child of an operator as this child action.
    case passed(ReducerNode, String)
    /// A reducer changed the state; `diff` shows how.
    case changed(String, diff: String)
    /// A reducer changed a shared value; `diff` shows how, and `holders` are the fields of the
    /// store's state that see the change: `HomeFeature.State.displayName at loggedIn.displayName`.
    case sharedWrite(String, diff: String, holders: [String])
    /// A reducer returned an effect, summarized as code spells it: `.run.cancellable(id: ...)`.
    case returned(String, effect: String)
    /// An operator did something to the state itself, such as dismissing a destination.
    case note(String)
    /// An effect started in the child scope `scope` (outermost first) of the trace `trace`,
    /// marked cancellable with `cancelIDs`.
    case effectStarted(Int, trace: Int, scope: [String], cancelIDs: [String])
    /// An effect of the trace `trace` sent an action.
    case effectSent(Int, trace: Int, String)
    /// An effect of the trace `trace` ended.
    case effectEnded(Int, trace: Int, EffectOutcome)
    /// A task started by the send or the effects of the trace `trace`, such as the `.task` of a
    /// view its action presented, sent an action while no trace was being written down.
    case taskSent(trace: Int, String)
  }

  /// How an effect ended.
  public enum EffectOutcome: Hashable, Sendable {
    /// Its work returned.
    case finished
    /// The store cancelled it, for `reason`.
    case cancelled(CancellationReason)
  }

  /// What happened.
  public let kind: Kind
  /// How many levels down the route it happened: `0` for the start of a trace or an effect's
  /// later work, one more for each operator passed.
  public let depth: Int
  /// The trace being written down when it happened, `nil` when an untraced action or none was
  /// being reduced.
  public let trace: Int?

  /// Creates an event.
  public init(_ kind: Kind, depth: Int, trace: Int?) {
    self.kind = kind
    self.depth = depth
    self.trace = trace
  }

  /// The event as text, indented two spaces per level: one line, or more for a state change.
  ///
  /// ```text
  /// trace #1: Board.Action.counter(.start)
  ///   Scope \.counter /Action.counter → Ticker: Ticker.Action.start
  ///     Ticker returned .run.cancellable(id: Ticker.CancelID.timer)
  ///   effect #1 started in \.counter, cancel id Ticker.CancelID.timer
  /// ```
  public var lines: [String] {
    let indent = String(repeating: "  ", count: depth)
    switch kind {
    case let .began(action):
      return [indent + "trace #\(trace ?? 0): \(action)"]
    case let .then(action):
      return [indent + "then: \(action)"]
    case let .passed(node, action):
      return [indent + "\(node.summary): \(action)"]
    case let .changed(reducer, diff):
      return [indent + "\(reducer) changed the state:"]
        + diff.split(separator: "\n").map { indent + "  " + $0 }
    case let .sharedWrite(reducer, diff, holders):
      return [indent + "\(reducer) changed a shared value:"]
        + diff.split(separator: "\n").map { indent + "  " + $0 }
        + holders.map { indent + "  seen by " + $0 }
    case let .returned(reducer, effect):
      return [indent + "\(reducer) returned \(effect)"]
    case let .note(text):
      return [indent + text]
    case let .effectStarted(number, _, scope, cancelIDs):
      var line = indent + "effect #\(number) started"
      line += scope.isEmpty ? " in the root feature" : " in " + scope.joined(separator: " › ")
      if !cancelIDs.isEmpty { line += ", cancel id " + cancelIDs.joined(separator: ", ") }
      return [line]
    case let .effectSent(number, effectTrace, action):
      return [indent + effectName(number, of: effectTrace) + " sent \(action)"]
    case let .effectEnded(number, effectTrace, .finished):
      return [indent + effectName(number, of: effectTrace) + " finished"]
    case let .effectEnded(number, effectTrace, .cancelled(reason)):
      return [indent + effectName(number, of: effectTrace) + " cancelled (\(reason.rawValue))"]
    case let .taskSent(taskTrace, action):
      return [indent + "a task of trace #\(taskTrace) sent \(action)"]
    }
  }

  /// `effect #4`, with its trace when that is not the one being written: `effect #4 (trace #1)`.
  private func effectName(_ number: Int, of effectTrace: Int) -> String {
    trace == effectTrace ? "effect #\(number)" : "effect #\(number) (trace #\(effectTrace))"
  }
}
