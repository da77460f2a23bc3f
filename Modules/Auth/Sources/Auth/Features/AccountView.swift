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
  let viewStore: ViewStore<AccountFeature.State, AccountFeature.Action.ViewAction>

  // - Initializer
  /// Creates the screen of `store`.
  public init(store: StoreOf<AccountFeature>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 }, send: { .view($0) })
  }
}

// MARK: - View
extension AccountView {
  public var body: some View {
    WithViewStore(viewStore) { viewStore in
      Form {
        Section("Signed in as") {
          Text(viewStore.user.displayName).font(.headline)
          Text(viewStore.user.email).foregroundColor(.secondary)
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
