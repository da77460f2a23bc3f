// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ComposableShowcase",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Runtime", targets: ["Runtime"]),
    .library(name: "RuntimeTesting", targets: ["RuntimeTesting"]),
  ],
  targets: [
    .target(name: "Runtime", path: "Modules/Runtime/Sources/Runtime"),
    .target(
      name: "RuntimeTesting",
      dependencies: ["Runtime"],
      path: "Modules/Runtime/Sources/RuntimeTesting"
    ),
    .testTarget(
      name: "RuntimeTests",
      dependencies: ["Runtime", "RuntimeTesting"],
      path: "Tests/RuntimeTests"
    ),
  ],
  swiftLanguageModes: [.v6]
)
