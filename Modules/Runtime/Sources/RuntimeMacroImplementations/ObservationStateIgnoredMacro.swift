import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservationStateIgnored`: marks a stored property of an `@ObservableState` type that views
/// do not observe. It adds nothing; `@ObservableState` reads the mark and leaves the property as
/// it is written.
public struct ObservationStateIgnoredMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}
