import HeadlessUI
import Runtime

/// The login screen of ``LoginFeature``: email and password, a "Log in" button, the failure
/// alert and the ``TwoFactorView`` sheet.
///
/// It can only send ``LoginFeature/Action/ViewAction``s. The password field is masked, and a
/// short hint lists the demo accounts with their passwords and codes, so a newcomer can log in.
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
/// The demo accounts with their passwords and codes, for trying the showcase out: the last
/// section of the login screen in both spellings (``LoginView``, ``ObservedLoginView``).
struct DemoAccountsHint: View {
  var body: some View {
    Section("Demo accounts") {
      ForEach(DemoAccount.all, id: \.user.id) { account in
        Text(account.hint)
          .font(.caption)
          .foregroundColor(.secondary)
      }
    }
  }
}

extension DemoAccount {
  /// How the login screen names the account: `blob@example.com, password correct-horse`, and
  /// `then code 1234` for one that asks for a second factor.
  public var hint: String {
    let code = twoFactorCode.map { ", then code \($0.rawValue)" } ?? ""
    return "\(user.email), password \(password.rawValue)\(code)"
  }
}

#Preview("Log in") {
  NavigationStack {
    LoginView(
      store: Store(initialState: LoginFeature.State()) {
        LoginFeature()
      } withDependencies: {
        $0.authenticationClient = .previewValue
      }
    )
  }
}

#Preview("Log in, code asked") {
  NavigationStack {
    LoginView(
      store: Store(
        initialState: LoginFeature.State(
          email: DemoAccount.blobJr.user.email,
          password: DemoAccount.blobJr.password,
          twoFactor: TwoFactorFeature.State(token: "preview-token")
        )
      ) {
        LoginFeature()
      } withDependencies: {
        $0.authenticationClient = .previewValue
      }
    )
  }
}
