import AppEngine
import HeadlessUI
import Runtime

/// A stopwatch sheet over a list of laps, with one known composition mistake or none: the
/// features ``ExplorerTests`` explores to show that exploration finds each mistake.
struct Laps: Reducer {
  /// The mistakes the feature can be built with.
  enum Mistake: CaseIterable {
    /// The parent runs the stopwatch's timer itself, so dismissing the sheet does not cancel
    /// it, and it ticks into a stopwatch that is gone.
    case effectNotCancelledOnDismiss
    /// The parent dismisses the stopwatch on "Done", then sends it an action.
    case childActionAfterDismissal
    /// The parent has no `ifLet` for the stopwatch: nothing runs the sheet's actions.
    case missingIfLet
    /// "Clear" sends an action that the reducer leaves to `default`.
    case unhandledButton
    /// Opening the stopwatch also starts a heartbeat that nothing ever cancels: it runs on
    /// long after the sheet is gone, though it sends nothing.
    case effectNeverEnds
  }

  struct State: Codable, Equatable, Sendable {
    var laps: [Int] = []
    @PresentationState var stopwatch: Stopwatch.State?
  }

  enum Action: Codable, Equatable, Sendable {
    case openTapped
    case clearTapped
    case stopwatch(PresentationAction<Stopwatch.Action>)
  }

  struct Stopwatch: Reducer {
    struct State: Codable, Equatable, Sendable {
      var seconds = 0
    }

    enum Action: Codable, Equatable, Sendable {
      case startTapped
      case tick
      case doneTapped
      case lapSaved
    }

    let runsOwnTimer: Bool
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .startTapped:
        guard runsOwnTimer else { return .none }
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: "timer", cancelInFlight: true)
      case .tick:
        state.seconds += 1
        return .none
      case .doneTapped, .lapSaved:
        return .none
      }
    }
  }

  let mistake: Mistake?
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    let parent = Reduce<State, Action> { state, action in
      switch action {
      case .openTapped:
        state.stopwatch = Stopwatch.State()
        guard mistake == .effectNeverEnds else { return .none }
        return .run { _ in
          while true { try await clock.sleep(for: .seconds(30)) }
        }
      case .clearTapped where mistake != .unhandledButton:
        state.laps = []
        return .none
      case .stopwatch(.presented(.startTapped)) where mistake == .effectNotCancelledOnDismiss:
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.stopwatch(.presented(.tick)))
          }
        }
      case .stopwatch(.presented(.doneTapped)):
        state.laps.append(state.stopwatch?.seconds ?? 0)
        state.stopwatch = nil
        return mistake == .childActionAfterDismissal
          ? .send(.stopwatch(.presented(.lapSaved))) : .none
      default:
        return .none
      }
    }
    if mistake == .missingIfLet {
      parent
    } else {
      parent.ifLet(\.$stopwatch, action: /Action.stopwatch) {
        Stopwatch(runsOwnTimer: mistake != .effectNotCancelledOnDismiss)
      }
    }
  }
}

struct LapsView: View {
  let store: StoreOf<Laps>

  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      Form {
        Text("Laps: \(viewStore.laps.map(String.init).joined(separator: ", "))")
        Button("Open stopwatch") { viewStore.send(.openTapped) }
        Button("Clear") { viewStore.send(.clearTapped) }
          .disabled(viewStore.laps.isEmpty)
      }
    }
    .sheet(store: store.scope(state: \.$stopwatch, action: { .stopwatch($0) })) { sheetStore in
      WithViewStore(sheetStore, observe: { $0 }) { viewStore in
        Text("Seconds: \(viewStore.seconds)")
        Button("Start") { viewStore.send(.startTapped) }
        Button("Done") { viewStore.send(.doneTapped) }
      }
    }
  }
}

/// A note with a draft that its `CodingKeys` forgot: the draft does not survive a recording.
struct Note: Reducer {
  struct State: Codable, Equatable, Sendable {
    var title = ""
    var draft = ""

    enum CodingKeys: String, CodingKey {
      case title
    }
  }

  enum Action: Codable, Equatable, Sendable {
    case titleChanged(String)
    case draftChanged(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .titleChanged(let title): state.title = title
    case .draftChanged(let draft): state.draft = draft
    }
    return .none
  }
}

struct NoteView: View {
  let store: StoreOf<Note>

  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      Form {
        TextField("Title", text: viewStore.binding(get: \.title, send: { .titleChanged($0) }))
        TextField("Draft", text: viewStore.binding(get: \.draft, send: { .draftChanged($0) }))
      }
    }
  }
}

extension AppDefinition {
  /// An app of one feature on a virtual clock, as exploration tests build them.
  static func planted(
    _ name: String, initialState: @escaping @Sendable () -> R.State,
    reducer: @escaping @Sendable () -> R,
    view: @escaping @MainActor @Sendable (Store<R.State, R.Action>) -> any View
  ) -> Self {
    AppDefinition(
      name: name, version: "0.1.0", initialState: initialState, reducer: reducer, view: view,
      prepareDependencies: { values, _, clock in values.continuousClock = clock },
      testSource: EmittedTestSource(
        imports: [], initialState: "\(name).State()", reducer: "\(name)()",
        dependencies: "values.continuousClock = clock"),
      tourScript: "tour")
  }
}

extension AppDefinition where R == Laps {
  /// ``Laps`` built with `mistake`, whose stopwatch's timer runs for as long as its sheet is
  /// up.
  static func laps(_ mistake: Laps.Mistake?) -> Self {
    var definition = Self.planted(
      "Laps", initialState: { Laps.State() }, reducer: { Laps(mistake: mistake) },
      view: { LapsView(store: $0) })
    definition.longLivingEffects = ["stopwatch.presented.startTapped"]
    definition.testSource.reducer = "Laps(mistake: \(mistake.map { ".\($0)" } ?? "nil"))"
    return definition
  }
}

extension AppDefinition where R == Note {
  /// ``Note``, whose draft does not survive a recording.
  static var note: Self {
    .planted(
      "Note", initialState: { Note.State() }, reducer: { Note() },
      view: { NoteView(store: $0) })
  }
}
