import HeadlessUI
import Runtime

/// The notification toggles of the settings screen, observing only the fields it shows.
///
/// ```swift
/// Section("Notifications") {
///   NotificationSettingsView(store: store)
/// }
/// ```
///
/// Its view state binds to the store through `@BindingViewState`, so the toggles write
/// `.binding(.set(\.$enableNotifications, ...))` and friends. The email and mobile toggles are
/// disabled while notifications are off or the permission request is pending.
public struct NotificationSettingsView: View {
  let store: StoreOf<SettingsFeature>

  /// The part of ``SettingsFeature/State`` this view shows.
  struct ViewState: Equatable {
    @BindingViewState var enableNotifications: Bool
    @BindingViewState var sendEmailNotifications: Bool
    @BindingViewState var sendMobileNotifications: Bool
    var areNotificationChannelsEnabled: Bool

    init(bindingViewStore: BindingViewStore<SettingsFeature.State>) {
      self._enableNotifications = bindingViewStore.$enableNotifications
      self._sendEmailNotifications = bindingViewStore.$sendEmailNotifications
      self._sendMobileNotifications = bindingViewStore.$sendMobileNotifications
      self.areNotificationChannelsEnabled = bindingViewStore.areNotificationChannelsEnabled
    }
  }

  /// Creates the view of `store`'s notification settings.
  public init(store: StoreOf<SettingsFeature>) {
    self.store = store
  }

  public var body: some View {
    WithViewStore(self.store, observe: ViewState.init) { viewStore in
      Form {
        Toggle("Enable notifications", isOn: viewStore.$enableNotifications)

        Toggle("Send email notifications", isOn: viewStore.$sendEmailNotifications)
          .disabled(!viewStore.areNotificationChannelsEnabled)

        Toggle("Send mobile notifications", isOn: viewStore.$sendMobileNotifications)
          .disabled(!viewStore.areNotificationChannelsEnabled)
      }
    }
  }
}
