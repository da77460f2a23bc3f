import Runtime

// Features written as with TCA 1.25's `@Reducer`, against the runtime.

/// A counter: a struct reducer with a `body`.
@Reducer
public struct Counter {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var count = 0
    public init(count: Int = 0) { self.count = count }
  }

  public enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case incrementButtonTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

/// A loader whose state is an enum: `@Reducer` makes it case-pathable, with a property per case.
@Reducer
public struct Loader {
  public enum State: Equatable, Sendable {
    case idle
    case loaded(String)
  }

  public enum Action: Equatable, Sendable {
    case loadButtonTapped
    case resetButtonTapped
  }

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .loadButtonTapped:
        state = .loaded("Hello")
      case .resetButtonTapped:
        state = .idle
      }
      return .none
    }
  }
}

/// A reducer generic over the value it picks.
@Reducer
public struct Picker<Value: Equatable & Sendable> {
  public struct State: Equatable, Sendable {
    public var value: Value
    public init(value: Value) { self.value = value }
  }

  public enum Action: Equatable, Sendable {
    case picked(Value)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .picked(value):
        state.value = value
        return .none
      }
    }
  }
}

/// A namespace holding a feature, which a destination names qualified.
public enum Child {
  /// A settings form.
  @Reducer
  public struct Settings {
    @ObservableState
    public struct State: Equatable, Sendable {
      public var name = ""
      public init(name: String = "") { self.name = name }
    }

    public enum Action: Equatable, Sendable {
      case nameChanged(String)
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .nameChanged(name):
          state.name = name
          return .none
        }
      }
    }
  }
}

/// A feature whose domain is spelled with typealiases.
@Reducer
public struct Doubler {
  public typealias State = Int
  public typealias Action = Bool

  public init() {}

  public var body: some Reducer<Int, Bool> {
    Reduce { state, double in
      if double { state *= 2 }
      return .none
    }
  }
}

/// A feature with nothing in it yet: `@Reducer` gives it an empty state, action and body.
@Reducer
public struct Placeholder {
  public init() {}
}

/// A meeting shown read-only: plain data, not a feature.
public struct Meeting: Equatable, Sendable {
  public var title: String
  public init(title: String) { self.title = title }
}

/// A toast that goes away after its button, like an alert.
public struct Toast: _EphemeralState, Equatable, Sendable {
  public enum Action: Equatable, Sendable {
    case undoTapped
  }

  public static var actionType: Any.Type { Action.self }

  public var message: String
  public init(message: String) { self.message = message }
}

/// Everything a parent can present, one at a time.
@Reducer
public enum Destination {
  case counter(Counter)
  case settings(Child.Settings)
  case picker(Picker<Int>)
  case alert(AlertState<Alert>)
  case dialog(ConfirmationDialogState<Dialog>)
  @ReducerCaseIgnored
  case meeting(Meeting)
  @ReducerCaseEphemeral
  case toast(Toast)
  case loading
  #if DEBUG
    case debugCounter(Counter)
  #endif

  public enum Alert: Equatable, Sendable {
    case confirmDeletion
  }

  public enum Dialog: Equatable, Sendable {
    case archive
  }
}

extension Destination.State: Equatable {}
extension Destination.Action: Equatable {}

/// A parent presenting a `Destination`.
@Reducer
public struct Parent {
  public struct State: Equatable {
    @PresentationState public var destination: Destination.State?
    public var deletions = 0
    public init(destination: Destination.State? = nil) { self.destination = destination }
  }

  public enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case counterButtonTapped
    case deleteButtonTapped
    case meetingButtonTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .counterButtonTapped:
        state.destination = .counter(Counter.State())
        return .none
      case .deleteButtonTapped:
        state.destination = .alert(
          AlertState {
            TextState("Delete?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
          })
        return .none
      case .meetingButtonTapped:
        state.destination = .meeting(Meeting(title: "Standup"))
        return .none
      case .destination(.presented(.alert(.confirmDeletion))):
        state.deletions += 1
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// Two enum reducers nested in other types, whose features get `Reducer` from `@Reducer` too:
/// the shape of the reference's `EnumReducerMacroTests`, which crashed the type checker while
/// `@Reducer` attached `@ObservableState` to the `State` enum it adds.
enum NestedEnumReducers {
  enum First {
    @Reducer
    struct Child {}

    @Reducer
    enum Destination {
      case child(Child)
    }
  }

  enum Second {
    @Reducer
    struct Child {}

    @Reducer
    enum Destination {
      case other(Child)
    }
  }
}
