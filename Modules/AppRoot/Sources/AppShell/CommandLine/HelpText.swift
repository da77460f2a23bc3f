import AppEngine
import AppScript

/// The help the `app` executable prints: for the executable, for each command, and for the
/// script commands of the prompt.
enum HelpText {
  /// What help can be asked about: the executable or one of its commands.
  enum Topic: String, CaseIterable {
    case overview
    case run
    case repl
    case replay
    case scripts
    case explain
    case preview
    case explore
    case help
  }

  /// The help for a topic.
  static func text(for topic: Topic) -> String {
    switch topic {
    case .overview, .help: overview
    case .run: run
    case .repl: repl
    case .replay: replay
    case .scripts: scripts
    case .explain: explain
    case .preview: preview
    case .explore: explore
    }
  }

  private static let sessionOptions = """
      --deps preview|live     The clients to use: preview (embedded and deterministic, no
                              network; the default) or live (the real clients; the weather
                              client reads its base URLs from the environment).
      --record FILE.jsonl     Records every action and clock advance to FILE.jsonl.
      --compact               Writes each action on one line with the state paths it
                              changed (received ACTION → loggedOut.email), not the diff.
    """

  private static let helpOption = """
      -h, --help              Shows this help.
    """

  static let overview = """
    OVERVIEW: Runs the composable showcase app headlessly: from scripts, from an interactive
    prompt, and from recordings. Time is virtual: `advance 300ms` costs no real time.

    USAGE: app [OPTIONS]
           app <command> [OPTIONS]

    With no command, app runs the bundled tour script and prints its transcript.

    COMMANDS:
      run FILE                Runs a script file, a bundled script by name, or - (standard input).
      repl                    Opens an interactive prompt that takes script commands.
      replay FILE.jsonl       Rebuilds the final state of a recording without running effects.
      scripts                 Lists the bundled scripts.
      explain                 Prints the app's reducer tree, as the reducers compose it.
      preview [NAME]          Lists the previews the app's views declare, or renders one.
      explore                 Explores the app from a seed and shrinks a failure to a script.
      help [COMMAND]          Shows this help, or the help of a command.

    OPTIONS:
    \(sessionOptions)
      --version               Prints the app's version.
    \(helpOption)

    See 'app help run' for the script language.
    """

  static let run = """
    OVERVIEW: Runs a script and prints its transcript: each step, every action the store
    receives with the state change it made, and the screens the script asks for.

    USAGE: app run <file> [OPTIONS]

    ARGUMENTS:
      <file>                  A script file, a bundled script's name (see 'app scripts'),
                              or - to read the script from standard input (at most
                              16 MiB).

    OPTIONS:
    \(sessionOptions)
      -q, --quiet             Leaves the transcript out: no step echoes and no action reports
                              (much faster for long scripts); prints what the script asks for
                              (screen, state), errors and the closing summary.
      --junit FILE.xml        Writes every expect as a JUnit test case to FILE.xml (failed,
                              passed, or skipped when the script stopped before it), so CI
                              lists the scripted checks next to the unit tests.
      --trace                 Traces every action the script sends: the operators it passes,
                              the reducers that changed the state, the effects it started and
                              cancelled, and what those effects send later.
      --explain-at-end        Prints the reducer tree after the script, each child marked
                              with whether it is in the final state.
      --invariants            Fails a step that breaks an invariant 'app explore' checks: a
                              runtime issue, a state that does not survive its recording, a
                              tap, toggle, dismissal, long press, drag or stepper whose action
                              changed nothing when no action of its case ever did.
      --report FILE.html      Writes the run report to FILE.html: one self-contained page
                              with the reducer tree, a timeline of the steps, actions and
                              effects on the virtual clock, and each step's route, state
                              diff, screen and expects. With --junit, a failure names its
                              step's link (FILE.html#step-N).
    \(helpOption)

    The whole script is checked before anything runs: a bad line is reported as
    FILE:LINE:COLUMN: error: ... with exit status 64. A failed expect or a label that is not
    on screen stops the script with exit status 1.

    \(ScriptCommand.reference)
    """

  static let repl = """
    OVERVIEW: Opens an interactive prompt on the app. It takes the script commands, one per
    line, plus help, screen, state, history, save FILE [replace], report FILE [replace]
    and quit.

    USAGE: app repl [OPTIONS]

    OPTIONS:
    \(sessionOptions)
      --screen                Prints the screen after each command that may change it (one
                              that drives the view, sends an action or moves the clock).
    \(helpOption)

    With the preview dependencies, the banner names the demo accounts and their passwords.
    An expect that holds prints a check mark (✓ expect ...). A failed command is reported
    and the prompt goes on; it exits with status 1 if an expect failed during the session,
    else 0.

    At a terminal the line is edited: Left, Right, Home and End move (also Ctrl-A, Ctrl-E),
    Up and Down recall earlier lines, Tab completes the command, the label of a control the
    command drives (a button after tap, a text field after type, a toggle after toggle, a
    picker after select, then that picker's options, a stepper after increment and
    decrement, a view with gestures after longpress and drag) or an action path, Ctrl-C clears the line and a second Ctrl-C on an empty line quits, and
    Ctrl-D quits. The history is kept in $XDG_STATE_HOME/app/history (or
    ~/.local/state/app/history) with secrets masked.
    """

