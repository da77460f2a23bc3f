import Runtime

/// Searches places by name with the ``WeatherClient`` dependency; its view sends only the
/// actions in ``Action/View``.
///
/// ```swift
/// let store = Store(initialState: WeatherSearch.State()) { WeatherSearch() }
/// store.send(.view(.queryChanged("Se")))
/// ```
public struct WeatherSearch: Reducer {
  /// The query and the places it found.
  public struct State: Equatable, Sendable {
    /// The text in the search field.
    public var query = ""
    /// The places the last search found.
    public var places: [Place] = []
    /// Why the last search failed, if it did.
    public var errorMessage: String?

    /// Creates the state of an empty search.
    public init(query: String = "", places: [Place] = [], errorMessage: String? = nil) {
      self.query = query
      self.places = places
      self.errorMessage = errorMessage
    }
  }

  /// What the view sends, and what the search's effects send back.
  public enum Action: Equatable, Sendable, ViewAction {
    /// The search finished with these places.
    case searchResponse([Place])
    /// The search failed with this message.
    case searchFailed(String)
    /// What the view sends.
    case view(View)

    /// The actions of ``WeatherSearchView``.
    public enum View: Equatable, Sendable {
      /// The user edited the query.
      case queryChanged(String)
      /// The user asked to search.
      case searchButtonTapped
    }
  }

  @Dependency(\.weatherClient) var weatherClient

  /// Creates the reducer.
  public init() {}

  /// Keeps the query, and searches for it when asked.
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .searchResponse(places):
        state.places = Array(places.prefix(weatherClient.maximumResults))
        state.errorMessage = nil
        return .none

      case let .searchFailed(message):
        state.errorMessage = message
        return .none

      case let .view(.queryChanged(query)):
        state.query = query
        return .none

      case .view(.searchButtonTapped):
        return .run { [query = state.query, weatherClient] send in
          await send(.searchResponse(try await weatherClient.search(query: query)))
        } catch: { error, send in
          await send(.searchFailed("\(error)"))
        }
      }
    }
  }
}

/// The search screen, headless: it holds the store and sends view actions with `send`, which
/// `@ViewAction` gives it.
///
/// ```swift
/// let view = WeatherSearchView(store: store)
/// view.searchButtonTapped()  // store.send(.view(.searchButtonTapped))
/// ```
@ViewAction(for: WeatherSearch.self)
public struct WeatherSearchView {
  /// The store of the search.
  public let store: StoreOf<WeatherSearch>

  /// Creates the view of `store`.
  public init(store: StoreOf<WeatherSearch>) {
    self.store = store
  }

  /// What the field shows: the query, or a prompt.
  @MainActor
  public var fieldText: String {
    store.withState { $0.query.isEmpty ? "Search places" : $0.query }
  }

  /// The user typed `query`.
  @MainActor
  public func queryChanged(_ query: String) {
    send(.queryChanged(query))
  }

  /// The user tapped Search.
  @MainActor
  @discardableResult
  public func searchButtonTapped() -> StoreTask {
    send(.searchButtonTapped)
  }
}
