import RuntimeMacroImplementations
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

private let reducer: [String: MacroSpec] = [
  "Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"])
]

@Suite struct ReducerMacroTests {
  // MARK: Struct reducers

  @Test func basics() {
    assertExpansion(
      of: """
        @Reducer
        struct Feature {
          struct State {
          }
          enum Action {
          }
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }
        }
        """,
      macros: reducer,
      is: """
        struct Feature {
          struct State {
          }
          @CasePathable
          enum Action {
          }
          @Runtime.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }
        }

        extension Feature: Runtime.Reducer {
        }
        """
    )
  }

  @Test func enumState() {
    assertExpansion(
      of: """
        @Reducer
        struct Feature {
          enum State {
          }
          enum Action {
          }
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }
        }
        """,
      macros: reducer,
      is: """
        struct Feature {
          @CasePathable @dynamicMemberLookup
          enum State {
          }
          @CasePathable
          enum Action {
          }
          @Runtime.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }
        }

        extension Feature: Runtime.Reducer {
        }
        """
    )
  }

  @Test func alreadyApplied() {
    assertExpansion(
      of: """
        @Reducer
        struct Feature: Reducer, Sendable {
          @CasePathable
          @dynamicMemberLookup
          enum State {
          }
          @Runtime.CasePathable
          enum Action {
          }
          @ReducerBuilder<State, Action>
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }
        }
        """,
      macros: reducer,
      is: """
        struct Feature: Reducer, Sendable {
          @CasePathable
          @dynamicMemberLookup
          enum State {
          }
          @Runtime.CasePathable
          enum Action {
          }
          @ReducerBuilder<State, Action>
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }
        }
        """
    )
  }

  @Test func existingCasePathableConformance() {
    assertExpansion(
      of: """
        @Reducer
        struct Feature {
          enum State: CasePathable {
            struct AllCasePaths {}
            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }
          enum Action: Runtime.CasePathable {
            struct AllCasePaths {}
            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }
          @Runtime.ReducerBuilder<State, Action>
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }
        }
        """,
      macros: reducer,
      is: """
        struct Feature {
          @dynamicMemberLookup
          enum State: CasePathable {
            struct AllCasePaths {}
            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }
          enum Action: Runtime.CasePathable {
            struct AllCasePaths {}
            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }
          @Runtime.ReducerBuilder<State, Action>
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }
        }

        extension Feature: Runtime.Reducer {
        }
        """
    )
  }

