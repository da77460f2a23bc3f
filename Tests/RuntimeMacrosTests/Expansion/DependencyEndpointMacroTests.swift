import RuntimeMacroImplementations
import SwiftSyntaxMacroExpansion
import Testing

@Suite struct DependencyEndpointMacroTests {
  let macros = ["DependencyEndpoint": MacroSpec(type: DependencyEndpointMacro.self)]

  @Test func throwingEndpointWithLabelGetsAMethod() {
    assertExpansion(
      of: """
        struct WeatherClient {
          @DependencyEndpoint
          public var search: @Sendable (_ query: String) async throws -> [Place]
        }
        """,
      macros: macros,
      is: #"""
        struct WeatherClient {
          public var search: @Sendable (_ query: String) async throws -> [Place] {
              get {
                _search
              }
              set {
                _search = newValue
              }
          }

          public func search(query: String) async throws -> [Place] {
            try await self.search(query)
          }

          private var _search: @Sendable (_ query: String) async throws -> [Place] = { _ in
            Runtime.reportIssue("Unimplemented: '\(Self.self).search'")
            throw Runtime.UnimplementedError(endpoint: "\(Self.self).search")
          }
        }
        """#
    )
  }

  @Test func nonThrowingEndpoints() {
    assertExpansion(
      of: """
        struct Client {
          @DependencyEndpoint
          var units: () -> String = { "°C" }
          @DependencyEndpoint
          var lastQuery: () -> String?
          @DependencyEndpoint
          var log: (String) -> Void
        }
        """,
      macros: macros,
      is: #"""
        struct Client {
          var units: () -> String {
              get {
                _units
              }
              set {
                _units = newValue
              }
          }

          private var _units: () -> String = {
            Runtime.reportIssue("Unimplemented: '\(Self.self).units'")
            return "°C"
          }
          var lastQuery: () -> String? {
              get {
                _lastQuery
              }
              set {
                _lastQuery = newValue
              }
          }

          private var _lastQuery: () -> String? = {
            Runtime.reportIssue("Unimplemented: '\(Self.self).lastQuery'")
            return nil
          }
          var log: (String) -> Void {
              get {
                _log
              }
              set {
                _log = newValue
              }
          }

          private var _log: (String) -> Void = { _ in
            Runtime.reportIssue("Unimplemented: '\(Self.self).log'")
          }
        }
        """#
    )
  }

  @Test func defaultWithArgumentsAndMethod() {
    assertExpansion(
      of: """
        struct Client {
          @DependencyEndpoint
          var double: (_ value: Int) -> Int = { value in value * 2 }
        }
        """,
      macros: macros,
      is: #"""
        struct Client {
          var double: (_ value: Int) -> Int {
              get {
                _double
              }
              set {
                _double = newValue
              }
          }

          func double(value: Int) -> Int {
            self.double(value)
          }

          private var _double: (_ value: Int) -> Int = { value in
            Runtime.reportIssue("Unimplemented: '\(Self.self).double'")
            return value * 2
          }
        }
        """#
    )
  }

  @Test func inoutAutoclosureKeywordAndUnlabelledParameters() {
    assertExpansion(
      of: """
        struct Client {
          @DependencyEndpoint
          var count: @MainActor (_ of: inout [Int], _ lazy: @autoclosure () -> Int, _ in: Int, Bool) -> Int = { _, _, _, _ in 0 }
        }
        """,
      macros: macros,
      is: #"""
        struct Client {
          var count: @MainActor (_ of: inout [Int], _ lazy: @autoclosure () -> Int, _ in: Int, Bool) -> Int {
              get {
                _count
              }
              set {
                _count = newValue
              }
          }

          @MainActor func count(of: inout [Int], lazy: @autoclosure () -> Int, in p2: Int, _ p3: Bool) -> Int {
            self.count(&of, lazy(), p2, p3)
          }

          private var _count: @MainActor (_ of: inout [Int], _ lazy: @autoclosure () -> Int, _ in: Int, Bool) -> Int = { _, _, _, _ in
            Runtime.reportIssue("Unimplemented: '\(Self.self).count'")
            return 0
          }
        }
        """#
    )
  }

  @Test func missingDefault() {
    assertExpansion(
      of: """
        struct Client {
          @DependencyEndpoint
          var isOn: () -> Bool
        }
        """,
      macros: macros,
      is: """
        struct Client {
          var isOn: () -> Bool
        }
        """,
      diagnostics: [
        """
        2:14: error: The non-throwing endpoint 'isOn' needs a default value: it is what the \
        endpoint returns after reporting that it is unimplemented, and any value of the right \
        type will do (such as 'false' or '[]')
          fix-it: Insert '= { <#Bool#> }'
        """
      ]
    )
  }

  @Test func notAClosure() {
    assertExpansion(
      of: """
        struct Client {
          @DependencyEndpoint
          let constant: Int
        }
        """,
      macros: macros,
      is: """
        struct Client {
          let constant: Int
        }
        """,
      diagnostics: [
        "1:4: error: '@DependencyEndpoint' applies only to a 'var' whose type is a closure type"
      ]
    )
  }

  @Test func clientAndEndpointsTogether() {
    assertExpansion(
      of: """
        @DependencyClient
        struct Client {
          var ping: () async throws -> Void
        }
        """,
      macros: [
        "DependencyClient": MacroSpec(type: DependencyClientMacro.self),
        "DependencyEndpoint": MacroSpec(type: DependencyEndpointMacro.self),
      ],
      is: #"""
        struct Client {
          var ping: () async throws -> Void {
              get {
                _ping
              }
              set {
                _ping = newValue
              }
          }

          private var _ping: () async throws -> Void = {
            Runtime.reportIssue("Unimplemented: '\(Self.self).ping'")
            throw Runtime.UnimplementedError(endpoint: "\(Self.self).ping")
          }

            init(
              ping: @escaping () async throws -> Void
            ) {
              self.ping = ping
            }

            init() {
            }
        }
        """#
    )
  }

  @Test func ignoredPropertyIsLeftAsWritten() {
    assertExpansion(
      of: """
        struct Client {
          @DependencyIgnored
          var onError: (any Error) -> Void = { _ in }
        }
        """,
      macros: ["DependencyIgnored": MacroSpec(type: DependencyIgnoredMacro.self)],
      is: """
        struct Client {
          var onError: (any Error) -> Void = { _ in }
        }
        """
    )
  }
}
