import Foundation
import RuntimeTesting
import Testing

/// A feature that uses every composition operator on `Ticker`s.
struct Board: Reducer {
  struct State: Equatable {
    @BindingState var title = ""
    var counter = Ticker.State()
    var mode = Mode.idle
    var tickers: IdentifiedArrayOf<Ticker.State> = []
    var focused: Ticker.State?
    @PresentationState var sheet: Ticker.State?
    var path = StackState<Ticker.State>()
  }

  enum Mode: Equatable {
    case idle
    case running(Ticker.State)
  }

  enum ModeAction: Equatable {
    case running(Ticker.Action)
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case counter(Ticker.Action)
    case mode(ModeAction)
    case ticker(id: Int, action: Ticker.Action)
    case focused(Ticker.Action)
    case sheet(PresentationAction<Ticker.Action>)
    case path(StackAction<Ticker.State, Ticker.Action>)
    case focus(Int?)
    case refresh
    case removeTicker(Int)
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    BindingReducer()
    Scope(state: \.counter, action: /Action.counter) { Ticker() }
    Scope(state: \.mode, action: /Action.mode) {
      EmptyReducer()
        .ifCaseLet(/Mode.running, action: /ModeAction.running) { Ticker() }
    }
    Reduce { state, action in
      switch action {
      case let .focus(id):
        state.focused = id.map { Ticker.State(id: $0) }
      case .refresh:
        return .run { _ in try await clock.sleep(for: .seconds(100)) }
          .cancellable(id: "refresh", cancelInFlight: true)
      case let .removeTicker(id):
        _ = state.tickers.remove(id: id)
      default:
        break
      }
      return .none
    }
    .forEach(\.tickers, action: /Action.ticker(id:action:)) { Ticker() }
    .ifLet(\.focused, action: /Action.focused) { Ticker() }
    .ifLet(\.$sheet, action: /Action.sheet) { Ticker() }
    .forEach(\.path, action: /Action.path) { Ticker() }
    .onChange(of: \.title) { _, _ in EmptyReducer() }
  }
}

/// A feature whose actions reach a child through a joined case path, beside a case whose payload
/// is an enum without cases, wrapped in the operators that take no child.
private struct Wrapper: Reducer {
  struct State: Equatable {
    @PresentationState var alert: Ticker.State?
  }

  enum Action: Equatable {
    case inner(InnerAction)
    case scope(ScopeAction)

    enum InnerAction: Equatable {}

    enum ScopeAction: Equatable {
      case alert(PresentationAction<Ticker.Action>)
    }
  }

  var body: some ReducerOf<Self> {
    CombineReducers {
      Reduce(Inner())
    }
    .ifLet(\.$alert, action: /Action.scope .. /Action.ScopeAction.alert) { Ticker() }
    .dependency(\.continuousClock, ImmediateClock())
    ._printChanges(nil)
  }

  struct Inner: Reducer {
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }
}

@MainActor
@Suite struct ExplainTests {
  /// The tree lists every operator with its paths and the feature it runs, children in the
  /// order they run an action, and marks each child for the state it is explained in. A case
  /// path whose payload type two cases share is named by both.
  @Test func theTreeNamesEveryOperatorAndMarksPresence() {
    var state = Board.State()
    state.tickers = [Ticker.State(id: 1), Ticker.State(id: 2)]
    state.sheet = Ticker.State(id: 3)
    let text = Board().explain(in: state).text
    #expect(
      text == """
        Board
        ├─ BindingReducer
        ├─ Scope \\.counter /Action.(counter|focused)       → Ticker
        ├─ Scope \\.mode /Action.mode
        │  └─ ifCaseLet /Mode.running /ModeAction.running  → Ticker  [inactive]
        ├─ forEach (stack) \\.path /Action.path             → Ticker  [0 elements]
        ├─ ifLet (presentation) \\.$sheet /Action.sheet     → Ticker  [active]
        ├─ ifLet \\.focused /Action.(counter|focused)       → Ticker  [inactive]
        ├─ forEach \\.tickers /Action.ticker                → Ticker  [2 elements]
        ├─ Reduce
        └─ onChange
        """)
  }

  /// Without a state, no operator is marked.
  @Test func aTreeWithoutStateHasNoMarks() {
    let tree = Board().explain(in: nil)
    #expect(tree.text.contains("[") == false)
    #expect(tree.children.allSatisfy { $0.presence == nil && $0.count == nil })
  }

  /// A joined case path is named as it is written, a wrapper's projected value by its `$`
  /// name, and the operators that take no child list what they wrap. Looking for the path
  /// through an enum without cases used to stop a debug build.
  @Test func joinedPathsProjectedValuesAndWrappingOperatorsAreNamed() {
    #expect(
      Wrapper().explain(in: Wrapper.State()).text == """
        Wrapper
        └─ _printChanges
           └─ dependency \\.(computed)                                               → ImmediateClock
              ├─ ifLet (presentation) \\.$alert /Action.scope .. /ScopeAction.alert  → Ticker  [inactive]
              └─ CombineReducers
                 └─ Wrapper.Inner
        """)
  }

  /// The Mermaid flowchart has a node per reducer, numbered edges in run order, and draws
  /// absent children dashed.
  @Test func theMermaidChartNumbersEdgesAndDashesAbsentChildren() {
    let chart = Wrapper().explain(in: Wrapper.State()).mermaid
    #expect(
      chart == """
        flowchart TD
          n0["Wrapper"]
          n1["_printChanges"]
          n2["dependency \\.(computed)<br/>→ ImmediateClock"]
          n3["ifLet (presentation) \\.$alert /Action.scope .. /ScopeAction.alert<br/>→ Ticker<br/>[inactive]"]
          class n3 inactive
          n2 -->|1| n3
          n4["CombineReducers"]
          n5["Wrapper.Inner"]
          n4 -->|1| n5
          n2 -->|2| n4
          n1 -->|1| n2
          n0 -->|1| n1
          classDef inactive stroke-dasharray: 5 5,color:#888

        """)
  }

  /// The JSON form round-trips, so tools can read the tree.
  @Test func theTreeRoundTripsThroughJSON() throws {
    let tree = Board().explain(in: Board.State())
    let decoded = try JSONDecoder().decode(
      ReducerNode.self, from: try JSONEncoder().encode(tree))
    #expect(decoded == tree)
    #expect(decoded.children.map(\.kind).contains(.stack))
  }
}
