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

#Preview("App") {
  AppView(
    store: Store(initialState: AppFeature.initialState) {
      AppFeature()
    } withDependencies: {
      usePreviewClients(&$0)
    }
  )
}

#Preview("App, signed in with favorites") {
  AppView(
    store: Store(
      initialState: .loggedIn(
        HomeFeature.State(
          user: DemoAccount.blob.user,
          favorites: [
            FavoriteFeature.State(
              place: .init(
                country: "South Korea", latitude: 37.566, longitude: 126.9784,
                id: 1_835_848, name: "Seoul", admin1: "Seoul"
              )
            ),
            FavoriteFeature.State(
              place: .init(
                country: "South Korea", latitude: 35.1028, longitude: 129.0403,
                id: 1_838_524, name: "Busan", admin1: "Busan"
              )
            ),
          ]
        )
      )
    ) {
      AppFeature()
    } withDependencies: {
      usePreviewClients(&$0)
    }
  )
}

/// The clients the app's previews run with: offline, and with settings kept in memory.
private func usePreviewClients(_ dependencies: inout DependencyValues) {
  dependencies.authenticationClient = .previewValue
  dependencies.settingsClient = .inMemory()
  dependencies.userNotifications = .previewValue
  dependencies.weatherClient = .previewValue
}
