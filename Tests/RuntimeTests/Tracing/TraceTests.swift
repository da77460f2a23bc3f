import Foundation
import RuntimeTesting
import Testing

/// A `Board` store on a test clock with a tracer attached.
@MainActor
private struct TracedBoard {
  let clock = TestClock()
  let core: StoreCore<Board.State, Board.Action>
  let tracer = ReducerTracer()

  init(_ state: Board.State = Board.State()) {
    var values = DependencyValues(context: .test)
    values.continuousClock = clock
    core = StoreCore(
      initialState: state, dependencies: values, observer: StoreObserver(tracer: tracer),
      reducer: { Board() })
  }

  /// Sends `action` as a trace and returns what was written down, effects' work included.
  func trace(_ action: Board.Action) async -> [String] {
    tracer.trace(action) { _ = core.send(action) }
    await Task.megaYield()
    return tracer.takeEvents().flatMap(\.lines)
  }

  func send(_ action: Board.Action) async {
    _ = core.send(action)
    await Task.megaYield()
  }

  func advance(by duration: Duration) async -> [String] {
    await clock.advance(by: duration)
    await Task.megaYield()
    return tracer.takeEvents().flatMap(\.lines)
  }
}

@MainActor
@Suite struct TraceTests {
  /// A trace shows each operator the action passes with the child action it extracted, the
  /// reducer that changed the state, the effect it returned and started; the effect's later
  /// action is traced too, linked to the trace that started it.
  @Test func aTraceFollowsTheActionAndTheEffectsItStarts() async {
    let board = TracedBoard()
    let started = await board.trace(.counter(.start))
    #expect(
      started == [
        "trace #1: Board.Action.counter(.start)",
        "  Scope \\.counter /Action.(counter|focused) → Ticker: Ticker.Action.start",
        "    Ticker returned .run.cancellable(id: Ticker.CancelID.timer)",
        "  effect #1 started in \\.counter, cancel id Ticker.CancelID.timer",
      ])
    let later = await board.advance(by: .seconds(10))
    #expect(
      later == [
        "effect #1 (trace #1) sent Board.Action.counter(.tick)",
        "  Scope \\.counter /Action.(counter|focused) → Ticker: Ticker.Action.tick",
        "    Ticker changed the state:",
        "        Ticker.State(",
        "          id: 0,",
        "      -   ticks: 0",
        "      +   ticks: 1",
        "        )",
        "effect #1 (trace #1) finished",
      ])
  }

  /// A trace is data: each event says what happened, how deep in the route, and in which
  /// trace, so a driver can draw it as well as print it.
  @Test func aTraceIsEventsADriverCanRead() async {
    let board = TracedBoard()
    board.tracer.trace(Board.Action.counter(.start)) { _ = board.core.send(.counter(.start)) }
    let events = board.tracer.takeEvents()

    #expect(events.map(\.depth) == [0, 1, 2, 1])
    #expect(events.allSatisfy { $0.trace == 1 })
    guard case .passed(let node, let action) = events[1].kind else {
      Issue.record("expected the Scope, got \(events[1].kind)")
      return
    }
    #expect(node.kind == .scope && node.name == "Ticker")
    #expect(action == "Ticker.Action.start")
    #expect(
      events[3].kind
        == .effectStarted(1, trace: 1, scope: ["\\.counter"], cancelIDs: ["Ticker.CancelID.timer"]))
  }

  /// Every way the store cancels an effect is named in the trace.
  @Test func cancellationsSayWhy() async {
    var state = Board.State()
    state.tickers = [Ticker.State(id: 1)]
    state.sheet = Ticker.State(id: 2)
    state.path.append(Ticker.State(id: 3))
    let board = TracedBoard(state)
    for action: Board.Action in [
      .counter(.start), .refresh, .focus(7), .focused(.start), .ticker(id: 1, action: .start),
      .sheet(.presented(.start)), .path(.element(id: 0, action: .start)),
    ] {
      _ = await board.trace(action)
    }

    let cancelled = [
      await board.trace(.counter(.stop)), await board.trace(.refresh),
      await board.trace(.focus(8)), await board.trace(.focused(.start)) + board.trace(.focus(nil)),
      await board.trace(.removeTicker(1)), await board.trace(.sheet(.dismiss)),
      await board.trace(.path(.popFrom(id: 0))),
    ]
    .map { lines in lines.filter { $0.contains("cancelled") || $0.contains("dismissed its") } }

    #expect(
      cancelled == [
        ["  effect #1 (trace #1) cancelled (.cancel(id:))"],
        ["  effect #2 (trace #2) cancelled (cancelInFlight)"],
        ["  effect #3 (trace #4) cancelled (child identity changed)"],
        ["  effect #8 (trace #11) cancelled (child removed)"],
        ["  effect #4 (trace #5) cancelled (child removed)"],
        [
          "  ifLet (presentation) \\.$sheet /Action.sheet dismissed its destination",
          "  effect #5 (trace #6) cancelled (dismissed)",
        ],
        ["  effect #6 (trace #7) cancelled (popped)"],
      ])
  }

  /// Only traced actions and their effects are written down: the store runs everything else as
  /// before, and an untraced effect that ends says nothing.
  @Test func untracedActionsWriteNothing() async {
    let board = TracedBoard()
    await board.send(.counter(.start))
    await board.send(.counter(.stop))
    _ = await board.advance(by: .seconds(10))
    #expect(board.tracer.takeEvents().flatMap(\.lines) == [])
    #expect(board.core.state.counter.ticks == 0)
  }

  /// A task started by a traced send (as a view's `.task` starts when the store's observers
  /// render the view its action presented) carries the trace: what it sends after the trace
  /// ended is written down as part of it. A task started outside any trace sends untraced.
  @Test func aTaskStartedInATraceSendsAsPartOfIt() async {
    final class View {
      var task: Task<Void, Never>?
    }
    let board = TracedBoard()
    let view = View()
    let observer = board.core.addObserver {
      guard view.task == nil else { return }
      view.task = Task { _ = board.core.send(.counter(.tick)) }
    }
    board.tracer.trace(Board.Action.counter(.tick)) { _ = board.core.send(.counter(.tick)) }
    board.core.removeObserver(observer)
    await view.task?.value
    let lines = board.tracer.takeEvents().flatMap(\.lines)
    #expect(
      Array(lines.drop { !$0.hasPrefix("a task") }.prefix(3)) == [
        "a task of trace #1 sent Board.Action.counter(.tick)",
        "  Scope \\.counter /Action.(counter|focused) → Ticker: Ticker.Action.tick",
        "    Ticker changed the state:",
      ])
    #expect(board.core.state.counter.ticks == 2)

    await Task { _ = board.core.send(.counter(.tick)) }.value
    #expect(board.tracer.takeEvents().isEmpty)
    #expect(board.core.state.counter.ticks == 3)
  }

  /// The effects a task's traced send starts are linked to the trace by their numbers, not by
  /// the task: the later parts of a concatenation it started carry no trace of their own.
  @Test func theEffectsOfATasksSendDoNotCarryItsTrace() async {
    struct Steps: Reducer {
      enum Action: Equatable { case appear, start, done }
      func reduce(into state: inout Int, action: Action) -> Effect<Action> {
        switch action {
        case .appear:
          return .none
        case .start:
          return .concatenate(.run { _ in await Task.yield() }, .send(.done))
        case .done:
          state += 1
          return .none
        }
      }
    }
    final class View {
      var task: Task<Void, Never>?
    }
    let tracer = ReducerTracer()
    let core = StoreCore(
      initialState: 0, dependencies: DependencyValues(context: .test),
      observer: StoreObserver(tracer: tracer), reducer: { Steps() })
    let view = View()
    let observer = core.addObserver {
      guard view.task == nil else { return }
      view.task = Task { await core.send(.start).finish() }
    }
    tracer.trace(Steps.Action.appear) { _ = core.send(.appear) }
    core.removeObserver(observer)
    await view.task?.value
    #expect(core.state == 1)
    let sends = tracer.takeEvents().flatMap(\.lines).filter { $0.contains(" sent ") }
    #expect(sends.count == 1)
    #expect(sends.first?.hasPrefix("a task of trace #1 sent ") == true)
    #expect(sends.first?.hasSuffix(".start") == true)
  }

  /// An action a view sends as it appears, while the traced action that presented it is being
  /// sent, is part of that trace, also for a driver that begins a trace at every send it makes:
  /// the view's send begins none of its own.
  @Test func aSendDuringATracedSendStaysInItsTrace() async {
    let board = TracedBoard()
    var appeared = false
    let observer = board.core.addObserver {
      guard !appeared else { return }
      appeared = true
      board.tracer.begin(Board.Action.focus(7))
      _ = board.core.send(.focus(7))
    }
    board.tracer.begin(Board.Action.counter(.tick))
    _ = board.core.send(.counter(.tick))
    board.tracer.end()
    board.core.removeObserver(observer)
    let lines = board.tracer.takeEvents().flatMap(\.lines)
    #expect(lines.first == "trace #1: Board.Action.counter(.tick)")
    #expect(lines.contains("  then: Board.Action.focus(7)"))
    #expect(!lines.contains { $0.contains("trace #2") || $0.contains("a task") })
  }

  /// Pushes and pops are the stack's own changes to the state, and the trace says so.
  @Test func theStackSaysWhatItPushedAndPopped() async {
    let board = TracedBoard()
    let pushed = await board.trace(.path(.push(id: 0, state: Ticker.State(id: 5))))
    #expect(
      pushed == [
        "trace #1: Board.Action.path(.push(id: #0, state: Ticker.State(id: 5, ticks: 0)))",
        "  forEach (stack) \\.path /Action.path pushed id #0: Ticker.State(id: 5, ticks: 0)",
      ])
  }

  /// A reducer that changes only a masked field changed the state all the same: the trace says
  /// so, with the masked-change note in place of a diff that would be empty, and a tracer that
  /// writes no text places the same change.
  @Test(arguments: [true, false])
  func aChangeToAMaskedFieldIsAChange(writesText: Bool) {
    struct Login: Reducer {
      func reduce(into state: inout Redacted<String>, action: String) -> Effect<String> {
        state.rawValue = action
        return .none
      }
    }
    let tracer = ReducerTracer(writesText: writesText)
    let core = StoreCore(
      initialState: Redacted(""), dependencies: DependencyValues(context: .test),
      observer: StoreObserver(tracer: tracer), reducer: { Login() })
    tracer.trace("hunter2") { _ = core.send("hunter2") }
    let changes = tracer.takeEvents().compactMap { event -> String? in
      guard case .changed(_, let diff) = event.kind else { return nil }
      return diff
    }
    let note = "  (Only masked fields changed; their values are not shown)"
    #expect(changes == [writesText ? note : ""])
  }
}
