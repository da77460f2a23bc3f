// Seed 000's code (bindings), compiled against the runtime and HeadlessUI and driven by label.
//
// Changes from the seed, each forced by the test or by a gap in the seed's own snippet (none by
// the runtime):
// - `import ComposableArchitecture` and `import SwiftUI` are `import RuntimeTesting` and
//   `import HeadlessUI`; each step's types are nested in a namespace (`Seed000GetSend`, ...)
//   because the seed reuses the name `Settings`.
// - `Digest`, which the seed does not show, is written out; `/* code */` parts are written out.
// - Typos in the seed: `case let digestChanged(digest):` is `case let .digestChanged(digest):`
//   (likewise for the other cases), the extra `}` after `BindingReducer()` is dropped, and
//   `switch action` gets its `{`; the seed's empty `case .binding(\.$enableNotifications):`
//   body (a comment only) is `break`.
// - `Action` conforms to `Equatable`, which `TestStore` needs.
import HeadlessUI
import RuntimeTesting
import Testing

enum Digest: String, CaseIterable, Equatable, Sendable {
  case daily, weekly, off
}

// MARK: - binding(get:send:)

enum Seed000GetSend {
  struct Settings: Reducer {
    struct State: Equatable {
      var isHapticFeedbackEnabled = true
      var digest = Digest.daily
      var displayName = ""
      var enableNotifications = false
      var protectMyPosts = false
      var sendEmailNotifications = false
      var sendMobileNotifications = false
    }
    enum Action: Equatable {
      case isHapticFeedbackEnabledChanged(Bool)
      case digestChanged(Digest)
      case displayNameChanged(String)
      case enableNotificationsChanged(Bool)
      case protectMyPostsChanged(Bool)
      case sendEmailNotificationsChanged(Bool)
      case sendMobileNotificationsChanged(Bool)
    }
    func reduce(
      into state: inout State, action: Action
    ) -> Effect<Action> {
      switch action {
      case let .isHapticFeedbackEnabledChanged(isEnabled):
        state.isHapticFeedbackEnabled = isEnabled
        return .none
      case let .digestChanged(digest):
        state.digest = digest
        return .none
      case let .displayNameChanged(displayName):
        state.displayName = displayName
        return .none
      case let .enableNotificationsChanged(isOn):
        state.enableNotifications = isOn
        return .none
      case let .protectMyPostsChanged(isOn):
        state.protectMyPosts = isOn
        return .none
      case let .sendEmailNotificationsChanged(isOn):
        state.sendEmailNotifications = isOn
        return .none
      case let .sendMobileNotificationsChanged(isOn):
        state.sendMobileNotifications = isOn
        return .none
      }
    }
  }

  struct SettingsView: View {
    let store: StoreOf<Settings>
    var body: some View {
      WithViewStore(self.store, observe: { $0 }) { viewStore in
        Form {
          Toggle(
            "Haptic feedback",
            isOn: viewStore.binding(
              get: \.isHapticFeedbackEnabled,
              send: { .isHapticFeedbackEnabledChanged($0) }
            )
          )
          TextField(
            "Display name",
            text: viewStore.binding(get: \.displayName, send: { .displayNameChanged($0) })
          )
        }
      }
    }
  }
}

// MARK: - Binding tools

