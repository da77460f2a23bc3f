import RuntimeMacroImplementations
import SwiftSyntaxMacroExpansion
import Testing

@Suite struct PreviewMacroTests {
  let macros = ["Preview": MacroSpec(type: PreviewMacro.self)]

  @Test func unnamedPreviewRegistersItsBody() {
    assertExpansion(
      of: """
        #Preview {
          CounterView()
        }
        """,
      macros: macros,
      is: """
        enum __macro_local_7PreviewfMu_: Runtime.PreviewRegistration {
          static var preview: Runtime.Preview {
            Runtime.Preview(fileID: "TestModule/Test.swift", line: 1) {
              CounterView()
            }
          }
        }
        """
    )
  }

  @Test func namedPreviewKeepsItsDeclarations() {
    assertExpansion(
      of: """
        #Preview("Search results") {
          let store = Store(initialState: Feature.State()) { Feature() }
          FeatureView(store: store)
        }
        """,
      macros: macros,
      is: """
        enum __macro_local_7PreviewfMu_: Runtime.PreviewRegistration {
          static var preview: Runtime.Preview {
            Runtime.Preview("Search results", fileID: "TestModule/Test.swift", line: 1) {
              let store = Store(initialState: Feature.State()) { Feature() }
              FeatureView(store: store)
            }
          }
        }
        """
    )
  }

  @Test func bodyArgument() {
    assertExpansion(
      of: """
        #Preview("Named", body: { Text("x") })
        """,
      macros: macros,
      is: """
        enum __macro_local_7PreviewfMu_: Runtime.PreviewRegistration {
          static var preview: Runtime.Preview {
            Runtime.Preview("Named", fileID: "TestModule/Test.swift", line: 1) {
              Text("x")
            }
          }
        }
        """
    )
  }

  @Test func previewWithoutBody() {
    assertExpansion(
      of: """
        #Preview("Empty")
        """,
      macros: macros,
      is: "",
      diagnostics: [
        "1:1: error: '#Preview' needs a closure that makes the content to preview: '#Preview { MyView() }'"
      ]
    )
  }
}
