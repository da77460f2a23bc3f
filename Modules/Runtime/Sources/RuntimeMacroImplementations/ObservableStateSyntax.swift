import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Names shared by `@ObservableState`, `@ObservationStateTracked`, `@ObservationStateIgnored`
/// and `@Presents`.
enum ObservableStateNames {
  static let tracked = "ObservationStateTracked"
  static let ignored = "ObservationStateIgnored"
  static let presents = "Presents"
  static let registrar = "_$observationRegistrar"

  /// Attributes that look like property wrappers but are not: the macros of this family (and
  /// Observation's own, which are diagnosed), and global actors.
  static let notWrappers: Set<String> = [
    tracked, ignored, presents, "ObservationTracked", "ObservationIgnored", "MainActor",
  ]
}

extension VariableDeclSyntax {

  /// The first attribute that is (or may be) a property wrapper: a custom attribute with a
  /// capitalized name that is none of this family's macros.
  var wrapperAttribute: AttributeSyntax? {
    for element in attributes {
      guard case let .attribute(attribute) = element, let name = attribute.simpleName,
        name.first?.isUppercase == true, !ObservableStateNames.notWrappers.contains(name)
      else { continue }
      return attribute
    }
    return nil
  }

  /// The name of the only variable the declaration declares, when it declares one by name.
  var singleIdentifier: TokenSyntax? {
    guard bindings.count == 1,
      let pattern = bindings.first?.pattern.as(IdentifierPatternSyntax.self)
    else { return nil }
    return pattern.identifier.trimmed
  }

  var isLazy: Bool { modifiers.contains { $0.name.tokenKind == .keyword(.lazy) } }

  /// Whether the variable computes its value rather than storing it (observers such as
  /// `didSet` do not make it computed).
  var isComputed: Bool {
    bindings.contains { binding in
      switch binding.accessorBlock?.accessors {
      case .getter: return true
      case let .accessors(accessors):
        return accessors.contains {
          switch $0.accessorSpecifier.tokenKind {
          case .keyword(.willSet), .keyword(.didSet): false
          default: true
          }
        }
      default: return false
      }
    }
  }

  /// Whether the variable is an instance `var` that stores one named value: what the
  /// observation macros can track.
  var isTrackable: Bool {
    !isLet && !isStatic && !isLazy && !isComputed && singleIdentifier != nil
  }

  /// Whether `@ObservableState` tracks the property through `@ObservationStateTracked`.
  var isTrackedByObservableState: Bool {
    guard isTrackable, !hasAttribute(named: ObservableStateNames.ignored),
      !hasAttribute(named: ObservableStateNames.presents)
    else { return false }
    return hasAttribute(named: ObservableStateNames.tracked) || wrapperAttribute == nil
  }

  /// The modifiers that are not access levels (`private(set)` included).
  var nonAccessModifiers: DeclModifierListSyntax {
    modifiers.filter { modifier in
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.private), .keyword(.fileprivate), .keyword(.internal),
        .keyword(.package), .keyword(.open):
        return false
      default:
        return true
      }
    }
  }

  /// A copy of this property that stores its value under `_name`, privately and with no
  /// attributes: the storage that accessors of `name` read and write.
  func privateStorage(type: TypeSyntax?, initializer: InitializerClauseSyntax?) -> DeclSyntax? {
    guard let binding = bindings.first, let name = singleIdentifier else { return nil }
    var storage = binding.with(
      \.pattern, PatternSyntax(IdentifierPatternSyntax(identifier: "_\(raw: name.text)"))
    )
    .with(\.accessorBlock, nil)
    .with(\.trailingComma, nil)
    storage.typeAnnotation = type.map { TypeAnnotationSyntax(type: $0.trimmed) }
    storage.initializer = initializer?.trimmed
    let modifiers =
      [DeclModifierSyntax(name: .keyword(.private))] + nonAccessModifiers.map { $0.trimmed }
    return DeclSyntax(
      VariableDeclSyntax(
        modifiers: DeclModifierListSyntax(modifiers),
        bindingSpecifier: .keyword(.var),
        bindings: [storage.trimmed]
      ))
  }
}

extension DeclGroupSyntax {

}