  static let replay = """
    OVERVIEW: Replays a recording: folds the app's reducer over the recorded actions from the
    recorded initial state, without running effects, and prints the final state. A recording
    of another schema, or one that is truncated or corrupted, is refused (exit status 65).

    USAGE: app replay <file.jsonl> [OPTIONS]

    OPTIONS:
      --emit-test             Prints instead the exhaustive TestStore test of the session:
                              each action as Swift, with the state change it makes, and the
                              clock advances between them. Secrets stay masked: the test
                              types stand-ins its dependencies accept or refuse as they did.
      --report FILE.html      Writes the replay's run report to FILE.html: each user action
                              and clock advance as a step, with its route through the
                              reducer tree and its state diff (no screens or effects: a
                              replay runs none).
    \(helpOption)
    """

  static let explain = """
    OVERVIEW: Prints the app's reducer tree, built from the reducers themselves: each
    operator (Scope, ifLet, forEach, ifCaseLet, ifLet (presentation), forEach (stack),
    BindingReducer, Reduce, ...) with its state path, its action path and the feature it runs,
    children in the order they run an action, each marked with whether it is in the initial
    state. In a script or the prompt, 'explain' prints it for the current state.

    USAGE: app explain [OPTIONS]

    OPTIONS:
      --format text|mermaid|json
                              text draws the tree (the default), mermaid prints a flowchart
                              GitHub renders, json prints the nodes.
    \(helpOption)
    """

  static let scripts = """
    OVERVIEW: Lists the scripts bundled with the app; run one with 'app run NAME'.

    USAGE: app scripts

    OPTIONS:
    \(helpOption)
    """

  static let explore = """
    OVERVIEW: Explores the app as a restless user would, on the preview dependencies and
    virtual time: each step taps, toggles, picks, types (nothing, a long text, non-ASCII text,
    or what the preview clients accept in that field, such as a demo account's email),
    steps a stepper, long-presses or drags a view with gestures, or dismisses what the topmost
    screen offers, or lets 50ms to 1m of virtual time pass. After each step the app must keep
    its invariants: no runtime issue (a child action on absent state, an action for a missing
    element, an effect's unhandled error), a state that decodes from its recording as an equal
    state (secrets aside), no tap, toggle, dismissal, long press, drag or stepper whose action
    changed nothing when no action of its case ever did, no effect running
    longer than 5m of virtual time unless the app declares it long-living, and the expect lines
    of --invariants. The first failure is shrunk (delta debugging) to a short script that
    'app run --invariants' fails on the same way. The same seed takes the same steps.

    USAGE: app explore [OPTIONS]

    OPTIONS:
      --seed N                The seed the steps are picked with (default 1).
      --steps N               The most steps to take (default 1000).
      --time-limit DURATION   The most virtual time the steps may take, such as 10m.
      --invariants FILE       A script of expect lines that must hold after every step.
      --out FILE.script       Writes the shrunk script of a failure to FILE.script instead
                              of printing it.
      --emit-test FILE.swift  Writes the shrunk steps of a failure as a Swift Testing test
                              of a TestStore to FILE.swift.
      --report FILE.html      Writes the run report of the steps, with what they reached,
                              to FILE.html.
      --json                  Prints the summary as JSON instead of text.
    \(helpOption)

    It prints what it reached: the screens, the controls it drove, and the action cases the
    store reduced. Exit status 0 when every step kept every invariant, 1 on a failure.

    Exploration cannot find what no invariant states: a wrong value on screen, a result that
    differs from what the user meant, work that takes too long in real time, and anything
    behind a control a script cannot drive (a stepper, a drag, a row to delete).
    """

  /// How much virtual time a preview's work gets, as the preview help names it.
  private static let previewLimit = PreviewCommand.virtualTimeLimitText

  static let preview = """
    OVERVIEW: Lists the previews the app's views declare with #Preview, one per line with
    where each is declared, or renders one headlessly: makes its content with the preview
    dependencies, hosts it, lets its effects and view tasks finish on virtual time, and
    prints the screen; work still running after \(previewLimit) of it is named in a warning under
    the screen.

    USAGE: app preview [<name>]

    ARGUMENTS:
      <name>                  The preview to render: its name, or FILE:LINE as the list
                              shows it. An unknown name is an error that lists the names
                              (exit status 64).

    OPTIONS:
    \(helpOption)
    """
}
