import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@DependencyEndpoint`: turns a closure property of a dependency client into an endpoint that
/// is unimplemented until it is set.
///
/// The property reads and writes a private `_name` whose default reports an issue naming the
/// endpoint and then throws `Runtime.UnimplementedError` (a throwing closure), returns `nil` (an
/// optional result), returns nothing (`Void`), or runs the property's own default. A closure
/// type with argument labels (`(_ query: String) async throws -> Result`) also gets a method
/// with those labels, `func search(query: String) async throws -> Result`, that calls it.
/// `@DependencyClient` attaches it to each closure property.
public struct DependencyEndpointMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let endpoint = Endpoint(declaration), endpoint.canExpand else { return [] }
    return [
      """
      get {
        _\(raw: endpoint.name)
      }
      """,
      """
      set {
        _\(raw: endpoint.name) = newValue
      }
      """,
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let endpoint = Endpoint(declaration) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroMessage.error(
            "notAClosure",
            "'@DependencyEndpoint' applies only to a 'var' whose type is a closure type")))
      return []
    }
    guard endpoint.check(in: context) else { return [] }
    var peers: [DeclSyntax] = []
    if endpoint.functionType.hasArgumentLabels {
      peers.append(endpoint.method)
    }
    peers.append(endpoint.storage)
    return peers
  }
}

/// A closure property that `@DependencyEndpoint` expands.
private struct Endpoint {
  let property: VariableDeclSyntax
  let binding: PatternBindingSyntax
  let identifier: TokenSyntax
  let type: TypeSyntax
  let functionType: FunctionTypeSyntax

  init?(_ declaration: some DeclSyntaxProtocol) {
    guard
      let property = declaration.as(VariableDeclSyntax.self),
      !property.isLet, property.bindings.count == 1,
      let binding = property.bindings.first,
      binding.accessorBlock == nil,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
      let type = binding.typeAnnotation?.type,
      let functionType = property.closureType
    else { return nil }
    self.property = property
    self.binding = binding
    self.identifier = identifier.trimmed
    self.type = type.trimmed
    self.functionType = functionType.trimmed
  }

  /// The property's name without backticks: `_\(name)` is its storage.
  var name: String {
    identifier.text.trimmingBackticks
  }

  /// Whether the endpoint can be expanded: its default is a closure, or it needs none.
  var canExpand: Bool {
    if let initializer = binding.initializer {
      return initializer.value.is(ClosureExprSyntax.self)
    }
    return functionType.isThrowing || functionType.returnsVoid || functionType.returnsOptional
  }

  /// Whether the endpoint can be expanded, reporting why not.
  func check(in context: some MacroExpansionContext) -> Bool {
    EndpointDefault.check(
      binding, of: functionType, name: name, client: nil, attribute: "DependencyEndpoint",
      in: context)
  }

  /// `public`, `package` or nothing: the access of the property, for its method.
  var access: String {
    for modifier in property.modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.public): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }

  /// What the unimplemented endpoint says it is: `"\(Self.self).search"`, read at run time so
  /// that the client's name stays right in generic and nested types.
  var endpointName: String {
    #"\(Self.self).\#(name)"#
  }

  /// `private var _search: <type> = { ... }`: the storage, whose default reports the endpoint as
  /// unimplemented and then throws, returns, or runs the property's default.
  var storage: DeclSyntax {
    let report = #"Runtime.reportIssue("Unimplemented: '\#(endpointName)'")"#
    let closure: String
    if let initializer = binding.initializer?.value.as(ClosureExprSyntax.self) {
      closure = wrapping(initializer, after: report)
    } else if functionType.isThrowing {
      closure = functionType.closure(statements: [
        report, #"throw Runtime.UnimplementedError(endpoint: "\#(endpointName)")"#,
      ])
    } else if functionType.returnsOptional {
      closure = functionType.closure(statements: [report, "return nil"])
    } else {
      closure = functionType.closure(statements: [report])
    }
    let attributes = property.attributes.filter { element in
      guard case .attribute(let attribute) = element else { return true }
      let name = attribute.attributeName.trimmedDescription
      return name != "DependencyEndpoint" && !name.hasSuffix(".DependencyEndpoint")
    }
    let modifiers = property.modifiers.filter { !$0.isAccessLevel }
    let prefix =
      attributes.map { $0.trimmedDescription + " " }.joined()
      + (["private"] + modifiers.map(\.trimmedDescription)).joined(separator: " ")
    return "\(raw: prefix) var _\(raw: name): \(type) = \(raw: closure)"
  }

  /// The default closure with the report as its first statement; its one expression, if it
  /// returns a value, becomes a `return`.
  private func wrapping(_ closure: ClosureExprSyntax, after report: String) -> String {
    var statements = closure.statements.map { $0.trimmedDescription }
    if closure.statements.count == 1, let item = closure.statements.first?.item,
      item.is(ExprSyntax.self), !functionType.returnsVoid
    {
      statements[0] = "return " + statements[0]
    }
    let signature = closure.signature.map { " " + $0.trimmedDescription } ?? ""
    return "{\(signature)\n" + ([report] + statements).map { "  \($0)\n" }.joined() + "}"
  }

  /// The keywords that a label can be but a variable cannot be named without backticks.
  private static let keywords: Set<String> = [
    "Any", "Self", "as", "associatedtype", "await", "break", "case", "catch", "class",
    "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough",
    "false", "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout",
    "internal", "is", "let", "nil", "open", "operator", "private", "protocol", "public",
    "repeat", "rethrows", "return", "self", "static", "struct", "subscript", "super", "switch",
    "throw", "throws", "true", "try", "typealias", "var", "where", "while",
  ]

  /// `func search(query: String) async throws -> Result { try await self.search(query) }`: the
  /// method with the closure type's argument labels.
  var method: DeclSyntax {
    var parameters: [String] = []
    var arguments: [String] = []
    for (index, parameter) in functionType.parameters.enumerated() {
      let label = parameter.secondName.flatMap { $0.tokenKind == .wildcard ? nil : $0 }
      let type = parameter.type.trimmedDescription
      let variable: String
      if let label, case .identifier(let text) = label.tokenKind, !text.hasPrefix("`"),
        !Self.keywords.contains(text)
      {
        variable = text
        parameters.append("\(text): \(type)")
      } else {
        variable = "p\(index)"
        parameters.append("\(label?.text ?? "_") \(variable): \(type)")
      }
      if parameter.isInout {
        arguments.append("&" + variable)
      } else if parameter.isAutoclosure {
        arguments.append(variable + "()")
      } else {
        arguments.append(variable)
      }
    }
    let attributes =
      (type.as(AttributedTypeSyntax.self)?.attributes ?? []).compactMap { element -> String? in
        guard case .attribute(let attribute) = element else { return nil }
        let name = attribute.attributeName.trimmedDescription
        return ["Sendable", "escaping", "isolated"].contains(name)
          ? nil : attribute.trimmedDescription + " "
      }.joined()
    let effects = functionType.effectSpecifiers.map { " " + $0.trimmedDescription } ?? ""
    let returnClause =
      functionType.returnsVoid ? "" : " " + functionType.returnClause.trimmedDescription
    let call = (functionType.isThrowing ? "try " : "") + (functionType.isAsync ? "await " : "")
    return """
      \(raw: attributes)\(raw: access)func \(identifier)(\(raw: parameters.joined(separator: ", ")))\
      \(raw: effects)\(raw: returnClause) {
        \(raw: call)self.\(identifier)(\(raw: arguments.joined(separator: ", ")))
      }
      """
  }
}

extension TupleTypeElementSyntax {
  fileprivate var isInout: Bool {
    type.as(AttributedTypeSyntax.self)?.specifiers.contains {
      $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
    } ?? false
  }

  fileprivate var isAutoclosure: Bool {
    type.as(AttributedTypeSyntax.self)?.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "autoclosure"
    } ?? false
  }
}

extension DeclModifierSyntax {
  fileprivate var isAccessLevel: Bool {
    [
      .keyword(.public), .keyword(.package), .keyword(.internal), .keyword(.fileprivate),
      .keyword(.private), .keyword(.open),
    ].contains(name.tokenKind)
  }
}

/// `@DependencyIgnored`: marks a property of a `@DependencyClient` that is not an endpoint and
/// stays out of its initializers. It adds nothing; `@DependencyClient` reads the mark.
public struct DependencyIgnoredMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}
