import Runtime

/// A counter whose state is observed field by field.
public struct ObservedCounter: Reducer {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var count = 0
    public var label = "Count"
    @ObservationStateIgnored public var renders = 0
    public let id: Int
    public var isEven: Bool { count.isMultiple(of: 2) }
    public static let maximum = 100

    public init(id: Int = 0, count: Int = 0) {
      self.id = id
      self.count = count
    }
  }

  public enum Action: Equatable, Sendable {
    case incrementTapped
    case decrementTapped
    case labelChanged(String)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        state.count += 1
        return .none
      case .decrementTapped:
        state.count -= 1
        return .none
      case let .labelChanged(label):
        state.label = label
        return .none
      }
    }
  }
}

/// State that is written into recordings: its JSON must be what it was before the macro.
@ObservableState
public struct RecordedSettings: Codable, Equatable, Hashable, Sendable {
  public var displayName = "Blob"
  public var volume = 5
  public var tags: [String] = []
  public var nickname: String?
  public let version: Int
  @ObservationStateIgnored public var lastSaved: Double = 0

  public init(version: Int = 1) {
    self.version = version
  }
}

/// The same state without the macro, to compare encodings with.
public struct PlainRecordedSettings: Codable, Equatable, Hashable, Sendable {
  public var displayName = "Blob"
  public var volume = 5
  public var tags: [String] = []
  public var nickname: String?
  public let version: Int
  public var lastSaved: Double = 0

  public init(version: Int = 1) {
    self.version = version
  }
}

/// State with no fields of its own.
@ObservableState
struct EmptyCodableState: Codable, Equatable {}

/// Observable state relying on its memberwise initializer.
@ObservableState
struct Point: Equatable {
  var x = 0
  var y: Int
  var name: String?
}

/// A feature that presents an `ObservedCounter` as its destination.
public struct CounterPresenter: Reducer {
  @ObservableState
  public struct State: Equatable {
    @Presents public var destination: ObservedCounter.State?
    public var presentations = 0

    public init(destination: ObservedCounter.State? = nil) {
      self.destination = destination
    }
  }

  public enum Action: Equatable, CasePathable {
    case presentTapped
    case dismissTapped
    case destination(PresentationAction<ObservedCounter.Action>)

    public struct AllCasePaths {
      public var destination: AnyCasePath<Action, PresentationAction<ObservedCounter.Action>> {
        /Action.destination
      }
    }
    public static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .presentTapped:
        state.destination = ObservedCounter.State(id: state.presentations)
        state.presentations += 1
        return .none
      case .dismissTapped:
        return .send(.destination(.dismiss))
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination) {
      ObservedCounter()
    }
  }
}

/// The screens of a navigation stack: an enum of states.
@ObservableState
public enum CounterPath: Equatable {
  case counter(ObservedCounter.State)
  case settings(settings: RecordedSettings)
  case note(String, Int)
  case empty
}

/// Presented state that is written into recordings.
@ObservableState
struct PresentedSettings: Codable, Equatable {
  @Presents var destination: RecordedSettings?
}

/// The same without the macro: `@PresentationState` encodes the wrapper.
struct PlainPresentedSettings: Codable, Equatable {
  @PresentationState var destination: RecordedSettings?
}

/// Observable state with a field that only some builds have.
@ObservableState
struct ConditionalState: Codable, Equatable {
  var count = 0
  #if DEBUG
    var debugNote = ""
  #endif
}
