// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "tagdeck",
    products: [
        .executable(name: "tagdeck", targets: ["tagdeck"]),
        .library(name: "TagDeck", targets: ["TagDeck"]),
        // For the fuzz targets (a package of their own under Fuzz/, built with libFuzzer).
        .library(name: "TagDeckStore", targets: ["TagDeckStore"]),
        .library(name: "TagDeckTerminal", targets: ["TagDeckTerminal"]),
        // A front end without ncurses: a painter of plain escape sequences, raw input, a raw terminal.
        .library(name: "TagDeckANSI", targets: ["TagDeckANSI"]),
        // For the micro-benchmarks (a package of their own under Benchmarks/, on ordo-one/benchmark).
        .library(name: "TagDeckBenchSupport", targets: ["TagDeckBenchSupport"]),
        // For tests, fuzz targets and benchmarks: the headless driver, the seeded generator, the exerciser.
        .library(name: "TagDeckTesting", targets: ["TagDeckTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Tests only: the references the TOML and YAML readers are compared with (the program reads with toml++ and
        // libyaml, below, without Foundation).
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // `swift package generate-documentation --target TagDeck`: the library's DocC documentation.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Tests: whole states compared, a readable difference printed when they differ (`expectNoDifference`).
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.0"),
    ],
    targets: [
        // Layers 1-4: model, layout and hit-testing, drag and animation, rendering, headless driver.
        // Pure Swift: no terminal, no file I/O.
        .target(name: "TagDeck"),

        // Layer 6 (files): the board file format, atomic saves, the built-in demo board.
        .target(
            name: "TagDeckStore",
            dependencies: ["TagDeck"],
            plugins: [.plugin(name: "EmbedResources")]
        ),

        // libyaml (Debian: libyaml-dev), the YAML parser; only TagDeckYAML imports it.
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // YAML documents composed from libyaml's events into nodes.
        .target(name: "TagDeckYAML", dependencies: ["CLibYAML"]),

        // toml++ (Debian: libtomlplusplus-dev, header-only C++17) behind a plain C face.
        .target(name: "CTOMLReader"),
        // TOML documents read with toml++ into values.
        .target(name: "TagDeckTOML", dependencies: ["CTOMLReader"]),

        // The config file (config.toml): read with toml++ into settings and a key map.
        .target(name: "TagDeckConfig", dependencies: ["TagDeck", "TagDeckTOML"]),

        // `tagdeck tags`: a Markdown note's front matter tags, edited in place, and its folder's vocabulary.
        .target(name: "TagDeckNotes", dependencies: ["TagDeck", "TagDeckStore", "TagDeckYAML", "TagDeckTOML"]),

        // The system library for the terminal front end. Only TagDeckTerminal imports it.
        .systemLibrary(
            name: "CNcursesw",
            providers: [.apt(["libncurses-dev"])]
        ),

        // Gives the terminal back on a fatal signal (async-signal-safe, so in C).
        .target(name: "CTerminalRescue"),

        // Layer 5: the thin ncurses front end.
        .target(name: "TagDeckTerminal", dependencies: ["TagDeck", "TagDeckANSI", "CNcursesw", "CTerminalRescue"]),

        // A front end without ncurses: grids drawn as plain xterm escape sequences, raw bytes decoded into events.
        .target(name: "TagDeckANSI", dependencies: ["TagDeck", "CTerminalRescue"]),


        // The command line.
        .executableTarget(
            name: "tagdeck",
            dependencies: [
                "TagDeck", "TagDeckStore", "TagDeckTerminal", "TagDeckANSI", "TagDeckConfig", "TagDeckNotes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Build tool that turns files under Resources/ into Swift string constants, so the binary
        // carries its demo board wherever it is copied.
        .executableTarget(name: "embed-resource"),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["embed-resource"]),

        // Test helper: saves boards in a loop so the crash-safety test can kill it mid-save.
        .executableTarget(name: "tagdeck-save-loop", dependencies: ["TagDeck", "TagDeckStore"]),

        // Benchmarks, run by hand in a release build (see BENCHMARKS.md); not part of the tests.
        .executableTarget(name: "tagdeck-bench",
                          dependencies: ["TagDeck", "TagDeckStore", "TagDeckTerminal", "TagDeckBenchSupport",
                                         "TagDeckTesting", "TagDeckNotes"]),
        // The boards and scenes both benchmark harnesses measure.
        .target(name: "TagDeckBenchSupport", dependencies: ["TagDeck", "TagDeckTesting"]),

        // What tests, fuzz targets and benchmarks drive the deck with: the headless driver, the seeded generator,
        // and random events from the whole vocabulary with a frame and checks after each.
        .target(name: "TagDeckTesting", dependencies: ["TagDeck"]),

        // What several test targets share: the one test seed, a recording coordinator double.
        .target(name: "TagDeckTestSupport", dependencies: ["TagDeck", "TagDeckTesting"], path: "Tests/TagDeckTestSupport"),

        .testTarget(name: "TagDeckTests",
                    dependencies: ["TagDeck", "TagDeckTestSupport", "TagDeckTesting",
                                   .product(name: "CustomDump", package: "swift-custom-dump")]),
        .testTarget(name: "TagDeckStoreTests",
                    dependencies: ["TagDeck", "TagDeckStore", "TagDeckTestSupport", "TagDeckTesting",
                                   "tagdeck-save-loop"]),
        .testTarget(name: "TagDeckConfigTests", dependencies: ["TagDeck", "TagDeckConfig"]),
        // The differential test compares the YAML and TOML readers with Yams and TOMLKit, as references only.
        .testTarget(name: "TagDeckNotesTests",
                    dependencies: ["TagDeck", "TagDeckNotes", "TagDeckStore", "TagDeckTesting", "TagDeckTestSupport",
                                   "TagDeckYAML", "TagDeckTOML", .product(name: "Yams", package: "Yams"),
                                   .product(name: "TOMLKit", package: "TOMLKit")]),
        .testTarget(name: "TagDeckTerminalTests", dependencies: ["TagDeck", "TagDeckTerminal", "TagDeckANSI"]),
        .testTarget(name: "TagDeckANSITests",
                    dependencies: ["TagDeck", "TagDeckANSI", "TagDeckTestSupport", "TagDeckTesting"]),
        .testTarget(name: "EndToEndTests",
                    dependencies: ["tagdeck", "TagDeck", "TagDeckStore", "TagDeckTestSupport", "TagDeckTesting"]),
    ],
    cxxLanguageStandard: .cxx17
)
