import SwiftSyntax

// What `@Reducer` reads from the declaration it is attached to: the members a reducer already
// has, and, for an enum reducer, what each case holds.

extension TypeSyntax {
  /// The generic arguments written after the type's last name component.
  var lastGenericArguments: GenericArgumentListSyntax? {
    self.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments
      ?? self.as(MemberTypeSyntax.self)?.genericArgumentClause?.arguments
  }

  /// Whether the type is one of the runtime's ephemeral presentation states, by its text:
  /// `AlertState<...>` or `ConfirmationDialogState<...>`, possibly qualified by its module.
  var isAlertOrDialogState: Bool {
    guard let name = baseName, name == "AlertState" || name == "ConfirmationDialogState"
    else { return false }
    if let member = self.as(MemberTypeSyntax.self) {
      return ["Runtime", "ComposableArchitecture"].contains(member.baseType.trimmedDescription)
    }
    return true
  }

  /// Whether the type is a plain (possibly qualified, possibly generic) type name, the only
  /// kind of payload `@Reducer` treats as a feature: `Counter`, `Child.Feature`, `Row<Int>`.
  var isNominalTypeName: Bool {
    self.is(IdentifierTypeSyntax.self) || self.is(MemberTypeSyntax.self)
  }
}

extension GenericArgumentListSyntax.Element {
  /// The argument's text, whatever kind of generic argument it is.
  var argumentText: String { argument.trimmedDescription }
}

extension InheritanceClauseSyntax? {
  /// Whether the clause names `name` (qualified or not).
  func inherits(_ name: String) -> Bool {
    guard let clause = self else { return false }
    return clause.inheritedTypes.contains { $0.type.baseName == name }
  }
}

extension DeclGroupSyntax {

  /// The names of the types the declaration nests or aliases (structs, enums, classes,
  /// typealiases), outside `#if` blocks too.
  var nestedTypeNames: Set<String> {
    var names: Set<String> = []
    func collect(_ members: MemberBlockItemListSyntax) {
      for member in members {
        let decl = member.decl
        if let name = decl.as(StructDeclSyntax.self)?.name.text
          ?? decl.as(EnumDeclSyntax.self)?.name.text
          ?? decl.as(ClassDeclSyntax.self)?.name.text
          ?? decl.as(TypeAliasDeclSyntax.self)?.name.text
        {
          names.insert(name)
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
          for clause in ifConfig.clauses {
            if let nested = clause.elements?.as(MemberBlockItemListSyntax.self) {
              collect(nested)
            }
          }
        }
      }
    }
    collect(memberBlock.members)
    return names
  }

  /// The pattern bindings of the declaration's properties.
  var propertyBindings: [PatternBindingSyntax] {
    memberBlock.members.flatMap { $0.decl.as(VariableDeclSyntax.self)?.bindings ?? [] }
  }
}

extension FunctionDeclSyntax {
  /// Whether this is a reducer's `reduce(into:action:)`: two parameters, the first an `inout`
  /// labelled `into`, the second labelled `action`, synchronous, returning a named type.
  var isReduceIntoAction: Bool {
    let parameters = signature.parameterClause.parameters
    guard name.text == "reduce", parameters.count == 2,
      let state = parameters.first, let action = parameters.last,
      state.firstName.text == "into",
      let attributed = state.type.as(AttributedTypeSyntax.self),
      attributed.specifiers.contains(where: {
        $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
      }),
      action.firstName.text == "action",
      signature.effectSpecifiers == nil,
      let returnType = signature.returnClause?.type, returnType.isNominalTypeName
    else { return false }
    return true
  }
}

// MARK: - The cases of an enum reducer

/// One case of an enum reducer and the role `@Reducer` gives it.
struct ReducerCase {
  /// How the case takes part in the reducer.
  enum Role {
    /// `case counter(Counter)`: a feature, run by a `Scope` with `reducer`; its state case
    /// holds `Counter.State`, its action case `Counter.Action`, its view case a store.
    case feature(type: TypeSyntax, reducer: String)
    /// `case alert(AlertState<Alert>)`: state that goes away by itself; its state case holds
    /// the payload, its action case `action`, and no reducer runs for it.
    case ephemeral(action: String)
    /// `@ReducerCaseIgnored case meeting(Meeting)`, a case without a payload or with several:
    /// plain data, with no action case (unless the user's `Action` declares one for it,
    /// `explicitAction`, and then its view case is a store of the two).
    case ignored(explicitAction: TypeSyntax?)
  }

  /// The case as written.
  let element: EnumCaseElementSyntax
  let role: Role

  var name: String { element.name.text }

  /// The case's parameters, without default values.
  var parameters: [EnumCaseParameterSyntax] {
    element.parameterClause?.parameters.map {
      $0.with(\.defaultValue, nil).with(\.trailingComma, nil).trimmed
    } ?? []
  }

  /// The case as written, without default values: `meeting(Meeting, syncUp: SyncUp)`.
  var plainDeclaration: String {
    guard !parameters.isEmpty else { return name }
    return "\(name)(\(parameters.map(\.trimmedDescription).joined(separator: ", ")))"
  }

  /// The case with its single payload's type replaced by `type`, label kept.
  func declaration(holding type: String) -> String {
    let label = parameters.first?.firstName.map { "\($0.text): " } ?? ""
    return "\(name)(\(label)\(type))"
  }

