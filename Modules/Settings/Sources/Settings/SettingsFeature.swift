import Runtime

/// The settings screen: haptics, digest, display name, privacy and notifications, loaded on
/// `.task` and saved a moment after each change.
///
/// ```swift
/// let store = Store(initialState: SettingsFeature.State()) { SettingsFeature() }
/// store.send(.task)
/// store.send(.binding(.set(\.$displayName, "Blob")))
/// ```
///
/// - A display name is trimmed and must have 1 to 40 characters and no control characters; an
///   invalid one sets ``State/displayNameError`` and is not saved, a valid one is saved and
///   announced with ``Action/Delegate/displayNameChanged(_:)``.
/// - Turning notifications on asks ``UserNotificationsClient`` for permission; a refusal turns
///   them back off and presents an alert. Turning them off turns email and mobile off, and
///   those cannot be turned on while notifications are off.
public struct SettingsFeature: Reducer {
  /// How long the feature waits after the last change before saving.
  public static let saveDelay: Duration = .milliseconds(500)

  @Dependency(\.continuousClock) var clock
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

      case .binding(\.$isHapticFeedbackEnabled), .binding(\.$digest), .binding(\.$protectMyPosts):
        return save(state)

      case .binding, .delegate:
        return .none

      case let .isHapticFeedbackEnabledChanged(isEnabled):
        state.isHapticFeedbackEnabled = isEnabled
        return save(state)

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
        let previousName = state.savedDisplayName
        state.apply(snapshot)
        guard snapshot.displayName != previousName, !snapshot.displayName.isEmpty else {
          return .none
        }
        return .send(.delegate(.displayNameChanged(snapshot.displayName)))

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
      state.savedDisplayName = name
      return .merge(.send(.delegate(.displayNameChanged(name))), save(state))
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

  /// Saves the persisted fields of `state` after ``saveDelay``, replacing a save still waiting.
  private func save(_ state: State) -> Effect<Action> {
    let snapshot = state.snapshot
    return .run { [clock, settingsClient] send in
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
