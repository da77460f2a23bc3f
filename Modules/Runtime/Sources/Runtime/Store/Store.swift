/// The runtime of a feature: it holds the state, sends actions through the reducer and runs
/// the effects that come back.
///
/// ```swift
/// let store = Store(initialState: SearchFeature.State()) {
///   SearchFeature()
/// }
/// store.send(.searchQueryChanged("Seoul"))
/// ```
///
/// Child stores made with `scope(state:action:)` share their root's state and effects. When
/// the last store of a tree goes away, every effect still running is cancelled.
///
/// A store belongs to the main actor; a debug build reports one created, scoped or sent to
/// elsewhere. Code in Swift 5 mode may use it from a nonisolated function, as it may the
/// reference's 1.x store.
@preconcurrency @MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  let readState: @MainActor () -> State
  let sendAction: @MainActor (Action) -> StoreTask
  package let host: any StoreHost
  /// Whether this store is the same store each time a view asks for it, so that the stores it
  /// hands out again can keep a view's observation: false for a store scoped by closures and
  /// for the stores scoped from it by key paths.
  package let isCached: Bool
  /// What this store made once and hands out again: its stores scoped by key paths, and the
  /// observers of its element stores.
  private var children: [AnyHashable: AnyObject] = [:]

  package init(
    host: any StoreHost,
    readState: @escaping @MainActor () -> State,
    send: @escaping @MainActor (Action) -> StoreTask,
    isCached: Bool = true
  ) {
    self.host = host
    self.readState = readState
    self.sendAction = send
    self.isCached = isCached
  }

  /// Creates a store that runs `reducer` on `initialState`.
  ///
  /// `prepareDependencies` changes the dependencies the initial state, the reducer and its
  /// effects see, on top of those in force where the store is created.
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    reportUnlessOnMainActor("A store was created off the main actor.")
    var values = DependencyValues.current
    prepareDependencies?(&values)
    // The initial state is made with the store's dependencies, as the reducer is.
    self.init(
      unobserved: StoreCore(initialState: initialState(), dependencies: values, reducer: reducer))
  }

  /// Creates the root store of `core`; what it sends goes to the observer's `willSend` first.
  package convenience init(core: StoreCore<State, Action>) {
    if let willSend = core.willSend {
      self.init(
        host: core, readState: { core.state },
        send: { action in
          willSend(action)
          return core.send(action)
        })
    } else {
      self.init(unobserved: core)
    }
  }

  /// Creates the root store of `core`, whose observer has nothing to call before a send.
  private convenience init(unobserved core: StoreCore<State, Action>) {
    self.init(host: core, readState: { core.state }, send: { core.send($0) })
  }

  /// Sends `action` to the reducer and returns the work its effects started.
  ///
  /// Actions sent while another action is being reduced wait their turn, so they are handled in
  /// the order they were sent.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    reportUnlessOnMainActor("\"Store.send\" was called off the main actor with \(action).")
    return sendAction(action)
  }

  /// Reads the current state.
  public func withState<Value>(_ body: (State) -> Value) -> Value {
    body(readState())
  }

  /// The current state.
  public var currentState: State { readState() }

  /// Calls `onChange` with the value `toValue` reads from the state whenever it changes; the
  /// returned observation stops it when cancelled or released.
  ///
  /// ```swift
  /// let observation = store.observe(\.searchQuery, removeDuplicates: ==) { print($0) }
  /// ```
  public func observe<Value>(
    _ toValue: @escaping @MainActor (State) -> Value,
    removeDuplicates isDuplicate: @escaping (Value, Value) -> Bool,
    onChange: @escaping @MainActor (Value) -> Void
  ) -> StoreObservation {
    var last = toValue(readState())
    let readState = self.readState
    let id = host.addObserver {
      let next = toValue(readState())
      guard !isDuplicate(last, next) else { return }
      last = next
      onChange(next)
    }
    return StoreObservation(host: host, id: id)
  }

  /// The object this store keeps for `key`, made by `make` the first time it is asked for.
  package func cachedObject<Object: AnyObject>(for key: AnyHashable, make: () -> Object) -> Object {
    if let existing = children[key] as? Object { return existing }
    let object = make()
    children[key] = object
    return object
  }

  /// The number of asynchronous effects of this store's tree that are still running.
  public var inFlightEffectCount: Int { host.inFlightEffectCount }

  /// Cancels every effect of this store's tree that is still running.
  public func cancelAllEffects() {
    host.cancelAllEffects()
  }
}

