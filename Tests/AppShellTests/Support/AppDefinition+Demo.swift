import AppEngine
import AppShell
import HeadlessUI
import Runtime

extension AppDefinition where R == DemoFeature {
  /// The demo app, on preview dependencies: the virtual clock is its only dependency.
  static var demo: Self {
    AppDefinition(
      name: "demo",
      version: "0.1.0",
      initialState: { DemoFeature.State() },
      reducer: { DemoFeature() },
      view: { DemoView(store: $0) },
      prepareDependencies: { values, _, clock in values.continuousClock = clock },
      testSource: EmittedTestSource(
        imports: [],
        initialState: "DemoFeature.State()",
        reducer: "DemoFeature()",
        dependencies: "values.continuousClock = clock"),
      tourScript: "tour")
  }
}
