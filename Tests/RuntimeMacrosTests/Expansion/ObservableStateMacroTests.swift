import RuntimeMacroImplementations
import SwiftSyntaxMacroExpansion
import Testing

/// The observation macros, as the compiler expands them together.
let observableMacros: [String: MacroSpec] = [
  "ObservableState": MacroSpec(
    type: ObservableStateMacro.self, conformances: ["Observable", "ObservableState"]),
  "ObservationStateTracked": MacroSpec(type: ObservationStateTrackedMacro.self),
  "ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self),
  "Presents": MacroSpec(type: PresentsMacro.self),
]

@Suite struct ObservableStateMacroTests {
  @Test func tracksStoredProperties() {
    assertExpansion(
      of: #"""
        @ObservableState
        struct State {
          var count = 0
        }
        """#,
      macros: observableMacros,
      is: #"""
        struct State {
          var count {
              @storageRestrictions(initializes: _count)
              init(initialValue) {
                _count = initialValue
              }
              get {
                _$observationRegistrar.access(self, keyPath: \.count)
                return _count
              }
              set {
                _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue, Runtime._$isIdentityEqual, shouldNotifyObservers)
              }
              _modify {
                let oldValue = _$observationRegistrar.willModify(self, keyPath: \.count, &_count)
                defer {
                  _$observationRegistrar.didModify(self, keyPath: \.count, &_count, oldValue, Runtime._$isIdentityEqual, shouldNotifyObservers)
                }
                yield &_count
              }
          }

          private var _count = 0

            var _$observationRegistrar = Runtime.ObservationStateRegistrar()

            public var _$id: Runtime.ObservableStateID {
              _$observationRegistrar.id
            }

            public mutating func _$willModify() {
              _$observationRegistrar._$willModify()
            }

            private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
              true
            }

            private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
              lhs != rhs
            }

