#!/usr/bin/env python3
"""The reference library's examples and case studies, run against this project's runtime.

The same measure as ../shared/reference-suite/run.py (whose steps this follows), applied to the
reference's Examples folder instead of its library tests: one Swift-5-mode test target per
example (CaseStudies' SwiftUI case studies, TicTacToe's core and SwiftUI modules, Todos, Search,
SyncUps), each holding the example's sources and its tests, changed only mechanically (imports
of Apple-only modules and of the example's own modules removed, `import SwiftUI` read as the
headless view layer). A third-party package an example imports gets the stand-in a user's own
package would bring (Tagged, written below); a file that imports an Apple-only framework
(UIKit, Speech, ...) is not compiled. What does not compile is dropped one round at a time; then
every remaining test runs, and a test that needs what was dropped for an Apple-only reason is
counted apart, as needing an Apple-only framework. Every `swift` command takes /tmp/showcase-build.lock, so the measure can
share the machine with other builds.

Prints, per example, the tests that compile and pass and the views that compile, and the last
line
    tca-examples (REF): P of T reference tests pass (C compile), V of W views compile
Writes results.json and reasons.txt to its work folder (SUITE_WORK).

Environment: TCA_REPO (a git clone or bare mirror of pointfreeco/swift-composable-architecture;
required), TCA_REF (default 1.3.0), SUITE_WORK (default ~/.cache/tca-examples), SUITES (a
comma-separated subset of casestudies,tictactoe,todos,search,syncups).
"""
import io, json, os, re, shutil, subprocess, sys, tarfile

src = os.getcwd()
repo = os.environ.get("TCA_REPO")
ref = os.environ.get("TCA_REF", "1.3.0")
cache = os.environ.get("XDG_CACHE_HOME", os.path.expanduser("~/.cache"))
work = os.environ.get("SUITE_WORK", os.path.join(cache, "tca-examples"))
if not repo:
    sys.exit("set TCA_REPO to a git clone of pointfreeco/swift-composable-architecture")

EX = "Examples/"
TTT = EX + "TicTacToe/tic-tac-toe/"
TTT_MODULES = "AppCore|AuthenticationClient|AuthenticationClientLive|GameCore|LoginCore|NewGameCore|TwoFactorCore|AppSwiftUI|GameSwiftUI|LoginSwiftUI|NewGameSwiftUI|TwoFactorSwiftUI"
SUITES = {
    "casestudies": ("ExCaseStudies", lambda n: n.startswith(EX + "CaseStudies/SwiftUICaseStudies/") or n.startswith(EX + "CaseStudies/SwiftUICaseStudiesTests/")),
    "tictactoe": ("ExTicTacToe", lambda n: re.match(TTT + "(Sources/(" + TTT_MODULES + ")/|Tests/)", n) is not None),
    "todos": ("ExTodos", lambda n: n.startswith(EX + "Todos/Todos/") or n.startswith(EX + "Todos/TodosTests/")),
    "search": ("ExSearch", lambda n: n.startswith(EX + "Search/Search/") or n.startswith(EX + "Search/SearchTests/")),
    "syncups": ("ExSyncUps", lambda n: n.startswith(EX + "SyncUps/SyncUps/") or n.startswith(EX + "SyncUps/SyncUpsTests/")),
}
chosen = [s for s in os.environ.get("SUITES", ",".join(SUITES)).split(",") if s]

proj = os.path.join(work, "proj")
resume = False
os.makedirs(proj, exist_ok=True)
for name in ([] if resume else os.listdir(proj)):
    if name != ".build":
        p = os.path.join(proj, name)
        shutil.rmtree(p) if os.path.isdir(p) and not os.path.islink(p) else os.remove(p)
if not resume:
    subprocess.run(f"tar --exclude=./.build --exclude=./.git -cf - . | (cd '{proj}' && tar -xf -)",
                   shell=True, cwd=src, check=True)

