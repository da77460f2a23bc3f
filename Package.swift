// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ComposableShowcase",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Runtime", targets: ["Runtime"]),
    .library(name: "RuntimeTesting", targets: ["RuntimeTesting"]),
    .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
    .library(name: "Settings", targets: ["Settings"]),
    .library(name: "Search", targets: ["Search"]),
    .library(name: "Auth", targets: ["Auth"]),
    .library(name: "AppRoot", targets: ["AppRoot"]),
    .executable(name: "app", targets: ["App"]),
    .executable(name: "runtime-bench", targets: ["RuntimeBench"]),
  ],
  targets: [
    // Runtime: the composable architecture core, its test support and the headless view layer.
    .target(name: "Runtime", path: "Modules/Runtime/Sources/Runtime"),
    .target(
      name: "RuntimeTesting",
      dependencies: ["Runtime"],
      path: "Modules/Runtime/Sources/RuntimeTesting"
    ),
    .target(
      name: "HeadlessUI",
      dependencies: ["Runtime"],
      path: "Modules/Runtime/Sources/HeadlessUI"
    ),
    .executableTarget(
      name: "RuntimeBench",
      dependencies: ["Runtime", "HeadlessUI"],
      path: "Modules/Runtime/Sources/RuntimeBench"
    ),

    // Features: each depends on the runtime only, never on another feature.
    .target(
      name: "Settings",
      dependencies: ["Runtime", "HeadlessUI"],
      path: "Modules/Settings/Sources/Settings"
    ),
    .target(
      name: "Search",
      dependencies: ["Runtime", "HeadlessUI"],
      path: "Modules/Search/Sources/Search"
    ),
    .target(
      name: "Auth",
      dependencies: ["Runtime", "HeadlessUI"],
      path: "Modules/Auth/Sources/Auth"
    ),

    // AppRoot: the composed app, the script engine and the `app` executable.
    .target(
      name: "AppRoot",
      dependencies: ["Runtime", "HeadlessUI", "Settings", "Search", "Auth"],
      path: "Modules/AppRoot/Sources/AppRoot"
    ),
    .target(
      name: "AppShell",
      dependencies: ["Runtime", "HeadlessUI", "AppRoot"],
      path: "Modules/AppRoot/Sources/AppShell"
    ),
    .executableTarget(
      name: "App",
      dependencies: ["AppShell"],
      path: "Modules/AppRoot/Sources/App"
    ),

    .testTarget(
      name: "RuntimeTests",
      dependencies: ["Runtime", "RuntimeTesting"],
      path: "Tests/RuntimeTests"
    ),
    .testTarget(
      name: "HeadlessUITests",
      dependencies: ["HeadlessUI", "RuntimeTesting"],
      path: "Tests/HeadlessUITests",
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "SettingsTests",
      dependencies: ["Settings", "HeadlessUI", "RuntimeTesting"],
      path: "Tests/SettingsTests",
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "SearchTests",
      dependencies: ["Search", "HeadlessUI", "RuntimeTesting"],
      path: "Tests/SearchTests",
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "AuthTests",
      dependencies: ["Auth", "HeadlessUI", "RuntimeTesting"],
      path: "Tests/AuthTests",
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "AppRootTests",
      dependencies: ["AppRoot", "AppShell", "HeadlessUI", "RuntimeTesting"],
      path: "Tests/AppRootTests",
      exclude: ["Snapshots"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
