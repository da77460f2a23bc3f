import RuntimeTesting
import Testing

// The two compositions of the guide's "Sharing state" article, side by side: a profile that
// renames its user, and a home screen that greets the user by name.

/// The parent copies the new name from the child's delegate action.
enum DelegateVersion {
  struct Profile: Reducer {
    struct State: Equatable {
      var name: String
    }
    enum Action: Equatable {
      case renameTapped(String)
      case delegate(Delegate)
      enum Delegate: Equatable {
        case renamed(String)
      }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .renameTapped(name):
        state.name = name
        return .send(.delegate(.renamed(name)))
      case .delegate:
        return .none
      }
    }
  }

  struct Home: Reducer {
    struct State: Equatable {
      var name: String
      var profile: Profile.State
    }
    enum Action: Equatable {
      case profile(Profile.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.profile, action: /Action.profile) {
        Profile()
      }
      Reduce { state, action in
        if case let .profile(.delegate(.renamed(name))) = action {
          state.name = name
        }
        return .none
      }
    }
  }
}

/// Parent and child hold one name: the child writes it, the parent reads it.
enum SharedVersion {
  struct Profile: Reducer {
    struct State: Equatable {
      @Shared var name: String
    }
    enum Action: Equatable {
      case renameTapped(String)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      guard case let .renameTapped(name) = action else { return .none }
      state.$name.withLock { $0 = name }
      return .none
    }
  }

  struct Home: Reducer {
    struct State: Equatable {
      @SharedReader var name: String
      var profile: Profile.State

      init(name: String) {
        let name = Shared(value: name)
        _name = SharedReader(name)
        profile = Profile.State(name: name)
      }
    }
    enum Action: Equatable {
      case profile(Profile.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.profile, action: /Action.profile) {
        Profile()
      }
    }
  }
}

@MainActor
@Suite struct DelegateOrSharedTests {
  @Test func theDelegateVersionCopiesTheNameOneActionLater() async {
    let store = TestStore(
      initialState: DelegateVersion.Home.State(
        name: "Blob", profile: DelegateVersion.Profile.State(name: "Blob"))
    ) {
      DelegateVersion.Home()
    }
    await store.send(.profile(.renameTapped("Blob Jr."))) {
      $0.profile.name = "Blob Jr."
    }
    await store.receive(.profile(.delegate(.renamed("Blob Jr.")))) {
      $0.name = "Blob Jr."
    }
  }

  @Test func theSharedVersionShowsTheNameInTheSameAction() async {
    let store = TestStore(initialState: SharedVersion.Home.State(name: "Blob")) {
      SharedVersion.Home()
    }
    await store.send(.profile(.renameTapped("Blob Jr."))) {
      $0.profile.$name.withLock { $0 = "Blob Jr." }
    }
    #expect(store.state.name == "Blob Jr.")
  }

  @Test func bothVersionsEndWithTheParentShowingTheNewName() async {
    let delegate = Store(
      initialState: DelegateVersion.Home.State(
        name: "Blob", profile: DelegateVersion.Profile.State(name: "Blob"))
    ) {
      DelegateVersion.Home()
    }
    await delegate.send(.profile(.renameTapped("Blob Jr."))).finish()
    let shared = Store(initialState: SharedVersion.Home.State(name: "Blob")) {
      SharedVersion.Home()
    }
    shared.send(.profile(.renameTapped("Blob Jr.")))
    #expect(delegate.currentState.name == "Blob Jr.")
    #expect(shared.currentState.name == "Blob Jr.")
  }
}