enum Seed000BindingTools {
  struct Settings: Reducer {
    struct State: Equatable {
      @BindingState var isHapticFeedbackEnabled = true
      @BindingState var digest = Digest.daily
      @BindingState var displayName = ""
      @BindingState var enableNotifications = false
      var isLoading = false
      @BindingState var protectMyPosts = false
      @BindingState var sendEmailNotifications = false
      @BindingState var sendMobileNotifications = false
    }
    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }
    var body: some Reducer<State, Action> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(\.$displayName):
          state.isLoading.toggle()
        case .binding(\.$enableNotifications):
          break
        case .binding: break
        }
        return .none
      }
    }
  }

  struct SettingsView: View {
    let store: StoreOf<Settings>
    var body: some View {
      WithViewStore(self.store, observe: { $0 }) { viewStore in
        Form {
          Toggle(
            "Haptic feedback",
            isOn: viewStore.$isHapticFeedbackEnabled
          )
          TextField("Display name", text: viewStore.$displayName)
        }
      }
    }
  }

  /// The seed's first view-state form: `observe:` builds the view state from the binding view
  /// store's projected fields.
  struct NotificationSettingsView: View {
    let store: StoreOf<Settings>
    struct ViewState: Equatable {
      @BindingViewState var enableNotifications: Bool
      @BindingViewState var sendEmailNotifications: Bool
      @BindingViewState var sendMobileNotifications: Bool
    }
    var body: some View {
      WithViewStore(
        self.store,
        observe: { bindingViewStore in
          ViewState(
            enableNotifications: bindingViewStore.$enableNotifications,
            sendEmailNotifications: bindingViewStore.$sendEmailNotifications,
            sendMobileNotifications: bindingViewStore.$sendMobileNotifications
          )
        }
      ) { viewStore in
        Form {
          Toggle("Enable notifications", isOn: viewStore.$enableNotifications)
          Toggle("Send email notifications", isOn: viewStore.$sendEmailNotifications)
        }
      }
    }
  }

  /// The seed's second form: a plain `ViewState` initializer taking a `BindingViewStore`, with
  /// no actor annotation.
  struct NotificationSettingsInitView: View {
    let store: StoreOf<Settings>
    struct ViewState: Equatable {
      @BindingViewState var enableNotifications: Bool
      @BindingViewState var sendEmailNotifications: Bool
      @BindingViewState var sendMobileNotifications: Bool
      init(bindingViewStore: BindingViewStore<Settings.State>) {
        self._enableNotifications = bindingViewStore.$enableNotifications
        self._sendEmailNotifications = bindingViewStore.$sendEmailNotifications
        self._sendMobileNotifications = bindingViewStore.$sendMobileNotifications
      }
    }
    var body: some View {
      WithViewStore(self.store, observe: ViewState.init) { viewStore in
        Form {
          Toggle("Enable notifications", isOn: viewStore.$enableNotifications)
          Toggle("Send mobile notifications", isOn: viewStore.$sendMobileNotifications)
        }
      }
    }
  }
}

// MARK: - Tests

@MainActor
@Suite struct Seed000SnippetTests {
  @Test func bindingGetSendTurnsControlWritesIntoActions() async throws {
    typealias Feature = Seed000GetSend.Settings
    let store = TestStore(initialState: Feature.State()) { Feature() }
    let host = ViewHost(Seed000GetSend.SettingsView(store: store.store))
    try host.toggle("Haptic feedback")
    await store.receive(.isHapticFeedbackEnabledChanged(false)) {
      $0.isHapticFeedbackEnabled = false
    }
    try host.type("Display name", "Blob")
    await store.receive(.displayNameChanged("Blob")) { $0.displayName = "Blob" }
  }

  @Test func bindingStateFieldsAreWrittenByBindingReducer() async throws {
    typealias Feature = Seed000BindingTools.Settings
    let store = TestStore(initialState: Feature.State()) { Feature() }
    let host = ViewHost(Seed000BindingTools.SettingsView(store: store.store))
    try host.toggle("Haptic feedback")
    await store.receive(.binding(.set(\.$isHapticFeedbackEnabled, false))) {
      $0.isHapticFeedbackEnabled = false
    }
    // The reducer reacts to one field with `case .binding(\.$displayName)`.
    try host.type("Display name", "Blob")
    await store.receive(.binding(.set(\.$displayName, "Blob"))) {
      $0.displayName = "Blob"
      $0.isLoading = true
    }
  }

  @Test func viewStateBuiltInObserveBindsToTheStore() async throws {
    typealias Feature = Seed000BindingTools.Settings
    let store = TestStore(initialState: Feature.State()) { Feature() }
    let host = ViewHost(Seed000BindingTools.NotificationSettingsView(store: store.store))
    try host.toggle("Enable notifications")
    await store.receive(.binding(.set(\.$enableNotifications, true))) {
      $0.enableNotifications = true
    }
  }

  @Test func viewStateInitializerBindsToTheStore() async throws {
    typealias Feature = Seed000BindingTools.Settings
    let store = TestStore(initialState: Feature.State()) { Feature() }
    let host = ViewHost(Seed000BindingTools.NotificationSettingsInitView(store: store.store))
    try host.toggle("Send mobile notifications")
    await store.receive(.binding(.set(\.$sendMobileNotifications, true))) {
      $0.sendMobileNotifications = true
    }
  }
}