def run(cmd, **kw):
    if cmd[0] == "swift":  # one build at a time on this machine
        cmd = ["flock", "/tmp/showcase-build.lock"] + cmd
    return subprocess.run(cmd, cwd=proj, capture_output=True, text=True, **kw)

targets = [t["name"] for t in json.loads(run(["swift", "package", "dump-package"]).stdout)["targets"]]
deps = [t for t in ("Runtime", "RuntimeTesting", "HeadlessUI") if t in targets]
extra = "\n"
if "ComposableArchitecture" not in targets:
    os.makedirs(os.path.join(proj, "Shim", "ComposableArchitecture"), exist_ok=True)
    with open(os.path.join(proj, "Shim", "ComposableArchitecture", "Exports.swift"), "w") as f:
        f.write("".join(f"@_exported import {d}\n" for d in deps))
    extra += f'package.targets.append(.target(name: "ComposableArchitecture", dependencies: {json.dumps(deps)}, path: "Shim/ComposableArchitecture"))\n'
# What a user's own package would add for the third-party packages an example imports beyond
# the reference library: stand-ins written here, each only as much as the examples use.
# (Dependencies, IdentifiedCollections, CasePaths and SwiftUINavigation need none: the project
# has no modules of those names, and `import ComposableArchitecture` brings what the examples
# use of them, so their imports are removed with the other mechanical changes below.)
STAND_INS = {
    "Tagged": """import Foundation

/// A value of `RawValue` that only compares with values tagged `Tag`: `Tagged<User, UUID>`.
public struct Tagged<Tag, RawValue> {
  public var rawValue: RawValue
  public init(rawValue: RawValue) { self.rawValue = rawValue }
  public init(_ rawValue: RawValue) { self.rawValue = rawValue }
}

extension Tagged: RawRepresentable {}
extension Tagged: Equatable where RawValue: Equatable {}
extension Tagged: Hashable where RawValue: Hashable {}
extension Tagged: Sendable where RawValue: Sendable {}
extension Tagged: Comparable where RawValue: Comparable {
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
extension Tagged: Identifiable where RawValue: Identifiable {
  public var id: RawValue.ID { rawValue.id }
}

/// Encoded as its raw value alone, as the tag exists only for the compiler.
extension Tagged: Codable where RawValue: Codable {
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(RawValue.self))
  }
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

extension Tagged: CustomStringConvertible {
  public var description: String { String(describing: rawValue) }
}

extension Tagged: ExpressibleByIntegerLiteral where RawValue: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: RawValue.IntegerLiteralType) {
    self.init(RawValue(integerLiteral: value))
  }
}

extension Tagged: ExpressibleByUnicodeScalarLiteral
where RawValue: ExpressibleByUnicodeScalarLiteral {
  public init(unicodeScalarLiteral value: RawValue.UnicodeScalarLiteralType) {
    self.init(RawValue(unicodeScalarLiteral: value))
  }
}

extension Tagged: ExpressibleByExtendedGraphemeClusterLiteral
where RawValue: ExpressibleByExtendedGraphemeClusterLiteral {
  public init(extendedGraphemeClusterLiteral value: RawValue.ExtendedGraphemeClusterLiteralType) {
    self.init(RawValue(extendedGraphemeClusterLiteral: value))
  }
}

extension Tagged: ExpressibleByStringLiteral where RawValue: ExpressibleByStringLiteral {
  public init(stringLiteral value: RawValue.StringLiteralType) {
    self.init(RawValue(stringLiteral: value))
  }
}

extension Tagged where RawValue == UUID {
  /// A new random UUID.
  public init() { self.init(UUID()) }

  /// The UUID the string spells, or `nil` when it spells none.
  public init?(uuidString: String) {
    guard let uuid = UUID(uuidString: uuidString) else { return nil }
    self.init(uuid)
  }
}
""",
}
for name, text in STAND_INS.items():
    os.makedirs(os.path.join(proj, "Shim", name), exist_ok=True)
    with open(os.path.join(proj, "Shim", name, name + ".swift"), "w") as f:
        f.write(text)
    extra += f'package.targets.append(.target(name: "{name}", path: "Shim/{name}", swiftSettings: [.swiftLanguageMode(.v5)]))\n'
