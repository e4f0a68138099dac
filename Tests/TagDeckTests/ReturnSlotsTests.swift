@testable import TagDeck
import XCTest

/// The return slots a bundle leaves, and how an undo forgets them: at once only when it undoes the very bundle
/// that left every slot there is.
final class ReturnSlotsTests: XCTestCase {
    private let sent = BundleMove(from: [TagPath(.bottom, 0, 0), TagPath(.bottom, 0, 1)],
                                  to: [TagPath(.top, 0, 0), TagPath(.top, 0, 1)])
    private let tags = [Tag("a"), Tag("b")]

    private func keptBundle() -> ReturnSlots {
        var slots = ReturnSlots()
        slots.keep([TagPath(.bottom, 0, 0), TagPath(.bottom, 0, 0)], of: tags, movedBy: sent)
        return slots
    }

    func testUndoingTheWholeBundleForgetsEverySlot() {
        var slots = keptBundle()
        XCTAssertEqual(slots, ["a": TagPath(.bottom, 0, 0), "b": TagPath(.bottom, 0, 0)])
        slots.forget(tags, replayed: .bundle(sent.inverse))
        XCTAssertTrue(slots.isEmpty)
    }

    func testASlotSetAfterTheBundleIsKeptWhenTheBundleIsUndone() {
        var slots = keptBundle()
        slots["z"] = TagPath(.bottom, 0, 2)
        slots.forget(tags, replayed: .bundle(sent.inverse))
        XCTAssertEqual(slots, ["z": TagPath(.bottom, 0, 2)])
    }

    func testASlotIsFoundByItsTextAfterABundleCrossedWhole() {
        var slots = keptBundle()
        XCTAssertEqual(slots.count, 2)
        XCTAssertEqual(slots["b"], TagPath(.bottom, 0, 0))
        XCTAssertNil(slots["c"])
        slots.forget(tags, replayed: .bundle(sent.inverse))
        XCTAssertTrue(slots.isEmpty, "a lookup changes no slot: the undo still forgets them all")
    }

    func testAnotherMoveForgetsOnlyItsTags() {
        var slots = keptBundle()
        slots.forget([Tag("a")], replayed: .bundle(BundleMove(from: [TagPath(.top, 0, 0)], to: [TagPath(.bottom, 0, 0)])))
        XCTAssertEqual(slots, ["b": TagPath(.bottom, 0, 0)])
    }

    func testSlotsKeptBesideOthersAreForgottenOneByOne() {
        var slots: ReturnSlots = ["z": TagPath(.bottom, 0, 5)]
        slots.keep([TagPath(.bottom, 0, 0), TagPath(.bottom, 0, 0)], of: tags, movedBy: sent)
        slots.forget(tags, replayed: .bundle(sent.inverse))
        XCTAssertEqual(slots, ["z": TagPath(.bottom, 0, 5)])
    }

    func testRelocatingKeepsTheTagsAndMovesTheirSlots() {
        var slots = keptBundle()
        slots.relocateAll { TagPath($0.pane, $0.section, $0.item + 1) }
        XCTAssertEqual(slots, ["a": TagPath(.bottom, 0, 1), "b": TagPath(.bottom, 0, 1)])
        slots.forget(tags, replayed: .bundle(sent.inverse))
        XCTAssertTrue(slots.isEmpty)
    }
}
