import Runtime

/// The logged-in screen: who is signed in, and logging out after a confirmation.
///
/// Confirming calls the authentication client's `logout` and announces
/// `.delegate(.didLogOut)`; cancelling only closes the dialog.
///
/// ```swift
/// let store = Store(initialState: AccountFeature.State(user: user)) {
///   AccountFeature()
/// }
/// ```
public struct AccountFeature: Reducer, FeatureTemplate {
  /// The signed-in user and the log-out confirmation.
  public struct State: Codable, Equatable, Sendable {
    /// The signed-in user, as the service signed them in.
    public var user: User
    /// The name the screen shows: the user's, or one the parent shares with the feature that
    /// renames them.
    @SharedReader public var displayName: String
    /// Whether the log-out request is running.
    public var isLogOutRequestInFlight: Bool
    /// The dialog that asks to confirm logging out.
    @PresentationState public var confirmationDialog:
      ConfirmationDialogState<Action.ConfirmationDialog>?

    /// Creates the state for `user`, showing `displayName` when given, else the user's name.
    ///
    /// ```swift
    /// AccountFeature.State(user: user, displayName: SharedReader(state.$displayName))
    /// ```
    public init(
      user: User,
      displayName: SharedReader<String>? = nil,
      isLogOutRequestInFlight: Bool = false,
      confirmationDialog: ConfirmationDialogState<Action.ConfirmationDialog>? = nil
    ) {
      self.user = user
      self._displayName = displayName ?? SharedReader(value: user.displayName)
      self.isLogOutRequestInFlight = isLogOutRequestInFlight
      self.confirmationDialog = confirmationDialog
    }

    private enum CodingKeys: String, CodingKey {
      case user, displayName, isLogOutRequestInFlight, confirmationDialog
    }

    /// Decodes the state; one saved before the account showed a shared name (it has no
    /// `displayName`) shows the user's name.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let user = try container.decode(User.self, forKey: .user)
      self.init(
        user: user,
        displayName: try container.decodeIfPresent(String.self, forKey: .displayName)
          .map { SharedReader(value: $0) },
        isLogOutRequestInFlight: try container.decode(
          Bool.self, forKey: .isLogOutRequestInFlight),
        confirmationDialog: try container.decode(
          PresentationState<ConfirmationDialogState<Action.ConfirmationDialog>>.self,
          forKey: .confirmationDialog
        ).wrappedValue)
    }
  }

  /// Everything that can happen on the account screen.
  public enum Action: FeatureAction, Codable, Equatable, Sendable {
    case view(ViewAction)
    case inner(InnerAction)
    case async(AsyncAction)
    case scope(ScopeAction)
    case delegate(DelegateAction)

    /// What the view sends.
    public enum ViewAction: Codable, Equatable, Sendable {
      /// The user asked to log out; a confirmation follows.
      case logOutButtonTapped
    }
    /// Unused.
    public enum InnerAction: CaselessCodable, Equatable, Sendable {}
    /// The answers of the feature's requests.
    public enum AsyncAction: Codable, Equatable, Sendable {
      /// The log-out request ended; the session is over locally whatever the service said.
      case logOutFinished
    }
    /// The actions of what the feature presents.
    public enum ScopeAction: Codable, Equatable, Sendable {
      /// The log-out confirmation.
      case confirmationDialog(PresentationAction<ConfirmationDialog>)
    }
    /// What the feature tells its parent.
    public enum DelegateAction: Codable, Equatable, Sendable {
      /// The user logged out.
      case didLogOut
    }
    /// The buttons of the log-out confirmation.
    public enum ConfirmationDialog: Codable, Equatable, Sendable {
      /// Log out for real.
      case confirmLogOut
    }
  }

  @Dependency(\.authenticationClient) var authenticationClient

  /// Creates the feature.
  public init() {}

  /// - Reducer body
  public var body: some ReducerOf<Self> {
    Reduce(self.core)
      .ifLet(
        \.$confirmationDialog, action: /Action.scope .. /Action.ScopeAction.confirmationDialog
      ) {
        EmptyReducer()
      }
  }
}

// MARK: - FeatureAction Effect
extension AccountFeature {
  /// - View Effect
  func handleViewAction(_ action: Action.ViewAction, state: inout State) -> Effect<Action> {
    switch action {
    case .logOutButtonTapped:
      state.confirmationDialog = ConfirmationDialogState {
        TextState("Log out of \(state.user.email)?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmLogOut) { TextState("Log out") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
      return .none
    }
  }

  /// - Async Effect
  func handleAsyncAction(
    _ action: Action.AsyncAction, state: inout State
  )
    -> Effect<Action>
  {
    switch action {
    case .logOutFinished:
      state.isLogOutRequestInFlight = false
      return .send(.delegate(.didLogOut))
    }
  }

  /// - Scope Effect
  func handleScopeAction(
    _ action: Action.ScopeAction, state: inout State
  )
    -> Effect<Action>
  {
    switch action {
    case .confirmationDialog(.presented(.confirmLogOut)):
      guard !state.isLogOutRequestInFlight else { return .none }
      state.isLogOutRequestInFlight = true
      return .run { [authenticationClient] send in
        _ = await Result(authenticating: { try await authenticationClient.logout() })
        await send(.async(.logOutFinished))
      }
    case .confirmationDialog(.dismiss):
      return .none
    }
  }

  /// - Delegate Effect
  func handleDelegateAction(
    _ action: Action.DelegateAction, state: inout State
  )
    -> Effect<Action>
  {
    switch action {
    case .didLogOut:
      return .none
    }
  }
}