  /// Reads the role of `element`, declared in `caseDecl`.
  init(_ element: EnumCaseElementSyntax, in caseDecl: EnumCaseDeclSyntax) {
    self.element = element
    let parameters = element.parameterClause?.parameters ?? []
    let markedIgnored = caseDecl.attributes.containsAttribute(named: "ReducerCaseIgnored")
    let markedEphemeral = caseDecl.attributes.containsAttribute(named: "ReducerCaseEphemeral")
    guard !markedIgnored, parameters.count == 1, let parameter = parameters.first,
      parameter.type.isNominalTypeName
    else {
      self.role = .ignored(explicitAction: nil)
      return
    }
    let type = parameter.type.trimmed
    if type.isAlertOrDialogState || markedEphemeral {
      if type.isAlertOrDialogState, let arguments = type.lastGenericArguments,
        arguments.count == 1, let argument = arguments.first
      {
        self.role = .ephemeral(action: argument.argumentText)
      } else {
        self.role = .ephemeral(action: "\(type.trimmedDescription).Action")
      }
    } else {
      let reducer =
        parameter.defaultValue?.value.trimmedDescription ?? "\(type.trimmedDescription)()"
      self.role = .feature(type: type, reducer: reducer)
    }
  }

  init(element: EnumCaseElementSyntax, role: Role) {
    self.element = element
    self.role = role
  }

  /// Whether the case's decl should be marked as what `@Reducer` takes it for: the
  /// attribute to add to a case that does not say it (`ReducerCaseEphemeral` for an alert,
  /// `ReducerCaseIgnored` for a case without exactly one payload), as the reference does.
  static func markerAttribute(for caseDecl: EnumCaseDeclSyntax) -> String? {
    let attributes = caseDecl.attributes
    guard !attributes.containsAttribute(named: "ReducerCaseIgnored"),
      !attributes.containsAttribute(named: "ReducerCaseEphemeral")
    else { return nil }
    let parameterCounts = caseDecl.elements.map { $0.parameterClause?.parameters.count ?? 0 }
    if parameterCounts.contains(where: { $0 != 1 }) {
      return "ReducerCaseIgnored"
    }
    let isAlert = caseDecl.elements.contains {
      $0.parameterClause?.parameters.first?.type.isAlertOrDialogState == true
    }
    return isAlert ? "ReducerCaseEphemeral" : nil
  }
}

/// The cases of an enum reducer in the order written, `#if` blocks kept.
indirect enum ReducerCaseTree {
  case leaf(ReducerCase)
  /// An `#if` block: each clause's keyword (`#if`, `#elseif`, `#else`), condition and cases.
  case conditional([(keyword: String, condition: String?, cases: [ReducerCaseTree])])

  /// The cases of `members`.
  static func cases(of members: MemberBlockItemListSyntax) -> [ReducerCaseTree] {
    members.flatMap { member -> [ReducerCaseTree] in
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        return caseDecl.elements.map { .leaf(ReducerCase($0, in: caseDecl)) }
      }
      if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        return [
          .conditional(
            ifConfig.clauses.map { clause in
              let nested = clause.elements?.as(MemberBlockItemListSyntax.self)
              return (
                clause.poundKeyword.text, clause.condition?.trimmedDescription,
                nested.map { cases(of: $0) } ?? []
              )
            })
        ]
      }
      return []
    }
  }

  /// This tree with the ignored cases that the user's `Action` gives an action case of one
  /// payload (`actions`, by case name) holding that action.
  func resolvingExplicitActions(_ actions: [String: TypeSyntax]) -> ReducerCaseTree {
    switch self {
    case .leaf(let reducerCase):
      guard case .ignored = reducerCase.role, reducerCase.parameters.count == 1,
        let action = actions[reducerCase.name]
      else { return self }
      return .leaf(
        ReducerCase(element: reducerCase.element, role: .ignored(explicitAction: action)))
    case .conditional(let clauses):
      return .conditional(
        clauses.map {
          ($0.keyword, $0.condition, $0.cases.map { $0.resolvingExplicitActions(actions) })
        }
      )
    }
  }

  /// Whether some case, in any `#if` clause, is a feature.
  var containsFeature: Bool {
    switch self {
    case .leaf(let reducerCase):
      if case .feature = reducerCase.role { return true }
      return false
    case .conditional(let clauses):
      return clauses.contains { $0.cases.contains(where: \.containsFeature) }
    }
  }

  /// The lines `render` gives each case, `#if` blocks around the lines of their cases; a
  /// block none of whose cases gives a line is left out, and so are empty clauses at its end.
  func lines(_ render: (ReducerCase) -> [String]) -> [String] {
    switch self {
    case .leaf(let reducerCase):
      return render(reducerCase)
    case .conditional(let clauses):
      var rendered = clauses.map { clause in
        (clause, clause.cases.flatMap { $0.lines(render) })
      }
      guard rendered.contains(where: { !$0.1.isEmpty }) else { return [] }
      // Empty clauses at the end say nothing; earlier ones keep the later conditions right.
      while let last = rendered.last, last.1.isEmpty { rendered.removeLast() }
      var lines: [String] = []
      for (clause, body) in rendered {
        lines.append([clause.keyword, clause.condition].compactMap { $0 }.joined(separator: " "))
        lines.append(contentsOf: body.map { "  \($0)" })
      }
      lines.append("#endif")
      return lines
    }
  }
}

extension [ReducerCaseTree] {
  /// The lines `render` gives each case, in order.
  func lines(_ render: (ReducerCase) -> [String]) -> [String] {
    flatMap { $0.lines(render) }
  }
}
