// swift-tools-version:6.1
// tagdeck's micro-benchmarks on ordo-one/benchmark: time and allocations of a drag step, a cross-pane step, a
// keyboard carry, a send, reading and writing a board file, and opening the demo board, with thresholds checked
// in under Thresholds/. A package of its own, so that the project's `swift build` and `swift test` never build
// the harness. Run from this directory (see BENCHMARKS.md):
//
//     swift package benchmark                      # run them all
//     swift package benchmark thresholds check     # compare with the thresholds checked in
import PackageDescription

let package = Package(
    name: "tagdeck-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "tagdeck", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The benchmark harness finds its targets under Benchmarks/ in the package's root.
        .executableTarget(
            name: "TagDeckMicro",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TagDeck", package: "tagdeck"),
                .product(name: "TagDeckStore", package: "tagdeck"),
                .product(name: "TagDeckBenchSupport", package: "tagdeck"),
            ],
            path: "Benchmarks/TagDeckMicro",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
