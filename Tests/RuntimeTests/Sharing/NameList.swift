import Foundation
import RuntimeTesting

/// A list of names kept in a JSON file whose URL the state is given: the feature the file
/// storage tests store.
struct NameList: Reducer {
  struct State: Equatable {
    @Shared var names: [String]

    init(url: URL) {
      _names = Shared(wrappedValue: [], .fileStorage(url))
    }
  }

  enum Action: Equatable {
    case add(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard case let .add(name) = action else { return .none }
    state.$names.withLock { $0.append(name) }
    return .none
  }
}
