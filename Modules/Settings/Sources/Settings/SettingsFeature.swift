import Runtime

/// The settings screen: haptics, digest, display name, privacy and notifications, loaded on
/// `.task` and saved a moment after each change.
///
/// Haptic feedback is a preference of this device rather than of the account, so it is kept
/// apart, in `UserDefaults`, with `@Shared(.appStorage("isHapticFeedbackEnabled"))`: it is
/// stored the moment it changes, and a screen opened later starts from it. The other fields go
/// to the settings file.
///
/// ```swift
/// let store = Store(initialState: SettingsFeature.State()) { SettingsFeature() }
/// store.send(.task)
/// store.send(.binding(.set(\.$displayName, "Blob")))
/// ```
///
/// - A display name is trimmed and must have 1 to 40 characters and no control characters; an
///   invalid one sets ``State/displayNameError`` and is not saved, a valid one is saved and
///   written to ``State/savedDisplayName``, which the parent may share with other features.
/// - Turning notifications on asks ``UserNotificationsClient`` for permission; a refusal turns
///   them back off and presents an alert. Turning them off turns email and mobile off, and
///   those cannot be turned on while notifications are off.
public struct SettingsFeature: Reducer {
  /// The settings screen's state: the fields the view binds to, and what the feature tracks
  /// about them.
  ///
  /// Only the fields marked `@BindingState` can be written by the view; the haptic feedback
  /// toggle sends its own action, and `isLoading` and the messages change only through the
  /// reducer.
  public struct State: Codable, Equatable, Sendable {
    /// Whether touches get haptic feedback: kept in the `defaultAppStorage` defaults, shared
    /// by every settings screen of the app and kept across launches.
    @Shared public var isHapticFeedbackEnabled: Bool
    @BindingState public var digest: Digest = .daily
    /// What the user typed; only a valid name is saved (see ``savedDisplayName``).
    @BindingState public var displayName = ""
    @BindingState public var enableNotifications = false
    /// Whether the feature is waiting for the notification permission decision.
    public var isLoading = false
    @BindingState public var protectMyPosts = false
    @BindingState public var sendEmailNotifications = false
    @BindingState public var sendMobileNotifications = false
    /// Why ``displayName`` was rejected, shown under the field; `nil` when it is valid.
    public var displayNameError: String?
    /// The last valid display name, trimmed: the one that is persisted and shown by the app.
    ///
    /// It is shared: a parent that gives the settings screen its own name (see
    /// ``init(displayName:)``) sees every name the screen saves or loads, with no delegate
    /// action to copy it.
    @Shared public var savedDisplayName: String
    /// A problem with the settings file, such as an unreadable file replaced by defaults.
    public var persistenceMessage: String?
    /// The alert explaining why notifications stayed off.
    @PresentationState public var alert: AlertState<Action.Alert>?

    /// Creates the state; every field defaults to the value a fresh install starts with, and
    /// `isHapticFeedbackEnabled` is used only when the defaults hold no value for it yet.
    public init(
      isHapticFeedbackEnabled: Bool = true,
      digest: Digest = .daily,
      displayName: String = "",
      enableNotifications: Bool = false,
      protectMyPosts: Bool = false,
      sendEmailNotifications: Bool = false,
      sendMobileNotifications: Bool = false
    ) {
      self._isHapticFeedbackEnabled = Shared(
        wrappedValue: isHapticFeedbackEnabled, .appStorage("isHapticFeedbackEnabled"))
      self.digest = digest
      self.displayName = displayName
      self._savedDisplayName = Shared(value: displayName)
      self.enableNotifications = enableNotifications
      self.protectMyPosts = protectMyPosts
      self.sendEmailNotifications = sendEmailNotifications
      self.sendMobileNotifications = sendMobileNotifications
    }

    /// Creates the state of a screen that shares `displayName` with its parent: the field
    /// starts from it, and every valid name the screen saves or loads is written to it.
    ///
    /// ```swift
    /// state.destination = .settings(SettingsFeature.State(displayName: state.$displayName))
    /// ```
    public init(displayName: Shared<String>) {
      self.init(displayName: displayName.wrappedValue)
      self._savedDisplayName = displayName
    }

