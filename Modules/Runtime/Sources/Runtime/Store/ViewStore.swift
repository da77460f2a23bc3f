/// The part of a store that a view reads and the actions it may send.
///
/// ```swift
/// let viewStore = ViewStore(store, observe: { $0 }, send: { .view($0) })
/// viewStore.send(.onAppear)          // becomes .view(.onAppear)
/// viewStore.searchQuery              // reads the observed state
/// ```
///
/// It only changes, and only tells its subscribers, when the observed state changes according
/// to `removeDuplicates`, so a view is not re-rendered for state it does not show.
///
/// Like ``Store``, it belongs to the main actor; a debug build reports one created elsewhere.
@preconcurrency @MainActor
@dynamicMemberLookup
public final class ViewStore<ViewState, ViewAction> {
  /// The observed state.
  public private(set) var state: ViewState
  let sendAction: @MainActor (ViewAction) -> StoreTask
  /// The store tree it observes, so that a host can re-render after that tree changes.
  package let host: any StoreHost
  var observation: StoreObservation?
  var subscribers = ObserverList()

  /// Observes `store` through `toViewState`; view actions become store actions through
  /// `fromViewAction`.
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping @MainActor (State) -> ViewState,
    send fromViewAction: @escaping @MainActor (ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (ViewState, ViewState) -> Bool
  ) {
    reportUnlessOnMainActor("A view store was created off the main actor.")
    self.state = store.withState(toViewState)
    self.sendAction = { store.send(fromViewAction($0)) }
    self.host = store.host
    self.observation = store.observe(toViewState, removeDuplicates: isDuplicate) {
      [weak self] newState in
      guard let self else { return }
      self.state = newState
      self.subscribers.notify()
    }
  }

  /// Observes `store` through `toViewState`; a view state that `isDuplicate` finds equal to the
  /// last one is not reported.
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping @MainActor (State) -> ViewState,
    removeDuplicates isDuplicate: @escaping (ViewState, ViewState) -> Bool
  ) {
    self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
  }

  /// Sends a view action.
  @discardableResult
  public func send(_ action: ViewAction) -> StoreTask {
    sendAction(action)
  }

  /// Reads a field of the observed state.
  public subscript<Value>(dynamicMember keyPath: KeyPath<ViewState, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// A binding that reads from the observed state and sends an action on every write.
  ///
  /// ```swift
  /// Toggle(
  ///   "Haptic feedback",
  ///   isOn: viewStore.binding(
  ///     get: \.isHapticFeedbackEnabled,
  ///     send: { .isHapticFeedbackEnabledChanged($0) }
  ///   )
  /// )
  /// ```
  public func binding<Value>(
    get toValue: @escaping @MainActor (ViewState) -> Value,
    send toAction: @escaping @MainActor (Value) -> ViewAction
  ) -> Binding<Value> {
    Binding(
      get: { [self] in toValue(self.state) },
      set: { [self] in self.send(toAction($0)) }
    )
  }

  /// A binding that reads from the observed state and sends `action` on every write, whatever
  /// was written: an alert's item that sends "dismissed" when it is set to `nil`.
  ///
  /// ```swift
  /// .alert(item: viewStore.binding(get: \.fact, send: .factDismissed)) { fact in
  ///   Alert(title: Text(fact.title))
  /// }
  /// ```
  public func binding<Value>(
    get toValue: @escaping @MainActor (ViewState) -> Value,
    send action: ViewAction
  ) -> Binding<Value> {
    binding(get: toValue, send: { _ in action })
  }

  /// Sends `action`, then waits until `predicate` no longer holds for the observed state: a
  /// view sends "refresh" and waits while `isLoading`.
  ///
  /// ```swift
  /// await viewStore.send(.refresh, while: \.isLoading)
  /// ```
  public func send(_ action: ViewAction, while predicate: @escaping (ViewState) -> Bool) async {
    send(action)
    await yield(while: predicate)
  }

  /// Waits until `predicate` no longer holds for the observed state; returns at once if it does
  /// not hold now. Cancelling the waiting task ends the wait.
  public func yield(while predicate: @escaping (ViewState) -> Bool) async {
    guard predicate(state) else { return }
    let wait = StateWait()
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        wait.start(
          continuation,
          subscription: subscribe { [unowned self] in
            if !predicate(self.state) { wait.end() }
          })
        if Task.isCancelled { wait.end() }
      }
    } onCancel: {
      Task { @MainActor in wait.end() }
    }
  }

  /// Calls `onChange` after every change of the observed state; returns a token that stops it.
  public func subscribe(_ onChange: @escaping @MainActor () -> Void) -> ViewStoreSubscription {
    ViewStoreSubscription(viewStore: self, id: subscribers.add(onChange))
  }

  func unsubscribe(_ id: Int) {
    subscribers.remove(id)
  }
}

