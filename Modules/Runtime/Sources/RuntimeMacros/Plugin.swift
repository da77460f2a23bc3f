import RuntimeMacroImplementations
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The compiler plugin that expands the runtime's macros.
///
/// The toolchain ships no `SwiftCompilerPlugin` module, so the plugin answers the compiler's
/// plugin protocol itself: it reads the compiler's requests on standard input, expands with the
/// macro type each request names, and writes the result to standard output.
@main
struct RuntimeMacrosPlugin: PluginProvider {
  /// The macro types this plugin provides; an `#externalMacro` declaration names one by its
  /// type name.
  static var macros: [any Macro.Type] {
    [
      CasePathableMacro.self,
      DependencyClientMacro.self,
      DependencyEndpointMacro.self,
      DependencyIgnoredMacro.self,
      ObservableStateMacro.self,
      ObservationStateIgnoredMacro.self,
      ObservationStateTrackedMacro.self,
      PresentsMacro.self,
      PreviewMacro.self,
      ReducerCaseEphemeralMacro.self,
      ReducerCaseIgnoredMacro.self,
      ReducerMacro.self,
      ViewActionMacro.self,
    ]
  }

  static func main() throws {
    let connection = try StandardIOMessageConnection()
    try CompilerPluginMessageListener(connection: connection, provider: Self()).main()
  }

  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    guard let macro = Self.macros.first(where: { "\($0)" == typeName }) else {
      throw UnknownMacro(moduleName: moduleName, typeName: typeName)
    }
    return macro
  }

  /// The plugin is an executable with its macros built in; it loads no libraries.
  func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
    throw UnknownMacro(moduleName: moduleName, typeName: libraryPath)
  }

  var features: [PluginFeature] { [] }
}

/// The error the plugin answers with when the compiler asks for a macro it does not provide.
struct UnknownMacro: Error, CustomStringConvertible {
  let moduleName: String
  let typeName: String

  var description: String {
    "The runtime's macro plugin has no macro '\(typeName)' (asked for by module '\(moduleName)')."
  }
}
