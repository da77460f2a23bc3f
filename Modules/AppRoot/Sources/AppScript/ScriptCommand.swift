/// One command of the script language; each case is one kind of script line.
///
/// ```
/// type "Email" "blob@example.com"
/// type "Password" "correct-horse"
/// tap "Log in"
/// settle
/// send loggedIn.search.searchQueryChanged("Seoul")
/// advance 300ms
/// expect loggedIn.search.searchQuery == "Seoul"
/// ```
public enum ScriptCommand: Sendable, Equatable {
  /// `tap LABEL`: taps the control with the label.
  case tap(label: String)
  /// `type LABEL TEXT`: types text into the field with the label.
  case typeText(label: String, text: String)
  /// `toggle LABEL [on|off]`: flips a switch, or sets it when a value is given.
  case toggle(label: String, value: Bool?)
  /// `select LABEL OPTION`: picks an option of the picker with the label.
  case select(label: String, option: String)
  /// `dismiss [LABEL]`: dismisses the topmost (or the named) presentation.
  case dismiss(label: String?)
  /// `longpress LABEL`: long-presses the view with the label.
  case longPress(label: String)
  /// `drag LABEL [from (X, Y)] to (X, Y)`: drags a finger across the view with the label, from
  /// the origin unless `from` is given.
  case drag(label: String, from: ScriptPoint, to: ScriptPoint)
  /// `increment LABEL`: taps `+` on the stepper with the label.
  case increment(label: String)
  /// `decrement LABEL`: taps `-` on the stepper with the label.
  case decrement(label: String)
  /// `delete ROW`: deletes the row that shows the text, as a swipe does, in a list whose rows
  /// can be deleted.
  case delete(row: String)
  /// `move ROW to POSITION`: moves the row that shows the text before the row at the position
  /// (from 0; the number of rows moves it to the end), in a list whose rows can be moved.
  case move(row: String, to: Int)
  /// `choose ROW`: selects the row that shows the text in a list with a selection.
  case selectRow(row: String)
  /// `send ACTION`: sends an action to the store.
  case send(ActionPath)
  /// `advance DURATION`: moves the virtual clock forward.
  case advance(Duration)
  /// `settle [TIMEOUT]`: runs until no effect is in flight.
  case settle(timeout: Duration?)
  /// `expect PATH == VALUE` or `expect PATH != VALUE`: checks a piece of state.
  case expect(StatePath, ScriptComparison, ScriptValue)
  /// `expect screen contains TEXT` or `expect screen lacks TEXT`: checks the screen.
  case expectScreen(ScreenMatch, String)
  /// `screen`: prints the screen.
  case screen
  /// `state [PATH]`: prints the whole state or a piece of it.
  case state(StatePath?)
  /// `explain [text|mermaid|json]`: prints the app's reducer tree, each child marked with
  /// whether it is in the current state.
  case explain(ExplainFormat)
  /// `trace ACTION`: sends an action and prints its route through the reducers, and later what
  /// the effects it started and the tasks of the views it presented do.
  case trace(ActionPath)
  /// `help`: lists the commands (interactive only).
  case help
  /// `history`: lists the commands entered so far (interactive only).
  case history
  /// `save FILE [replace]`: saves the session as a script (the prompt only); an existing file
  /// is replaced only when `replacing`.
  case save(file: String, replacing: Bool)
  /// `report FILE [replace]`: writes the run report of the session so far, one HTML page (the
  /// prompt only); an existing file is replaced only when `replacing`.
  case report(file: String, replacing: Bool)
  /// `quit` or `exit`: ends the session (interactive only).
  case quit
}

extension ScriptCommand {
  /// The script language, as `help` prints it in the prompt.
  public static let reference = """
    SCRIPT COMMANDS (one per line; # starts a comment):
      tap "LABEL"                   Taps the button labelled LABEL.
      type "LABEL" "TEXT"           Types TEXT into the field labelled LABEL.
      toggle "LABEL" [on|off]       Flips a toggle, or sets it.
      select "LABEL" "OPTION"       Picks an option of a picker.
      dismiss ["LABEL"]             Dismisses the topmost sheet, alert or dialog.
      longpress "LABEL"             Long-presses the view labelled LABEL.
      drag "LABEL" to (X, Y)        Drags a finger across the view labelled LABEL, from
                                    (0, 0) or from the point after from, such as
                                    drag "Card" from (10, 0) to (120, 0).
      increment "LABEL"             Taps + on the stepper labelled LABEL.
      decrement "LABEL"             Taps - on the stepper labelled LABEL.
      delete "ROW"                  Deletes the row that shows ROW, as a swipe does.
      move "ROW" to POSITION        Moves the row that shows ROW before the row at
                                    POSITION, from 0, such as move "Paris" to 0.
      choose "ROW"                  Selects the row that shows ROW in a list with a
                                    selection (select picks a picker's option).
      send ACTION                   Sends an action, such as
                                    send loggedIn.search.searchQueryChanged("Seoul").
      advance DURATION              Moves the virtual clock, such as advance 300ms.
      settle [TIMEOUT]              Advances until no effect or view task runs (at most 10s
                                    by default).
      expect PATH == VALUE          Checks state, such as
                                    expect loggedIn.search.results.count == 1 or
                                    expect loggedIn.favorites[0].place.name == "Seoul".
      expect PATH != VALUE          Checks that a value differs.
      expect screen contains "TEXT" Checks the screen; also lacks.
      screen                        Prints the screen.
      state [PATH]                  Prints the state, or a piece of it.
      explain [text|mermaid|json]   Prints the reducer tree, marked for the current state.
      trace ACTION                  Sends an action like send, and prints its route through
                                    the reducers and what its effects do, then and later.
      help                          Prints this list.
      history                       Lists the commands run so far.
      save "FILE" [replace]         At the prompt, saves the commands run so far as a
                                    script; an existing FILE is replaced only with replace.
      report "FILE" [replace]       Writes the run report of the commands run so far: one
                                    HTML page (see 'app help run', --report); an existing
                                    FILE is replaced only with replace.
      quit                          Ends the session.
    """
}

extension ScriptCommand {
  /// Whether the command is a check (`expect`), which passes or fails.
  package var isCheck: Bool {
    switch self {
    case .expect, .expectScreen: true
    default: false
    }
  }

  /// Whether the command writes a file (`save`, `report`), which only the prompt may do.
  package var writesFile: Bool {
    switch self {
    case .save, .report: true
    default: false
    }
  }

  /// The command's keyword, as a script spells it: `save`, `report`.
  package var keyword: String {
    String(description.prefix { $0 != " " })
  }

  /// Whether the command sends an action itself: the control it operates sends one, or it
  /// names one (`send`, `trace`).
  package var sendsAction: Bool {
    switch self {
    case .tap, .typeText, .toggle, .select, .dismiss, .longPress, .drag, .increment, .decrement,
      .delete, .move, .selectRow, .send, .trace:
      true
    default: false
    }
  }
}
