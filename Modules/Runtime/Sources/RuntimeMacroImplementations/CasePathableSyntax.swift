import SwiftDiagnostics
import SwiftSyntax

/// The cases of an enum as `@CasePathable` sees them: each case element in the order written,
/// with the `#if` blocks that hold some of them kept as blocks.
indirect enum EnumCaseItem {
  /// A case, such as `row(id: ID, action: Action)`.
  case element(EnumCaseElementSyntax)
  /// An `#if` block: each clause's keyword (`#if`, `#elseif`, `#else`), condition and cases.
  case conditional([(keyword: String, condition: String?, items: [EnumCaseItem])])

  /// The cases and `#if` blocks of cases among `members`; other members are left out, and so
  /// is an `#if` block without cases.
  static func items(in members: MemberBlockItemListSyntax) -> [EnumCaseItem] {
    members.flatMap { member -> [EnumCaseItem] in
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        return caseDecl.elements.map { .element($0) }
      }
      if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        let clauses = ifConfig.clauses.map { clause in
          (
            keyword: clause.poundKeyword.text,
            condition: clause.condition?.trimmedDescription,
            items: clause.elements?.as(MemberBlockItemListSyntax.self).map(items(in:)) ?? []
          )
        }
        guard clauses.contains(where: { !$0.items.isEmpty }) else { return [] }
        return [.conditional(clauses)]
      }
      return []
    }
  }
}

extension EnumCaseElementSyntax {
  /// The case's name as a key path names it, without backticks.
  var caseName: String {
    name.identifier?.name ?? name.text
  }

  /// The associated values, in order; empty for a case without any.
  var associatedValues: [EnumCaseParameterSyntax] {
    parameterClause.map { Array($0.parameters) } ?? []
  }
}

extension EnumCaseParameterSyntax {
  /// The label the case's constructor takes for this value, if any (`_` is none).
  var label: TokenSyntax? {
    guard let firstName, firstName.tokenKind != .wildcard else { return nil }
    return firstName.trimmed
  }

  /// The label as an argument of the case's constructor writes it: without backticks, which a
  /// keyword needs in a declaration but not as an argument label.
  var argumentLabel: String? {
    label.map { $0.identifier?.name ?? $0.text }
  }
}

/// The first case name among `items` that names a case written earlier in the same scope (the
/// enum's body or an `#if` clause inside it, which also sees the cases outside the block).
///
/// Cases in different clauses of one `#if` block may share a name: only one clause is compiled.
func firstOverloadedCase(
  in items: [EnumCaseItem], outside: Set<String> = []
) -> EnumCaseElementSyntax? {
  var seen = outside
  var blocks: [[(keyword: String, condition: String?, items: [EnumCaseItem])]] = []
  for item in items {
    switch item {
    case .element(let element):
      guard seen.insert(element.caseName).inserted else { return element }
    case .conditional(let clauses):
      blocks.append(clauses)
    }
  }
  for clauses in blocks {
    for clause in clauses {
      if let overloaded = firstOverloadedCase(in: clause.items, outside: seen) {
        return overloaded
      }
    }
  }
  return nil
}

/// Replaces `Self` in a payload type with the enum's name: the type is written again inside
/// `AllCasePaths`, where `Self` would name that struct.
final class SelfTypeRewriter: SyntaxRewriter {
  let enumName: TokenSyntax

  init(enumName: TokenSyntax) {
    self.enumName = enumName
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
    guard node.name.tokenKind == .keyword(.Self) else { return super.visit(node) }
    let name = enumName.with(\.leadingTrivia, node.name.leadingTrivia)
      .with(\.trailingTrivia, node.name.trailingTrivia)
    return super.visit(node.with(\.name, name))
  }
}

/// A diagnostic of `@CasePathable`.
enum CasePathableDiagnostic: DiagnosticMessage {
  /// The macro is attached to a type that is not an enum: its keyword and name.
  case notAnEnum(keyword: String, name: String?)
  /// Two cases share a name, which one property per case cannot tell apart.
  case overloadedCaseName(String)

  var message: String {
    switch self {
    case .notAnEnum(let keyword, let name):
      let described = name.map { "\(keyword) '\($0)'" } ?? "a \(keyword)"
      return "'@CasePathable' can only be attached to an enum, and \(described) is not one"
    case .overloadedCaseName(let name):
      return """
        '@CasePathable' needs every case to have its own name, and more than one case is \
        named '\(name)'
        """
    }
  }

  var diagnosticID: MessageID {
    switch self {
    case .notAnEnum: MessageID(domain: "CasePathable", id: "notAnEnum")
    case .overloadedCaseName: MessageID(domain: "CasePathable", id: "overloadedCaseName")
    }
  }

  var severity: DiagnosticSeverity { .error }
}

extension DeclGroupSyntax {
  /// The keyword that introduces the declaration (`struct`, `class`, ...) and the declared
  /// type's name, for a diagnostic.
  var keywordAndName: (keyword: TokenSyntax, name: String?)? {
    if let decl = self.as(StructDeclSyntax.self) {
      return (decl.structKeyword, decl.name.text)
    }
    if let decl = self.as(ClassDeclSyntax.self) { return (decl.classKeyword, decl.name.text) }
    if let decl = self.as(ActorDeclSyntax.self) { return (decl.actorKeyword, decl.name.text) }
    if let decl = self.as(ProtocolDeclSyntax.self) {
      return (decl.protocolKeyword, decl.name.text)
    }
    if let decl = self.as(ExtensionDeclSyntax.self) {
      return (decl.extensionKeyword, decl.extendedType.trimmedDescription)
    }
    return nil
  }

}
