import ComposableArchitecture

@Reducer
public struct CounterFeature {
  @ObservableState
  public struct State: Equatable {
    public var count = 0
    public init() {}
  }
  public enum Action {
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
