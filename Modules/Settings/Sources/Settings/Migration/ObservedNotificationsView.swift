import HeadlessUI
import Runtime

/// The view of ``ObservedNotificationsFeature``: no `ViewState` and no `WithViewStore`; it
/// reads `store.enableNotifications` and binds `$store.enableNotifications`, and re-renders
/// only when a field it read changes.
///
/// ```swift
/// ObservedNotificationsView(store: store)
/// ```
public struct ObservedNotificationsView: View {
  @Bindable var store: StoreOf<ObservedNotificationsFeature>

  /// Creates the view of `store`.
  public init(store: StoreOf<ObservedNotificationsFeature>) {
    self.store = store
  }

  public var body: some View {
    Form {
      Toggle("Enable notifications", isOn: $store.enableNotifications)
      Toggle("Send email notifications", isOn: $store.sendEmailNotifications)
        .disabled(!store.enableNotifications)
      Toggle("Send mobile notifications", isOn: $store.sendMobileNotifications)
        .disabled(!store.enableNotifications)
    }
  }
}
