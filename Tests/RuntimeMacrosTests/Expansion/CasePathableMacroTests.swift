import RuntimeMacroImplementations
import SwiftSyntaxMacroExpansion
import Testing

private let macros = [
  "CasePathable": MacroSpec(type: CasePathableMacro.self, conformances: ["CasePathable"])
]

@Suite struct CasePathableMacroTests {
  /// A case with one unlabelled value, and a case without any (a `Void` path).
  @Test func plainCasesAndCaseWithoutPayload() {
    assertExpansion(
      of: """
        @CasePathable
        enum Action {
          case child(Child.Action)
          case onAppear
        }
        """,
      macros: macros,
      is: """
        enum Action {
          case child(Child.Action)
          case onAppear

            struct AllCasePaths: Sendable {
                var child: Runtime.AnyCasePath<Action, Child.Action> {
                    Runtime.AnyCasePath(
                        case: Action.child,
                        extract: {
                            guard case let .child(value) = $0 else {
                                return nil
                            }
                            return value
                        }
                    )
                }
                var onAppear: Runtime.AnyCasePath<Action, Void> {
                    Runtime.AnyCasePath(
                        embed: { _ in
                            .onAppear
                        },
                        extract: {
                            guard case .onAppear = $0 else {
                                return nil
                            }
                            return ()
                        }
                    )
                }
            }

            static var allCasePaths: AllCasePaths {
                AllCasePaths()
            }
        }

        extension Action: Runtime.CasePathable {
        }
        """
    )
  }

  /// Labels are kept in a tuple of several values; default values are left out of the path's type.
  @Test func labelledSeveralAndDefaultValues() {
    assertExpansion(
      of: """
        @CasePathable
        enum Action {
          case row(id: Row.ID, action: Row.Action)
          case pair(Int, String)
          case fetch(page: Int = 1)
          case search(query: String, page: Int = 1)
        }
        """,
      macros: macros,
      is: """
        enum Action {
          case row(id: Row.ID, action: Row.Action)
          case pair(Int, String)
          case fetch(page: Int = 1)
          case search(query: String, page: Int = 1)

            struct AllCasePaths: Sendable {
                var row: Runtime.AnyCasePath<Action, (id: Row.ID, action: Row.Action)> {
                    Runtime.AnyCasePath(
                        embed: {
                            .row(id: $0.id, action: $0.action)
                        },
                        extract: {
                            guard case let .row(id, action) = $0 else {
                                return nil
                            }
                            return (id, action)
                        }
                    )
                }
                var pair: Runtime.AnyCasePath<Action, (Int, String)> {
                    Runtime.AnyCasePath(
                        embed: {
                            .pair($0.0, $0.1)
                        },
                        extract: {
                            guard case let .pair(v0, v1) = $0 else {
                                return nil
                            }
                            return (v0, v1)
                        }
                    )
                }
                var fetch: Runtime.AnyCasePath<Action, Int> {
                    Runtime.AnyCasePath(
                        case: Action.fetch(page:),
                        extract: {
                            guard case let .fetch(page) = $0 else {
                                return nil
                            }
                            return page
                        }
                    )
                }
                var search: Runtime.AnyCasePath<Action, (query: String, page: Int)> {
                    Runtime.AnyCasePath(
                        embed: {
                            .search(query: $0.query, page: $0.page)
                        },
                        extract: {
                            guard case let .search(query, page) = $0 else {
                                return nil
                            }
                            return (query, page)
                        }
                    )
                }
            }

            static var allCasePaths: AllCasePaths {
                AllCasePaths()
            }
        }

        extension Action: Runtime.CasePathable {
        }
        """
    )
  }