    /// Whether the email and mobile toggles can be turned on: notifications are on and allowed.
    public var areNotificationChannelsEnabled: Bool {
      enableNotifications && !isLoading
    }
  }

  /// Everything that can happen on the settings screen.
  ///
  /// ```swift
  /// store.send(.binding(.set(\.$displayName, "Blob")))
  /// store.send(.isHapticFeedbackEnabledChanged(false))  // the binding(get:send:) spelling
  /// ```
  public enum Action: BindableAction, Codable, Equatable, Sendable {
    /// The notifications alert's buttons.
    case alert(PresentationAction<Alert>)
    /// Asking for notification permission failed with this message.
    case authorizationFailed(String)
    /// The user allowed (`true`) or refused (`false`) notifications.
    case authorizationResponse(Bool)
    /// The view wrote a `@BindingState` field.
    case binding(BindingAction<State>)
    /// The haptic feedback toggle changed, sent by a `viewStore.binding(get:send:)` binding; the
    /// value is stored in the defaults at once.
    case isHapticFeedbackEnabledChanged(Bool)
    /// Saving failed with this message.
    case saveFailed(String)
    /// The settings were written.
    case saved
    /// The settings were written, with news for the user, such as where a damaged settings
    /// file was kept.
    case savedWithNotice(String)
    /// Loading failed with this message; the defaults stay for what could not be read.
    case settingsLoadFailed(String)
    /// The saved settings, or `nil` when nothing was saved yet.
    case settingsLoaded(SettingsSnapshot?)
    /// The view appeared: load the saved settings.
    case task

    /// The buttons of the alert shown when notifications were not allowed.
    public enum Alert: Codable, Equatable, Sendable {
      /// Ask for permission again.
      case tryAgainTapped
    }
  }

  /// How long the feature waits after the last change before saving.
  public static let saveDelay: Duration = .milliseconds(500)

  @Dependency(\.continuousClock) var clock
  @Dependency(\.fileWrites) var fileWrites
  @Dependency(\.settingsClient) var settingsClient
  @Dependency(\.userNotifications) var userNotifications

  private enum CancelID {
    case authorization
    case save
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .alert(.presented(.tryAgainTapped)):
        state.enableNotifications = true
        return requestAuthorization(&state)

      case .alert:
        return .none

      case let .authorizationFailed(message):
        return turnNotificationsOff(
          &state, reason: "Couldn't ask for permission to send notifications: \(message)"
        )

      case let .authorizationResponse(granted):
        guard granted else {
          return turnNotificationsOff(
            &state,
            reason: """
              Notifications weren't allowed. Allow them for this app in your system settings, \
              then try again.
              """
          )
        }
        state.isLoading = false
        return save(state)

      case .binding(\.$displayName):
        return validateDisplayName(&state)

      case .binding(\.$enableNotifications):
        guard state.enableNotifications else {
          state.isLoading = false
          state.sendEmailNotifications = false
          state.sendMobileNotifications = false
          return .merge(.cancel(id: CancelID.authorization), save(state))
        }
        return requestAuthorization(&state)

      case .binding(\.$sendEmailNotifications):
        guard !state.sendEmailNotifications || state.areNotificationChannelsEnabled else {
          state.sendEmailNotifications = false
          return .none
        }
        return save(state)

      case .binding(\.$sendMobileNotifications):
        guard !state.sendMobileNotifications || state.areNotificationChannelsEnabled else {
          state.sendMobileNotifications = false
          return .none
        }
        return save(state)

      case .binding(\.$digest), .binding(\.$protectMyPosts):
        return save(state)

      case .binding:
        return .none

      case let .isHapticFeedbackEnabledChanged(isEnabled):
        state.$isHapticFeedbackEnabled.withLock { $0 = isEnabled }
        return .none

      case let .saveFailed(message):
        state.persistenceMessage = message
        return .none

      case .saved:
        state.persistenceMessage = nil
        return .none

      case let .savedWithNotice(notice):
        state.persistenceMessage = notice
        return .none

      case let .settingsLoadFailed(message):
        state.persistenceMessage = message
        return .none

      case let .settingsLoaded(snapshot):
        guard let snapshot else { return .none }
        state.apply(snapshot)
        return .none