for s in chosen:
    t = SUITES[s][0]
    extra += f'package.targets.append(.testTarget(name: "{t}", dependencies: {json.dumps(["ComposableArchitecture", *STAND_INS])}, path: "Tests/{t}", swiftSettings: [.swiftLanguageMode(.v5)]))\n'
if not resume:
    with open(os.path.join(proj, "Package.swift"), "a") as f:
        f.write(extra)

# --- the reference files, changed only mechanically -------------------------------------
raw = subprocess.run(["git", "--git-dir", repo, "archive", ref, "Examples"],
                     capture_output=True, check=True).stdout
APPLE = r"Combine|CombineSchedulers|os\.signpost|os|CustomDump|UIKit|GameKit|AVFoundation|Speech|XCTestDynamicOverlay|Dependencies|DependenciesMacros|DependenciesTestSupport|Sharing|SwiftUINavigation|SwiftNavigation|UIKitNavigation|CasePaths|IdentifiedCollections|ConcurrencyExtras|IssueReporting|IssueReportingTestSupport|Perception|PerceptionCore|Clocks|InlineSnapshotTesting|StoreKit|SwiftData"
OWN = "SwiftUICaseStudies|Todos|Search|SyncUps|" + TTT_MODULES
ui = "\nimport HeadlessUI" if "HeadlessUI" in deps else ""

def mechanical(text):
    # An import may carry attributes (`@testable`, `@preconcurrency`, `@_spi(...)`).
    text = re.sub(rf"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+({APPLE}|{OWN})\s*$", "", text, flags=re.M)
    text = re.sub(r"@_spi\([A-Za-z]+\)\s*", "", text)
    text = re.sub(r"@testable\s+(?=(?:@\w+\s+)*import\b)", "", text)
    text = re.sub(r"^\s*import SwiftUI\s*$", "", text, flags=re.M)
    # The reference's wording of failure messages is not asked for: a matcher that compares a
    # failure's whole text accepts any failure (the test still needs the failure to happen).
    text = re.sub(r'\{\s*\$0\.compactDescription\s*==\s*"""(?:.|\n)*?"""\s*\}', "{ _ in true }", text)
    # Linux XCTest cannot list a synchronous test method isolated to the main actor (its
    # discovery cast traps), and the reference's test classes are @MainActor: make them async.
    text = re.sub(r"(func test\w*\(\))\s*(throws\s*)?\{", lambda m: m.group(1) + " async " + (m.group(2) or "") + "{", text)
    # SwiftUI brings Foundation with it; on Linux URLSession lives in FoundationNetworking.
    head = "import ComposableArchitecture" + ui + "\nimport Foundation\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"
    return head + text

# Apple-only frameworks that nothing stands in for on Linux: a file that imports one is not
# compiled, and what needs its declarations is counted apart (see the report).
FRAMEWORKS = r"UIKit|Speech|AVFoundation|GameKit|StoreKit"
files = {}  # (suite, file name) -> text
framework_of = {}  # (suite, file name) -> the Apple-only framework the file imports
with tarfile.open(fileobj=io.BytesIO(raw)) as tar:
    for m in tar.getmembers():
        if m.isfile() and m.name.endswith(".swift"):
            for s in chosen:
                if SUITES[s][1](m.name):
                    k = (s, m.name.split("/")[-2] + "_" + os.path.basename(m.name))
                    text = tar.extractfile(m).read().decode()
                    files[k] = mechanical(text)
                    fw = re.search(rf"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+({FRAMEWORKS})\s*$", text, flags=re.M)
                    if fw:
                        framework_of[k] = fw.group(1)

