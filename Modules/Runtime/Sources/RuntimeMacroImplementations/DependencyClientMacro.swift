import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@DependencyClient`: makes a struct of closures a dependency client.
///
/// It attaches `@DependencyEndpoint` to each closure `var` (except `@DependencyIgnored` ones), so
/// that each endpoint is unimplemented until it is set, and adds two initializers: a memberwise
/// one taking every endpoint and stored property, and one taking only the properties that are not
/// endpoints (`init()` when there are none), whose endpoints are all unimplemented, for
/// `static let testValue = Self()`.
public struct DependencyClientMacro: MemberAttributeMacro, MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard
      let client = declaration.as(StructDeclSyntax.self),
      let property = member.as(VariableDeclSyntax.self),
      !property.isStatic, !property.isLet, !property.isDependencyIgnored,
      !property.hasDependencyEndpoint,
      property.bindings.count == 1, let binding = property.bindings.first,
      binding.accessorBlock == nil,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
      let functionType = property.closureType
    else { return [] }
    guard
      EndpointDefault.check(
        binding, of: functionType.trimmed, name: identifier.text.trimmingBackticks,
        client: client.name.text, attribute: "DependencyClient", in: context)
    else { return [] }
    return ["@DependencyEndpoint"]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let client = declaration.as(StructDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroMessage.error(
            "notAStruct",
            "'@DependencyClient' applies only to a struct (of closures)")))
      return []
    }
    var parameters: [Parameter] = []
    var accesses: [Access] = [Access(client.modifiers) ?? .internal]
    for member in client.memberBlock.members {
      guard
        let property = member.decl.as(VariableDeclSyntax.self), !property.isStatic,
        let binding = property.bindings.first,
        let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmed
      else { continue }
      // Computed properties and initialized constants are not part of the client's storage.
      if property.isLet, binding.initializer != nil { continue }
      if let accessors = binding.accessorBlock?.accessors {
        guard case .accessors(let list) = accessors,
          !list.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })
        else { continue }
      }
      let access = Access(property.modifiers)
      if access == .private, binding.initializer != nil { continue }
      accesses.append(access ?? .internal)
      if property.isDependencyIgnored { continue }

      let isEndpoint =
        property.hasDependencyEndpoint || (!property.isLet && property.closureType != nil)
      guard
        let type = binding.typeAnnotation?.type.trimmed ?? binding.initializer?.value.literalType
      else {
        let fixed =
          binding
          .with(\.pattern.trailingTrivia, [])
          .with(
            \.typeAnnotation,
            TypeAnnotationSyntax(
              colon: .colonToken(trailingTrivia: .space), type: TypeSyntax("<#Type#>"),
              trailingTrivia: .space))
        context.diagnose(
          Diagnostic(
            node: binding,
            message: MacroMessage.error(
              "missingType",
              """
              '@DependencyClient' needs the type of '\(identifier.text)' written out to make the \
              client's initializers
              """),
            fixIt: FixIt(
              message: MacroMessage.fixIt("insertType", "Insert ': <#Type#>'"),
              changes: [.replace(oldNode: Syntax(binding), newNode: Syntax(fixed))])))
        return []
      }
      var defaultValue: String?
      if !isEndpoint {
        if let initializer = binding.initializer {
          defaultValue = initializer.value.trimmedDescription
        } else if type.is(OptionalTypeSyntax.self) {
          defaultValue = "nil"
        }
      }
      parameters.append(
        Parameter(
          name: identifier.text, type: type.escapingIfClosure, defaultValue: defaultValue,
          isEndpoint: isEndpoint))
    }
    guard parameters.contains(where: \.isEndpoint) else { return [] }
    let access = accesses.min()!.keyword
    return [
      initializer(access: access, parameters: parameters),
      initializer(access: access, parameters: parameters.filter { !$0.isEndpoint }),
    ]
  }

  /// `init(a: A, b: @escaping () -> B) { ... }`: assigns the properties that are not endpoints
  /// first, as the endpoints' setters need a fully initialized client.
  private static func initializer(access: String, parameters: [Parameter]) -> DeclSyntax {
    guard !parameters.isEmpty else { return "\(raw: access)init() {}" }
    let list = parameters.map { parameter in
      "  \(parameter.name): \(parameter.type)"
        + (parameter.defaultValue.map { " = \($0)" } ?? "")
    }
    let assignments = (parameters.filter { !$0.isEndpoint } + parameters.filter(\.isEndpoint))
      .map { "  self.\($0.name) = \($0.name)" }
    return """
      \(raw: access)init(
      \(raw: list.joined(separator: ",\n"))
      ) {
      \(raw: assignments.joined(separator: "\n"))
      }
      """
  }
}

/// A parameter of the client's initializers.
private struct Parameter {
  let name: String
  let type: String
  let defaultValue: String?
  let isEndpoint: Bool
}

/// The access of a declaration; the initializers get the lowest of the client's and its
/// properties'.
private enum Access: Int, Comparable {
  case `private`, `fileprivate`, `internal`, `package`, `public`

  init?(_ modifiers: DeclModifierListSyntax) {
    for modifier in modifiers where modifier.detail == nil {
      switch modifier.name.tokenKind {
      case .keyword(.private): self = .private
      case .keyword(.fileprivate): self = .fileprivate
      case .keyword(.internal): self = .internal
      case .keyword(.package): self = .package
      case .keyword(.public), .keyword(.open): self = .public
      default: continue
      }
      return
    }
    return nil
  }

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The modifier to write before `init`, with its space; none for `internal`.
  var keyword: String {
    switch self {
    case .private: "private "
    case .fileprivate: "fileprivate "
    case .internal: ""
    case .package: "package "
    case .public: "public "
    }
  }
}

extension TypeSyntax {
  /// The type as an initializer parameter: a closure type is `@escaping`.
  fileprivate var escapingIfClosure: String {
    if self.is(FunctionTypeSyntax.self) { return "@escaping \(trimmedDescription)" }
    if let attributed = self.as(AttributedTypeSyntax.self),
      attributed.baseType.is(FunctionTypeSyntax.self),
      !attributed.attributes.contains(where: {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "escaping"
      })
    {
      return "@escaping \(trimmedDescription)"
    }
    return trimmedDescription
  }
}

extension ExprSyntax {
  /// The type of a literal default, for a property written without one (`var retries = 3`).
  fileprivate var literalType: TypeSyntax? {
    if self.is(BooleanLiteralExprSyntax.self) { return "Swift.Bool" }
    if self.is(IntegerLiteralExprSyntax.self) { return "Swift.Int" }
    if self.is(FloatLiteralExprSyntax.self) { return "Swift.Double" }
    if self.is(StringLiteralExprSyntax.self) { return "Swift.String" }
    return nil
  }
}
