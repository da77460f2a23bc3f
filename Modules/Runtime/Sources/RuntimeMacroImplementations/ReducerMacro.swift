import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`: makes a struct a `Reducer`, or an enum of features a `CaseReducer`.
///
/// On a struct it marks the nested `State` and `Action` enums `@CasePathable` (`State` also
/// `@dynamicMemberLookup`), gives `body` its `@ReducerBuilder`, adds what the struct leaves out
/// (an empty `State`, `Action` and `body`), and adds the `Reducer` conformance. On an enum it
/// generates, from the cases, the `State` and `Action` enums, the static `body` with one `Scope`
/// per feature case, the `CaseScope` enum and `scope(_:)` that `store.case` returns, and the
/// `CaseReducer` conformance.
public struct ReducerMacro {}

// MARK: - Attributes on members

extension ReducerMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    if let enumDecl = member.as(EnumDeclSyntax.self) {
      return nestedEnumAttributes(enumDecl).map(attribute)
    }
    if let property = member.as(VariableDeclSyntax.self) {
      return bodyBuilderAttribute(property).map { [attribute($0)] } ?? []
    }
    if declaration.is(EnumDeclSyntax.self), let caseDecl = member.as(EnumCaseDeclSyntax.self) {
      return ReducerCase.markerAttribute(for: caseDecl).map { [attribute($0)] } ?? []
    }
    return []
  }

  /// `@CasePathable` for a nested `Action` enum, `@CasePathable @dynamicMemberLookup` for a
  /// nested `State` enum, less the ones it already has (or conforms to).
  private static func nestedEnumAttributes(_ enumDecl: EnumDeclSyntax) -> [String] {
    var names: [String]
    switch enumDecl.name.text {
    case "State": names = ["CasePathable", "dynamicMemberLookup"]
    case "Action": names = ["CasePathable"]
    default: return []
    }
    if enumDecl.inheritanceClause.inherits("CasePathable") {
      names.removeAll { $0 == "CasePathable" }
    }
    names.removeAll { enumDecl.attributes.containsAttribute(named: $0) }
    return names
  }

  /// The result builder for a computed `body` whose type is `some Reducer<S, A>` (or
  /// `some ReducerOf<R>`), unless it already has a `@ReducerBuilder`.
  private static func bodyBuilderAttribute(_ property: VariableDeclSyntax) -> String? {
    guard property.bindingSpecifier.tokenKind == .keyword(.var),
      property.bindings.count == 1, let binding = property.bindings.first,
      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
      let accessors = binding.accessorBlock?.accessors, case .getter = accessors,
      let opaque = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self),
      let arguments = opaque.constraint.lastGenericArguments,
      !property.attributes.containsAttribute(named: "ReducerBuilder")
    else { return nil }
    let domain =
      arguments.count == 1
      ? "\(arguments.first!.argumentText).State, \(arguments.first!.argumentText).Action"
      : arguments.map(\.argumentText).joined(separator: ", ")
    return "Runtime.ReducerBuilder<\(domain)>"
  }

  private static func attribute(_ name: String) -> AttributeSyntax {
    AttributeSyntax(attributeName: TypeSyntax(stringLiteral: name))
  }
}

// MARK: - Conformance

extension ReducerMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // The compiler lists the protocols the type does not conform to yet; the inheritance
    // clause is checked too, for expansions outside the compiler.
    let missing = Set(protocols.compactMap(\.baseName))
    guard missing.contains("Reducer") || missing.contains("CaseReducer"),
      !declaration.inheritanceClause.inherits("Reducer"),
      !declaration.inheritanceClause.inherits("CaseReducer")
    else { return [] }
    let conformances =
      declaration.is(EnumDeclSyntax.self)
      ? "Runtime.CaseReducer, Runtime.Reducer" : "Runtime.Reducer"
    let decl: DeclSyntax =
      "\(raw: declaration.availabilityAttributes)extension \(type.trimmed): \(raw: conformances) {}"
    return [decl.cast(ExtensionDeclSyntax.self)]
  }
}

// MARK: - Members

extension ReducerMacro: MemberMacro {
  /// The members the reducer lacks, and a warning on each `reduce(into:action:)`.
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let reduceMethods = declaration.memberBlock.members.compactMap {
      $0.decl.as(FunctionDeclSyntax.self)
    }.filter(\.isReduceIntoAction)
    for method in reduceMethods {
      context.diagnose(reduceMethodDeprecation(method))
    }
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return enumReducerMembers(enumDecl)
    }
    return structReducerMembers(declaration, hasReduce: !reduceMethods.isEmpty)
  }

  /// What a struct reducer leaves out: `State` and `Action` when it has no explicit body, and
  /// an empty `body` when it has neither `body` nor `reduce(into:action:)` (`hasReduce`).
  private static func structReducerMembers(
    _ declaration: some DeclGroupSyntax, hasReduce: Bool
  ) -> [DeclSyntax] {
    let access = declaration.memberAccessPrefix
    let typeNames = declaration.nestedTypeNames
    // As in the reference: a property given a value (`let body = ...`), a property typed
    // `some Reducer<...>`, or `reduce(into:action:)` means the struct's domain is spelled out,
    // so no `State` or `Action` is made up for it.
    let hasExplicitBody =
      hasReduce
      || declaration.propertyBindings.contains { binding in
        if binding.initializer != nil { return true }
        guard
          let constraint = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)?.constraint
        else { return false }
        return ["Reducer", "ReducerOf"].contains(constraint.baseName ?? "")
      }
    var decls: [DeclSyntax] = []
    if !typeNames.contains("State"), !hasExplicitBody {
      decls.append(
        """
        @ObservableState
        \(raw: access)struct State: Codable, Equatable, Hashable, Sendable {
          \(raw: access)init() {}
        }
        """)
    }
    if !typeNames.contains("Action"), !hasExplicitBody {
      decls.append("\(raw: access)enum Action: Equatable, Hashable, Sendable {}")
    }
    if !declaration.declaresMember(named: "body"), !hasReduce {
      decls.append("\(raw: access)let body = Runtime.EmptyReducer<State, Action>()")
    }
    return decls
  }

  /// The warning on a `reduce(into:action:)` method, with the fix-it that rewrites it as a
  /// `body` running a `Reduce` with the method's statements.
  private static func reduceMethodDeprecation(_ method: FunctionDeclSyntax) -> Diagnostic {
    let indentation = method.leadingTrivia.indentation
    let statements = method.body?.statements ?? []
    let statementIndentation = statements.first?.leadingTrivia.indentation ?? indentation + "  "
    let step =
      statementIndentation.count > indentation.count
      ? String(statementIndentation.dropFirst(indentation.count)) : "  "
    let body = statements.description
      .split(separator: "\n", omittingEmptySubsequences: false)
      .drop(while: { $0.allSatisfy(\.isWhitespace) })
      .map { $0.allSatisfy(\.isWhitespace) ? "" : step + $0 }
      .joined(separator: "\n")
    // The closure's parameters keep the names the statements use.
    let parameters = method.signature.parameterClause.parameters
    let names = parameters.map { ($0.secondName ?? $0.firstName).text }
    let replacement: DeclSyntax = """
      var body: some Reducer<State, Action> {
      \(raw: indentation)\(raw: step)Reduce { \(raw: names.joined(separator: ", ")) in
      \(raw: body)
      \(raw: indentation)\(raw: step)}
      \(raw: indentation)}
      """
    return Diagnostic(
      node: method.name,
      message: ReducerDiagnostic.reduceMethodDeprecated,
      fixIt: FixIt(
        message: ReducerFixIt.useBody,
        changes: [
          .replace(
            oldNode: Syntax(method),
            newNode: Syntax(
              replacement.with(\.leadingTrivia, method.leadingTrivia)
                .with(\.trailingTrivia, method.trailingTrivia)))
        ]
      )
    )
  }

  /// The members of an enum reducer that it does not declare itself.
  private static func enumReducerMembers(_ enumDecl: EnumDeclSyntax) -> [DeclSyntax] {
    let access = enumDecl.memberAccessPrefix
    let typeNames = enumDecl.nestedTypeNames
    var cases = ReducerCaseTree.cases(of: enumDecl.memberBlock.members)
    if let actionEnum = enumDecl.memberBlock.members
      .compactMap({ $0.decl.as(EnumDeclSyntax.self) })
      .first(where: { $0.name.text == "Action" })
    {
      var actions: [String: TypeSyntax] = [:]
      for caseDecl in actionEnum.memberBlock.members.compactMap({
        $0.decl.as(EnumCaseDeclSyntax.self)
      }) {
        for element in caseDecl.elements {
          if let parameters = element.parameterClause?.parameters, parameters.count == 1 {
            actions[element.name.text] = parameters.first!.type.trimmed
          }
        }
      }
      cases = cases.map { $0.resolvingExplicitActions(actions) }
    }

    var decls: [DeclSyntax] = []
    if !typeNames.contains("State") {
      let stateCases = cases.lines { reducerCase in
        switch reducerCase.role {
        case .feature(let type, _):
          ["case \(reducerCase.declaration(holding: "\(type.trimmedDescription).State"))"]
        case .ephemeral, .ignored:
          ["case \(reducerCase.plainDeclaration)"]
        }
      }
      // What `@ObservableState` gives an enum is added here, not by attaching the macro: with
      // `@dynamicMemberLookup` beside it, a macro attached to a type that this expansion adds
      // crashes Swift 6.3's type checker once two enum reducers are nested in other types and
      // their features get `Reducer` from `@Reducer` too.
      let state: DeclSyntax = """
        @CasePathable
        @dynamicMemberLookup
        \(raw: access)enum State: Runtime.CaseReducerState, Runtime.ObservableState, \
        Observation.Observable {
          \(raw: access)typealias StateReducer = \(enumDecl.name.trimmed)
        \(raw: indented(stateCases))
        }
        """
      if var state = state.as(EnumDeclSyntax.self) {
        for member in ObservableStateMacro.enumMembers(of: state) {
          state.memberBlock.members.append(MemberBlockItemSyntax(decl: member))
        }
        decls.append(DeclSyntax(state))
      }
    }
    if !typeNames.contains("Action") {
      let actionCases = cases.lines { reducerCase in
        switch reducerCase.role {
        case .feature(let type, _):
          ["case \(reducerCase.declaration(holding: "\(type.trimmedDescription).Action"))"]
        case .ephemeral(let action):
          ["case \(reducerCase.name)(\(action))"]
        case .ignored:
          []
        }
      }
      decls.append(
        """
        @CasePathable
        \(raw: access)enum Action {
        \(raw: indented(actionCases))
        }
        """)
    }
    if !enumDecl.declaresMember(named: "body") {
      let scopes = cases.lines { reducerCase in
        guard case .feature(_, let reducer) = reducerCase.role else { return [] }
        return [
          "Runtime.Scope(state: \\.\(reducerCase.name), action: \\.\(reducerCase.name)) {",
          "  \(reducer)",
          "}",
        ]
      }
      let body = cases.contains(where: \.containsFeature) ? scopes : ["Runtime.EmptyReducer()"]
      decls.append(
        """
        @Runtime.ReducerBuilder<Self.State, Self.Action>
        \(raw: access)static var body: some Runtime.Reducer<Self.State, Self.Action> {
        \(raw: indented(body))
        }
        """)
    }
    if !typeNames.contains("CaseScope") {
      let scopeCases = cases.lines { reducerCase in
        switch reducerCase.role {
        case .feature(let type, _):
          ["case \(reducerCase.name)(Runtime.StoreOf<\(type.trimmedDescription)>)"]
        case .ignored(let action?):
          [
            "case \(reducerCase.name)(Runtime.Store<\(reducerCase.parameters[0].type.trimmedDescription), \(action.trimmedDescription)>)"
          ]
        case .ephemeral, .ignored:
          ["case \(reducerCase.plainDeclaration)"]
        }
      }
      decls.append(
        """
        @CasePathable
        @dynamicMemberLookup
        \(raw: access)enum CaseScope {
        \(raw: indented(scopeCases))
        }
        """)
    }
    if !enumDecl.declaresMember(named: "scope") {
      let switchCases = cases.lines { reducerCase in
        let name = reducerCase.name
        switch reducerCase.role {
        case .feature, .ignored(_?):
          return [
            "case .\(name):",
            "  return .\(name)(store.scope(state: \\.\(name), action: \\.\(name))!)",
          ]
        case .ephemeral, .ignored:
          let parameters = reducerCase.parameters
          if parameters.isEmpty {
            return ["case .\(name):", "  return .\(name)"]
          }
          let bindings =
            parameters.count == 1
            ? [name] : parameters.indices.map { "v\($0)" }
          let arguments = zip(parameters, bindings).map { parameter, binding in
            (parameter.firstName.map { "\($0.text): " } ?? "") + binding
          }
          return [
            "case let .\(name)(\(bindings.joined(separator: ", "))):",
            "  return .\(name)(\(arguments.joined(separator: ", ")))",
          ]
        }
      }
      decls.append(
        """
        @MainActor
        \(raw: access)static func scope(_ store: Runtime.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.currentState {
        \(raw: indented(switchCases))
          }
        }
        """)
    }
    return decls
  }

  /// `lines` indented by two spaces, `#if` lines too, one a line.
  private static func indented(_ lines: [String]) -> String {
    lines.map { "  \($0)" }.joined(separator: "\n")
  }
}

