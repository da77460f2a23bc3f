import Auth
import HeadlessUI
import Runtime

/// The app's root view: the login screen or the home screen, whichever case the state is in.
///
/// ```swift
/// let store = Store(initialState: AppFeature.initialState) { AppFeature() }
/// let host = ViewHost(AppView(store: store))
/// try host.type("Email", "blob@example.com")
/// ```
public struct AppView: View {
  private let store: StoreOf<AppFeature>

  /// Creates the root view of `store`.
  public init(store: StoreOf<AppFeature>) {
    self.store = store
  }

  public var body: some View {
    SwitchStore(store) { state in
      switch state {
      case .loggedOut:
        CaseLet(/AppFeature.State.loggedOut, action: AppFeature.Action.loggedOut) { store in
          NavigationStack { LoginView(store: store) }
        }
      case .loggedIn:
        CaseLet(/AppFeature.State.loggedIn, action: AppFeature.Action.loggedIn) { store in
          HomeView(store: store)
        }
      }
    }
  }
}