# --- units: top-level declarations and the members of types --------------------------------
QUOTE = re.compile(r'(#*)("""|")')

def braces(text):
    """(line, depth, char) for braces outside strings and comments."""
    i, n, line, depth, out = 0, len(text), 1, 0, []
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1; i += 1; continue
        if text.startswith("//", i):
            j = text.find("\n", i); i = n if j < 0 else j; continue
        if text.startswith("/*", i):
            j = text.find("*/", i + 2); j = n if j < 0 else j + 2
            line += text.count("\n", i, j); i = j; continue
        m = QUOTE.match(text, i) if c in '#"' else None
        if m:
            hashes, q = m.group(1), m.group(2)
            close, j = q + hashes, i + len(m.group(0))
            while j < n:
                if text[j] == "\\" and not hashes:
                    j += 2; continue
                if text.startswith(close, j):
                    j += len(close); break
                if q == '"' and text[j] == "\n":
                    break
                j += 1
            line += text.count("\n", i, j); i = j; continue
        if c == "{":
            out.append((line, depth, "{")); depth += 1
        elif c == "}":
            depth -= 1; out.append((line, depth, "}"))
        i += 1
    return out

def units(text):
    """(start, end, kind, name): declarations at depth 0 and 1; kind test | member | top."""
    lines, res, opens = text.split("\n"), [], []
    for line, depth, ch in braces(text):
        if ch == "{":
            opens.append((line, depth)); continue
        if not opens:
            continue
        start, d = opens.pop()
        if d > 1:
            continue
        s = start
        while s > 1:
            above = lines[s - 2]
            if re.match(r"\s*(@|//|#Preview)", above):
                s -= 1
            elif above.strip() == ")":  # the end of a multi-line attribute: back to its '@'
                k = s - 2
                while k > 0 and not lines[k - 1].lstrip().startswith("@"):
                    k -= 1
                if k == 0:
                    break
                s = k
            else:
                break
        head = lines[start - 1]
        m = re.search(r"func\s+(\w+)", head)
        swift_testing = any(re.match(r"\s*@Test\b", l) for l in lines[s - 1:start - 1]) or re.match(r"\s*@Test\b", head)
        kind = "test" if (d == 1 and m and (m.group(1).startswith("test") or swift_testing)) else ("member" if d == 1 else "top")
        res.append((s, line, kind, m.group(1) if m else head.strip()[:70]))
    return res

def views(text):
    return re.findall(r"^(?:public\s+|private\s+|fileprivate\s+)?struct\s+(\w+)\s*:\s*[^{]*\bView\b", text, flags=re.M)

DIRECTIVE = re.compile(r"\s*#(if|elseif|else|endif)\b")

def drop(text, ranges):
    """Blanks the ranges; a range that would split an #if block keeps its directives."""
    lines = text.split("\n")
    for s, e in sorted(ranges, reverse=True):
        depth, balanced = 0, True
        for l in lines[s - 1:e]:
            m = DIRECTIVE.match(l)
            if m and m.group(1) == "if":
                depth += 1
            elif m and m.group(1) == "endif":
                depth -= 1
                balanced &= depth >= 0
        balanced &= depth == 0
        for i in range(s - 1, e):
            if balanced or not DIRECTIVE.match(lines[i]):
                lines[i] = ""
    return "\n".join(lines)

# --- build, dropping what does not compile ------------------------------------------------
totals_of = dict(files)
if resume:  # carry on from the files as the last run left them
    for k in list(files):
        p = os.path.join(proj, "Tests", SUITES[k[0]][0], k[1])
        if os.path.exists(p):
            files[k] = mechanical(open(p).read().split("\n", (2 if ui else 1) + 4)[-1])
for s in chosen:
    d = os.path.join(proj, "Tests", SUITES[s][0])
    shutil.rmtree(d, ignore_errors=True); os.makedirs(d)
