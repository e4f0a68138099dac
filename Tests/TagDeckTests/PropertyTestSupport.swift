import Glibc
import XCTest

@testable import TagDeck
import TagDeckTesting

// Shared by the drag property, slot-finding and no-flicker tests, on top of TestBoards: random boards with
// varied texts, literal boards, and small helpers over the headless driver.

extension SplitMix64 {
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0..<items.count)] }
}

extension TestBoards {
    /// A random board for the drag tests: both panes, 1-3 sections each, 0-6 tags per section, some pinned,
    /// with texts that mix ASCII, CJK, emoji and names longer than a row (kept unique by the tag's number).
    static func randomForDrags(using rng: inout SplitMix64) -> Board {
        let base = random(maxSections: 3, maxTags: 6, pinnedChance: 0.15, using: &rng)
        var number = 0
        func text() -> String {
            number += 1
            switch rng.int(0..<10) {
            case 0: return "漢字\(number)"
            case 1: return "🙂\(number)"
            case 2: return "tag-with-a-rather-long-name-\(number)-" + String(repeating: "x", count: rng.int(0...30))
            case 3: return "日本語のタグ\(number)"
            case 4: return String(repeating: "w", count: rng.int(0...8)) + "\(number)"
            default: return "t\(number)"
            }
        }
        func pane(_ side: PaneSide) -> PaneContent {
            let content = base[side]
            return PaneContent(title: rng.chance(0.8) ? content.title : "", sections: content.sections.map { section in
                Section(title: section.title, tags: section.tags.map { Tag(text(), pinned: $0.isPinned) })
            })
        }
        // Cannot throw: texts are unique and non-empty.
        return try! Board(top: pane(.top), bottom: pane(.bottom))
    }

    /// A board from literal sections: `[["a", "{p}"], []]` per pane, `{…}` marking a pinned tag; `titles`
    /// maps "Top0", "Bottom1", … to section titles.
    static func literal(top: [[String]], bottom: [[String]], titles: [String: String] = [:]) -> Board {
        func pane(_ sections: [[String]], _ side: String) -> PaneContent {
            PaneContent(title: side, sections: sections.enumerated().map { k, texts in
                Section(title: titles["\(side)\(k)"] ?? "", tags: texts.map { t in
                    t.hasPrefix("{") ? Tag(String(t.dropFirst().dropLast()), pinned: true) : Tag(t)
                })
            })
        }
        return try! Board(top: pane(top, "Top"), bottom: pane(bottom, "Bottom"))
    }
}

extension Board {
    /// Tag texts per pane and section, for readable assertions.
    var texts: [[[String]]] {
        PaneSide.allCases.map { side in self[side].sections.map { $0.tags.map(\.text) } }
    }

    /// Every (text, pinned) pair, sorted: the multiset that no drag may change.
    var tagMultiset: [String] { allTags.map { ($0.isPinned ? "{pinned}" : "") + $0.text }.sorted() }

    /// Per pane and section, the pinned tags in order.
    var pinnedLayout: [[[String]]] {
        PaneSide.allCases.map { side in self[side].sections.map { $0.tags.filter(\.isPinned).map(\.text) } }
    }
}

extension HeadlessDriver {
    /// The screen frame of the chip with `text`.
    func frame(of text: String, file: StaticString = #filePath, line: UInt = #line) -> Rect {
        guard let path = board.path(of: text) else {
            XCTFail("no tag '\(text)'", file: file, line: line)
            return Rect(x: 0, y: 0, width: 0, height: 0)
        }
        return state.chipFrame(path)
    }
}

/// Names the random sequence that was running when the process traps (a failed precondition in the engine),
/// so a crash can be replayed like any other failure. The note is written from the signal handler, then the
/// previous handler (the runtime's backtracer) takes over.
enum CrashNote {
    nonisolated(unsafe) static var seed: UInt64 = 0
    nonisolated(unsafe) static var event = -1
    nonisolated(unsafe) static var active = false
    nonisolated(unsafe) private static var previousIll = sigaction()
    nonisolated(unsafe) private static var previousTrap = sigaction()
    nonisolated(unsafe) private static var installed = false
    private static let signals = [SIGILL, SIGTRAP]

    static func install() {
        guard !installed else { return }
        installed = true
        for (k, sig) in signals.enumerated() {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in
                if CrashNote.active {
                    var buffer = [UInt8](repeating: 0, count: 96)
                    var n = 0
                    func put(_ s: StaticString) {
                        s.withUTF8Buffer { for b in $0 { buffer[n] = b; n += 1 } }
                    }
                    func put(_ v: UInt64) {
                        var digits: [UInt8] = []
                        var x = v
                        repeat { digits.append(UInt8(48 + x % 10)); x /= 10 } while x > 0
                        for d in digits.reversed() { buffer[n] = d; n += 1 }
                    }
                    put("\ncrashed in random sequence: seed ")
                    put(CrashNote.seed)
                    put(", event #")
                    put(UInt64(max(0, CrashNote.event)))
                    put("\n")
                    _ = buffer.withUnsafeBytes { write(2, $0.baseAddress, n) }
                }
                // Hand the signal back: the faulting instruction runs again under the previous handler.
                if sig == SIGILL { sigaction(sig, &CrashNote.previousIll, nil) } else {
                    sigaction(sig, &CrashNote.previousTrap, nil)
                }
            }
            if k == 0 { sigaction(sig, &action, &previousIll) } else { sigaction(sig, &action, &previousTrap) }
        }
    }
}

extension DeckOptions {
    /// The panes split half and half, as they were before they were sized by their content.
    static var halves: DeckOptions {
        var options = DeckOptions()
        options.split = 0.5
        return options
    }
}
