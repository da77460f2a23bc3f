import SwiftDiagnostics
import SwiftSyntax

/// A diagnostic or fix-it message of the runtime's macros, identified by the macro's name and a
/// short id: `MacroMessage.error("ViewAction.addStore", "...")`.
struct MacroMessage: DiagnosticMessage, FixItMessage {
  let message: String
  let id: String
  let severity: DiagnosticSeverity

  var diagnosticID: MessageID { MessageID(domain: "RuntimeMacros", id: id) }
  var fixItID: MessageID { diagnosticID }

  static func error(_ id: String, _ message: String) -> Self {
    Self(message: message, id: id, severity: .error)
  }

  static func warning(_ id: String, _ message: String) -> Self {
    Self(message: message, id: id, severity: .warning)
  }

  static func fixIt(_ id: String, _ message: String) -> Self {
    Self(message: message, id: id, severity: .note)
  }
}

extension TypeSyntax {
  /// The last component of a type's name, without generic arguments: `Reducer` for
  /// `Runtime.Reducer`, `ReducerBuilder` for `ReducerBuilder<State, Action>`.
  var baseName: String? {
    if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = self.as(MemberTypeSyntax.self) { return member.name.text }
    return nil
  }
}

extension AttributeSyntax {
  /// The attribute's name without a module qualifier: `Shared` for `@Sharing.Shared`.
  var simpleName: String? { attributeName.baseName }
}

extension AttributeListSyntax {
  /// The attribute named `name` (with a module qualifier or not), if the list has one.
  func attribute(named name: String) -> AttributeSyntax? {
    for element in self {
      if case let .attribute(attribute) = element, attribute.simpleName == name {
        return attribute
      }
    }
    return nil
  }

  /// Whether the list holds the attribute named `name` (with a module qualifier or not).
  func containsAttribute(named name: String) -> Bool { attribute(named: name) != nil }
}

extension VariableDeclSyntax {
  /// The attribute named `name` (with a module qualifier or not), if the property has one.
  func attribute(named name: String) -> AttributeSyntax? { attributes.attribute(named: name) }

  /// Whether the property has the attribute named `name` (with a module qualifier or not).
  func hasAttribute(named name: String) -> Bool { attribute(named: name) != nil }

  /// Whether the property belongs to the type rather than to its values.
  var isStatic: Bool {
    modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
  }

  /// Whether the property is a constant.
  var isLet: Bool { bindingSpecifier.tokenKind == .keyword(.let) }
}

extension DeclGroupSyntax {
  /// The access modifier that members a macro adds repeat, so that they are as visible as the
  /// type: `public ` or `package ` (with the space), or nothing.
  var memberAccessPrefix: String {
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }

  /// The type's `@available` attributes, each on a line of its own, which an extension that a
  /// macro adds to the type repeats.
  var availabilityAttributes: String {
    attributes.compactMap { element -> String? in
      guard case .attribute(let attribute) = element, attribute.simpleName == "available"
      else { return nil }
      return attribute.trimmedDescription + "\n"
    }
    .joined()
  }

  /// Whether the type itself declares a member (property, method, nested type or typealias)
  /// named `name`.
  func declaresMember(named name: String) -> Bool {
    memberBlock.members.contains { member in
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        return variable.bindings.contains {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        }
      }
      if let function = member.decl.as(FunctionDeclSyntax.self) {
        return function.name.text == name
      }
      if let nested = member.decl.asProtocol((any NamedDeclSyntax).self) {
        return nested.name.text == name
      }
      return false
    }
  }
}
