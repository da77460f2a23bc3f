import HeadlessUI

/// What an exploration reached: the screens it saw, the controls it drove, and the actions the
/// store reduced, each by name.
///
/// ```swift
/// let exploration = try await Explorer(definition: .showcase, seed: 1, steps: 500).run()
/// print(exploration.coverage.text)
/// ```
public struct ExplorationCoverage: Equatable, Sendable, Codable {
  /// The screens seen: `screen "Weather"` by its navigation title, `sheet "Settings"` by its
  /// label or title, or the kind alone (`screen`, `sheet`) when it has neither.
  public private(set) var screens: Set<String> = []
  /// The controls driven, as `button "Log in"`.
  public private(set) var controls: Set<String> = []
  /// The action cases reduced, by their path through the action enums, such as
  /// `loggedIn.search.searchQueryChanged`.
  public private(set) var actions: Set<String> = []

  /// Notes the screen `host` shows.
  @MainActor mutating func noteScreen(of host: ViewHost) {
    let top = host.topmostPresentation ?? host.tree
    let title = top.first { $0.kind == .navigationTitle && !$0.label.isEmpty }?.label
    guard let presentation = host.topmostPresentation else {
      screens.insert(title.map { "screen \"\($0)\"" } ?? "screen")
      return
    }
    let label = presentation.label.isEmpty ? title : presentation.label
    screens.insert(label.map { "\(presentation.kind.name) \"\($0)\"" } ?? presentation.kind.name)
  }

  /// Notes the control a step drove.
  mutating func noteDriven(_ control: ViewNode) {
    controls.insert("\(control.kind.name) \"\(control.label)\"")
  }

  /// Notes an action the store reduced.
  mutating func noteReduced(_ action: Any) {
    actions.insert(ActionCase.path(of: action))
  }

  /// The coverage as text: a count and a sorted list for each kind.
  public var text: String {
    [("screens", screens), ("controls", controls), ("actions", actions)]
      .map { name, values in
        "\(name) reached: \(values.count)\n"
          + values.sorted().map { "  " + $0 }.joined(separator: "\n")
      }
      .joined(separator: "\n")
  }
}
