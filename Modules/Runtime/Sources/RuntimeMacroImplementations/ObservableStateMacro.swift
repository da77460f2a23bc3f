import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservableState`: makes a feature's state observable with the toolchain's `Observation`.
///
/// On a struct it adds the observation registrar, the state's identity (`_$id`,
/// `_$willModify()`), the `shouldNotifyObservers` overloads that spare observers a change to an
/// equal value, and a `CodingKeys` enum when the struct is `Codable` (so that its encoded form
/// is what it was without the macro); it marks each stored `var` `@ObservationStateTracked`,
/// and conforms the type to `ObservableState` and `Observable`. On an enum it derives the
/// identity from the case's payload.
public struct ObservableStateMacro {}

extension ObservableStateMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return enumMembers(of: enumDecl)
    }
    guard let structDecl = declaration.as(StructDeclSyntax.self) else {
      let kind =
        declaration.is(ClassDeclSyntax.self)
        ? "class" : declaration.is(ActorDeclSyntax.self) ? "actor" : "declaration"
      let name = declaration.asProtocol((any NamedDeclSyntax).self)?.name.text
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroMessage.error(
            "invalid-type",
            """
            '@ObservableState' applies to structs and enums of state, not to the \(kind)\
            \(name.map { " '\($0)'" } ?? "")
            """)))
      return []
    }

    var members: [DeclSyntax] = []
    func add(_ name: String, _ member: DeclSyntax) {
      if !structDecl.declaresMember(named: name) { members.append(member) }
    }
    add(
      ObservableStateNames.registrar,
      "var \(raw: ObservableStateNames.registrar) = Runtime.ObservationStateRegistrar()")
    add(
      "_$id",
      """
      public var _$id: Runtime.ObservableStateID {
        \(raw: ObservableStateNames.registrar).id
      }
      """)
    add(
      "_$willModify",
      """
      public mutating func _$willModify() {
        \(raw: ObservableStateNames.registrar)._$willModify()
      }
      """)
    if !structDecl.declaresMember(named: "shouldNotifyObservers") {
      members += [
        """
        private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
          true
        }
        """,
        """
        private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
          lhs != rhs
        }
        """,
        """
        private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
          lhs !== rhs
        }
        """,
        """
        private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
          lhs != rhs
        }
        """,
      ]
    }
    if let codingKeys = codingKeys(of: structDecl) {
      members.append(codingKeys)
    }
    return members
  }

  // MARK: Codable

  /// A `CodingKeys` enum that names the struct's stored properties as it would have encoded
  /// them without the macro: a tracked field by its own name (`case _count = "count"`), and
  /// without the registrar. Only for a struct that says it is `Codable` and has no keys of
  /// its own.
  static func codingKeys(of declaration: StructDeclSyntax) -> DeclSyntax? {
    let codable: Set<String> = ["Codable", "Encodable", "Decodable"]
    guard
      declaration.inheritanceClause?.inheritedTypes.contains(where: { inherited in
        inherited.type.protocolNames.contains(where: codable.contains)
      }) == true,
      !declaration.declaresMember(named: "CodingKeys")
    else { return nil }
    let lines = codingKeyLines(declaration.memberBlock.members)
    guard lines.contains(where: { $0.hasPrefix("case ") }) else {
      return "private enum CodingKeys: CodingKey {}"
    }
    let body = lines.map { "  " + $0 }.joined(separator: "\n")
    return DeclSyntax(stringLiteral: "private enum CodingKeys: String, CodingKey {\n\(body)\n}")
  }

  /// The cases of `CodingKeys` for `members`, inside the same `#if` clauses as the properties.
  private static func codingKeyLines(_ members: MemberBlockItemListSyntax) -> [String] {
    var lines: [String] = []
    for member in members {
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        guard !variable.isStatic, !variable.isComputed else { continue }
        if let name = variable.singleIdentifier?.text,
          variable.isTrackedByObservableState
            || (variable.isTrackable && variable.hasAttribute(named: ObservableStateNames.presents))
        {
          lines.append("case _\(name) = \"\(name)\"")
          continue
        }
        for binding in variable.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            lines.append("case \(name)")
          }
        }
      } else if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        var clauses: [String] = []
        var hasCases = false
        for clause in ifConfig.clauses {
          let condition = clause.condition.map { " " + $0.trimmedDescription } ?? ""
          clauses.append(clause.poundKeyword.text + condition)
          if case let .decls(nested) = clause.elements {
            let nestedLines = codingKeyLines(nested)
            hasCases = hasCases || !nestedLines.isEmpty
            clauses += nestedLines
          }
        }
        if hasCases { lines += clauses + ["#endif"] }
      }
    }
    return lines
  }

  // MARK: Enums

  /// `_$id` and `_$willModify()` of an enum of states, read from and applied to the payload
  /// of the current case.
  static func enumMembers(of declaration: EnumDeclSyntax) -> [DeclSyntax] {
    var tag = 0
    let (idCases, willModifyCases) = enumCaseLines(declaration.memberBlock.members, tag: &tag)
    func body(_ lines: [String]) -> String {
      (["switch self {"] + lines + ["}"]).map { "  " + $0 }.joined(separator: "\n")
    }
    return [
      DeclSyntax(
        stringLiteral: "public var _$id: Runtime.ObservableStateID {\n\(body(idCases))\n}"),
      DeclSyntax(
        stringLiteral: "public mutating func _$willModify() {\n\(body(willModifyCases))\n}"),
    ]
  }

  private static func enumCaseLines(
    _ members: MemberBlockItemListSyntax, tag: inout Int
  ) -> (id: [String], willModify: [String]) {
    var idLines: [String] = []
    var willModifyLines: [String] = []
    for member in members {
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        for element in caseDecl.elements {
          let name = element.name.text
          if let parameters = element.parameterClause?.parameters, parameters.count == 1 {
            let label = parameters.first?.firstName.map { "\($0.text): " } ?? ""
            idLines += [
              "case let .\(name)(state):", "  return ._$id(for: state)._$tag(\(tag))",
            ]
            willModifyLines += [
              "case var .\(name)(state):", "  Runtime._$willModify(&state)",
              "  self = .\(name)(\(label)state)",
            ]
          } else {
            idLines += ["case .\(name):", "  return Runtime.ObservableStateID()._$tag(\(tag))"]
            willModifyLines += ["case .\(name):", "  break"]
          }
          tag += 1
        }
      } else if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        for clause in ifConfig.clauses {
          let line =
            clause.poundKeyword.text + (clause.condition.map { " " + $0.trimmedDescription } ?? "")
          idLines.append(line)
          willModifyLines.append(line)
          if case let .decls(nested) = clause.elements {
            let lines = enumCaseLines(nested, tag: &tag)
            idLines += lines.id
            willModifyLines += lines.willModify
          }
        }
        idLines.append("#endif")
        willModifyLines.append("#endif")
      }
    }
    return (idLines, willModifyLines)
  }
}

