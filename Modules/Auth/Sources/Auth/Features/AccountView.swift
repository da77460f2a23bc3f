import HeadlessUI
import Runtime

/// The account screen of ``AccountFeature``: who is signed in, and a "Log out" button that
/// asks for confirmation first.
///
/// It can only send ``AccountFeature/Action/ViewAction``s.
///
/// ```swift
/// let store = Store(initialState: AccountFeature.State(user: user)) { AccountFeature() }
/// NavigationStack { AccountView(store: store) }
/// ```
public struct AccountView: View {
  // - Properties
  let store: StoreOf<AccountFeature>
  let viewStore: ViewStore<ViewState, AccountFeature.Action.ViewAction>

  /// What the screen shows. The name is read out of its shared value here, so that a new
  /// name another feature writes makes a new view state.
  struct ViewState: Equatable {
    let displayName: String
    let email: String
    let isLogOutRequestInFlight: Bool

    init(_ state: AccountFeature.State) {
      displayName = state.displayName
      email = state.user.email
      isLogOutRequestInFlight = state.isLogOutRequestInFlight
    }
  }

  // - Initializer
  /// Creates the screen of `store`.
  public init(store: StoreOf<AccountFeature>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: ViewState.init, send: { .view($0) })
  }
}

// MARK: - View
extension AccountView {
  public var body: some View {
    WithViewStore(viewStore) { viewStore in
      Form {
        Section("Signed in as") {
          Text(viewStore.displayName).font(.headline)
          Text(viewStore.email).foregroundColor(.secondary)
        }
        HStack {
          Button("Log out", role: .destructive) { viewStore.send(.logOutButtonTapped) }
            .disabled(viewStore.isLogOutRequestInFlight)
          if viewStore.isLogOutRequestInFlight {
            ProgressView("Logging out…")
          }
        }
      }
      .navigationTitle("Account")
    }
    .confirmationDialog(
      store: store.scope(
        state: \.$confirmationDialog, action: { .scope(.confirmationDialog($0)) }
      )
    )
  }
}

#Preview("Account") {
  NavigationStack {
    AccountView(
      store: Store(initialState: AccountFeature.State(user: DemoAccount.blob.user)) {
        AccountFeature()
      } withDependencies: {
        $0.authenticationClient = .previewValue
      }
    )
  }
}