  /// A generic enum's paths use its bare name; `Self` in a payload becomes the enum's name,
  /// since it would name `AllCasePaths` there.
  @Test func genericEnumWithIndirectSelfCase() {
    assertExpansion(
      of: """
        @CasePathable
        enum Loadable<Value> {
          case idle, loaded(Value)
          indirect case retrying(Self)
        }
        """,
      macros: macros,
      is: """
        enum Loadable<Value> {
          case idle, loaded(Value)
          indirect case retrying(Self)

            struct AllCasePaths: Sendable {
                var idle: Runtime.AnyCasePath<Loadable, Void> {
                    Runtime.AnyCasePath(
                        embed: { _ in
                            .idle
                        },
                        extract: {
                            guard case .idle = $0 else {
                                return nil
                            }
                            return ()
                        }
                    )
                }
                var loaded: Runtime.AnyCasePath<Loadable, Value> {
                    Runtime.AnyCasePath(
                        case: Loadable.loaded,
                        extract: {
                            guard case let .loaded(value) = $0 else {
                                return nil
                            }
                            return value
                        }
                    )
                }
                var retrying: Runtime.AnyCasePath<Loadable, Loadable> {
                    Runtime.AnyCasePath(
                        case: Loadable.retrying,
                        extract: {
                            guard case let .retrying(value) = $0 else {
                                return nil
                            }
                            return value
                        }
                    )
                }
            }

            static var allCasePaths: AllCasePaths {
                AllCasePaths()
            }
        }

        extension Loadable: Runtime.CasePathable {
        }
        """
    )
  }

  /// The members of a public enum are public.
  @Test func publicEnumGetsPublicMembers() {
    assertExpansion(
      of: """
        @CasePathable
        public enum Action: Equatable {
          case tapped
        }
        """,
      macros: macros,
      is: """
        public enum Action: Equatable {
          case tapped
            public struct AllCasePaths: Sendable {
                public var tapped: Runtime.AnyCasePath<Action, Void> {
                    Runtime.AnyCasePath(
                        embed: { _ in
                            .tapped
                        },
                        extract: {
                            guard case .tapped = $0 else {
                                return nil
                            }
                            return ()
                        }
                    )
                }
            }
            public static var allCasePaths: AllCasePaths {
                AllCasePaths()
            }
        }
        extension Action: Runtime.CasePathable {
        }
        """
    )
  }

  /// The paths of cases inside `#if` are inside the same `#if`; a block without cases is left out.
  @Test func casesInsideIfConfigBlocks() {
    assertExpansion(
      of: """
        @CasePathable
        enum Action {
          case log(String)
          #if DEBUG
          case inspect(depth: Int)
          #elseif os(Linux)
          case trace
          #else
          #endif
          #if canImport(UIKit)
          func unrelated() {}
          #endif
        }
        """,
      macros: macros,
      is: """
        enum Action {
          case log(String)
          #if DEBUG
          case inspect(depth: Int)
          #elseif os(Linux)
          case trace
          #else
          #endif
          #if canImport(UIKit)
          func unrelated() {}
          #endif

            struct AllCasePaths: Sendable {
                var log: Runtime.AnyCasePath<Action, String> {
                    Runtime.AnyCasePath(
                        case: Action.log,
                        extract: {
                            guard case let .log(value) = $0 else {
                                return nil
                            }
                            return value
                        }
                    )
                }
                #if DEBUG
                var inspect: Runtime.AnyCasePath<Action, Int> {
                    Runtime.AnyCasePath(
                        case: Action.inspect(depth:),
                        extract: {
                            guard case let .inspect(depth) = $0 else {
                                return nil
                            }
                            return depth
                        }
                    )
                }
                #elseif os(Linux)
                var trace: Runtime.AnyCasePath<Action, Void> {
                    Runtime.AnyCasePath(
                        embed: { _ in
                            .trace
                        },
                        extract: {
                            guard case .trace = $0 else {
                                return nil
                            }
                            return ()
                        }
                    )
                }
                #else
                #endif
            }

            static var allCasePaths: AllCasePaths {
                AllCasePaths()
            }
        }

        extension Action: Runtime.CasePathable {
        }
        """
    )
  }

