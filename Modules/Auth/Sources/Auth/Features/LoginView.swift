import HeadlessUI
import Runtime

/// The login screen of ``LoginFeature``: email and password, a "Log in" button, the failure
/// alert and the ``TwoFactorView`` sheet.
///
/// It can only send ``LoginFeature/Action/ViewAction``s. The password field is masked, and a
/// short hint names the demo accounts (their passwords are in ``DemoAccount``'s
/// documentation, never on screen).
///
/// ```swift
/// let store = Store(initialState: LoginFeature.State()) { LoginFeature() }
/// NavigationStack { LoginView(store: store) }
/// ```
public struct LoginView: View {
  // - Properties
  let store: StoreOf<LoginFeature>
  let viewStore: ViewStore<LoginFeature.State, LoginFeature.Action.ViewAction>

  // - Initializer
  /// Creates the screen of `store`.
  public init(store: StoreOf<LoginFeature>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 }, send: { .view($0) })
  }
}

// MARK: - View
extension LoginView {
  public var body: some View {
    WithViewStore(viewStore) { viewStore in
      Form {
        Group {
          TextField("Email", text: viewStore.$email)
          SecureField("Password", text: viewStore.$password.rawValue)
        }
        .disabled(viewStore.isLoginRequestInFlight)
        HStack {
          Button("Log in") { viewStore.send(.loginButtonTapped) }
            .disabled(!viewStore.isFormValid || viewStore.isLoginRequestInFlight)
          if viewStore.isLoginRequestInFlight {
            ProgressView("Logging in…")
          }
        }
        DemoAccountsHint()
      }
      .navigationTitle("Log in")
      .onAppear { viewStore.send(.onAppear) }
    }
    .alert(store: store.scope(state: \.$alert, action: { .scope(.alert($0)) }))
    .sheet(store: store.scope(state: \.$twoFactor, action: { .scope(.twoFactor($0)) })) {
      store in
      NavigationStack { TwoFactorView(store: store) }
    }
  }
}

// MARK: - Configure View
/// The emails of the demo accounts, for trying the showcase out: the last section of the login
/// screen in both spellings (``LoginView``, ``ObservedLoginView``).
struct DemoAccountsHint: View {
  var body: some View {
    Section("Demo accounts") {
      ForEach(DemoAccount.all, id: \.user.id) { account in
        Text(account.user.email + (account.twoFactorCode == nil ? "" : " (asks for a code)"))
          .font(.caption)
          .foregroundColor(.secondary)
      }
    }
  }
}
