import Runtime

/// The reader of a session's events that keeps the traces the session prints under each
/// command: every trace (`run --trace`), or only those `trace` commands asked for, numbered 1,
/// 2, ... as if the session had traced those alone, with what their effects and the tasks of
/// the views they presented do later.
///
/// ```swift
/// let printer = TracePrinter(printsEveryTrace: false)
/// events.addReader(printer.read)
/// printer.requestTrace()
/// // ... the store reduces the traced action
/// print(printer.takeLines().joined(separator: "\n"))
/// ```
final class TracePrinter {
  /// Whether every trace is printed, not only the requested ones.
  private let printsEveryTrace: Bool
  /// The events read that are yet to be printed.
  private var unprinted: [TraceEvent] = []
  /// The traces `trace` commands asked for: the tracer's number of each, and the number the
  /// printer gives it.
  private var requestedTraces: [Int: Int] = [:]
  /// Whether the next trace to begin is one a `trace` command asked for.
  private var awaitsRequestedTrace = false

  init(printsEveryTrace: Bool) {
    self.printsEveryTrace = printsEveryTrace
  }

  /// Notes that the next trace to begin is a `trace` command's.
  func requestTrace() {
    awaitsRequestedTrace = true
  }

  func read<State, Action>(_ event: SessionEvent<State, Action>) {
    guard case .traced(let events) = event else { return }
    guard !printsEveryTrace else { return unprinted += events }
    for event in events {
      if case .began = event.kind, awaitsRequestedTrace, let trace = event.trace {
        requestedTraces[trace] = requestedTraces.count + 1
        awaitsRequestedTrace = false
      }
      if let trace = event.traceNumber, requestedTraces[trace] != nil {
        unprinted.append(event.renumbered(requestedTraces))
      }
    }
  }

  /// The lines of the events read since the last call.
  func takeLines() -> [String] {
    defer { unprinted = [] }
    return unprinted.flatMap(\.lines)
  }
}

extension TraceEvent {
  /// The trace the event belongs to: an effect's or a task's for what the effect or the task
  /// does, else the one being written down.
  fileprivate var traceNumber: Int? {
    switch kind {
    case .effectStarted(_, let trace, _, _), .effectSent(_, let trace, _),
      .effectEnded(_, let trace, _), .taskSent(let trace, _):
      trace
    default:
      trace
    }
  }

  /// The event with its trace numbers as `numbers` gives them; a trace not among them is one the
  /// printer leaves out, and the event happened outside any printed trace.
  fileprivate func renumbered(_ numbers: [Int: Int]) -> TraceEvent {
    let renumberedKind: Kind
    switch kind {
    case .effectStarted(let number, let trace, let scope, let ids):
      renumberedKind = .effectStarted(
        number, trace: numbers[trace] ?? trace, scope: scope, cancelIDs: ids)
    case .effectSent(let number, let trace, let action):
      renumberedKind = .effectSent(number, trace: numbers[trace] ?? trace, action)
    case .effectEnded(let number, let trace, let outcome):
      renumberedKind = .effectEnded(number, trace: numbers[trace] ?? trace, outcome)
    case .taskSent(let trace, let action):
      renumberedKind = .taskSent(trace: numbers[trace] ?? trace, action)
    default:
      renumberedKind = kind
    }
    return TraceEvent(renumberedKind, depth: depth, trace: trace.flatMap { numbers[$0] })
  }
}
