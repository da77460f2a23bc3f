import HeadlessUI
import Runtime

/// The one-time code screen of ``ObservedTwoFactorFeature``, the view-action spelling of
/// ``TwoFactorView``: it binds `$store.code` and sends `send(.submitButtonTapped)`.
///
/// ```swift
/// .sheet(store: store.scope(state: \.$twoFactor, action: \.twoFactor)) { store in
///   NavigationStack { ObservedTwoFactorView(store: store) }
/// }
/// ```
///
/// Like ``ObservedLoginView``, it gets `send` from `@ViewAction(for:)`, and its store is `public`
/// for the `ViewActionSending` conformance the macro adds.
@ViewAction(for: ObservedTwoFactorFeature.self)
public struct ObservedTwoFactorView: View {
  /// The store of the screen.
  @Bindable public var store: StoreOf<ObservedTwoFactorFeature>

  /// Creates the screen of `store`.
  public init(store: StoreOf<ObservedTwoFactorFeature>) {
    self.store = store
  }

  public var body: some View {
    Form {
      Text("Type the code of your authenticator app.")
      SecureField("Code", text: $store.code.rawValue)
        .disabled(store.isTwoFactorRequestInFlight)
      HStack {
        Button("Submit") { send(.submitButtonTapped) }
          .disabled(!store.isFormValid || store.isTwoFactorRequestInFlight)
        if store.isTwoFactorRequestInFlight {
          ProgressView("Checking…")
        }
      }
    }
    .navigationTitle("Two-factor authentication")
    .alert(store: store.scope(state: \.$alert, action: \.alert))
  }
}
