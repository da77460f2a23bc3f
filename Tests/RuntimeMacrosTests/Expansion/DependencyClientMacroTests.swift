import RuntimeMacroImplementations
import SwiftSyntaxMacroExpansion
import Testing

@Suite struct DependencyClientMacroTests {
  let macros = ["DependencyClient": MacroSpec(type: DependencyClientMacro.self)]

  @Test func marksEndpointsAndAddsInitializers() {
    assertExpansion(
      of: """
        @DependencyClient
        public struct WeatherClient: Sendable {
          public var forecast: @Sendable (_ location: Place) async throws -> Forecast
          public var search: @Sendable (_ query: String) async throws -> [Place]
          public var units: @Sendable () -> String = { "°C" }
          public var maximumResults: Int = 10
          public var label: String?
          @DependencyIgnored public var onError: @Sendable (any Error) -> Void = { _ in }
          public static let testValue = Self()
          public var isLive: Bool { false }
        }
        """,
      macros: macros,
      is: """
        public struct WeatherClient: Sendable {
          @DependencyEndpoint
          public var forecast: @Sendable (_ location: Place) async throws -> Forecast
          @DependencyEndpoint
          public var search: @Sendable (_ query: String) async throws -> [Place]
          @DependencyEndpoint
          public var units: @Sendable () -> String = { "°C" }
          public var maximumResults: Int = 10
          public var label: String?
          @DependencyIgnored public var onError: @Sendable (any Error) -> Void = { _ in }
          public static let testValue = Self()
          public var isLive: Bool { false }

            public init(
              forecast: @escaping @Sendable (_ location: Place) async throws -> Forecast,
              search: @escaping @Sendable (_ query: String) async throws -> [Place],
              units: @escaping @Sendable () -> String,
              maximumResults: Int = 10,
              label: String? = nil
            ) {
              self.maximumResults = maximumResults
              self.label = label
              self.forecast = forecast
              self.search = search
              self.units = units
            }

            public init(
              maximumResults: Int = 10,
              label: String? = nil
            ) {
              self.maximumResults = maximumResults
              self.label = label
            }
        }
        """
    )
  }

  @Test func onlyEndpointsGiveNoArgumentInit() {
    assertExpansion(
      of: """
        @DependencyClient
        struct FileClient {
          @DependencyEndpoint var load: (_ path: String) throws -> String
          var save: (String, String) throws -> Void
          let tag: () -> Void
          private var cache: [String: String] = [:]
        }
        """,
      macros: macros,
      is: """
        struct FileClient {
          @DependencyEndpoint var load: (_ path: String) throws -> String
          @DependencyEndpoint
          var save: (String, String) throws -> Void
          let tag: () -> Void
          private var cache: [String: String] = [:]

            init(
              load: @escaping (_ path: String) throws -> String,
              save: @escaping (String, String) throws -> Void,
              tag: @escaping () -> Void
            ) {
              self.tag = tag
              self.load = load
              self.save = save
            }

            init(
              tag: @escaping () -> Void
            ) {
              self.tag = tag
            }
        }
        """
    )
  }

  @Test func lowestAccessAndLiteralTypes() {
    assertExpansion(
      of: """
        @DependencyClient
        public struct Client {
          var ping: () async throws -> Void
          public var retries = 3
        }
        """,
      macros: macros,
      is: """
        public struct Client {
          @DependencyEndpoint
          var ping: () async throws -> Void
          public var retries = 3

            init(
              ping: @escaping () async throws -> Void,
              retries: Swift.Int = 3
            ) {
              self.retries = retries
              self.ping = ping
            }

            init(
              retries: Swift.Int = 3
            ) {
              self.retries = retries
            }
        }
        """
    )
  }

  @Test func noEndpointsNoInitializers() {
    assertExpansion(
      of: """
        @DependencyClient
        struct Settings {
          var name: String
        }
        """,
      macros: macros,
      is: """
        struct Settings {
          var name: String
        }
        """
    )
  }

  @Test func appliedToAnEnum() {
    assertExpansion(
      of: """
        @DependencyClient
        enum Client {}
        """,
      macros: macros,
      is: """
        enum Client {}
        """,
      diagnostics: ["1:1: error: '@DependencyClient' applies only to a struct (of closures)"]
    )
  }

  // The test expansion hands a member-attribute macro its member detached from the file, so a
  // diagnostic's position is counted from the start of the member (the compiler reports it at
  // the member's place in the file).

  @Test func nonThrowingEndpointWithoutDefault() {
    assertExpansion(
      of: """
        @DependencyClient
        struct Client {
          var isOn: (Int, String) -> Bool
        }
        """,
      macros: macros,
      is: """
        struct Client {
          var isOn: (Int, String) -> Bool

            init(
              isOn: @escaping (Int, String) -> Bool
            ) {
              self.isOn = isOn
            }

            init() {
            }
        }
        """,
      diagnostics: [
        """
        1:8: error: The non-throwing endpoint 'isOn' needs a default value: it is what the \
        endpoint returns after reporting that it is unimplemented in 'Client()', and any value \
        of the right type will do (such as 'false' or '[]')
          fix-it: Insert '= { _, _ in <#Bool#> }'
        """
      ]
    )
  }

  @Test func defaultThatIsNotAClosure() {
    assertExpansion(
      of: """
        @DependencyClient
        struct Client {
          var fetch: () -> Int = unimplemented("Client.fetch")
        }
        """,
      macros: macros,
      is: """
        struct Client {
          var fetch: () -> Int = unimplemented("Client.fetch")

            init(
              fetch: @escaping () -> Int
            ) {
              self.fetch = fetch
            }

            init() {
            }
        }
        """,
      diagnostics: [
        "2:9: error: The default of an '@DependencyClient' endpoint must be written as a closure literal",
        """
        2:9: warning: '@DependencyClient' already makes the endpoint unimplemented until it is \
        set; do not give it 'unimplemented' as a default
        """,
      ]
    )
  }

  @Test func propertyWithoutType() {
    assertExpansion(
      of: """
        @DependencyClient
        struct Client {
          var ping: () throws -> Void
          var count = Self.zero
        }
        """,
      macros: macros,
      is: """
        struct Client {
          @DependencyEndpoint
          var ping: () throws -> Void
          var count = Self.zero
        }
        """,
      diagnostics: [
        """
        4:7: error: '@DependencyClient' needs the type of 'count' written out to make the \
        client's initializers
          fix-it: Insert ': <#Type#>'
        """
      ]
    )
  }
}
