/// Builds the list of buttons of an alert or a confirmation dialog.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] {
    [button]
  }

  public static func buildBlock(_ groups: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    groups.flatMap { $0 }
  }

  public static func buildOptional(_ group: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    group ?? []
  }

  public static func buildEither(first group: [ButtonState<Action>]) -> [ButtonState<Action>] {
    group
  }

  public static func buildEither(second group: [ButtonState<Action>]) -> [ButtonState<Action>] {
    group
  }

  public static func buildArray(_ groups: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    groups.flatMap { $0 }
  }
}
