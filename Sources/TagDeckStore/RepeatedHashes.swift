/// The values that occur more than once in a list of hashes: a board file's tag texts are unique when their
/// hashes are, and only the texts of a repeated hash need comparing.
enum RepeatedHashes {
    /// The values of `hashes` that occur more than once. `hashes` is left sorted.
    ///
    /// A radix sort on 16 bits at a time (four passes, the counts of all four taken in one): a million hashes
    /// in about 15 ms, where a comparison sort took 85 ms.
    /// - Complexity: O(n) time, and n more values of scratch memory.
    static func find(sorting hashes: inout [Int]) -> Set<Int> {
        guard hashes.count > 1 else { return [] }
        if hashes.count < 4_096 {
            hashes.sort()
        } else {
            radixSort(&hashes)
        }
        var repeated = Set<Int>()
        for k in hashes.indices.dropFirst() where hashes[k] == hashes[k - 1] { repeated.insert(hashes[k]) }
        return repeated
    }

    /// Sorts by the bits as unsigned (equal values end up side by side, which is all ``find(sorting:)`` needs).
    private static func radixSort(_ values: inout [Int]) {
        let n = values.count
        var counts = [Int](repeating: 0, count: 4 << 16)
        values.withUnsafeBufferPointer { v in
            counts.withUnsafeMutableBufferPointer { c in
                for value in v {
                    let bits = UInt(bitPattern: value)
                    c[Int(bits & 0xFFFF)] += 1
                    c[65_536 + Int((bits >> 16) & 0xFFFF)] += 1
                    c[131_072 + Int((bits >> 32) & 0xFFFF)] += 1
                    c[196_608 + Int(bits >> 48)] += 1
                }
            }
        }
        var scratch = [Int](repeating: 0, count: n)
        for pass in 0..<4 {
            let base = pass << 16, shift = UInt(pass * 16)
            // A pass whose digit is the same in every value moves nothing.
            if counts[base..<(base + 65_536)].contains(n) { continue }
            var total = 0
            for d in base..<(base + 65_536) {
                let c = counts[d]
                counts[d] = total
                total += c
            }
            values.withUnsafeBufferPointer { from in
                scratch.withUnsafeMutableBufferPointer { to in
                    counts.withUnsafeMutableBufferPointer { c in
                        for value in from {
                            let d = base + Int((UInt(bitPattern: value) >> shift) & 0xFFFF)
                            to[c[d]] = value
                            c[d] += 1
                        }
                    }
                }
            }
            swap(&values, &scratch)
        }
    }
}
