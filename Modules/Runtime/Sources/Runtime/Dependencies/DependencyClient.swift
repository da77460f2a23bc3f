/// Makes a struct of closures a dependency client: each closure `var` becomes an endpoint that
/// is unimplemented until it is set, and the struct gets a memberwise initializer and an
/// initializer whose endpoints are all unimplemented.
///
/// ```swift
/// @DependencyClient
/// struct WeatherClient: Sendable {
///   var search: @Sendable (_ query: String) async throws -> [Place]
///   var units: @Sendable () -> String = { "°C" }
/// }
///
/// extension WeatherClient: TestDependencyKey {
///   static let testValue = Self()  // each endpoint reports "Unimplemented: ..." when called
/// }
///
/// let places = try await weatherClient.search(query: "Seoul")
/// ```
///
/// An unimplemented endpoint reports an issue naming it (`Unimplemented: 'WeatherClient.search'`)
/// and then throws ``UnimplementedError`` when it throws, returns `nil` when its result is
/// optional, returns when it returns `Void`, and otherwise returns its default: a non-throwing
/// endpoint that returns a value must have one.
@attached(member, names: named(init))
@attached(memberAttribute)
public macro DependencyClient() =
  #externalMacro(module: "RuntimeMacros", type: "DependencyClientMacro")

/// Makes a closure property an endpoint that is unimplemented until it is set, and, when its
/// type has argument labels, gives it a method with those labels; `@DependencyClient` attaches
/// it to each closure property of a client.
///
/// ```swift
/// @DependencyEndpoint
/// var search: @Sendable (_ query: String) async throws -> [Place]
///
/// let places = try await client.search(query: "Seoul")  // calls the closure
/// client.search = { _ in [.seoul] }                     // the closure stays settable
/// ```
@attached(accessor, names: named(get), named(set))
@attached(peer, names: overloaded, prefixed(_))
public macro DependencyEndpoint() =
  #externalMacro(module: "RuntimeMacros", type: "DependencyEndpointMacro")

/// Keeps a property of a `@DependencyClient` out of its endpoints and initializers; give it a
/// default.
///
/// ```swift
/// @DependencyClient
/// struct APIClient {
///   var fetch: @Sendable (_ id: Int) async throws -> User
///   @DependencyIgnored var onReceive: @Sendable (User) -> Void = { _ in }
/// }
/// ```
@attached(accessor, names: named(willSet))
public macro DependencyIgnored() =
  #externalMacro(module: "RuntimeMacros", type: "DependencyIgnoredMacro")

/// The reference library's spelling of ``DependencyIgnored()``, for code written for it.
///
/// ```swift
/// @DependencyEndpointIgnored var onReceive: @Sendable (User) -> Void = { _ in }
/// ```
@attached(accessor, names: named(willSet))
public macro DependencyEndpointIgnored() =
  #externalMacro(module: "RuntimeMacros", type: "DependencyIgnoredMacro")