extension TypeSyntax {
  /// The protocols an inheritance clause entry names: `Codable` for `Codable`, `Swift.Codable`
  /// or `Codable & Sendable`.
  var protocolNames: [String] {
    if let identifier = self.as(IdentifierTypeSyntax.self) { return [identifier.name.text] }
    if let member = self.as(MemberTypeSyntax.self) { return [member.name.text] }
    if let composition = self.as(CompositionTypeSyntax.self) {
      return composition.elements.flatMap { $0.type.protocolNames }
    }
    return []
  }
}

extension ObservableStateMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self),
      let property = member.as(VariableDeclSyntax.self), property.isTrackable
    else { return [] }

    var diagnosed = false
    for (written, replacement) in [
      ("ObservationIgnored", ObservableStateNames.ignored),
      ("ObservationTracked", ObservableStateNames.tracked),
      ("PresentationState", ObservableStateNames.presents),
    ] {
      guard let attribute = property.attribute(named: written) else { continue }
      diagnosed = true
      context.diagnose(
        Diagnostic(
          node: attribute,
          message: MacroMessage.error(
            "unsupported-attribute", "'@\(written)' does not work in '@ObservableState' state"),
          fixIt: .replace(
            message: MacroMessage.fixIt("use-\(replacement)", "Use '@\(replacement)' instead"),
            oldNode: attribute,
            newNode: attribute.with(
              \.attributeName,
              TypeSyntax(
                IdentifierTypeSyntax(
                  name: .identifier(
                    replacement, trailingTrivia: attribute.attributeName.trailingTrivia)))))))
    }
    if let attribute = property.attribute(named: "BindingState") {
      diagnosed = true
      context.diagnose(
        Diagnostic(
          node: attribute,
          message: MacroMessage.error(
            "unsupported-attribute",
            """
            '@BindingState' does not work in '@ObservableState' state, where every field \
            can be bound as it is
            """),
          fixIt: FixIt(
            message: MacroMessage.fixIt(
              "remove-BindingState", "Remove '@BindingState', leaving a plain 'var'"),
            changes: [
              .replace(
                oldNode: Syntax(property.attributes),
                newNode: Syntax(
                  property.attributes.filter {
                    if case let .attribute(other) = $0 { return other.id != attribute.id }
                    return true
                  }))
            ])))
    }
    guard !diagnosed, property.isTrackedByObservableState,
      !property.hasAttribute(named: ObservableStateNames.tracked)
    else { return [] }
    return ["@\(raw: ObservableStateNames.tracked)"]
  }
}

extension ObservableStateMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
      return []
    }
    // The compiler asks only for the conformances the type does not declare itself.
    let names = protocols.flatMap(\.protocolNames)
    var conformances: [String] = []
    if names.contains("ObservableState") { conformances.append("Runtime.ObservableState") }
    if names.contains("Observable") { conformances.append("Observation.Observable") }
    guard !conformances.isEmpty else { return [] }
    let decl: DeclSyntax =
      "\(raw: declaration.availabilityAttributes)extension \(type.trimmed): \(raw: conformances.joined(separator: ", ")) {}"
    return [decl.cast(ExtensionDeclSyntax.self)]
  }
}