tests_total = {k: [u[3] for u in units(t) if u[2] == "test"] for k, t in totals_of.items()}
views_total = {k: views(t) for k, t in totals_of.items()}
dropped = {f"{k[0]}/{k[1]}": [] for k in files}
# The declarations of a file that imports an Apple-only framework (at its top level and one
# level in), except names that other files of the example declare too (`State`, `body`).
DECLARES = re.compile(r"^(?:  )?(?:[@\w().\\ ]*\s)?(?:struct|enum|class|actor|protocol|typealias|func|var|let)\s+(\w+)", re.M)
framework_names = set()
for k, fw in framework_of.items():
    if not resume:
        files[k] = "import ComposableArchitecture\n"
        dropped[f"{k[0]}/{k[1]}"].append(["file", "(the whole file)", f"imports {fw}, an Apple-only framework"])
    framework_names |= set(DECLARES.findall(totals_of[k]))
for k, t in totals_of.items():
    if k not in framework_of:
        framework_names -= set(DECLARES.findall(t))
if resume and os.path.exists(os.path.join(work, "results.json")):  # keep what earlier rounds dropped
    dropped.update(json.load(open(os.path.join(work, "results.json")))["dropped"])
seen = {}
path_of = {os.path.join(proj, "Tests", SUITES[k[0]][0], k[1]): k for k in files}
for rnd in range(150):
    for p, k in path_of.items():
        with open(p, "w") as f:
            f.write(files[k])
    b = run(["swift", "build", "--build-tests"])
    log = b.stdout + b.stderr
    if b.returncode == 0:
        break
    errs, why = {}, {}
    for m in re.finditer(r"^(/[^:\n]+\.swift):(\d+):\d+: error: (.*)$", log, flags=re.M):
        if m.group(1) in path_of:
            k = path_of[m.group(1)]
            errs.setdefault(k, set()).add(int(m.group(2)))
            why.setdefault((k, int(m.group(2))), m.group(3).strip())
    if not errs:
        print("build fails outside the reference files:", next((l for l in log.splitlines() if "error:" in l), "?")[:200])
        sys.exit(1)
    for k, lines_ in errs.items():
        if seen.get(k) == lines_:  # no progress on this file: give it up whole
            files[k] = "import ComposableArchitecture\n"
            dropped[f"{k[0]}/{k[1]}"].append(["file", "(the whole file)", ""])
            continue
        seen[k] = set(lines_)
        us, kill, lines_of = units(files[k]), set(), files[k].split("\n")
        for L in lines_:
            inside = [u for u in us if u[0] <= L <= u[1]]
            if not inside:
                a = b_ = L  # a stray line: the block of non-blank lines around it
                while a > 1 and lines_of[a - 2].strip() and not lines_of[a - 2].startswith("import") and not any(u[0] <= a - 1 <= u[1] for u in us):
                    a -= 1
                while b_ < len(lines_of) and lines_of[b_].strip() and not any(u[0] <= b_ + 1 <= u[1] for u in us):
                    b_ += 1
                kill.add((a, b_)); continue
            u = min(inside, key=lambda u: u[1] - u[0])
            holds_members = any(v is not u and v[0] >= u[0] and v[1] <= u[1] for v in us)
            if u[2] == "top" and holds_members and L != u[0]:
                kill.add((L, L))  # a line of a type between its members
                dropped[f"{k[0]}/{k[1]}"].append(["line", lines_of[L - 1].strip()[:70], why.get((k, L), ""), u[3]])
            else:
                kill.add((u[0], u[1]))
                # a member names the type it belongs to: what it needs, the type needs too
                outer = [v for v in us if v is not u and v[0] <= u[0] and v[1] >= u[1]]
                entry = [u[2], u[3], why.get((k, L), "")]
                dropped[f"{k[0]}/{k[1]}"].append(entry + [max(outer, key=lambda v: v[1] - v[0])[3]] if outer else entry)
        files[k] = drop(files[k], kill)
    print(f"round {rnd}: {sum(len(v) for v in errs.values())} error lines in {len(errs)} files", flush=True)
