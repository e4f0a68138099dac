// swift-tools-version:6.0
// Coverage-guided fuzz targets for tagdeck, built with libFuzzer. A package of their own, so that the project's
// `swift build` and `swift test` never need the fuzzer. See "Fuzzing" in docs/testing.md, or run `Scripts/fuzz`.
import PackageDescription

let package = Package(
    name: "tagdeck-fuzz",
    dependencies: [.package(name: "tagdeck", path: "..")],
    targets: [
        // libFuzzer's driver, called from each target's entry point.
        .target(name: "FuzzingSupport"),
        // The board file reader and writer: bytes to a board and back.
        .executableTarget(name: "fuzz-board-file", dependencies: [
            "FuzzingSupport", .product(name: "TagDeck", package: "tagdeck"),
            .product(name: "TagDeckStore", package: "tagdeck"),
        ]),
        // The input decoder both front ends read with: bytes from the terminal to events.
        .executableTarget(name: "fuzz-input", dependencies: [
            "FuzzingSupport", .product(name: "TagDeck", package: "tagdeck"),
            .product(name: "TagDeckANSI", package: "tagdeck"),
        ]),
        // The deck: events from the whole vocabulary, a frame drawn and the state checked after every one.
        .executableTarget(name: "fuzz-deck", dependencies: [
            "FuzzingSupport", .product(name: "TagDeck", package: "tagdeck"),
            .product(name: "TagDeckStore", package: "tagdeck"),
            .product(name: "TagDeckTesting", package: "tagdeck"),
        ]),
    ]
)
