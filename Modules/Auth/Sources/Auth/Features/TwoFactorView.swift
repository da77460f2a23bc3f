import HeadlessUI
import Runtime

/// The one-time code screen of ``TwoFactorFeature``: a masked "Code" field, a "Submit"
/// button and the failure alert.
///
/// It can only send ``TwoFactorFeature/Action/ViewAction``s; ``LoginView`` presents it in a
/// sheet.
///
/// ```swift
/// .sheet(store: store.scope(state: \.$twoFactor, action: { .scope(.twoFactor($0)) })) {
///   store in
///   NavigationStack { TwoFactorView(store: store) }
/// }
/// ```
public struct TwoFactorView: View {
  // - Properties
  let store: StoreOf<TwoFactorFeature>
  let viewStore: ViewStore<TwoFactorFeature.State, TwoFactorFeature.Action.ViewAction>

  // - Initializer
  /// Creates the screen of `store`.
  public init(store: StoreOf<TwoFactorFeature>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 }, send: { .view($0) })
  }
}

// MARK: - View
extension TwoFactorView {
  public var body: some View {
    WithViewStore(viewStore) { viewStore in
      Form {
        Text("Type the code of your authenticator app.")
        SecureField("Code", text: viewStore.$code.rawValue)
          .disabled(viewStore.isTwoFactorRequestInFlight)
        HStack {
          Button("Submit") { viewStore.send(.submitButtonTapped) }
            .disabled(!viewStore.isFormValid || viewStore.isTwoFactorRequestInFlight)
          if viewStore.isTwoFactorRequestInFlight {
            ProgressView("Checking…")
          }
        }
      }
      .navigationTitle("Two-factor authentication")
    }
    .alert(store: store.scope(state: \.$alert, action: { .scope(.alert($0)) }))
  }
}

#Preview("Two-factor") {
  NavigationStack {
    TwoFactorView(
      store: Store(initialState: TwoFactorFeature.State(token: "preview-token", code: "12")) {
        TwoFactorFeature()
      } withDependencies: {
        $0.authenticationClient = .previewValue
      }
    )
  }
}