  /// An enum without cases has no paths, and still conforms.
  @Test func emptyEnum() {
    assertExpansion(
      of: """
        @CasePathable
        enum Never2 {}
        """,
      macros: macros,
      is: """
        enum Never2 {
            struct AllCasePaths: Sendable {
            }
            static var allCasePaths: AllCasePaths {
                AllCasePaths()
            }
        }
        extension Never2: Runtime.CasePathable {
        }
        """
    )
  }

  /// An enum that lists the conformance itself gets only the members.
  @Test func alreadyConformingEnumGetsNoExtension() {
    assertExpansion(
      of: """
        @CasePathable
        enum Action: Runtime.CasePathable {
          case tapped
        }
        """,
      macros: macros,
      is: """
        enum Action: Runtime.CasePathable {
          case tapped
            struct AllCasePaths: Sendable {
                var tapped: Runtime.AnyCasePath<Action, Void> {
                    Runtime.AnyCasePath(
                        embed: { _ in
                            .tapped
                        },
                        extract: {
                            guard case .tapped = $0 else {
                                return nil
                            }
                            return ()
                        }
                    )
                }
            }
            static var allCasePaths: AllCasePaths {
                AllCasePaths()
            }
        }
        """
    )
  }

  /// The extension is as available as the enum.
  @Test func availabilityIsRepeatedOnTheExtension() {
    assertExpansion(
      of: """
        @available(macOS 14, *)
        @CasePathable
        enum Action {
          case tapped
        }
        """,
      macros: macros,
      is: """
        @available(macOS 14, *)
        enum Action {
          case tapped
            struct AllCasePaths: Sendable {
                var tapped: Runtime.AnyCasePath<Action, Void> {
                    Runtime.AnyCasePath(
                        embed: { _ in
                            .tapped
                        },
                        extract: {
                            guard case .tapped = $0 else {
                                return nil
                            }
                            return ()
                        }
                    )
                }
            }
            static var allCasePaths: AllCasePaths {
                AllCasePaths()
            }
        }
        @available(macOS 14, *)
        extension Action: Runtime.CasePathable {
        }
        """
    )
  }

  /// Keyword names keep their backticks where a declaration needs them, not as argument
  /// labels; a binding takes a label's name unless another value's positional name is the same.
  @Test func keywordNamesAndClashingLabels() {
    assertExpansion(
      of: """
        @CasePathable
        enum Action {
          case `default`
          case `switch`(`in`: Int, `for`: String)
          case named(v1: Int, Int)
        }
        """,
      macros: macros,
      is: """
        enum Action {
          case `default`
          case `switch`(`in`: Int, `for`: String)
          case named(v1: Int, Int)
            struct AllCasePaths: Sendable {
                var `default`: Runtime.AnyCasePath<Action, Void> {
                    Runtime.AnyCasePath(
                        embed: { _ in
                            .`default`
                        },
                        extract: {
                            guard case .`default` = $0 else {
                                return nil
                            }
                            return ()
                        }
                    )
                }
                var `switch`: Runtime.AnyCasePath<Action, (`in`: Int, `for`: String)> {
                    Runtime.AnyCasePath(
                        embed: {
                            .`switch`(in: $0.`in`, for: $0.`for`)
                        },
                        extract: {
                            guard case let .`switch`(v0, v1) = $0 else {
                                return nil
                            }
                            return (v0, v1)
                        }
                    )
                }
                var named: Runtime.AnyCasePath<Action, (v1: Int, Int)> {
                    Runtime.AnyCasePath(
                        embed: {
                            .named(v1: $0.v1, $0.1)
                        },
                        extract: {
                            guard case let .named(v0, v1) = $0 else {
                                return nil
                            }
                            return (v0, v1)
                        }
                    )
                }
            }
            static var allCasePaths: AllCasePaths {
                AllCasePaths()
            }
        }
        extension Action: Runtime.CasePathable {
        }
        """
    )
  }

