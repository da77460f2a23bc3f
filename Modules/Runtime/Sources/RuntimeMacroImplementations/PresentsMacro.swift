import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Presents`: the `@PresentationState` of `@ObservableState` state.
///
/// `@Presents var destination: Destination.State?` keeps the destination in a private
/// `_destination` of `Runtime.PresentationState<Destination.State>`, reads and writes
/// `destination` through the state's registrar, and adds `$destination`, the presentation
/// state itself, for `.ifLet(\.$destination, action: \.destination)`.
public enum PresentsMacro {
  /// The property and the type it presents (`Destination.State` for `Destination.State?`).
  static func presentation(
    of declaration: some DeclSyntaxProtocol
  ) -> (property: VariableDeclSyntax, name: TokenSyntax, presented: TypeSyntax?)? {
    guard let property = declaration.as(VariableDeclSyntax.self), property.isTrackable,
      let name = property.singleIdentifier
    else { return nil }
    return (property, name, property.bindings.first?.typeAnnotation?.type.optionalWrapped)
  }
}

extension TypeSyntax {
  /// `T` for `T?`, `T!` and `Optional<T>`.
  var optionalWrapped: TypeSyntax? {
    if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType.trimmed }
    if let optional = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return optional.wrappedType.trimmed
    }
    if let named = self.as(IdentifierTypeSyntax.self), named.name.text == "Optional",
      let arguments = named.genericArgumentClause?.arguments, arguments.count == 1,
      case let .type(wrapped) = arguments.first!.argument
    {
      return wrapped.trimmed
    }
    return nil
  }
}

extension PresentsMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let (_, name, presented) = presentation(of: declaration), presented != nil else {
      return []
    }
    let registrar = ObservableStateNames.registrar
    return [
      """
      @storageRestrictions(initializes: _\(name))
      init(initialValue) {
        _\(name) = Runtime.PresentationState(wrappedValue: initialValue)
      }
      """,
      """
      get {
        \(raw: registrar).access(self, keyPath: \\.\(name))
        return _\(name).wrappedValue
      }
      """,
      """
      set {
        \(raw: registrar).mutate(self, keyPath: \\.\(name), &_\(name).wrappedValue, newValue, Runtime._$isIdentityEqual)
      }
      """,
    ]
  }
}

extension PresentsMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let (property, name, presented) = presentation(of: declaration) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroMessage.error(
            "presents-invalid", "'@Presents' applies to a single stored instance 'var'")))
      return []
    }
    guard let presented else {
      context.diagnose(
        Diagnostic(
          node: property.bindings.first?.typeAnnotation.map(Syntax.init) ?? Syntax(node),
          message: MacroMessage.error(
            "presents-not-optional",
            "'@Presents' needs an optional type, such as 'Destination.State?'")))
      return []
    }
    let registrar = ObservableStateNames.registrar
    let wrapper: TypeSyntax = "Runtime.PresentationState<\(presented)>"
    let initial = property.bindings.first?.initializer?.value.trimmed ?? "nil"
    let accessModifiers = property.modifiers.filter { modifier in
      !property.nonAccessModifiers.contains { $0.id == modifier.id }
    }
    let access = accessModifiers.map { $0.trimmedDescription + " " }.joined()
    let projected: DeclSyntax = """
      \(raw: access)var $\(name): \(wrapper) {
        get {
          \(raw: registrar).access(self, keyPath: \\.\(name))
          return _\(name).projectedValue
        }
        set {
          \(raw: registrar).mutate(self, keyPath: \\.\(name), &_\(name).projectedValue, newValue, Runtime._$isIdentityEqual)
        }
      }
      """
    guard
      let storage = property.privateStorage(
        type: nil,
        initializer: InitializerClauseSyntax(
          value: "\(wrapper)(wrappedValue: \(initial))" as ExprSyntax))
    else { return [projected] }
    return [projected, storage]
  }
}