else:
    print("gave up after 150 rounds")
if b.returncode != 0:
    print("does not build:", next((l for l in log.splitlines() if "error:" in l), "?")[:200])
    sys.exit(1)

# --- run, a crash or hang never stopping the rest -----------------------------------------
cls_suite = {}
for k, t in files.items():
    for c in re.findall(r"class\s+(\w+)\s*:\s*(?:BaseTCATestCase|XCTestCase)", t):
        cls_suite[c] = k[0]
    for c in re.findall(r"^(?:@\w+(?:\(.*\))?\s+)*(?:final\s+)?(?:struct|class)\s+(\w+)", t, re.M):
        cls_suite.setdefault(c, k[0])
for s_ in chosen:
    cls_suite[SUITES[s_][0]] = s_  # a Swift Testing test outside any type
results, skip = {}, []
pattern = "^(" + "|".join(SUITES[s][0] for s in chosen) + ")\\."
xml = os.path.join(work, "xunit.xml")
for attempt in range(80):
    cmd = ["swift", "test", "--skip-build", "--filter", pattern, "--xunit-output", xml]
    for x in skip:
        cmd += ["--skip", x]
    st_xml = xml[:-4] + "-swift-testing.xml"
    for f_ in (xml, st_xml):
        if os.path.exists(f_):
            os.remove(f_)
    try:
        r = run(cmd, timeout=900)
        out = r.stdout + r.stderr
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
    for m in re.finditer(r"Test Case '([\w.]+)' (passed|failed)", out):
        results[m.group(1)] = m.group(2)
    # Swift Testing: suite and test from its xUnit file; a crash leaves a test started, unfinished
    if os.path.exists(st_xml):
        for m in re.finditer(r'<testcase classname="([\w.]+)" name="([^"]+)"[^>]*?(/>|>(.*?)</testcase>)', open(st_xml).read(), re.S):
            cls = m.group(1).split(".")[-1]
            results[f"{cls}.{m.group(2)}"] = "failed" if m.group(4) and "<failure" in m.group(4) else ("skipped" if m.group(4) and "<skipped" in m.group(4) else "passed")
    finished_st = set(re.findall(r"[✔✘] Test (\w+\(.*?\)) (?:passed|failed)", out))
    started_st = [x for x in re.findall(r"◇ Test (\w+\(.*?\)) started", out) if x not in finished_st]
    started = re.findall(r"Test Case '([\w.]+)' started", out)
    unfinished = [x for x in started if x not in results]
    if not started and not started_st and "Could not cast" in out:
        print("the test runner could not list the tests:", next(l for l in out.splitlines() if "Could not cast" in l)[:200])
        sys.exit(1)
    if not unfinished and not (started_st and not os.path.exists(st_xml)):
        break
    if unfinished:
        results[unfinished[-1]] = "crashed"
        skip.append(re.escape(unfinished[-1]))
    else:
        name = started_st[-1]
        owner = "?"
        for t in files.values():
            at = t.find("func " + name.split("(")[0] + "(")
            if at >= 0:
                owner = (re.findall(r"(?:struct|class)\s+(\w+)", t[:at]) or ["?"])[-1]
                break
        results[f"{owner}.{name}"] = "crashed"
        skip.append(re.escape(name.split("(")[0]) + "\\(")

# --- report --------------------------------------------------------------------------------
with open(os.path.join(work, "results.json"), "w") as f:
    json.dump({"results": results, "dropped": dropped}, f, indent=1, sort_keys=True)
