/// The root of a store tree: it owns the state, runs the reducer, interprets effects and tells
/// observers about changes. Child stores forward to it.
@MainActor
package final class StoreCore<State, Action>: StoreHost {
  package private(set) var state: State
  let reducer: (inout State, Action) -> Effect<Action>
  package var dependencies: DependencyValues {
    get { activeDependencies.values }
    set { activeDependencies = ReducerDependencies(newValue) }
  }
  var activeDependencies: ReducerDependencies
  let effects = EffectRegistry()
  var buffer: [Action] = []
  var isSending = false
  var observers = ObserverList()

  /// The observer's `willSend`, which ``Store/init(core:)`` applies.
  let willSend: ((Action) -> Void)?
  /// The executor the observer's driver runs effects on, if it chose one.
  private let executor: (any TaskExecutor)?
  /// The observer's tracer, which follows what is sent from outside and what the observers
  /// start.
  private let tracer: ReducerTracer?

  /// Starts a store tree on `initialState`: makes that state and builds the reducer
  /// `makeReducer` returns with `dependencies` in force (so that their `@Dependency` properties
  /// resolve to them), and reports every action it reduces to `observer`.
  ///
  /// With the observer's tracer, the reducer is built instrumented for it; without one, the
  /// store runs the plain reducer and pays nothing for tracing.
  package init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    dependencies: DependencyValues,
    observer: StoreObserver<State, Action> = StoreObserver(),
    reducer makeReducer: () -> R
  ) {
    let tracer = observer.tracer
    let active = ReducerDependencies(dependencies)
    let (state, reduce) = active.activateForTasks {
      let state = initialState()
      let reduce = makeReducer().makeReduce(tracedBy: tracer)
      guard let tracer else { return (state, reduce) }
      return (state, tracer.root(reduce))
    }
    self.state = state
    self.tracer = tracer
    self.willSend = observer.willSend
    self.reducer = Self.reporting(reduce, to: observer.didReduce)
    self.activeDependencies = active
    effects.tracer = tracer
    effects.tagEffect = observer.effectTag
    if let work = observer.work {
      executor = work.executor
      effects.onFinish = work.workMayBeIdle
    } else {
      executor = nil
    }
  }

  /// `reduce`, calling the observer's `didReduce` after each action when it has one.
  private static func reporting(
    _ reduce: @escaping (inout State, Action) -> Effect<Action>,
    to didReduce: ((Action, _ before: State, _ after: State) -> Void)?
  ) -> (inout State, Action) -> Effect<Action> {
    guard let didReduce else { return reduce }
    return { state, action in
      let before = state
      let effect = reduce(&state, action)
      didReduce(action, before, state)
      return effect
    }
  }

  /// The tree of the reducer `makeReducer` builds (with the store's dependencies in force), each
  /// operator marked with whether its child is in the store's state.
  ///
  /// The store keeps no reducer value of its own, so that creating one costs nothing for this:
  /// pass the same reducer the store was created with.
  package func explain<R: Reducer<State, Action>>(reducer makeReducer: () -> R) -> ReducerNode {
    activeDependencies.activate { makeReducer().explain(in: state) }
  }

  /// Reduces `action`, then every action its synchronous effects send, in order; starts the
  /// asynchronous effects; then notifies observers once. The common case, an action with no
  /// queued followers, never touches the queue.
  ///
  /// An action sent while another is being reduced is queued behind it and covered by the
  /// outer call's task.
  package func send(_ action: Action) -> StoreTask {
    guard !isSending else {
      buffer.append(action)
      return StoreTask(nil)
    }
    guard let tracer else { return sendNow(action) }
    return tracer.sending(action) { sendNow(action) }
  }

  /// Reduces `action` and what follows it, as ``send(_:)`` says.
  @inline(__always)
  private func sendNow(_ action: Action) -> StoreTask {
    isSending = true
    var tasks: [Task<Void, Never>] = []
    reduce(action, tasks: &tasks)
    var index = 0
    while index < buffer.count {
      let next = buffer[index]
      index += 1
      reduce(next, tasks: &tasks)
    }
    if !buffer.isEmpty { buffer.removeAll(keepingCapacity: true) }
    isSending = false
    if let tracer {
      tracer.startingTasks { observers.notify() }
    } else {
      observers.notify()
    }
    return StoreTask(tasks: tasks)
  }

  @inline(__always)
  func reduce(_ action: Action, tasks: inout [Task<Void, Never>]) {
    let effect = activeDependencies.activate { reducer(&state, action) }
    if !effect.isNone {
      start(effect, scope: [], cancelKeys: [], inSendLoop: true, tasks: &tasks)
    }
  }

  package func addObserver(_ observer: @escaping @MainActor () -> Void) -> Int {
    observers.add(observer)
  }

  package func removeObserver(_ id: Int) {
    observers.remove(id)
  }

  package var inFlightEffectCount: Int { effects.count }

  /// How many asynchronous effects the store has started, finished or not.
  package var startedEffectCount: Int { effects.nextNumber }

  package func cancelAllEffects() {
    effects.cancelAll()
  }

  package var root: any StoreHost { self }

  func start(
    _ effect: Effect<Action>,
    scope: [AnyHashable],
    cancelKeys: [EffectRegistry.CancelKey],
    inSendLoop: Bool,
    tasks: inout [Task<Void, Never>]
  ) {
    switch effect.work {
    case .none:
      return
    case let .send(action):
      // A sent action is the store's from here on: the effects it starts are not part of this
      // effect, so a concatenation does not wait for them and cancelling it leaves them alone.
      if inSendLoop {
        buffer.append(action)
      } else {
        _ = send(action)
      }
    case let .run(options, body):
      tasks.append(run(body, options: options, scope: scope, cancelKeys: cancelKeys))
    case let .merge(effects):
      for effect in effects {
        start(effect, scope: scope, cancelKeys: cancelKeys, inSendLoop: inSendLoop, tasks: &tasks)
      }
    case let .concatenate(effects):
      if effects.allSatisfy(\.isSynchronous) {
        for effect in effects {
          start(effect, scope: scope, cancelKeys: cancelKeys, inSendLoop: inSendLoop, tasks: &tasks)
        }
      } else {
        tasks.append(runInSequence(effects, scope: scope, cancelKeys: cancelKeys))
      }
    case let .cancellable(id, cancelInFlight, effect):
      let key = EffectRegistry.CancelKey(scope: scope, id: id)
      if cancelInFlight { effects.cancel(key, reason: .cancelInFlight) }
      start(
        effect, scope: scope, cancelKeys: cancelKeys + [key], inSendLoop: inSendLoop, tasks: &tasks
      )
    case let .cancel(id):
      effects.cancel(EffectRegistry.CancelKey(scope: scope, id: id), reason: .cancelID)
    case let .cancelScope(segment, reason):
      effects.cancel(scopePrefix: scope + [segment], reason: reason)
    case let .scoped(segment, effect):
      start(
        effect, scope: scope + [segment], cancelKeys: cancelKeys, inSendLoop: inSendLoop,
        tasks: &tasks
      )
    }
  }

  func run(
    _ body: @escaping @MainActor @Sendable (Send<Action>) async -> Void,
    options: RunOptions,
    scope: [AnyHashable],
    cancelKeys: [EffectRegistry.CancelKey]
  ) -> Task<Void, Never> {
    let entry = effects.register(scope: scope, cancelKeys: cancelKeys)
    let send = Send<Action> { [weak self] action in
      guard !entry.isCancelled, let self else { return }
      guard let tracer = self.effects.tracer else {
        _ = self.send(action)
        return
      }
      tracer.effect(entry.number, sends: action) { _ = self.send(action) }
    }
    var values = activeDependencies.values
    values.effectCancellation = EffectCancellation(effect: entry)
    // Runs synchronously up to the effect's first suspension, so that by the time `send`
    // returns every effect it started is already waiting (on a clock, a request, ...).
    let task = Task.immediate(
      name: options.name, priority: options.priority, executorPreference: executor
    ) {
      [weak effects, values] in
      await DependencyValues.$taskLocal.withValue(values) {
        await body(send)
      }
      effects?.finish(entry)
    }
    entry.task = task
    return task
  }

  /// Runs `parts` one after another in a task that is itself a cancellable effect.
  func runInSequence(
    _ parts: [Effect<Action>],
    scope: [AnyHashable],
    cancelKeys: [EffectRegistry.CancelKey]
  ) -> Task<Void, Never> {
    let entry = effects.register(scope: scope, cancelKeys: cancelKeys)
    // Later parts start after earlier ones finished, but see the dependencies of now.
    let values = activeDependencies.values
    let parts = parts.map { part in
      part.transformingRuns { body in
        { send in await DependencyValues.$taskLocal.withValue(values) { await body(send) } }
      }
    }
    let task = Task { [weak self, weak effects] in
      for part in parts {
        guard !entry.isCancelled, !Task.isCancelled, let core = self else { break }
        var partTasks: [Task<Void, Never>] = []
        core.start(part, scope: scope, cancelKeys: cancelKeys, inSendLoop: false, tasks: &partTasks)
        await StoreTask(tasks: partTasks).finish()
      }
      effects?.finish(entry)
    }
    entry.task = task
    return task
  }
}
