import HeadlessUI
import Runtime

/// The login screen of ``ObservedLoginFeature``, the view-action spelling of ``LoginView``: it
/// reads `store.email`, binds `$store.email`, and sends `send(.loginButtonTapped)`.
///
/// It shows the same screen as ``LoginView`` and, like it, can only send view actions: its
/// `send` takes an ``ObservedLoginFeature/Action/View``.
///
/// ```swift
/// let store = Store(initialState: ObservedLoginFeature.State()) { ObservedLoginFeature() }
/// NavigationStack { ObservedLoginView(store: store) }
/// ```
///
/// `@ViewAction(for:)` gives it that `send`, by conforming it to `ViewActionSending`. The store
/// is `public` because the public view conforms to a public protocol that asks for it.
@ViewAction(for: ObservedLoginFeature.self)
public struct ObservedLoginView: View {
  /// The store of the screen.
  @Bindable public var store: StoreOf<ObservedLoginFeature>

  /// Creates the screen of `store`.
  public init(store: StoreOf<ObservedLoginFeature>) {
    self.store = store
  }

  public var body: some View {
    Form {
      Group {
        TextField("Email", text: $store.email)
        SecureField("Password", text: $store.password.rawValue)
      }
      .disabled(store.isLoginRequestInFlight)
      HStack {
        Button("Log in") { send(.loginButtonTapped) }
          .disabled(!store.isFormValid || store.isLoginRequestInFlight)
        if store.isLoginRequestInFlight {
          ProgressView("Logging in…")
        }
      }
      DemoAccountsHint()
    }
    .navigationTitle("Log in")
    .onAppear { send(.onAppear) }
    .alert(store: store.scope(state: \.$alert, action: \.alert))
    .sheet(store: store.scope(state: \.$twoFactor, action: \.twoFactor)) { store in
      NavigationStack { ObservedTwoFactorView(store: store) }
    }
  }
}