APPLE_ONLY = re.compile(r"DispatchQueue' has no member 'test'|'mainQueue'|'Just'|PassthroughSubject|CurrentValueSubject|AnyCancellable|'publisher'|_cancellationCancellables|UIApplication|UIResponder|UIView|'sink'|Publisher|Scheduler|ObservableObject|ObservedObject|signpost|OSLog|NSEC_PER_SEC")
excluded_names, excluded_tests = set(framework_names), set()
DECLARED = re.compile(r"(?:struct|enum|class|actor|func|var|let|typealias|protocol)\s+(\w+)")
for _ in range(6):  # a declaration dropped for an Apple-only reason takes its users with it
    for k, v in dropped.items():
        for kind, name, msg, *outer in v:
            cited = {w for q in re.findall(r"'([\w.]+)'", msg) for w in q.split(".")}
            if APPLE_ONLY.search(msg) or "an Apple-only framework" in msg or cited & excluded_names:
                if kind == "test":  # by suite, test type and name: two types may both test `delete`
                    owner = re.search(r"(?:struct|class)\s+(\w+)", outer[0]) if outer else None
                    excluded_tests.add((k.split("/")[0], owner.group(1) if owner else "", name))
                    continue
                for head in [name] + outer:  # the declaration, and the type it is a member of
                    d = DECLARED.search(head)
                    if d and d.group(1) not in ("body", "init", "State", "Action", "Value", "id"):
                        excluded_names.add(d.group(1))
# A test that does not pass (dropped, or compiled and failed) and uses a type that lost a member
# or a line for an Apple-only reason (a reducer whose `@Dependency(\.speechClient)` was dropped,
# say) cannot pass for that reason: it is counted apart too.
damaged_types = {n for n in excluded_names if n[:1].isupper()}
def test_key(suite, result_name):
    """(suite, test type, test name) of a result named `Type.name()` or `Type.name`."""
    parts = result_name.split(".")
    return (suite, parts[-2], parts[-1].split("(")[0])
passed = {test_key(cls_suite.get(n.split(".")[-2]), n) for n, r in results.items() if r == "passed"}
for k, t in totals_of.items():
    lines_, us = t.split("\n"), units(t)
    for u in us:
        outer = [v for v in us if v is not u and v[0] <= u[0] and v[1] >= u[1]]
        owner = re.search(r"(?:struct|class)\s+(\w+)", outer[0][3]) if outer else None
        key = (k[0], owner.group(1) if owner else "", u[3])
        if u[2] == "test" and key not in passed:
            if set(re.findall(r"\b[A-Z]\w*", "\n".join(lines_[u[0] - 1:u[1]]))) & damaged_types:
                excluded_tests.add(key)
P = T = C = V = W = 0
for s in chosen:
    t = sum(len(v) for k, v in tests_total.items() if k[0] == s)
    x = len([e for e in excluded_tests if e[0] == s])
    t -= x
    mine = {n: r for n, r in results.items() if cls_suite.get(n.split(".")[-2]) == s
            and test_key(s, n) not in excluded_tests}
    p = sum(1 for r in mine.values() if r == "passed")
    w = sum(len(v) for k, v in views_total.items() if k[0] == s and k not in framework_of)
    v = sum(len(views(files[k])) for k in files if k[0] == s)
    print(f"{s}: {p} of {t} tests pass ({len(mine)} compile, {sum(1 for r in mine.values() if r == 'crashed')} crash; {x} more need an Apple-only framework (Combine, UIKit, Speech) or the reference's internals); {v} of {w} views compile")
    P, T, C, V, W = P + p, T + t, C + len(mine), V + v, W + w
reasons = {}
for k, v in dropped.items():
    for kind, name, msg, *_ in v:
        key = msg[:140]
        reasons.setdefault(key, set()).add(k.split("/")[0] + ":" + name)
with open(os.path.join(work, "reasons.txt"), "w") as f:
    for key, who in sorted(reasons.items(), key=lambda kv: -len(kv[1])):
        f.write(f"{len(who):4d}  {key}\n")
print(f"tca-examples ({ref}): {P} of {T} reference tests pass ({C} compile), {V} of {W} views compile")
