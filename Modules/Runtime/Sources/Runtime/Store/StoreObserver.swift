/// What the owner of a store watches: the actions sent to it from outside, every action its
/// reducer handles with the state before and after, with a tracer the route of the actions the
/// tracer traces, and with a work observer when its effects may have become idle.
///
/// `Store`, `TestStore` and the app's sessions all build their root through
/// ``StoreCore/init(initialState:dependencies:observer:reducer:)``; a store without an observer
/// pays nothing for the hooks.
///
/// ```swift
/// let observer = StoreObserver<Int, String>(
///   willSend: { action in print("sent", action) },
///   didReduce: { action, before, after in print(action, before, "->", after) }
/// )
/// ```
package struct StoreObserver<State, Action> {
  /// Called before an action sent through a ``Store`` (not by an effect) is reduced.
  package var willSend: ((Action) -> Void)?
  /// Called after the reducer handled an action, with the state before and after it.
  package var didReduce: ((Action, _ before: State, _ after: State) -> Void)?
  /// The tracer the store reports to: with one, the store runs its reducer instrumented for
  /// tracing (``Reducer/_describe()``) and tells it about every effect.
  package var tracer: ReducerTracer?
  /// How a driver follows the store's effects: where they run, and when they may be idle.
  package var work: WorkObserver?
  /// Called as each effect starts, for what to tag it with: a test store tags each with the
  /// send it descends from, to wait for or cancel what one send started.
  package var effectTag: (() -> AnyHashable?)?

  /// Creates an observer; a hook left `nil` is never called.
  package init(
    willSend: ((Action) -> Void)? = nil,
    didReduce: ((Action, _ before: State, _ after: State) -> Void)? = nil,
    tracer: ReducerTracer? = nil,
    work: WorkObserver? = nil,
    effectTag: (() -> AnyHashable?)? = nil
  ) {
    self.willSend = willSend
    self.didReduce = didReduce
    self.tracer = tracer
    self.work = work
    self.effectTag = effectTag
  }
}

/// How a driver that moves virtual time itself follows the asynchronous work of what it drives:
/// a store's effects (through ``StoreObserver/work``), a view host's `.task` bodies and the
/// sleeps on a ``TestClock``, each given the same value when it is created.
///
/// The work calls ``workMayBeIdle`` whenever some of it may have stopped running: an effect or
/// a view task ended, or a task fell asleep on the clock. That is the one signal a driver waits
/// for before it checks whether everything it started is asleep or done.
///
/// ```swift
/// let work = WorkObserver(executor: nil, workMayBeIdle: { signal.signal() })
/// let clock = TestClock(work: work)
/// let core = StoreCore(
///   initialState: Feature.State(), dependencies: values,
///   observer: StoreObserver(work: work), reducer: { Feature() })
/// ```
package struct WorkObserver: Sendable {
  /// Where the nonisolated code of effects and view tasks runs (a clock's `sleep`, a client's
  /// call): the global executor when `nil`. A driver on virtual time can keep it on the thread
  /// of the main actor, where effects themselves run, so that a wake-up switches no thread and
  /// no work outruns the driver; work that prefers an executor starts right after the send or
  /// the render that started it, not inside it.
  package var executor: (any TaskExecutor)?
  /// Called, on any thread, whenever some of the work may have stopped running.
  package var workMayBeIdle: @Sendable () -> Void

  /// Creates a work observer.
  package init(executor: (any TaskExecutor)?, workMayBeIdle: @escaping @Sendable () -> Void) {
    self.executor = executor
    self.workMayBeIdle = workMayBeIdle
  }
}