  @Test func reduceMethodIsDeprecated() {
    let source = """
      @Reducer
      struct Feature {
        struct State {
        }
        enum Action {
        }
        func reduce(into state: inout State, action: Action) -> EffectOf<Self> {
          switch action {
          case .tapped:
            return .none
          }
        }
      }
      """
    assertExpansion(
      of: source,
      macros: reducer,
      is: """
        struct Feature {
          struct State {
          }
          @CasePathable
          enum Action {
          }
          func reduce(into state: inout State, action: Action) -> EffectOf<Self> {
            switch action {
            case .tapped:
              return .none
            }
          }
        }

        extension Feature: Runtime.Reducer {
        }
        """,
      diagnostics: [
        """
        7:8: warning: 'reduce(into:action:)' is deprecated: a reducer's logic belongs in its \
        'body' property, in a 'Reduce'
          fix-it: Rewrite it as a 'body' with a 'Reduce'
        """
      ]
    )
    #expect(
      fixItReplacements(in: source) == [
        """

          var body: some Reducer<State, Action> {
            Reduce { state, action in
              switch action {
              case .tapped:
                return .none
              }
            }
          }
        """
      ])
  }

  @Test func reduceMethodFixItKeepsParameterNamesAndIndentation() {
    let source = """
      @Reducer
      struct Feature {
          typealias State = Int
          typealias Action = Bool
          func reduce(into count: inout Int, action double: Bool) -> Effect<Bool> {
              if double { count *= 2 }
              return .none
          }
      }
      """
    assertExpansion(
      of: source,
      macros: reducer,
      is: """
        struct Feature {
            typealias State = Int
            typealias Action = Bool
            func reduce(into count: inout Int, action double: Bool) -> Effect<Bool> {
                if double { count *= 2 }
                return .none
            }
        }

        extension Feature: Runtime.Reducer {
        }
        """,
      diagnostics: [
        """
        5:10: warning: 'reduce(into:action:)' is deprecated: a reducer's logic belongs in its \
        'body' property, in a 'Reduce'
          fix-it: Rewrite it as a 'body' with a 'Reduce'
        """
      ]
    )
    #expect(
      fixItReplacements(in: source) == [
        """

            var body: some Reducer<State, Action> {
                Reduce { count, double in
                    if double { count *= 2 }
                    return .none
                }
            }
        """
      ])
  }

  @Test func classIsTreatedLikeAStruct() {
    // As in the reference, which diagnoses no declaration kind: a final class can be a reducer.
    assertExpansion(
      of: """
        @Reducer
        final class Feature {
          typealias State = Int
          typealias Action = Bool
          var body: some Reducer<Int, Bool> { EmptyReducer() }
        }
        """,
      macros: reducer,
      is: """
        final class Feature {
          typealias State = Int
          typealias Action = Bool
          @Runtime.ReducerBuilder<Int, Bool>
          var body: some Reducer<Int, Bool> { EmptyReducer() }
        }

        extension Feature: Runtime.Reducer {
        }
        """
    )
  }

  @Test func typealiasedDomain() {
    assertExpansion(
      of: """
        @Reducer
        struct Feature {
          typealias State = Int
          typealias Action = Bool
        }
        """,
      macros: reducer,
      is: """
        struct Feature {
          typealias State = Int
          typealias Action = Bool

            let body = Runtime.EmptyReducer<State, Action>()
        }

        extension Feature: Runtime.Reducer {
        }
        """
    )
  }

  @Test func noBodyAndNoDomain() {
    assertExpansion(
      of: """
        @Reducer
        public struct Feature {
        }
        """,
      macros: reducer,
      is: """
        public struct Feature {

            @ObservableState
            public struct State: Codable, Equatable, Hashable, Sendable {
              public init() {
              }
            }

            public enum Action: Equatable, Hashable, Sendable {
            }

            public let body = Runtime.EmptyReducer<State, Action>()
        }

        extension Feature: Runtime.Reducer {
        }
        """
    )
  }

  @Test func bodyWithDomainTypes() {
    assertExpansion(
      of: """
        @Reducer
        struct Feature {
          var body: some Reducer<Int, Bool> { EmptyReducer() }
        }
        """,
      macros: reducer,
      is: """
        struct Feature {
          @Runtime.ReducerBuilder<Int, Bool>
          var body: some Reducer<Int, Bool> { EmptyReducer() }
        }

        extension Feature: Runtime.Reducer {
        }
        """
    )
  }

  @Test func bodyOfAnotherReducersDomain() {
    assertExpansion(
      of: """
        @Reducer
        struct Feature {
          var body: some Runtime.ReducerOf<Base> { EmptyReducer() }
        }
        """,
      macros: reducer,
      is: """
        struct Feature {
          @Runtime.ReducerBuilder<Base.State, Base.Action>
          var body: some Runtime.ReducerOf<Base> { EmptyReducer() }
        }

        extension Feature: Runtime.Reducer {
        }
        """
    )
  }

  @Test func storedBodyIsLeftAsWritten() {
    assertExpansion(
      of: """
        @Reducer
        struct Empty {
          let body = EmptyReducer<State, Action>()
        }
        """,
      macros: reducer,
      is: """
        struct Empty {
          let body = EmptyReducer<State, Action>()
        }

        extension Empty: Runtime.Reducer {
        }
        """
    )
  }

  @Test func availabilityIsRepeatedOnTheConformance() {
    assertExpansion(
      of: """
        @available(macOS 14, *)
        @Reducer
        struct Feature {
          typealias State = Int
          typealias Action = Bool
          var body: some Reducer<Int, Bool> { EmptyReducer() }
        }
        """,
      macros: reducer,
      is: """
        @available(macOS 14, *)
        struct Feature {
          typealias State = Int
          typealias Action = Bool
          @Runtime.ReducerBuilder<Int, Bool>
          var body: some Reducer<Int, Bool> { EmptyReducer() }
        }

        @available(macOS 14, *)
        extension Feature: Runtime.Reducer {
        }
        """
    )
  }

  @Test func noConformanceWhenTheCompilerReportsOneAlready() {
    assertExpansion(
      of: """
        @Reducer
        struct Feature {
          typealias State = Int
          typealias Action = Bool
          let body = EmptyReducer<State, Action>()
        }
        """,
      macros: ["Reducer": MacroSpec(type: ReducerMacro.self, conformances: [])],
      is: """
        struct Feature {
          typealias State = Int
          typealias Action = Bool
          let body = EmptyReducer<State, Action>()
        }
        """
    )
  }

  // MARK: Enum reducers

  @Test func emptyEnum() {
    assertExpansion(
      of: """
        @Reducer
        enum Destination {
        }
        """,
      macros: reducer,
      is: """
        enum Destination {

            @CasePathable
            @dynamicMemberLookup
            enum State: Runtime.CaseReducerState, Runtime.ObservableState, Observation.Observable {
              typealias StateReducer = Destination
              public var _$id: Runtime.ObservableStateID {
                switch self {
                }
              }
              public mutating func _$willModify() {
                switch self {
                }
              }

            }

            @CasePathable
            enum Action {

            }

            @Runtime.ReducerBuilder<Self.State, Self.Action>
            static var body: some Runtime.Reducer<Self.State, Self.Action> {
              Runtime.EmptyReducer()
            }

            @CasePathable
            @dynamicMemberLookup
            enum CaseScope {

            }

            @MainActor
            static func scope(_ store: Runtime.Store<Self.State, Self.Action>) -> CaseScope {
              switch store.currentState {

              }
            }
        }

        extension Destination: Runtime.CaseReducer, Runtime.Reducer {
        }
        """
    )
  }

  @Test func features() {
    assertExpansion(
      of: """
        @Reducer
        enum Destination {
          case activity(Activity)
          case timeline(Timeline)
        }
        """,
      macros: reducer,
      is: #"""
        enum Destination {
          case activity(Activity)
          case timeline(Timeline)

            @CasePathable
            @dynamicMemberLookup
            enum State: Runtime.CaseReducerState, Runtime.ObservableState, Observation.Observable {
              typealias StateReducer = Destination
              case activity(Activity.State)
              case timeline(Timeline.State)
              public var _$id: Runtime.ObservableStateID {
                switch self {
                case let .activity(state):
                  return ._$id(for: state)._$tag(0)
                case let .timeline(state):
                  return ._$id(for: state)._$tag(1)
                }
              }
              public mutating func _$willModify() {
                switch self {
                case var .activity(state):
                  Runtime._$willModify(&state)
                  self = .activity(state)
                case var .timeline(state):
                  Runtime._$willModify(&state)
                  self = .timeline(state)
                }
              }
            }

            @CasePathable
            enum Action {
              case activity(Activity.Action)
              case timeline(Timeline.Action)
            }

            @Runtime.ReducerBuilder<Self.State, Self.Action>
            static var body: some Runtime.Reducer<Self.State, Self.Action> {
              Runtime.Scope(state: \.activity, action: \.activity) {
                Activity()
              }
              Runtime.Scope(state: \.timeline, action: \.timeline) {
                Timeline()
              }
            }

            @CasePathable
            @dynamicMemberLookup
            enum CaseScope {
              case activity(Runtime.StoreOf<Activity>)
              case timeline(Runtime.StoreOf<Timeline>)
            }

            @MainActor
            static func scope(_ store: Runtime.Store<Self.State, Self.Action>) -> CaseScope {
              switch store.currentState {
              case .activity:
                return .activity(store.scope(state: \.activity, action: \.activity)!)
              case .timeline:
                return .timeline(store.scope(state: \.timeline, action: \.timeline)!)
              }
            }
        }

        extension Destination: Runtime.CaseReducer, Runtime.Reducer {
        }
        """#
    )
  }

  @Test func alertAndDialogAreEphemeral() {
    assertExpansion(
      of: """
        @Reducer
        enum Destination {
          case alert(AlertState<Alert>)
          case dialog(Runtime.ConfirmationDialogState<Dialog>)
        }
        """,
      macros: reducer,
      is: #"""
        enum Destination {
          @ReducerCaseEphemeral
          case alert(AlertState<Alert>)
          @ReducerCaseEphemeral
          case dialog(Runtime.ConfirmationDialogState<Dialog>)

            @CasePathable
            @dynamicMemberLookup
            enum State: Runtime.CaseReducerState, Runtime.ObservableState, Observation.Observable {
              typealias StateReducer = Destination
              case alert(AlertState<Alert>)
              case dialog(Runtime.ConfirmationDialogState<Dialog>)
              public var _$id: Runtime.ObservableStateID {
                switch self {
                case let .alert(state):
                  return ._$id(for: state)._$tag(0)
                case let .dialog(state):
                  return ._$id(for: state)._$tag(1)
                }
              }
              public mutating func _$willModify() {
                switch self {
                case var .alert(state):
                  Runtime._$willModify(&state)
                  self = .alert(state)
                case var .dialog(state):
                  Runtime._$willModify(&state)
                  self = .dialog(state)
                }
              }
            }

            @CasePathable
            enum Action {
              case alert(Alert)
              case dialog(Dialog)
            }

            @Runtime.ReducerBuilder<Self.State, Self.Action>
            static var body: some Runtime.Reducer<Self.State, Self.Action> {
              Runtime.EmptyReducer()
            }

            @CasePathable
            @dynamicMemberLookup
            enum CaseScope {
              case alert(AlertState<Alert>)
              case dialog(Runtime.ConfirmationDialogState<Dialog>)
            }

            @MainActor
            static func scope(_ store: Runtime.Store<Self.State, Self.Action>) -> CaseScope {
              switch store.currentState {
              case let .alert(alert):
                return .alert(alert)
              case let .dialog(dialog):
                return .dialog(dialog)
              }
            }
        }

        extension Destination: Runtime.CaseReducer, Runtime.Reducer {
        }
        """#
    )
  }

  @Test func ignoredCasesHoldTheirPayload() {
    assertExpansion(
      of: """
        @Reducer
        enum Destination {
          case timeline(Timeline)
          @ReducerCaseIgnored
          case meeting(Meeting)
          case sync(Meeting, syncUp: SyncUp)
          case loading
        }
        """,
      macros: reducer,
      is: #"""
        enum Destination {
          case timeline(Timeline)
          @ReducerCaseIgnored
          case meeting(Meeting)
          @ReducerCaseIgnored
          case sync(Meeting, syncUp: SyncUp)
          @ReducerCaseIgnored
          case loading

            @CasePathable
            @dynamicMemberLookup
            enum State: Runtime.CaseReducerState, Runtime.ObservableState, Observation.Observable {
              typealias StateReducer = Destination
              case timeline(Timeline.State)
              case meeting(Meeting)
              case sync(Meeting, syncUp: SyncUp)
              case loading
              public var _$id: Runtime.ObservableStateID {
                switch self {
                case let .timeline(state):
                  return ._$id(for: state)._$tag(0)
                case let .meeting(state):
                  return ._$id(for: state)._$tag(1)
                case .sync:
                  return Runtime.ObservableStateID()._$tag(2)
                case .loading:
                  return Runtime.ObservableStateID()._$tag(3)
                }
              }
              public mutating func _$willModify() {
                switch self {
                case var .timeline(state):
                  Runtime._$willModify(&state)
                  self = .timeline(state)
                case var .meeting(state):
                  Runtime._$willModify(&state)
                  self = .meeting(state)
                case .sync:
                  break
                case .loading:
                  break
                }
              }
            }

            @CasePathable
            enum Action {
              case timeline(Timeline.Action)
            }

            @Runtime.ReducerBuilder<Self.State, Self.Action>
            static var body: some Runtime.Reducer<Self.State, Self.Action> {
              Runtime.Scope(state: \.timeline, action: \.timeline) {
                Timeline()
              }
            }

            @CasePathable
            @dynamicMemberLookup
            enum CaseScope {
              case timeline(Runtime.StoreOf<Timeline>)
              case meeting(Meeting)
              case sync(Meeting, syncUp: SyncUp)
              case loading
            }

            @MainActor
            static func scope(_ store: Runtime.Store<Self.State, Self.Action>) -> CaseScope {
              switch store.currentState {
              case .timeline:
                return .timeline(store.scope(state: \.timeline, action: \.timeline)!)
              case let .meeting(meeting):
                return .meeting(meeting)
              case let .sync(v0, v1):
                return .sync(v0, syncUp: v1)
              case .loading:
                return .loading
              }
            }
        }

        extension Destination: Runtime.CaseReducer, Runtime.Reducer {
        }
        """#
    )
  }

  @Test func ignoredCaseWithAnActionTheUserDeclares() {
    assertExpansion(
      of: """
        @Reducer
        enum Destination {
          @ReducerCaseIgnored
          case meeting(Meeting)

          enum Action {
            case meeting(Meeting.Action)
          }
        }
        """,
      macros: reducer,
      is: #"""
        enum Destination {
          @ReducerCaseIgnored
          case meeting(Meeting)
          @CasePathable

          enum Action {
            case meeting(Meeting.Action)
          }

            @CasePathable
            @dynamicMemberLookup
            enum State: Runtime.CaseReducerState, Runtime.ObservableState, Observation.Observable {
              typealias StateReducer = Destination
              case meeting(Meeting)
              public var _$id: Runtime.ObservableStateID {
                switch self {
                case let .meeting(state):
                  return ._$id(for: state)._$tag(0)
                }
              }
              public mutating func _$willModify() {
                switch self {
                case var .meeting(state):
                  Runtime._$willModify(&state)
                  self = .meeting(state)
                }
              }
            }

            @Runtime.ReducerBuilder<Self.State, Self.Action>
            static var body: some Runtime.Reducer<Self.State, Self.Action> {
              Runtime.EmptyReducer()
            }

            @CasePathable
            @dynamicMemberLookup
            enum CaseScope {
              case meeting(Runtime.Store<Meeting, Meeting.Action>)
            }

            @MainActor
            static func scope(_ store: Runtime.Store<Self.State, Self.Action>) -> CaseScope {
              switch store.currentState {
              case .meeting:
                return .meeting(store.scope(state: \.meeting, action: \.meeting)!)
              }
            }
        }

        extension Destination: Runtime.CaseReducer, Runtime.Reducer {
        }
        """#
    )
  }

  @Test func markedEphemeralCase() {
    assertExpansion(
      of: """
        @Reducer
        enum Destination {
          @ReducerCaseEphemeral
          case toast(Toast)
        }
        """,
      macros: reducer,
      is: #"""
        enum Destination {
          @ReducerCaseEphemeral
          case toast(Toast)

            @CasePathable
            @dynamicMemberLookup
            enum State: Runtime.CaseReducerState, Runtime.ObservableState, Observation.Observable {
              typealias StateReducer = Destination
              case toast(Toast)
              public var _$id: Runtime.ObservableStateID {
                switch self {
                case let .toast(state):
                  return ._$id(for: state)._$tag(0)
                }
              }
              public mutating func _$willModify() {
                switch self {
                case var .toast(state):
                  Runtime._$willModify(&state)
                  self = .toast(state)
                }
              }
            }

            @CasePathable
            enum Action {
              case toast(Toast.Action)
            }

            @Runtime.ReducerBuilder<Self.State, Self.Action>
            static var body: some Runtime.Reducer<Self.State, Self.Action> {
              Runtime.EmptyReducer()
            }

            @CasePathable
            @dynamicMemberLookup
            enum CaseScope {
              case toast(Toast)
            }

            @MainActor
            static func scope(_ store: Runtime.Store<Self.State, Self.Action>) -> CaseScope {
              switch store.currentState {
              case let .toast(toast):
                return .toast(toast)
              }
            }
        }

        extension Destination: Runtime.CaseReducer, Runtime.Reducer {
        }
        """#
    )
  }

  @Test func genericQualifiedAndDefaultedPayloads() {
    assertExpansion(
      of: """
        @Reducer
        public enum Destination {
          case picker(Picker<Int>)
          case settings(Child.Settings)
          case meeting(Meeting = Meeting(context: .sheet))
        }
        """,
      macros: reducer,
      is: #"""
        public enum Destination {
          case picker(Picker<Int>)
          case settings(Child.Settings)
          case meeting(Meeting = Meeting(context: .sheet))

            @CasePathable
            @dynamicMemberLookup
            public enum State: Runtime.CaseReducerState, Runtime.ObservableState, Observation.Observable {
              public typealias StateReducer = Destination
              case picker(Picker<Int>.State)
              case settings(Child.Settings.State)
              case meeting(Meeting.State)
              public var _$id: Runtime.ObservableStateID {
                switch self {
                case let .picker(state):
                  return ._$id(for: state)._$tag(0)
                case let .settings(state):
                  return ._$id(for: state)._$tag(1)
                case let .meeting(state):
                  return ._$id(for: state)._$tag(2)
                }
              }
              public mutating func _$willModify() {
                switch self {
                case var .picker(state):
                  Runtime._$willModify(&state)
                  self = .picker(state)
                case var .settings(state):
                  Runtime._$willModify(&state)
                  self = .settings(state)
                case var .meeting(state):
                  Runtime._$willModify(&state)
                  self = .meeting(state)
                }
              }
            }

            @CasePathable
            public enum Action {
              case picker(Picker<Int>.Action)
              case settings(Child.Settings.Action)
              case meeting(Meeting.Action)
            }

            @Runtime.ReducerBuilder<Self.State, Self.Action>
            public static var body: some Runtime.Reducer<Self.State, Self.Action> {
              Runtime.Scope(state: \.picker, action: \.picker) {
                Picker<Int>()
              }
              Runtime.Scope(state: \.settings, action: \.settings) {
                Child.Settings()
              }
              Runtime.Scope(state: \.meeting, action: \.meeting) {
                Meeting(context: .sheet)
              }
            }

            @CasePathable
            @dynamicMemberLookup
            public enum CaseScope {
              case picker(Runtime.StoreOf<Picker<Int>>)
              case settings(Runtime.StoreOf<Child.Settings>)
              case meeting(Runtime.StoreOf<Meeting>)
            }

            @MainActor
            public static func scope(_ store: Runtime.Store<Self.State, Self.Action>) -> CaseScope {
              switch store.currentState {
              case .picker:
                return .picker(store.scope(state: \.picker, action: \.picker)!)
              case .settings:
                return .settings(store.scope(state: \.settings, action: \.settings)!)
              case .meeting:
                return .meeting(store.scope(state: \.meeting, action: \.meeting)!)
              }
            }
        }

        extension Destination: Runtime.CaseReducer, Runtime.Reducer {
        }
        """#
    )
  }

  @Test func conditionalCases() {
    assertExpansion(
      of: """
        @Reducer
        enum Destination {
          case child(Child)
          #if os(macOS)
            case mac(MacFeature)
          #else
            case alert(AlertState<Alert>)
          #endif
        }
        """,
      macros: reducer,
      is: #"""
        enum Destination {
          case child(Child)
          #if os(macOS)
            case mac(MacFeature)
          #else
            case alert(AlertState<Alert>)
          #endif

            @CasePathable
            @dynamicMemberLookup
            enum State: Runtime.CaseReducerState, Runtime.ObservableState, Observation.Observable {
              typealias StateReducer = Destination
              case child(Child.State)
              #if os(macOS)
                case mac(MacFeature.State)
              #else
                case alert(AlertState<Alert>)
              #endif
              public var _$id: Runtime.ObservableStateID {
                switch self {
                case let .child(state):
                  return ._$id(for: state)._$tag(0)
                #if os(macOS)
                case let .mac(state):
                  return ._$id(for: state)._$tag(1)
                #else
                case let .alert(state):
                  return ._$id(for: state)._$tag(2)
                #endif
                }
              }
              public mutating func _$willModify() {
                switch self {
                case var .child(state):
                  Runtime._$willModify(&state)
                  self = .child(state)
                #if os(macOS)
                case var .mac(state):
                  Runtime._$willModify(&state)
                  self = .mac(state)
                #else
                case var .alert(state):
                  Runtime._$willModify(&state)
                  self = .alert(state)
                #endif
                }
              }
            }

            @CasePathable
            enum Action {
              case child(Child.Action)
              #if os(macOS)
                case mac(MacFeature.Action)
              #else
                case alert(Alert)
              #endif
            }

            @Runtime.ReducerBuilder<Self.State, Self.Action>
            static var body: some Runtime.Reducer<Self.State, Self.Action> {
              Runtime.Scope(state: \.child, action: \.child) {
                Child()
              }
              #if os(macOS)
                Runtime.Scope(state: \.mac, action: \.mac) {
                  MacFeature()
                }
              #endif
            }

            @CasePathable
            @dynamicMemberLookup
            enum CaseScope {
              case child(Runtime.StoreOf<Child>)
              #if os(macOS)
                case mac(Runtime.StoreOf<MacFeature>)
              #else
                case alert(AlertState<Alert>)
              #endif
            }

            @MainActor
            static func scope(_ store: Runtime.Store<Self.State, Self.Action>) -> CaseScope {
              switch store.currentState {
              case .child:
                return .child(store.scope(state: \.child, action: \.child)!)
              #if os(macOS)
                case .mac:
                  return .mac(store.scope(state: \.mac, action: \.mac)!)
              #else
                case let .alert(alert):
                  return .alert(alert)
              #endif
              }
            }
        }

        extension Destination: Runtime.CaseReducer, Runtime.Reducer {
        }
        """#
    )
  }

  @Test func membersTheEnumDeclaresAreKept() {
    assertExpansion(
      of: """
        @Reducer
        enum Destination: CaseReducer {
          case counter(Counter)

          static var body: some ReducerOf<Self> {
            Scope(state: \\.counter, action: \\.counter) { Counter() }
          }
        }
        """,
      macros: reducer,
      is: #"""
        enum Destination: CaseReducer {
          case counter(Counter)
          @Runtime.ReducerBuilder<Self.State, Self.Action>

          static var body: some ReducerOf<Self> {
            Scope(state: \.counter, action: \.counter) { Counter() }
          }

            @CasePathable
            @dynamicMemberLookup
            enum State: Runtime.CaseReducerState, Runtime.ObservableState, Observation.Observable {
              typealias StateReducer = Destination
              case counter(Counter.State)
              public var _$id: Runtime.ObservableStateID {
                switch self {
                case let .counter(state):
                  return ._$id(for: state)._$tag(0)
                }
              }
              public mutating func _$willModify() {
                switch self {
                case var .counter(state):
                  Runtime._$willModify(&state)
                  self = .counter(state)
                }
              }
            }

            @CasePathable
            enum Action {
              case counter(Counter.Action)
            }

            @CasePathable
            @dynamicMemberLookup
            enum CaseScope {
              case counter(Runtime.StoreOf<Counter>)
            }

            @MainActor
            static func scope(_ store: Runtime.Store<Self.State, Self.Action>) -> CaseScope {
              switch store.currentState {
              case .counter:
                return .counter(store.scope(state: \.counter, action: \.counter)!)
              }
            }
        }
        """#
    )
  }
}

@Suite struct ReducerCaseMarkerMacroTests {
  @Test func markersAddNothing() {
    assertExpansion(
      of: """
        enum Destination {
          @ReducerCaseEphemeral
          case toast(Toast)
          @ReducerCaseIgnored
          case meeting(Meeting)
        }
        """,
      macros: [
        "ReducerCaseEphemeral": MacroSpec(type: ReducerCaseEphemeralMacro.self),
        "ReducerCaseIgnored": MacroSpec(type: ReducerCaseIgnoredMacro.self),
      ],
      is: """
        enum Destination {
          case toast(Toast)
          case meeting(Meeting)
        }
        """
    )
  }
}

/// The text each fix-it of `@Reducer` on `source` puts in place of the node it replaces.
private func fixItReplacements(in source: String) -> [String] {
  let file = Parser.parse(source: source)
  let context = BasicMacroExpansionContext(
    sourceFiles: [file: .init(moduleName: "TestModule", fullFilePath: "Test.swift")])
  _ = file.expand(macroSpecs: reducer, contextGenerator: { _ in context })
  return context.diagnostics.flatMap(\.fixIts).flatMap(\.changes).compactMap { change in
    guard case .replace(_, let newNode) = change else { return nil }
    return newNode.description
  }
}