/// The store type of a feature: `StoreOf<SearchFeature>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

extension Store {
  /// A store for a child feature that reads its state from this one and sends its actions
  /// through this one.
  ///
  /// ```swift
  /// SearchView(store: store.scope(state: \.search, action: { .search($0) }))
  /// ```
  ///
  /// The scoped store keeps no copy of the child's state: it runs `toChildState` on the
  /// parent's state each time it is read, so that the next change to a collection in the
  /// parent's state happens in place instead of copying the collection.
  ///
  /// It is a new store each time, so the stores scoped from it are too: scoping it to optional
  /// state or to the elements of a collection, where a view needs the same store from one
  /// render to the next, reports an issue.
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping @MainActor (State) -> ChildState,
    action fromChildAction: @escaping @MainActor (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    reportUnlessOnMainActor(offMainActorScope)
    return makeScope(state: toChildState, action: fromChildAction, isCached: false)
  }

  /// The scoped store of ``scope(state:action:)``, made without checking the actor again; it
  /// is cached when this store is and `isCached` says the caller keeps it.
  fileprivate func makeScope<ChildState, ChildAction>(
    state toChildState: @escaping @MainActor (State) -> ChildState,
    action fromChildAction: @escaping @MainActor (ChildAction) -> Action,
    isCached: Bool
  ) -> Store<ChildState, ChildAction> {
    let readParentState = readState
    let sendToParent = sendAction
    return Store<ChildState, ChildAction>(
      host: host,
      readState: { toChildState(readParentState()) },
      send: { sendToParent(fromChildAction($0)) },
      isCached: self.isCached && isCached
    )
  }

  /// Reports an issue when this store is not cached: a store scoped from it for a view would
  /// be a new store at each render, and the view would start its observation over.
  func reportUnlessCached() {
    guard !isCached else { return }
    reportIssue(
      """
      A store of \(String(reflecting: State.self)) scoped by closures was scoped to optional \
      state or to a collection's elements. A store scoped by closures is a new store each time \
      it is made, so the stores scoped from it are new each time too, and a view showing them \
      starts over at each render. Scope by key paths instead: \
      "store.scope(state: \\.child, action: \\.child)".
      """)
  }

  /// A store for a child feature, with its action embedded by a case path.
  ///
  /// ```swift
  /// store.scope(state: \.search, action: /Action.search)
  /// ```
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState> & Sendable,
    action toChildAction: AnyCasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(state: { $0[keyPath: toChildState] }, action: toChildAction.embed)
  }
}

extension Store where Action: CasePathable {
  /// A store for a child feature, its actions named by a case key path:
  /// `store.scope(state: \.search, action: \.search)`.
  ///
  /// Scoping again with the same key paths returns the same store, as in TCA 1.5 and later, so
  /// a child view given it is the same view when its parent renders again, and a list's rows
  /// keep one observer. A scope by a case path or by closures makes a new store each time.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState> & Sendable,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    reportUnlessOnMainActor(offMainActorScope)
    return cachedObject(for: ScopeID(state: toChildState, action: toChildAction)) {
      makeScope(
        state: { $0[keyPath: toChildState] }, action: Action.casePath(toChildAction).embed,
        isCached: true)
    }
  }

  /// A store for part of this store's state that sends this store's own actions:
  /// `store.scope(state: \.self, action: \.self)` is this store's domain, cached as any scope
  /// by key paths is.
  public func scope<ChildState>(
    state toChildState: KeyPath<State, ChildState> & Sendable,
    action toSelf: KeyPath<Action.AllCasePaths, Action.AllCasePaths> & Sendable
  ) -> Store<ChildState, Action> {
    reportUnlessOnMainActor(offMainActorScope)
    return cachedObject(for: ScopeID(state: toChildState, action: toSelf)) {
      makeScope(state: { $0[keyPath: toChildState] }, action: { $0 }, isCached: true)
    }
  }
}