extension Trivia {
  /// The spaces and tabs after the trivia's last newline: the indentation of the line the
  /// trivia's token starts.
  fileprivate var indentation: String {
    var result = ""
    for piece in self {
      switch piece {
      case .newlines, .carriageReturns, .carriageReturnLineFeeds: result = ""
      case .spaces(let count): result += String(repeating: " ", count: count)
      case .tabs(let count): result += String(repeating: "\t", count: count)
      default: result = ""
      }
    }
    return result
  }
}

/// The diagnostics of `@Reducer`.
enum ReducerDiagnostic: String, DiagnosticMessage {
  case reduceMethodDeprecated

  var message: String {
    switch self {
    case .reduceMethodDeprecated:
      """
      'reduce(into:action:)' is deprecated: a reducer's logic belongs in its 'body' property, \
      in a 'Reduce'
      """
    }
  }

  var diagnosticID: MessageID { MessageID(domain: "RuntimeMacros.Reducer", id: rawValue) }

  var severity: DiagnosticSeverity {
    switch self {
    case .reduceMethodDeprecated: .warning
    }
  }
}

/// The fix-its of `@Reducer`.
enum ReducerFixIt: String, FixItMessage {
  case useBody

  var message: String {
    switch self {
    case .useBody: "Rewrite it as a 'body' with a 'Reduce'"
    }
  }

  var fixItID: MessageID { MessageID(domain: "RuntimeMacros.Reducer", id: rawValue) }
}
