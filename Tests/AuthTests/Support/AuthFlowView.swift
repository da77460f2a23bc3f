import Auth
import HeadlessUI
import Runtime

/// The screen of ``AuthFlow``: the account screen when signed in, else the login screen.
struct AuthFlowView: View {
  let store: StoreOf<AuthFlow>

  var body: some View {
    NavigationStack {
      IfLetStore(store.scope(state: \.account, action: { .account($0) })) { store in
        AccountView(store: store)
      } else: {
        LoginView(store: store.scope(state: \.login, action: { .login($0) }))
      }
    }
  }
}