      case .task:
        return .run { [settingsClient] send in
          await send(.settingsLoaded(try await settingsClient.load()))
        } catch: { error, send in
          let fileError = error as? SettingsFileError
          if let recovered = fileError?.recovered {
            await send(.settingsLoaded(recovered))
          }
          let message =
            fileError?.message ?? "Settings could not be loaded (\(error)); using defaults."
          await send(.settingsLoadFailed(message))
        }
      }
    }
    .ifLet(\.$alert, action: /Action.alert) {
      EmptyReducer()
    }
  }

  private func validateDisplayName(_ state: inout State) -> Effect<Action> {
    switch DisplayName.validate(state.displayName) {
    case let .failure(error):
      state.displayNameError = error.message
      return .none
    case let .success(name):
      state.displayNameError = nil
      guard name != state.savedDisplayName else { return .none }
      state.$savedDisplayName.withLock { $0 = name }
      return save(state)
    }
  }

  private func requestAuthorization(_ state: inout State) -> Effect<Action> {
    state.isLoading = true
    return .run { [userNotifications] send in
      await send(.authorizationResponse(try await userNotifications.requestAuthorization()))
    } catch: { error, send in
      await send(.authorizationFailed("\(error)"))
    }
    .cancellable(id: CancelID.authorization, cancelInFlight: true)
  }

  private func turnNotificationsOff(_ state: inout State, reason: String) -> Effect<Action> {
    state.isLoading = false
    state.enableNotifications = false
    state.sendEmailNotifications = false
    state.sendMobileNotifications = false
    state.alert = .notificationsOff(reason: reason)
    return save(state)
  }

  /// Saves `state` at once: the effect a parent returns when it takes the settings screen away
  /// (dismissing it, logging out), since a save still waiting for ``saveDelay`` is cancelled
  /// with the screen. The file-backed client writes only what the user changed, and nothing
  /// when nothing changed.
  ///
  /// It sends nothing back, as no screen is left to show the outcome: a file that cannot be
  /// used was reported in ``State/persistenceMessage`` when the screen loaded it, and a save
  /// that fails is dropped without a warning. The write counts in the `fileWrites` dependency
  /// from the moment the effect is returned, so that the app waits for it before it exits.
  ///
  /// The screen loads its settings when it appears, before the user can change it, so what it
  /// holds when it goes away is what the user last saw.
  ///
  /// ```swift
  /// case .destination(.dismiss):
  ///   guard case .settings(let settings)? = state.destination else { return .none }
  ///   return SettingsFeature().savingChanges(of: settings)
  /// ```
  public func savingChanges<ParentAction>(of state: State) -> Effect<ParentAction> {
    let snapshot = state.snapshot
    let write = fileWrites.begin()
    return .run { [settingsClient] _ in
      defer { write.end() }
      _ = try await settingsClient.save(snapshot)
    } catch: { _, _ in
    }
  }

  /// Saves the persisted fields of `state` after ``saveDelay``, replacing a save still waiting;
  /// the write counts in the `fileWrites` dependency until it is done or replaced.
  private func save(_ state: State) -> Effect<Action> {
    let snapshot = state.snapshot
    let write = fileWrites.begin()
    return .run { [clock, settingsClient] send in
      defer { write.end() }
      try await clock.sleep(for: Self.saveDelay)
      if let notice = try await settingsClient.save(snapshot) {
        await send(.savedWithNotice(notice))
      } else {
        await send(.saved)
      }
    } catch: { error, send in
      let message =
        (error as? SettingsFileError)?.message ?? "Settings could not be saved: \(error)"
      await send(.saveFailed(message))
    }
    .cancellable(id: CancelID.save, cancelInFlight: true)
  }
}

extension AlertState where Action == SettingsFeature.Action.Alert {
  /// The alert explaining that notifications stay off, with a button to ask again.
  ///
  /// ```swift
  /// state.alert = .notificationsOff(reason: "You didn't allow notifications.")
  /// ```
  public static func notificationsOff(reason: String) -> Self {
    AlertState {
      TextState("Notifications are off")
    } actions: {
      ButtonState(action: .tryAgainTapped) { TextState("Try again") }
      ButtonState(role: .cancel) { TextState("OK") }
    } message: {
      TextState(reason)
    }
  }
}
