import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ViewAction(for: Feature.self)`: lets a view send its feature's view actions with
/// `send(.buttonTapped)`.
///
/// It adds `extension View: Runtime.ViewActionSending {}` (the view's `store` is the
/// requirement), warns where a member sends to the store directly (`store.send(...)`), with a
/// fix-it from `store.send(.view(action))` to `send(action)`, and reports a view without a
/// `store`, with a fix-it adding one.
public struct ViewActionMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard
      case .argumentList(let arguments) = node.arguments, arguments.count == 1,
      let feature = arguments.first?.expression.as(MemberAccessExprSyntax.self),
      feature.declName.baseName.tokenKind == .keyword(.self), let featureType = feature.base
    else { return [] }

    guard declaration.declaresMember(named: "store") else {
      context.diagnose(missingStore(in: declaration, feature: featureType.trimmedDescription))
      return []
    }
    StoreSendFinder(context: context).walk(declaration.memberBlock)

    // The compiler asks only for the conformances the view does not declare itself.
    guard !protocols.isEmpty else { return [] }
    let decl: DeclSyntax =
      "\(raw: declaration.availabilityAttributes)extension \(type.trimmed): Runtime.ViewActionSending {}"
    return [decl.cast(ExtensionDeclSyntax.self)]
  }

  /// The error for a view without a `store`, with a fix-it adding `let store: StoreOf<Feature>`
  /// (`public let` in a public view) as its first member.
  private static func missingStore(
    in declaration: some DeclGroupSyntax, feature: String
  ) -> Diagnostic {
    let access =
      declaration.modifiers.first {
        [.keyword(.public), .keyword(.package)].contains($0.name.tokenKind)
      }.map { $0.name.text + " " } ?? ""
    let indentation = declaration.memberBlock.members.first?.leadingTrivia ?? "\n  "
    let store = MemberBlockItemSyntax(
      leadingTrivia: indentation,
      decl: DeclSyntax("\(raw: access)let store: StoreOf<\(raw: feature)>"))
    var fixed = declaration.memberBlock
    fixed.members.insert(store, at: fixed.members.startIndex)
    let name = declaration.asProtocol(NamedDeclSyntax.self)?.name.text
    return Diagnostic(
      node: Syntax(declaration),
      message: MacroMessage.error(
        "missingStore",
        "'@ViewAction' needs \(name.map { "'\($0)'" } ?? "the view") to have a 'store' property (a 'Store')"
      ),
      fixIt: FixIt(
        message: MacroMessage.fixIt("addStore", "Add 'store'"),
        changes: [
          .replace(oldNode: Syntax(declaration.memberBlock), newNode: Syntax(fixed))
        ]))
  }
}

/// Finds `store.send(...)` and `self.store.send(...)` calls, and warns about each.
private final class StoreSendFinder<Context: MacroExpansionContext>: SyntaxVisitor {
  let context: Context

  init(context: Context) {
    self.context = context
    super.init(viewMode: .fixedUp)
  }

  override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let send = Self.sendReplacement(for: call.calledExpression) else { return .visitChildren }
    var fixIts: [FixIt] = []
    // `store.send(.view(action))` is `send(action)`.
    if call.arguments.count == 1, let argument = call.arguments.first,
      let inner = argument.expression.as(FunctionCallExprSyntax.self),
      inner.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "view",
      inner.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil,
      inner.arguments.count == 1
    {
      let fixed =
        call
        .with(\.calledExpression, send.with(\.leadingTrivia, call.calledExpression.leadingTrivia))
        .with(\.arguments, inner.arguments)
      fixIts.append(
        FixIt(
          message: MacroMessage.fixIt(
            "sendViewAction", "Send the view action with 'send' instead"),
          changes: [.replace(oldNode: Syntax(call), newNode: Syntax(fixed))]))
    }
    context.diagnose(
      Diagnostic(
        node: call,
        message: MacroMessage.warning(
          "storeSend",
          "Use 'send' rather than 'store.send' in a '@ViewAction' view"),
        fixIts: fixIts))
    return .visitChildren
  }

  /// `send` for `store.send`, `self.send` for `self.store.send`, or `nil` for any other call.
  static func sendReplacement(for callee: ExprSyntax) -> ExprSyntax? {
    guard let member = callee.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "send", let base = member.base
    else { return nil }
    if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "store" {
      return "send"
    }
    if let inner = base.as(MemberAccessExprSyntax.self), inner.declName.baseName.text == "store",
      inner.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return "self.send"
    }
    return nil
  }
}
