/// An action type with a `view` case that holds everything its view may send: the view actions
/// of TCA 1.6 and later.
///
/// ```swift
/// enum Action: ViewAction {
///   case loginResponse(Result<User, AuthenticationError>)
///   case view(View)
///
///   enum View {
///     case loginButtonTapped
///   }
/// }
/// ```
///
/// A view that conforms to ``ViewActionSending`` then sends `send(.loginButtonTapped)`, and
/// cannot send the feature's other actions by mistake.
public protocol ViewAction<ViewAction>: SendableMetatype {
  /// The actions the view sends.
  associatedtype ViewAction

  /// Wraps a view action.
  static func view(_ action: ViewAction) -> Self
}

/// A view whose store's actions are ``ViewAction``s, given a `send` that takes a view action.
///
/// ```swift
/// struct LoginView: View, ViewActionSending {
///   @Bindable var store: StoreOf<LoginFeature>
///
///   var body: some View {
///     Button("Log in") { send(.loginButtonTapped) }
///   }
/// }
/// ```
///
/// The `@ViewAction(for: LoginFeature.self)` macro adds this conformance, as TCA's does; a view
/// can also name it in its declaration, as above. The `store` can be a `let`, a `@Bindable var`
/// or a `@State var`.
public protocol ViewActionSending<StoreState, StoreAction> {
  /// The state of the view's store.
  associatedtype StoreState
  /// The actions of the view's store, with a `view` case.
  associatedtype StoreAction: ViewAction

  /// The store the view sends its view actions to.
  @MainActor var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends `action` to the store wrapped in its `view` case, and returns the work its effects
  /// started.
  ///
  /// ```swift
  /// Button("Log in") { send(.loginButtonTapped) }  // store.send(.view(.loginButtonTapped))
  /// ```
  @MainActor
  @discardableResult
  public func send(_ action: StoreAction.ViewAction) -> StoreTask {
    store.send(.view(action))
  }
}

extension Store
where
  State: ObservableState, Action: ViewAction, Action.ViewAction: BindableAction,
  Action.ViewAction.State == State
{
  /// Reads a field like the read-only subscript, and writes it by sending
  /// `.view(.binding(.set(keyPath, newValue)))`, so that `$store.field` is a binding when the
  /// bindings travel inside the view actions.
  ///
  /// ```swift
  /// TextField("Email", text: $store.email)
  /// ```
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { self[dynamicMember: keyPath as KeyPath<State, Value>] }
    set { send(.view(.binding(.set(keyPath, newValue).sentFromView()))) }
  }
}

/// Lets a view send its feature's view actions with `send(.buttonTapped)`, by conforming it to
/// ``ViewActionSending``; the view needs a `store` of the feature.
///
/// ```swift
/// @ViewAction(for: LoginFeature.self)
/// struct LoginView: View {
///   let store: StoreOf<LoginFeature>
///
///   var body: some View {
///     Button("Log in") { send(.loginButtonTapped) }  // store.send(.view(.loginButtonTapped))
///   }
/// }
/// ```
///
/// It warns where the view calls `store.send(...)` itself, and offers `send(action)` for
/// `store.send(.view(action))`.
@attached(extension, conformances: Runtime.ViewActionSending)
public macro ViewAction<R: Runtime.Reducer>(for: R.Type) =
  #externalMacro(module: "RuntimeMacros", type: "ViewActionMacro")
where R.Action: Runtime.ViewAction
