import RuntimeMacroImplementations
import SwiftParser
import SwiftSyntaxMacroExpansion
import Testing

@Suite struct ViewActionMacroTests {
  let macros = [
    "ViewAction": MacroSpec(type: ViewActionMacro.self, conformances: ["ViewActionSending"])
  ]

  @Test func conformsTheViewToViewActionSending() {
    assertExpansion(
      of: """
        @ViewAction(for: Feature.self)
        struct FeatureView: View {
          let store: StoreOf<Feature>
          var body: some View {
            Button("Log in") { send(.loginButtonTapped) }
          }
        }
        """,
      macros: macros,
      is: """
        struct FeatureView: View {
          let store: StoreOf<Feature>
          var body: some View {
            Button("Log in") { send(.loginButtonTapped) }
          }
        }

        extension FeatureView: Runtime.ViewActionSending {
        }
        """
    )
  }

  @Test func keepsTheViewsAvailability() {
    assertExpansion(
      of: """
        @available(macOS 14, *)
        @ViewAction(for: Feature.self)
        public struct FeatureView {
          @Bindable var store: StoreOf<Feature>
        }
        """,
      macros: macros,
      is: """
        @available(macOS 14, *)
        public struct FeatureView {
          @Bindable var store: StoreOf<Feature>
        }

        @available(macOS 14, *)
        extension FeatureView: Runtime.ViewActionSending {
        }
        """
    )
  }

  @Test func warnsAboutStoreSend() {
    assertExpansion(
      of: """
        @ViewAction(for: Feature.self)
        struct FeatureView {
          let store: StoreOf<Feature>
          func tapped() {
            store.send(.view(.loginButtonTapped))
            self.store.send(.view(.other))
            store.send(.delegate(.done))
          }
        }
        """,
      macros: macros,
      is: """
        struct FeatureView {
          let store: StoreOf<Feature>
          func tapped() {
            store.send(.view(.loginButtonTapped))
            self.store.send(.view(.other))
            store.send(.delegate(.done))
          }
        }

        extension FeatureView: Runtime.ViewActionSending {
        }
        """,
      diagnostics: [
        "5:5: warning: Use 'send' rather than 'store.send' in a '@ViewAction' view\n  fix-it: Send the view action with 'send' instead",
        "6:5: warning: Use 'send' rather than 'store.send' in a '@ViewAction' view\n  fix-it: Send the view action with 'send' instead",
        "7:5: warning: Use 'send' rather than 'store.send' in a '@ViewAction' view",
      ]
    )
  }

  @Test func fixItSendsTheViewAction() throws {
    let (_, diagnostics) = expandWithFixIts(
      """
      @ViewAction(for: Feature.self)
      struct FeatureView {
        let store: StoreOf<Feature>
        func tapped() {
          self.store.send(.view(.loginButtonTapped))
        }
      }
      """)
    #expect(diagnostics == ["self.send(.loginButtonTapped)"])
  }

  @Test func viewWithoutStore() {
    assertExpansion(
      of: """
        @ViewAction(for: Feature.self)
        public struct FeatureView {
          var body: some View { EmptyView() }
        }
        """,
      macros: macros,
      is: """
        public struct FeatureView {
          var body: some View { EmptyView() }
        }
        """,
      diagnostics: [
        "1:1: error: '@ViewAction' needs 'FeatureView' to have a 'store' property (a 'Store')\n  fix-it: Add 'store'"
      ]
    )
  }

  @Test func alreadyConformingView() {
    assertExpansion(
      of: """
        @ViewAction(for: Feature.self)
        struct FeatureView: ViewActionSending {
          let store: StoreOf<Feature>
        }
        """,
      macros: ["ViewAction": MacroSpec(type: ViewActionMacro.self, conformances: [])],
      is: """
        struct FeatureView: ViewActionSending {
          let store: StoreOf<Feature>
        }
        """
    )
  }

  /// The text each fix-it of the expansion's diagnostics puts in place of what it replaces.
  private func expandWithFixIts(_ source: String) -> (String, [String]) {
    let file = Parser.parse(source: source)
    let context = BasicMacroExpansionContext(
      sourceFiles: [file: .init(moduleName: "TestModule", fullFilePath: "Test.swift")])
    let expanded = file.expand(macroSpecs: macros, contextGenerator: { _ in context })
    let replacements = context.diagnostics.flatMap(\.fixIts).flatMap(\.changes).compactMap {
      change -> String? in
      guard case .replace(_, let newNode) = change else { return nil }
      return newNode.trimmedDescription
    }
    return (expanded.description, replacements)
  }
}
