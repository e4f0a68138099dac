/// The inks of a frame's cells, each kept once: a cell holds a number into the table (0 for none), so that it stays
/// plain bytes.
struct InkTable: Sendable {
    private var inks: [Ink] = []
    private var numbers: [Ink: UInt16] = [:]

    /// How many inks are kept.
    var count: Int { inks.count }

    /// The ink a number stands for; nil for 0.
    subscript(number: UInt16) -> Ink? { number == 0 ? nil : inks[Int(number) - 1] }

    /// The number that stands for `ink`: 0 for none (or once 65,535 inks are kept), else its place plus one.
    /// - Complexity: O(1) expected.
    mutating func number(of ink: Ink?) -> UInt16 {
        guard let ink, !ink.isNone else { return 0 }
        if let number = numbers[ink] { return number }
        guard inks.count < Int(UInt16.max) else { return 0 }
        inks.append(ink)
        numbers[ink] = UInt16(inks.count)
        return UInt16(inks.count)
    }

    /// Forgets every ink.
    mutating func removeAll() {
        inks.removeAll(keepingCapacity: true)
        numbers.removeAll(keepingCapacity: true)
    }
}
