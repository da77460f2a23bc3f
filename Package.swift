// swift-tools-version: 6.2
import CompilerPluginSupport
import Foundation
import PackageDescription

/// The folder of the swift-syntax libraries that the toolchain building this package ships for
/// its own macros (`lib/swift/host` beside the compiler): the macros target builds on them, so
/// the package needs no swift-syntax package.
///
/// The toolchain is the one whose `PackageDescription` library evaluates this manifest (read from
/// the process's loaded libraries on Linux), or else the first `swift` on `PATH`.
let toolchainHostLibraries: String = {
  let fileManager = FileManager.default
  var candidates: [URL] = []
  if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
    let line = maps.split(separator: "\n").first(where: {
      $0.hasSuffix("/libPackageDescription.so")
    }),
    let start = line.firstIndex(of: "/")
  {
    // <toolchain>/usr/lib/swift/pm/ManifestAPI/libPackageDescription.so
    let library = URL(fileURLWithPath: String(line[start...]))
    candidates.append(
      library.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("host"))
  }
  for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
    let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
    guard fileManager.isExecutableFile(atPath: swift.path) else { continue }
    candidates.append(
      swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("lib/swift/host"))
    break
  }
  let marker = "SwiftSyntaxMacros.swiftmodule"
  guard
    let found = candidates.first(where: {
      fileManager.fileExists(atPath: $0.appendingPathComponent(marker).path)
    })
  else {
    FileHandle.standardError.write(
      Data(
        """
        error: the macros need the swift-syntax libraries that a Swift toolchain ships for its own \
        macros, and this toolchain has none: no \(marker) in \
        \(Set(candidates.map(\.path)).sorted().joined(separator: " or ")). Use a Swift 6 toolchain \
        from swift.org (or Xcode's), which keeps them in usr/lib/swift/host beside the compiler.

        """.utf8))
    exit(1)
  }
  return found.path
}()

/// Release settings for every module: specialize the runtime's generic reducers, stores and
/// effects inside the modules that use them, and drop the dynamic exclusivity checks that
/// otherwise cost a quarter of every send (debug builds and the sanitizer runs keep them).
let optimizedAcrossModules: [SwiftSetting] = [
  .unsafeFlags(
    ["-cross-module-optimization", "-enforce-exclusivity=unchecked"],
    .when(configuration: .release)
  )
]

/// What a target that imports the toolchain's swift-syntax modules builds with: the folder to
/// find their interfaces in, and to link and load their shared libraries from.
let onToolchainSwiftSyntax = (
  swift: [SwiftSetting.unsafeFlags(["-I", toolchainHostLibraries])],
  linker: [
    LinkerSetting.unsafeFlags([
      "-L", toolchainHostLibraries, "-Xlinker", "-rpath", "-Xlinker", toolchainHostLibraries,
    ]),
    .linkedLibrary("SwiftSyntax"),
    .linkedLibrary("SwiftSyntaxBuilder"),
    .linkedLibrary("SwiftSyntaxMacros"),
    .linkedLibrary("SwiftSyntaxMacroExpansion"),
    .linkedLibrary("SwiftDiagnostics"),
    .linkedLibrary("SwiftParser"),
    .linkedLibrary("SwiftCompilerPluginMessageHandling"),
  ]
)

