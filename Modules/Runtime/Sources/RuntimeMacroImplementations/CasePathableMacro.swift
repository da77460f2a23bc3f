import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@CasePathable`: names each case of an enum by key path (`\.search`, `\.row`), as
/// swift-case-paths' macro does.
///
/// It adds `struct AllCasePaths` with one property per case, named as the case, returning the
/// case's `Runtime.AnyCasePath`, whose closures embed with the case's constructor and extract
/// with a `guard case let` (no enum metadata is read); `static var allCasePaths`; and, unless
/// the enum already conforms, `extension Enum: Runtime.CasePathable {}`.
///
/// A case's path has the value of its payload: `Void` without associated values, the one
/// value's type with one (with or without a label), and a tuple keeping the labels with more.
public struct CasePathableMacro {}

extension CasePathableMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
      let (keyword, name) = declaration.keywordAndName ?? (nil, nil)
      context.diagnose(
        Diagnostic(
          node: keyword.map(Syntax.init) ?? Syntax(node),
          message: CasePathableDiagnostic.notAnEnum(
            keyword: keyword?.text ?? "declaration", name: name)))
      return []
    }
    let items = EnumCaseItem.items(in: enumDecl.memberBlock.members)
    if let overloaded = firstOverloadedCase(in: items) {
      context.diagnose(
        Diagnostic(
          node: overloaded.name,
          message: CasePathableDiagnostic.overloadedCaseName(overloaded.caseName)))
      return []
    }

    let access = enumDecl.memberAccessPrefix
    let generator = CasePathGenerator(
      enumName: enumDecl.name.trimmed, access: access,
      selfRewriter: SelfTypeRewriter(enumName: enumDecl.name.trimmed))
    // Written without indentation: the macro system indents the expansion as it formats it.
    let body = generator.declarations(for: items).map { "\n" + $0 }.joined()
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.drop(while: \.isWhitespace) }
      .joined(separator: "\n")
    return [
      "\(raw: access)struct AllCasePaths: Sendable {\(raw: body)\n}",
      "\(raw: access)static var allCasePaths: AllCasePaths { AllCasePaths() }",
    ]
  }
}

extension CasePathableMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // The member role reports a declaration that is not an enum and overloaded case names; an
    // extension then would only add an error that the enum does not conform.
    guard let enumDecl = declaration.as(EnumDeclSyntax.self), !protocols.isEmpty,
      firstOverloadedCase(in: EnumCaseItem.items(in: enumDecl.memberBlock.members)) == nil
    else { return [] }
    let alreadyConforms =
      enumDecl.inheritanceClause?.inheritedTypes.contains {
        ["CasePathable", "Runtime.CasePathable"].contains($0.type.trimmedDescription)
      } ?? false
    guard !alreadyConforms else { return [] }
    let decl: DeclSyntax = """
      \(raw: enumDecl.availabilityAttributes)extension \(type.trimmed): Runtime.CasePathable {}
      """
    return [decl.cast(ExtensionDeclSyntax.self)]
  }
}

/// Writes the case path properties of `AllCasePaths`.
private struct CasePathGenerator {
  let enumName: TokenSyntax
  let access: String
  let selfRewriter: SelfTypeRewriter

  /// One property per case, and each `#if` block around the properties of its cases.
  func declarations(for items: [EnumCaseItem]) -> [String] {
    items.map { item in
      switch item {
      case .element(let element):
        return property(for: element)
      case .conditional(let clauses):
        let lines = clauses.flatMap { clause in
          [clause.condition.map { "\(clause.keyword) \($0)" } ?? clause.keyword]
            + declarations(for: clause.items)
        }
        return (lines + ["#endif"]).joined(separator: "\n")
      }
    }
  }

  /// The path to `element`'s case, with closures that embed with its constructor and extract
  /// with a pattern.
  func property(for element: EnumCaseElementSyntax) -> String {
    let values = element.associatedValues
    let caseName = element.name.trimmedDescription
    let bindings = bindingNames(for: values)
    let embed: String
    let extract: String
    switch values.count {
    case 0:
      embed = "{ _ in .\(caseName) }"
      extract = """
        {
        guard case .\(caseName) = $0 else { return nil }
        return ()
        }
        """
    case 1:
      // The constructor itself, not a closure that calls it: a closure whose parameter type has
      // no values (an empty `Action` enum) draws a "will never be executed" warning.
      let label = values[0].argumentLabel.map { "(\($0):)" } ?? ""
      embed = "\(enumName.text).\(caseName)\(label)"
      extract = """
        {
        guard case let .\(caseName)(\(bindings[0])) = $0 else { return nil }
        return \(bindings[0])
        }
        """
    default:
      let arguments = values.enumerated().map { index, value in
        guard let label = value.label, let argumentLabel = value.argumentLabel else {
          return "$0.\(index)"
        }
        return "\(argumentLabel): $0.\(label.text)"
      }
      let tuple = "(\(bindings.joined(separator: ", ")))"
      embed = "{ .\(caseName)(\(arguments.joined(separator: ", "))) }"
      extract = """
        {
        guard case let .\(caseName)\(tuple) = $0 else { return nil }
        return \(tuple)
        }
        """
    }
    return """
      \(access)var \(caseName): Runtime.AnyCasePath<\(enumName.text), \(payloadType(of: values))> {
        Runtime.AnyCasePath(
          \(values.count == 1 ? "case" : "embed"): \(embed),
          extract: \(extract)
        )
      }
      """
  }

  /// The type of a case's payload: `Void`, the single value's type, or a tuple of the values
  /// with their labels; default values are left out.
  func payloadType(of values: [EnumCaseParameterSyntax]) -> String {
    func type(of value: EnumCaseParameterSyntax) -> String {
      selfRewriter.rewrite(value.type.trimmed).trimmedDescription
    }
    switch values.count {
    case 0: return "Void"
    case 1: return type(of: values[0])
    default:
      let elements = values.map { value in
        (value.label.map { "\($0.text): " } ?? "") + type(of: value)
      }
      return "(\(elements.joined(separator: ", ")))"
    }
  }

  /// The names the extract pattern binds the values to: a value's label when it is a plain
  /// identifier used once, and otherwise (a label such as `protocol` that a pattern cannot bind
  /// without backticks, or none) `value` for a single value or `v0`, `v1`, ... by position.
  func bindingNames(for values: [EnumCaseParameterSyntax]) -> [String] {
    let labels = values.map { value -> String? in
      guard let label = value.label, case .identifier(let text) = label.tokenKind,
        !text.hasPrefix("`"), !reservedWords.contains(text)
      else { return nil }
      return text
    }
    return labels.enumerated().map { index, label in
      if let label, labels.filter({ $0 == label }).count == 1,
        !labels.enumerated().contains(where: { $0.offset != index && "v\($0.offset)" == label })
      {
        return label
      }
      return values.count == 1 ? "value" : "v\(index)"
    }
  }
}

/// The words that are labels as written (`case didOpen(protocol: String?)`) but cannot name a
/// binding without backticks: Swift's keywords for declarations, statements, expressions and
/// types. A few contextual ones are here too; binding those by position is merely plainer.
private let reservedWords: Set<String> = [
  "Any", "Self", "as", "associatedtype", "await", "break", "case", "catch", "class", "continue",
  "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
  "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is",
  "let", "nil", "open", "operator", "precedencegroup", "private", "protocol", "public",
  "repeat", "rethrows", "return", "self", "static", "struct", "subscript", "super", "switch",
  "throw", "throws", "true", "try", "typealias", "var", "where", "while",
]
