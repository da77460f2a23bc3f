import HeadlessUI
import Runtime

/// The settings screen: haptics, display name, digest, privacy and notifications, loaded when
/// it appears.
///
/// ```swift
/// let store = Store(initialState: SettingsFeature.State()) { SettingsFeature() }
/// let host = ViewHost(SettingsView(store: store))
/// try host.toggle("Haptic feedback")
/// try host.select("Digest", "Weekly")
/// ```
///
/// The haptic feedback toggle uses the `viewStore.binding(get:send:)` spelling, on a view store
/// that observes the shared value itself; the other controls bind `@BindingState` fields with
/// `viewStore.$field`.
public struct SettingsView: View {
  let store: StoreOf<SettingsFeature>

  /// Creates the screen of `store`.
  public init(store: StoreOf<SettingsFeature>) {
    self.store = store
  }

  public var body: some View {
    WithViewStore(self.store, observe: { $0 }) { viewStore in
      Form {
        // Haptic feedback is `@Shared`: the whole state compares equal before and after it
        // changes, as both copies read one value, so the toggle observes the value itself.
        WithViewStore(self.store, observe: \.isHapticFeedbackEnabled) { hapticsViewStore in
          Toggle(
            "Haptic feedback",
            isOn: hapticsViewStore.binding(
              get: \.self,
              send: { .isHapticFeedbackEnabledChanged($0) }
            )
          )
        }

        TextField("Display name", text: viewStore.$displayName)
        if let message = viewStore.displayNameError {
          Text(message).font(.caption).foregroundColor(.red)
        }

        Picker("Digest", selection: viewStore.$digest) {
          ForEach(Digest.allCases, id: \.self) { digest in
            Text(digest.displayName)
          }
        }

        Toggle("Protect my posts", isOn: viewStore.$protectMyPosts)

        Section("Notifications") {
          NotificationSettingsView(store: self.store)
          if viewStore.isLoading {
            ProgressView("Asking for permission…")
          }
        }

        if let message = viewStore.persistenceMessage {
          Text(message).font(.caption).foregroundColor(.secondary)
        }
      }
      .navigationTitle("Settings")
      .alert(store: self.store.scope(state: \.$alert, action: { .alert($0) }))
      .task { await viewStore.send(.task).finish() }
    }
  }
}

#Preview("Settings") {
  NavigationStack {
    SettingsView(
      store: Store(initialState: SettingsFeature.State()) {
        SettingsFeature()
      } withDependencies: {
        $0.settingsClient = .inMemory(
          initial: SettingsSnapshot(
            digest: .weekly,
            displayName: "Blob",
            enableNotifications: true,
            sendEmailNotifications: true
          )
        )
        $0.userNotifications = .previewValue
      }
    )
  }
}

#Preview("Settings, damaged file") {
  NavigationStack {
    SettingsView(
      store: Store(initialState: SettingsFeature.State()) {
        SettingsFeature()
      } withDependencies: {
        $0.settingsClient = SettingsClient(
          load: {
            throw SettingsFileError.damaged(
              path: "/home/blob/.config/app/settings.json",
              reason: "the data ends in the middle of a value",
              recovered: SettingsSnapshot(displayName: "Blob")
            )
          },
          save: { _ in nil }
        )
        $0.userNotifications = .previewValue
      }
    )
  }
}