let package = Package(
  name: "ComposableShowcase",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Runtime", targets: ["Runtime"]),
    .library(name: "RuntimeTesting", targets: ["RuntimeTesting"]),
    .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
    .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"]),
    .library(name: "Settings", targets: ["Settings"]),
    .library(name: "Search", targets: ["Search"]),
    .library(name: "WeatherClientLive", targets: ["WeatherClientLive"]),
    .library(name: "Auth", targets: ["Auth"]),
    .library(name: "AppRoot", targets: ["AppRoot"]),
    .executable(name: "app", targets: ["App"]),
    .executable(name: "runtime-bench", targets: ["RuntimeBench"]),
  ],
  targets: [
    // Runtime: the composable architecture core, its test support and the headless view layer.
    .target(
      name: "Runtime",
      dependencies: ["RuntimeMacros"],
      path: "Modules/Runtime/Sources/Runtime",
      swiftSettings: optimizedAcrossModules
    ),
    // The compiler plugin behind `@Reducer`, `@ObservableState`, `@CasePathable`, ...
    .macro(
      name: "RuntimeMacros",
      dependencies: ["RuntimeMacroImplementations"],
      path: "Modules/Runtime/Sources/RuntimeMacros",
      swiftSettings: onToolchainSwiftSyntax.swift,
      linkerSettings: onToolchainSwiftSyntax.linker
    ),
    // The macro types the plugin runs, in a library of their own so that their expansion tests
    // need no macro target: SwiftPM builds a test target that depends on a macro target, and
    // every test target built with it, for the host a second time, which doubled the modules a
    // clean `swift build --build-tests` compiles.
    .target(
      name: "RuntimeMacroImplementations",
      path: "Modules/Runtime/Sources/RuntimeMacroImplementations",
      swiftSettings: onToolchainSwiftSyntax.swift,
      linkerSettings: onToolchainSwiftSyntax.linker
    ),
    .target(
      name: "RuntimeTesting",
      dependencies: ["Runtime"],
      path: "Modules/Runtime/Sources/RuntimeTesting",
      swiftSettings: optimizedAcrossModules
    ),
    .target(
      name: "HeadlessUI",
      dependencies: ["Runtime"],
      path: "Modules/Runtime/Sources/HeadlessUI",
      swiftSettings: optimizedAcrossModules
    ),
    // `import ComposableArchitecture`: the three above behind the reference library's name.
    .target(
      name: "ComposableArchitecture",
      dependencies: ["Runtime", "RuntimeTesting", "HeadlessUI"],
      path: "Modules/Runtime/Sources/ComposableArchitecture"
    ),
    .executableTarget(
      name: "RuntimeBench",
      dependencies: [
        "Runtime", "HeadlessUI", "AppRoot", "AppEngine", "AppShell", "Auth", "Search",
      ],
      path: "Modules/AppRoot/Sources/RuntimeBench",
      swiftSettings: optimizedAcrossModules
    ),

    // Features: each depends on the runtime only, never on another feature.
    .target(
      name: "Settings",
      dependencies: ["Runtime", "HeadlessUI"],
      path: "Modules/Settings/Sources/Settings",
      swiftSettings: optimizedAcrossModules
    ),
    .target(
      name: "Search",
      dependencies: ["Runtime", "HeadlessUI"],
      path: "Modules/Search/Sources/Search",
      swiftSettings: optimizedAcrossModules
    ),
    .target(
      name: "WeatherClientLive",
      dependencies: ["Runtime", "Search"],
      path: "Modules/Search/Sources/WeatherClientLive",
      swiftSettings: optimizedAcrossModules
    ),
    .target(
      name: "Auth",
      dependencies: ["Runtime", "HeadlessUI"],
      path: "Modules/Auth/Sources/Auth",
      swiftSettings: optimizedAcrossModules
    ),

    // AppRoot: the composed app, the script engine and the `app` executable.
    .target(
      name: "AppRoot",
      dependencies: ["Runtime", "HeadlessUI", "Settings", "Search", "WeatherClientLive", "Auth"],
      path: "Modules/AppRoot/Sources/AppRoot",
      swiftSettings: optimizedAcrossModules
    ),
    .target(
      name: "AppScript",
      path: "Modules/AppRoot/Sources/AppScript",
      swiftSettings: optimizedAcrossModules
    ),
    .target(
      name: "AppEngine",
      dependencies: ["Runtime", "HeadlessUI", "AppScript"],
      path: "Modules/AppRoot/Sources/AppEngine",
      resources: [.copy("Report/RunReport.html")],
      swiftSettings: optimizedAcrossModules
    ),
    .target(
      name: "AppShell",
      dependencies: [
        "Runtime", "HeadlessUI", "AppRoot", "AppScript", "AppEngine", "Search", "WeatherClientLive",
      ],
      path: "Modules/AppRoot/Sources/AppShell",
      resources: [.copy("Scripts")],
      swiftSettings: optimizedAcrossModules
    ),
    .executableTarget(
      name: "App",
      dependencies: ["AppShell"],
      path: "Modules/AppRoot/Sources/App",
      swiftSettings: optimizedAcrossModules
    ),

    // Fixtures that several test targets share.
    .target(
      name: "TestSupport",
      dependencies: ["Runtime", "AppScript"],
      path: "Tests/TestSupport"
    ),
    .testTarget(
      name: "RuntimeTests",
      dependencies: ["Runtime", "RuntimeTesting", "TestSupport"],
      path: "Tests/RuntimeTests"
    ),
    .testTarget(
      name: "RuntimeMacrosTests",
      dependencies: ["RuntimeMacroImplementations", "Runtime", "RuntimeTesting"],
      path: "Tests/RuntimeMacrosTests",
      swiftSettings: onToolchainSwiftSyntax.swift,
      linkerSettings: onToolchainSwiftSyntax.linker
    ),
    .testTarget(
      name: "SeedSnippetTests",
      dependencies: ["ComposableArchitecture", "HeadlessUI", "RuntimeTesting"],
      path: "Tests/SeedSnippetTests"
    ),
    // Code written for the reference library in Swift 5 mode, compiled as it is written.
    .testTarget(
      name: "ReferenceCodeTests",
      dependencies: ["ComposableArchitecture"],
      path: "Tests/ReferenceCodeTests",
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "HeadlessUITests",
      dependencies: ["HeadlessUI", "RuntimeTesting", "TestSupport"],
      path: "Tests/HeadlessUITests",
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "SettingsTests",
      dependencies: ["Settings", "HeadlessUI", "RuntimeTesting", "TestSupport"],
      path: "Tests/SettingsTests",
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "SearchTests",
      dependencies: ["Search", "HeadlessUI", "RuntimeTesting", "TestSupport"],
      path: "Tests/SearchTests",
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "WeatherClientLiveTests",
      dependencies: ["WeatherClientLive", "Search", "RuntimeTesting", "TestSupport"],
      path: "Tests/WeatherClientLiveTests"
    ),
    .testTarget(
      name: "AuthTests",
      dependencies: ["Auth", "HeadlessUI", "RuntimeTesting", "TestSupport"],
      path: "Tests/AuthTests",
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "AppScriptTests",
      dependencies: ["AppScript", "TestSupport"],
      path: "Tests/AppScriptTests"
    ),
    .testTarget(
      name: "AppEngineTests",
      dependencies: ["AppEngine", "Runtime"],
      path: "Tests/AppEngineTests"
    ),
    .testTarget(
      name: "AppShellTests",
      dependencies: [
        "AppShell", "AppRoot", "AppScript", "AppEngine", "ComposableArchitecture", "HeadlessUI",
        "RuntimeTesting", "TestSupport",
      ],
      path: "Tests/AppShellTests",
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "AppRootTests",
      dependencies: ["AppRoot", "HeadlessUI", "RuntimeTesting", "TestSupport"],
      path: "Tests/AppRootTests",
      exclude: ["Snapshots"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// Where the platform has no SwiftUI, `import SwiftUI` brings the headless view layer, so that
// view files written for the reference compile with no edit; `import ComposableArchitecture`
// carries the module to a package that depends on this one. Where SwiftUI exists, the package
// declares no module of that name and never shadows Apple's.
#if !canImport(SwiftUI)
  package.targets.append(
    .target(
      name: "SwiftUI",
      dependencies: ["HeadlessUI"],
      path: "Modules/Runtime/Sources/SwiftUI"
    )
  )
  for target in package.targets where target.name == "ComposableArchitecture" {
    target.dependencies.append("SwiftUI")
  }
#endif

// `Store`, `ViewStore` and `Task.cancel(id:)` are `@preconcurrency @MainActor`, so that code
// written for the reference in Swift 5 mode may use them from nonisolated functions. Swift 6
// code sees a warning there instead of an error (in a synchronous function). The project's own
// Swift 6 modules keep the error: every warning in them is an error, as the standard of zero
// warnings asks anyway.
let swift5Targets: Set = ["ReferenceCodeTests"]
for target in package.targets where !swift5Targets.contains(target.name) {
  target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
