import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservationStateTracked`: keeps a stored property of `@ObservableState` state in a private
/// `_name`, and reads and writes it through the state's registrar, so that observers hear of
/// reads and of changes to a different value.
///
/// `@ObservableState` adds it to each stored `var`; it leaves ignored properties, `@Presents`
/// and other property wrappers alone.
public struct ObservationStateTrackedMacro {
  static func tracks(_ declaration: some DeclSyntaxProtocol) -> VariableDeclSyntax? {
    guard let property = declaration.as(VariableDeclSyntax.self), property.isTrackable,
      !property.hasAttribute(named: ObservableStateNames.ignored),
      !property.hasAttribute(named: ObservableStateNames.presents),
      property.wrapperAttribute == nil
    else { return nil }
    return property
  }
}

extension ObservationStateTrackedMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = tracks(declaration), let name = property.singleIdentifier else {
      return []
    }
    let registrar = ObservableStateNames.registrar
    return [
      """
      @storageRestrictions(initializes: _\(name))
      init(initialValue) {
        _\(name) = initialValue
      }
      """,
      """
      get {
        \(raw: registrar).access(self, keyPath: \\.\(name))
        return _\(name)
      }
      """,
      """
      set {
        \(raw: registrar).mutate(self, keyPath: \\.\(name), &_\(name), newValue, Runtime._$isIdentityEqual, shouldNotifyObservers)
      }
      """,
      """
      _modify {
        let oldValue = \(raw: registrar).willModify(self, keyPath: \\.\(name), &_\(name))
        defer {
          \(raw: registrar).didModify(self, keyPath: \\.\(name), &_\(name), oldValue, Runtime._$isIdentityEqual, shouldNotifyObservers)
        }
        yield &_\(name)
      }
      """,
    ]
  }
}

extension ObservationStateTrackedMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = tracks(declaration), let binding = property.bindings.first,
      let storage = property.privateStorage(
        type: binding.typeAnnotation?.type, initializer: binding.initializer)
    else { return [] }
    return [storage]
  }
}
