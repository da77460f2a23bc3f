import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// What `@DependencyClient` and `@DependencyEndpoint` read from a client's properties.
extension VariableDeclSyntax {
  /// The function type of a closure property (`var f: (Int) -> Bool`, or with attributes such as
  /// `@Sendable`), or `nil`.
  var closureType: FunctionTypeSyntax? {
    guard let type = bindings.first?.typeAnnotation?.type else { return nil }
    return type.as(FunctionTypeSyntax.self)
      ?? type.as(AttributedTypeSyntax.self)?.baseType.as(FunctionTypeSyntax.self)
  }

  var hasDependencyEndpoint: Bool { hasAttribute(named: "DependencyEndpoint") }

  /// Whether `@DependencyClient` leaves the property alone: marked `@DependencyIgnored` (or the
  /// reference's `@DependencyEndpointIgnored`), or a `@Dependency` the client reads itself.
  var isDependencyIgnored: Bool {
    hasAttribute(named: "DependencyIgnored") || hasAttribute(named: "DependencyEndpointIgnored")
      || hasAttribute(named: "Dependency")
  }
}

extension FunctionTypeSyntax {
  /// Whether the closure throws, so that its unimplemented version can throw.
  var isThrowing: Bool { effectSpecifiers?.throwsClause != nil }

  var isAsync: Bool { effectSpecifiers?.asyncSpecifier != nil }

  /// Whether the closure returns `Void` (`Void`, `Swift.Void` or `()`).
  var returnsVoid: Bool {
    let type = returnClause.type
    if let tuple = type.as(TupleTypeSyntax.self) { return tuple.elements.isEmpty }
    return ["Void", "Swift.Void"].contains(type.trimmedDescription)
  }

  /// Whether the closure returns an optional (`T?` or `Optional<T>`).
  var returnsOptional: Bool {
    let type = returnClause.type
    if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return true
    }
    let name =
      type.as(IdentifierTypeSyntax.self)?.name.text
      ?? type.as(MemberTypeSyntax.self).map { "\($0.baseType.trimmedDescription).\($0.name.text)" }
    return name == "Optional" || name == "Swift.Optional"
  }

  /// Whether one of the parameters has an argument label in the type (`(_ query: String)`),
  /// which gives the endpoint a method.
  var hasArgumentLabels: Bool {
    parameters.contains { $0.secondName != nil && $0.secondName?.tokenKind != .wildcard }
  }

  /// `{ _, _ in <placeholder> }`: a closure of this type that ignores its arguments, with the
  /// statements given.
  func closure(statements: [String]) -> String {
    let arguments =
      parameters.isEmpty ? "" : parameters.map { _ in "_" }.joined(separator: ", ") + " in"
    return "{\(arguments.isEmpty ? "" : " " + arguments)\n"
      + statements.map { "  \($0)\n" }.joined() + "}"
  }
}

/// The checks of an endpoint's default that both macros make.
enum EndpointDefault {
  /// Reports what is wrong with the endpoint `binding` of `functionType`, and returns whether it
  /// can be expanded: a default must be a closure literal, and a non-throwing endpoint that
  /// returns a value needs one.
  static func check(
    _ binding: PatternBindingSyntax,
    of functionType: FunctionTypeSyntax,
    name: String,
    client: String?,
    attribute: String,
    in context: some MacroExpansionContext
  ) -> Bool {
    if let initializer = binding.initializer {
      guard !initializer.value.is(ClosureExprSyntax.self) else { return true }
      context.diagnose(
        Diagnostic(
          node: initializer.value,
          message: MacroMessage.error(
            "defaultNotClosure",
            "The default of an '@\(attribute)' endpoint must be written as a closure literal")))
      if let call = initializer.value.as(FunctionCallExprSyntax.self),
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "unimplemented"
      {
        context.diagnose(
          Diagnostic(
            node: initializer.value,
            message: MacroMessage.warning(
              "redundantUnimplemented",
              """
              '@\(attribute)' already makes the endpoint unimplemented until it is set; do not \
              give it 'unimplemented' as a default
              """)))
      }
      return false
    }
    guard !functionType.isThrowing, !functionType.returnsVoid, !functionType.returnsOptional
    else { return true }
    let placeholder =
      functionType.parameters.isEmpty
      ? "{ <#\(functionType.returnClause.type.trimmedDescription)#> }"
      : "{ \(functionType.parameters.map { _ in "_" }.joined(separator: ", ")) in "
        + "<#\(functionType.returnClause.type.trimmedDescription)#> }"
    let fixed = binding.with(
      \.initializer,
      InitializerClauseSyntax(
        leadingTrivia: .space, equal: .equalToken(trailingTrivia: .space),
        value: ExprSyntax("\(raw: placeholder)")))
    context.diagnose(
      Diagnostic(
        node: binding,
        message: MacroMessage.error(
          "missingDefault",
          """
          The non-throwing endpoint '\(name)' needs a default value: it is what the endpoint \
          returns after reporting that it is unimplemented\(client.map { " in '\($0)()'" } ?? ""), \
          and any value of the right type will do (such as 'false' or '[]')
          """),
        fixIt: FixIt(
          message: MacroMessage.fixIt("insertDefault", "Insert '= \(placeholder)'"),
          changes: [.replace(oldNode: Syntax(binding), newNode: Syntax(fixed))])))
    return false
  }
}

extension String {
  /// The identifier without the backticks that escape a keyword (`` `default` `` is `default`).
  var trimmingBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
  }
}
