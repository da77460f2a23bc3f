import Foundation
import Runtime

/// A counter, the child feature the samples scope to.
public struct Tally: Reducer {
  public struct State: Equatable, Identifiable, Sendable {
    public var id = 0
    public var count = 0
    public init(id: Int = 0, count: Int = 0) {
      self.id = id
      self.count = count
    }
  }

  @CasePathable
  public enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case incrementButtonTapped
    case setCount(to: Int)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
      case .incrementButtonTapped:
        state.count += 1
      case let .setCount(to: count):
        state.count = count
      }
      return .none
    }
  }
}

/// What the dashboard presents: an editor of a counter, or an alert.
public struct DashboardDestination: Reducer {
  @CasePathable
  @dynamicMemberLookup
  public enum State: Equatable, Sendable {
    case alert(AlertState<Action.Alert>)
    case editor(Tally.State)
  }

  @CasePathable
  public enum Action: Equatable, Sendable {
    case alert(Alert)
    case editor(Tally.Action)

    public enum Alert: Equatable, Sendable {
      case confirmReset
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.editor, action: \.editor) {
      Tally()
    }
  }
}

/// A load failure the dashboard shows.
public struct LoadError: Error, Equatable, Sendable {
  public var message: String
  public init(message: String) { self.message = message }
}

/// A dashboard: a counter, rows of counters, a presented destination and a load of its total.
public struct Dashboard: Reducer {
  public struct State: Equatable, Sendable {
    public var counter = Tally.State()
    public var rows: IdentifiedArrayOf<Tally.State> = []
    @PresentationState public var destination: DashboardDestination.State?
    public var total: Int?
    public var errorMessage: String?

    public init() {}
  }

  @CasePathable
  public enum Action: Equatable, Sendable {
    case counter(Tally.Action)
    case destination(PresentationAction<DashboardDestination.Action>)
    case editButtonTapped
    case loadButtonTapped
    case rows(IdentifiedAction<Int, Tally.Action>)
    case totalResponse(Result<Int, LoadError>)
  }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) {
      Tally()
    }
    Reduce { state, action in
      switch action {
      case .counter:
        return .none
      case .destination(.presented(.alert(.confirmReset))):
        state.counter.count = 0
        return .none
      case .destination:
        return .none
      case .editButtonTapped:
        state.destination = .editor(state.counter)
        return .none
      case .loadButtonTapped:
        let total = state.counter.count + state.rows.reduce(0) { $0 + $1.count }
        return .run { send in
          await send(
            .totalResponse(
              total < 0 ? .failure(LoadError(message: "Negative total")) : .success(total)))
        }
      case .rows:
        return .none
      case let .totalResponse(.success(total)):
        state.total = total
        state.errorMessage = nil
        return .none
      case let .totalResponse(.failure(error)):
        state.errorMessage = error.message
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) {
      Tally()
    }
    .ifLet(\.$destination, action: \.destination) {
      DashboardDestination()
    }
  }
}

/// A generic enum: the paths of its cases are generic too.
@CasePathable
public enum Loadable<Value: Sendable>: Sendable {
  case idle
  case loading(progress: Double = 0)
  case loaded(Value)
  case failed(message: String, retryable: Bool)
}

/// A tree of enums, each case path reaching into a nested one: `\.node.leaf`.
@CasePathable
public indirect enum Expression: Equatable, Sendable {
  case number(Int)
  case negate(Self)
  case sum(Expression, Expression)
}

/// An enum whose cases depend on the build configuration.
@CasePathable
public enum DebugAction: Equatable {
  case log(String)
  #if DEBUG
    case inspect(depth: Int)
  #else
    case ship
  #endif
}

/// An enum that already lists the conformance: the macro only adds the members.
@CasePathable
public enum Toggle: CasePathable, Equatable {
  case on, off
  case custom(label: String, isOn: Bool)
}

/// A web socket's events, whose labels are keywords written without backticks, as Swift allows
/// for labels: `protocol`, `in`.
@CasePathable
public enum SocketEvent: Equatable, Sendable {
  case didOpen(protocol: String?)
  case didClose(code: Int, in: String)
}