            private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
              lhs !== rhs
            }

            private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
              lhs != rhs
            }
        }

        extension State: Runtime.ObservableState, Observation.Observable {
        }
        """#
    )
  }

  @Test func publicStructGetsPublicIdentity() {
    assertExpansion(
      of: #"""
        @ObservableState
        public struct State {
          public var count: Int
          private(set) var name = ""
        }
        """#,
      macros: observableMacros,
      is: #"""
        public struct State {
          public var count: Int {
              @storageRestrictions(initializes: _count)
              init(initialValue) {
                _count = initialValue
              }
              get {
                _$observationRegistrar.access(self, keyPath: \.count)
                return _count
              }
              set {
                _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue, Runtime._$isIdentityEqual, shouldNotifyObservers)
              }
              _modify {
                let oldValue = _$observationRegistrar.willModify(self, keyPath: \.count, &_count)
                defer {
                  _$observationRegistrar.didModify(self, keyPath: \.count, &_count, oldValue, Runtime._$isIdentityEqual, shouldNotifyObservers)
                }
                yield &_count
              }
          }

          private var _count: Int
          private(set) var name {
              @storageRestrictions(initializes: _name)
              init(initialValue) {
                _name = initialValue
              }
              get {
                _$observationRegistrar.access(self, keyPath: \.name)
                return _name
              }
              set {
                _$observationRegistrar.mutate(self, keyPath: \.name, &_name, newValue, Runtime._$isIdentityEqual, shouldNotifyObservers)
              }
              _modify {
                let oldValue = _$observationRegistrar.willModify(self, keyPath: \.name, &_name)
                defer {
                  _$observationRegistrar.didModify(self, keyPath: \.name, &_name, oldValue, Runtime._$isIdentityEqual, shouldNotifyObservers)
                }
                yield &_name
              }
          }

          private var _name = ""

            var _$observationRegistrar = Runtime.ObservationStateRegistrar()

            public var _$id: Runtime.ObservableStateID {
              _$observationRegistrar.id
            }

            public mutating func _$willModify() {
              _$observationRegistrar._$willModify()
            }

            private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
              true
            }

            private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
              lhs != rhs
            }

            private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
              lhs !== rhs
            }

            private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
              lhs != rhs
            }
        }

        extension State: Runtime.ObservableState, Observation.Observable {
        }
        """#
    )
  }

  @Test func leavesIgnoredStaticComputedLetLazyAndWrappedPropertiesAlone() {
    assertExpansion(
      of: #"""
        @ObservableState
        struct State {
          var count = 0
          @ObservationStateIgnored var cache: [Int] = []
          static var shared = State()
          var isEven: Bool { count % 2 == 0 }
          let id: Int
          lazy var expensive = 0
          @Shared var settings: Settings
        }
        """#,
      macros: observableMacros,
      is: #"""
        struct State {
          var count {
              @storageRestrictions(initializes: _count)
              init(initialValue) {
                _count = initialValue
              }
              get {
                _$observationRegistrar.access(self, keyPath: \.count)
                return _count
              }
              set {
                _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue, Runtime._$isIdentityEqual, shouldNotifyObservers)
              }
              _modify {
                let oldValue = _$observationRegistrar.willModify(self, keyPath: \.count, &_count)
                defer {
                  _$observationRegistrar.didModify(self, keyPath: \.count, &_count, oldValue, Runtime._$isIdentityEqual, shouldNotifyObservers)
                }
                yield &_count
              }
          }

          private var _count = 0
          var cache: [Int] = []
          static var shared = State()
          var isEven: Bool { count % 2 == 0 }
          let id: Int
          lazy var expensive = 0
          @Shared var settings: Settings

            var _$observationRegistrar = Runtime.ObservationStateRegistrar()

            public var _$id: Runtime.ObservableStateID {
              _$observationRegistrar.id
            }

            public mutating func _$willModify() {
              _$observationRegistrar._$willModify()
            }

            private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
              true
            }

            private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
              lhs != rhs
            }

            private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
              lhs !== rhs
            }

            private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
              lhs != rhs
            }
        }

        extension State: Runtime.ObservableState, Observation.Observable {
        }
        """#
    )
  }

  /// The test harness places member-attribute diagnostics relative to the member, hence 1:4.
  @Test func diagnosesPropertyWrappersThatDoNotWork() {
    assertExpansion(
      of: #"""
        @ObservableState
        struct State {
          @PresentationState var destination: Destination.State?
          @BindingState var text = ""
        }
        """#,
      macros: observableMacros,
      is: #"""
        struct State {
          @PresentationState var destination: Destination.State?
          @BindingState var text = ""

            var _$observationRegistrar = Runtime.ObservationStateRegistrar()

            public var _$id: Runtime.ObservableStateID {
              _$observationRegistrar.id
            }

            public mutating func _$willModify() {
              _$observationRegistrar._$willModify()
            }

            private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
              true
            }

            private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
              lhs != rhs
            }

            private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
              lhs !== rhs
            }

            private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
              lhs != rhs
            }
        }

        extension State: Runtime.ObservableState, Observation.Observable {
        }
        """#,
      diagnostics: [
        "1:4: error: '@PresentationState' does not work in '@ObservableState' state\n  fix-it: Use '@Presents' instead",
        "1:4: error: '@BindingState' does not work in '@ObservableState' state, where every field can be bound as it is\n  fix-it: Remove '@BindingState', leaving a plain 'var'",
      ]
    )
  }

  @Test func codableStructKeepsItsEncodedForm() {
    assertExpansion(
      of: #"""
        @ObservableState
        struct State: Codable, Equatable {
          var count = 0
          var name: String?
          let id: Int
          @ObservationStateIgnored var cache = 0
          @Presents var destination: Destination.State?
        }
        """#,
      macros: observableMacros,
      is: #"""
        struct State: Codable, Equatable {
          var count {
              @storageRestrictions(initializes: _count)
              init(initialValue) {
                _count = initialValue
              }
              get {
                _$observationRegistrar.access(self, keyPath: \.count)
                return _count
              }
              set {
                _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue, Runtime._$isIdentityEqual, shouldNotifyObservers)
              }
              _modify {
                let oldValue = _$observationRegistrar.willModify(self, keyPath: \.count, &_count)
                defer {
                  _$observationRegistrar.didModify(self, keyPath: \.count, &_count, oldValue, Runtime._$isIdentityEqual, shouldNotifyObservers)
                }
                yield &_count
              }
          }

          private var _count = 0
          var name: String? {
              @storageRestrictions(initializes: _name)
              init(initialValue) {
                _name = initialValue
              }
              get {
                _$observationRegistrar.access(self, keyPath: \.name)
                return _name
              }
              set {
                _$observationRegistrar.mutate(self, keyPath: \.name, &_name, newValue, Runtime._$isIdentityEqual, shouldNotifyObservers)
              }
              _modify {
                let oldValue = _$observationRegistrar.willModify(self, keyPath: \.name, &_name)
                defer {
                  _$observationRegistrar.didModify(self, keyPath: \.name, &_name, oldValue, Runtime._$isIdentityEqual, shouldNotifyObservers)
                }
                yield &_name
              }
          }

          private var _name: String?
          let id: Int
          var cache = 0
          var destination: Destination.State? {
              @storageRestrictions(initializes: _destination)
              init(initialValue) {
                _destination = Runtime.PresentationState(wrappedValue: initialValue)
              }
              get {
                _$observationRegistrar.access(self, keyPath: \.destination)
                return _destination.wrappedValue
              }
              set {
                _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.wrappedValue, newValue, Runtime._$isIdentityEqual)
              }
          }

          var $destination: Runtime.PresentationState<Destination.State> {
            get {
              _$observationRegistrar.access(self, keyPath: \.destination)
              return _destination.projectedValue
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.projectedValue, newValue, Runtime._$isIdentityEqual)
            }
          }

          private var _destination = Runtime.PresentationState<Destination.State>(wrappedValue: nil)

            var _$observationRegistrar = Runtime.ObservationStateRegistrar()

            public var _$id: Runtime.ObservableStateID {
              _$observationRegistrar.id
            }

            public mutating func _$willModify() {
              _$observationRegistrar._$willModify()
            }

            private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
              true
            }

            private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
              lhs != rhs
            }

            private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
              lhs !== rhs
            }

            private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
              lhs != rhs
            }

            private enum CodingKeys: String, CodingKey {
              case _count = "count"
              case _name = "name"
              case id
              case cache
              case _destination = "destination"
            }
        }

        extension State: Runtime.ObservableState, Observation.Observable {
        }
        """#
    )
  }

  @Test func enumDerivesIdentityFromThePayload() {
    assertExpansion(
      of: #"""
        @ObservableState
        public enum Path {
          case detail(Detail.State)
          case settings(state: Settings.State)
          #if os(macOS)
          case inspector(Inspector.State)
          #endif
          case pair(Int, String)
          case empty
        }
        """#,
      macros: observableMacros,
      is: #"""
        public enum Path {
          case detail(Detail.State)
          case settings(state: Settings.State)
          #if os(macOS)
          case inspector(Inspector.State)
          #endif
          case pair(Int, String)
          case empty

            public var _$id: Runtime.ObservableStateID {
              switch self {
              case let .detail(state):
                return ._$id(for: state)._$tag(0)
              case let .settings(state):
                return ._$id(for: state)._$tag(1)
              #if os(macOS)
              case let .inspector(state):
                return ._$id(for: state)._$tag(2)
              #endif
              case .pair:
                return Runtime.ObservableStateID()._$tag(3)
              case .empty:
                return Runtime.ObservableStateID()._$tag(4)
              }
            }

            public mutating func _$willModify() {
              switch self {
              case var .detail(state):
                Runtime._$willModify(&state)
                self = .detail(state)
              case var .settings(state):
                Runtime._$willModify(&state)
                self = .settings(state: state)
              #if os(macOS)
              case var .inspector(state):
                Runtime._$willModify(&state)
                self = .inspector(state)
              #endif
              case .pair:
                break
              case .empty:
                break
              }
            }
        }

        extension Path: Runtime.ObservableState, Observation.Observable {
        }
        """#
    )
  }

  @Test func diagnosesAClass() {
    assertExpansion(
      of: #"""
        @ObservableState
        public class Model {
          var count = 0
        }
        """#,
      macros: observableMacros,
      is: #"""
        public class Model {
          var count = 0
        }
        """#,
      diagnostics: [
        "1:1: error: '@ObservableState' applies to structs and enums of state, not to the class 'Model'"
      ]
    )
  }
}