extension ViewStore where ViewState: Equatable {
  /// Observes `store` through `toViewState`, sending view actions through `fromViewAction`;
  /// equal view states are not reported.
  public convenience init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping @MainActor (State) -> ViewState,
    send fromViewAction: @escaping @MainActor (ViewAction) -> Action
  ) {
    self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: areEqual)
  }

  /// Observes `store` through `toViewState`; equal view states are not reported.
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping @MainActor (State) -> ViewState
  ) {
    self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: areEqual)
  }

  /// Observes view state built from a ``BindingViewStore``, as in
  /// `ViewStore(store, observe: ViewState.init)`.
  /// A closure that fits both, such as `{ _ in ViewState() }`, picks the plain overload.
  @_disfavoredOverload
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping @MainActor (BindingViewStore<State>) -> ViewState
  ) where ViewAction: BindableAction, ViewAction.State == State {
    self.init(
      store,
      observe: { state in
        toViewState(
          BindingViewStore(
            state: state,
            readState: { store.currentState },
            send: { store.send(.binding($0)) }
          )
        )
      },
      send: { $0 },
      removeDuplicates: areEqual
    )
  }
}

extension ViewStore where ViewAction: BindableAction, ViewAction.State == ViewState {
  /// A binding to a ``BindingState`` field: `viewStore.$displayName`.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<ViewState, BindingState<Value>>
  ) -> Binding<Value> {
    Binding(
      get: { [self] in self.state[keyPath: keyPath].wrappedValue },
      set: { [self] in self.send(.binding(.set(keyPath, $0).sentFromView())) }
    )
  }
}

/// A view store that observes all of a feature's state and sends its actions:
/// `ViewStoreOf<Feature>` is `ViewStore<Feature.State, Feature.Action>`.
public typealias ViewStoreOf<R: Reducer> = ViewStore<R.State, R.Action>

/// A subscription made with ``ViewStore/subscribe(_:)``; released or cancelled, it stops.
@MainActor
public final class ViewStoreSubscription {
  private let unsubscribe: @MainActor () -> Void
  private var isActive = true

  init<ViewState, ViewAction>(viewStore: ViewStore<ViewState, ViewAction>, id: Int) {
    self.unsubscribe = { [weak viewStore] in viewStore?.unsubscribe(id) }
  }

  /// Stops the subscription.
  public func cancel() {
    guard isActive else { return }
    isActive = false
    unsubscribe()
  }

  isolated deinit {
    cancel()
  }
}

/// A wait of ``ViewStore/yield(while:)``: it ends once, when the state no longer matches or the
/// waiting task is cancelled, and stops observing then.
@MainActor
private final class StateWait {
  private var continuation: CheckedContinuation<Void, Never>?
  private var subscription: ViewStoreSubscription?

  func start(
    _ continuation: CheckedContinuation<Void, Never>, subscription: ViewStoreSubscription
  ) {
    self.continuation = continuation
    self.subscription = subscription
  }

  func end() {
    subscription?.cancel()
    subscription = nil
    continuation?.resume()
    continuation = nil
  }
}