  /// A label may be a keyword written without backticks (`protocol`, `in`); the pattern binds
  /// such a value by position, since a binding named `protocol` would not parse.
  @Test func labelsThatAreKeywordsAreBoundByPosition() {
    assertExpansion(
      of: """
        @CasePathable
        enum Event {
          case didOpen(protocol: String?)
          case didClose(code: Int, in: String)
        }
        """,
      macros: macros,
      is: """
        enum Event {
          case didOpen(protocol: String?)
          case didClose(code: Int, in: String)
            struct AllCasePaths: Sendable {
                var didOpen: Runtime.AnyCasePath<Event, String?> {
                    Runtime.AnyCasePath(
                        case: Event.didOpen(protocol:),
                        extract: {
                            guard case let .didOpen(value) = $0 else {
                                return nil
                            }
                            return value
                        }
                    )
                }
                var didClose: Runtime.AnyCasePath<Event, (code: Int, in: String)> {
                    Runtime.AnyCasePath(
                        embed: {
                            .didClose(code: $0.code, in: $0.in)
                        },
                        extract: {
                            guard case let .didClose(code, v1) = $0 else {
                                return nil
                            }
                            return (code, v1)
                        }
                    )
                }
            }
            static var allCasePaths: AllCasePaths {
                AllCasePaths()
            }
        }
        extension Event: Runtime.CasePathable {
        }
        """
    )
  }

  /// The compiler asks for no conformance when the enum already has it (here, through another
  /// declaration): no extension then.
  @Test func noExtensionWhenTheCompilerAsksForNoConformance() {
    assertExpansion(
      of: """
        @CasePathable
        enum Empty {}
        """,
      macros: ["CasePathable": MacroSpec(type: CasePathableMacro.self, conformances: [])],
      is: """
        enum Empty {
            struct AllCasePaths: Sendable {
            }
            static var allCasePaths: AllCasePaths {
                AllCasePaths()
            }
        }
        """
    )
  }

  @Test func nonEnumIsAnError() {
    assertExpansion(
      of: """
        @CasePathable
        struct State {
          var count = 0
        }
        """,
      macros: macros,
      is: """
        struct State {
          var count = 0
        }
        """,
      diagnostics: [
        "2:1: error: '@CasePathable' can only be attached to an enum, and struct 'State' is not one"
      ]
    )
  }

  @Test func overloadedCaseNameIsAnError() {
    assertExpansion(
      of: """
        @CasePathable
        enum Action {
          case select(Int)
          case select(id: Int)
        }
        """,
      macros: macros,
      is: """
        enum Action {
          case select(Int)
          case select(id: Int)
        }
        """,
      diagnostics: [
        "4:8: error: '@CasePathable' needs every case to have its own name, and more than one "
          + "case is named 'select'"
      ]
    )
  }

  @Test func overloadedCaseNameInsideIfConfigIsAnError() {
    let (_, diagnostics) = expand(
      """
      @CasePathable
      enum Action {
        case select(Int)
        #if DEBUG
        case select(id: Int)
        #endif
      }
      """,
      macros: macros)
    #expect(
      diagnostics == [
        "5:8: error: '@CasePathable' needs every case to have its own name, and more than one "
          + "case is named 'select'"
      ])
  }

  /// Only one clause of an `#if` is compiled, so its clauses may name the same case.
  @Test func sameCaseNameInDifferentIfConfigClausesIsAllowed() {
    let (expanded, diagnostics) = expand(
      """
      @CasePathable
      enum Action {
        #if DEBUG
        case log(String, level: Int)
        #else
        case log(String)
        #endif
      }
      """,
      macros: macros)
    #expect(diagnostics.isEmpty)
    #expect(expanded.contains("var log: Runtime.AnyCasePath<Action, (String, level: Int)>"))
    #expect(expanded.contains("var log: Runtime.AnyCasePath<Action, String>"))
  }

  @Test func nestedEnumConformsByItsQualifiedName() {
    let (expanded, diagnostics) = expand(
      """
      struct Feature {
        @CasePathable
        enum Action {
          case tapped
        }
      }
      """,
      macros: macros)
    #expect(diagnostics.isEmpty)
    #expect(expanded.contains("extension Feature.Action: Runtime.CasePathable {"))
  }
}
