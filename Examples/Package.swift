// swift-tools-version:6.0
import PackageDescription

// Two programs that host a tagdeck deck in a rectangle of their own screen. A package of its own, which depends on
// the checkout by path: `swift test` at the root does not build it; `.ci/run` does.
let package = Package(
    name: "tagdeck-examples",
    dependencies: [.package(name: "tagdeck", path: "..")],
    targets: [
        // The deck drawn with ncurses (the TagDeckTerminal front end's CursesTerminal and painter).
        .executableTarget(name: "embedded-ncurses", dependencies: [
            .product(name: "TagDeck", package: "tagdeck"), .product(name: "TagDeckStore", package: "tagdeck"),
            .product(name: "TagDeckTerminal", package: "tagdeck"),
        ]),
        // The deck drawn as plain escape sequences, no ncurses (the TagDeckANSI front end).
        .executableTarget(name: "embedded-ansi", dependencies: [
            .product(name: "TagDeck", package: "tagdeck"), .product(name: "TagDeckStore", package: "tagdeck"),
            .product(name: "TagDeckANSI", package: "tagdeck"),
        ]),
    ]
)
