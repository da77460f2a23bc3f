import HeadlessUI
import Runtime

/// A small app for testing the script engine before, and apart from, the real one: a counter
/// with a stepper and a press-and-hold reset, a debounced search on the virtual clock whose
/// results can be selected, a bindable field, a card to drag and a sheet.
struct DemoFeature: Reducer {
  struct State: Codable, Equatable, Sendable, NamedBindingFields {
    var count = 0
    @BindingState var nickname = ""
    var query = ""
    var results: [String] = []
    var selectedResult: String?
    var dragOffset = DragOffset()
    var status = Status.idle
    var password: Redacted<String> = ""
    @PresentationState var sheet: Sheet.State?

    static let bindingFields: [BindingField<Self>] = [.field("nickname", \.$nickname)]
  }

  /// How far the card was dragged from where it started, in whole points.
  struct DragOffset: Codable, Equatable, Sendable {
    var x = 0
    var y = 0
  }

  enum Status: String, Codable, Equatable, Sendable {
    case idle
    case searching
  }

  enum Action: Codable, Equatable, Sendable, BindableAction {
    case binding(BindingAction<State>)
    case incrementTapped
    case resultSelected(String?)
    case cardDropped(x: Int, y: Int)
    case queryChanged(String)
    case searchResponse([String])
    case reset(to: Int)
    case passwordChanged(Redacted<String>)
    case aboutTapped
    case sheet(PresentationAction<Sheet.Action>)
    case ticker
    case listens
  }

  struct Sheet: Reducer {
    struct State: Codable, Equatable, Sendable {
      var title = "About"
    }

    enum Action: Codable, Equatable, Sendable {
      case closeTapped
    }

    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      .run { _ in await dismiss() }
    }
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding, .sheet:
        return .none
      case .incrementTapped:
        state.count += 1
        return .none
      case .resultSelected(let result):
        state.selectedResult = result
        return .none
      case .cardDropped(let x, let y):
        state.dragOffset.x += x
        state.dragOffset.y += y
        return .none
      case .queryChanged(let query):
        state.query = query
        state.status = .searching
        return .run { send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.searchResponse(["\(query) 1", "\(query) 2"]))
        }
        .cancellable(id: "search", cancelInFlight: true)
      case .searchResponse(let results):
        state.results = results
        state.status = .idle
        return .none
      case .reset(let count):
        state.count = count
        return .none
      case .passwordChanged(let password):
        state.password = password
        return .none
      case .aboutTapped:
        state.sheet = Sheet.State()
        return .none
      case .ticker:
        return .run { _ in
          while true { try await clock.sleep(for: .seconds(1)) }
        }
      case .listens:
        // Waits in real time, as a socket would: never asleep on the virtual clock.
        return .run { _ in try await Task.sleep(for: .seconds(3_600)) }
      }
    }
    .ifLet(\.$sheet, action: /Action.sheet) { Sheet() }
  }
}

struct DemoView: View {
  let store: StoreOf<DemoFeature>

  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      Form {
        Text("Count: \(viewStore.count)")
        Button("Increment") { viewStore.send(.incrementTapped) }
        TextField("Nickname", text: viewStore.$nickname)
        TextField("Query", text: viewStore.binding(get: \.query, send: { .queryChanged($0) }))
        List(selection: viewStore.binding(get: \.selectedResult, send: { .resultSelected($0) })) {
          ForEach(viewStore.results, id: \.self) { Text($0) }
        }
        Button("About") { viewStore.send(.aboutTapped) }
        Stepper(
          "Count", value: viewStore.binding(get: \.count, send: { .reset(to: $0) }), in: 0...99)
        if viewStore.count != 0 {
          Text("Hold to reset").onLongPressGesture { viewStore.send(.reset(to: 0)) }
        }
        Text("Card")
          .gesture(
            DragGesture().onEnded { drag in
              viewStore.send(
                .cardDropped(x: Int(drag.translation.width), y: Int(drag.translation.height)))
            })
      }
    }
    .sheet(store: store.scope(state: \.$sheet, action: { .sheet($0) })) { sheetStore in
      WithViewStore(sheetStore, observe: { $0 }) { viewStore in
        Text(viewStore.title)
        Button("Close") { viewStore.send(.closeTapped) }
      }
    }
  }
}
