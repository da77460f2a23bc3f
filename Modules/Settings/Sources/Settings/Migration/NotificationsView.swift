import HeadlessUI
import Runtime

/// The view of ``NotificationsFeature`` in the TCA 1.3 spelling: a `ViewState` of
/// `@BindingViewState` fields, observed with `WithViewStore(store, observe: ViewState.init)`.
///
/// ```swift
/// NotificationsView(store: store)
/// ```
public struct NotificationsView: View {
  let store: StoreOf<NotificationsFeature>

  struct ViewState: Equatable {
    @BindingViewState var enableNotifications: Bool
    @BindingViewState var sendEmailNotifications: Bool
    @BindingViewState var sendMobileNotifications: Bool

    init(bindingViewStore: BindingViewStore<NotificationsFeature.State>) {
      self._enableNotifications = bindingViewStore.$enableNotifications
      self._sendEmailNotifications = bindingViewStore.$sendEmailNotifications
      self._sendMobileNotifications = bindingViewStore.$sendMobileNotifications
    }
  }

  /// Creates the view of `store`.
  public init(store: StoreOf<NotificationsFeature>) {
    self.store = store
  }

  public var body: some View {
    WithViewStore(self.store, observe: ViewState.init) { viewStore in
      Form {
        Toggle("Enable notifications", isOn: viewStore.$enableNotifications)
        Toggle("Send email notifications", isOn: viewStore.$sendEmailNotifications)
          .disabled(!viewStore.enableNotifications)
        Toggle("Send mobile notifications", isOn: viewStore.$sendMobileNotifications)
          .disabled(!viewStore.enableNotifications)
      }
    }
  }
}