extension Store where Action: CasePathable {
  /// A store of optional child state, or `nil` while the child state is `nil`: the
  /// observation era's way to show a child that may be absent.
  ///
  /// ```swift
  /// if let counterStore = store.scope(state: \.counter, action: \.counter) {
  ///   CounterView(store: counterStore)
  /// }
  /// ```
  ///
  /// While the child state is there, scoping again returns the same store, as in TCA 1.5 and
  /// later; once it is `nil`, the next scope forgets that store, and a child shown again gets a
  /// new one. The store keeps reading the child's last value once it goes away, so that a view
  /// leaving the screen can still render it.
  ///
  /// Scoping a store that was scoped by closures this way reports an issue: that store, and so
  /// this one, would be new at each render.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?> & Sendable,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    reportUnlessOnMainActor(offMainActorScope)
    reportUnlessCached()
    let id = ScopeID(state: toChildState, action: toChildAction)
    guard let first = readState()[keyPath: toChildState] else {
      children[id] = nil
      return nil
    }
    return cachedObject(for: id) {
      scope(
        keepingLast: first, of: { $0[keyPath: toChildState] },
        action: Action.casePath(toChildAction).embed)
    }
  }
}

extension Store {
  /// A store of the child state that `extract` finds, or `nil` while it finds none; the store
  /// keeps the last child state it read once `extract` finds none.
  package func scopeWhilePresent<ChildState, ChildAction>(
    _ extract: @escaping @MainActor (State) -> ChildState?,
    action fromChildAction: @escaping @MainActor (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction>? {
    reportUnlessOnMainActor(offMainActorScope)
    guard let first = extract(readState()) else { return nil }
    return scope(keepingLast: first, of: extract, action: fromChildAction)
  }

  /// A store of the child state that `extract` finds, starting from `first`, which keeps the
  /// last child state it read once `extract` finds none.
  private func scope<ChildState, ChildAction>(
    keepingLast first: ChildState,
    of extract: @escaping @MainActor (State) -> ChildState?,
    action fromChildAction: @escaping @MainActor (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    var last = first
    return makeScope(
      state: { state in
        if let current = extract(state) { last = current }
        return last
      },
      action: fromChildAction, isCached: true)
  }
}

/// What a scope made off the main actor reports.
private let offMainActorScope = "\"Store.scope\" was called off the main actor."

/// A store is identified by the object it is, so that a binding to an optional store can drive
/// `.sheet(item:)` and `.navigationDestination(item:)`.
extension Store: Identifiable, Hashable {
  nonisolated public static func == (lhs: Store, rhs: Store) -> Bool { lhs === rhs }

  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// The key paths of a scope, which name the store it made.
struct ScopeID: Hashable {
  let state: AnyKeyPath
  let action: AnyKeyPath
}

/// A registration made with ``Store/observe(_:removeDuplicates:onChange:)``; releasing it or
/// calling ``cancel()`` stops the notifications.
@MainActor
public final class StoreObservation {
  private weak var host: (any StoreHost)?
  private var id: Int?

  init(host: any StoreHost, id: Int) {
    self.host = host
    self.id = id
  }

  /// Stops the notifications.
  public func cancel() {
    guard let id else { return }
    host?.removeObserver(id)
    self.id = nil
  }

  isolated deinit {
    cancel()
  }
}
