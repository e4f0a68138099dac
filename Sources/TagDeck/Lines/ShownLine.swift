/// What a chip shows of a line of input (``LineDisplay``): printable text only, its colours in runs, its width, and
/// the parts of it the filter searches.
package struct ShownLine: Equatable {
    /// A run of the text in one ink, up to a UTF-8 offset.
    package struct Run: Equatable {
        package var end: Int
        package var ink: Ink
    }

    /// What the chip shows: no control character, tabs as spaces.
    package var text: String
    /// The text's inks, in order; the last run ends at the text's end.
    package var runs: [Run]
    /// The width in cells.
    package var width: Int
    /// The UTF-8 ranges of ``text`` the filter searches, one per range of ``LineDisplay/searchedFields``; nil
    /// only while not worked out (a measure).
    package var searched: [Range<Int>]?

    /// The searched parts as texts.
    package var searchedTexts: [String] {
        (searched ?? [0..<text.utf8.count]).map { part(of: $0) }
    }

    /// The text of a UTF-8 range of ``text``.
    package func part(of range: Range<Int>) -> String {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let end = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
        return String(text[start..<end])
    }

    /// The offsets, in grapheme clusters of ``text``, of the clusters that `query` matched: in each searched part,
    /// those its positive terms matched (see ``FieldSearch/highlights(_:inParts:)``); nil when it does not match.
    package func highlights(_ query: TagQuery) -> [Int]? {
        let parts = searched ?? [0..<text.utf8.count]
        guard let marked = FieldSearch.highlights(query, inParts: parts.map { part(of: $0) }) else { return nil }
        var out: [Int] = []
        for (k, positions) in marked.enumerated() where !positions.isEmpty {
            let before = part(of: 0..<parts[k].lowerBound).count
            out += positions.map { $0 + before }
        }
        return out
    }
}

extension LineDisplay {
    /// What `text`'s chip shows, built (`building`) or only measured.
    /// - Complexity: O(length of `text`).
    func shown(_ text: String, building: Bool) -> ShownLine {
        LineText.withBytes(of: text) { raw in
            if shownFields == nil && !(readsColors && raw.contains(where: Self.mayStartSequence)) {
                return chip(of: raw, inks: [], building: building)
            }
            let (logical, inks) = logicalText(of: raw)
            return logical.withUnsafeBufferPointer { chip(of: $0, inks: inks, building: building) }
        }
    }

    /// The line as its chip reads it before it is made visible: the fields it shows, escape sequences taken out,
    /// with the ink each run of it starts with.
    private func logicalText(of raw: UnsafeBufferPointer<UInt8>) -> ([UInt8], [(start: Int, ink: Ink)]) {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var inks: [(start: Int, ink: Ink)] = []
        // Where the text with a background colour ends: white space up to there is not trimmed.
        var coloredEnd = 0
        func append(_ range: Range<Int>, from ink: Ink) {
            var reader = InkReader(ink: ink)
            if !reader.ink.isNone || !inks.isEmpty { inks.append((out.count, reader.ink)) }
            var lastStart: Int?
            let piece = UnsafeBufferPointer(rebasing: raw[..<range.upperBound])
            var i = range.lowerBound
            while i < range.upperBound {
                if readsColors, let length = reader.sequenceLength(in: piece, at: i) {
                    if inks.last?.ink != reader.ink { inks.append((out.count, reader.ink)) }
                    i += length
                    continue
                }
                if readsColors && raw[i] == 0x08, let start = lastStart {
                    // A character and a backspace after it (overstriking, as man pages bold): both taken out.
                    out.removeSubrange(start...)
                    lastStart = nil
                    i += 1
                    continue
                }
                let length = UTF8Walk.length(piece, at: i)
                lastStart = out.count
                out.append(contentsOf: raw[i..<(i + length)])
                if reader.ink.background != nil { coloredEnd = out.count }
                i += length
            }
        }
        guard let shownFields else {
            append(0..<raw.count, from: .none)
            return (out, inks)
        }
        for range in shownFields.select(LineFields.split(raw, by: delimiter)) {
            append(range, from: readsColors ? ink(of: raw, at: range.lowerBound) : .none)
        }
        // As fzf does with `--with-nth`: the white space that ends the fields is not shown.
        let end = out.withUnsafeBufferPointer { max(LineFields.trailingSpaceStart($0), min(coloredEnd, $0.count)) }
        out.removeSubrange(end...)
        return (out, inks)
    }

    /// The ink in force at byte `offset` of the line.
    private func ink(of raw: UnsafeBufferPointer<UInt8>, at offset: Int) -> Ink {
        var reader = InkReader()
        let head = UnsafeBufferPointer(rebasing: raw[..<offset])
        var i = 0
        while i < head.count { i += reader.sequenceLength(in: head, at: i) ?? UTF8Walk.length(head, at: i) }
        return reader.ink
    }

    /// The chip's text made from the logical text: tabs expanded, controls shown, bytes that are not UTF-8 as
    /// U+FFFD; the searched parts found in it.
    private func chip(of logical: UnsafeBufferPointer<UInt8>, inks: [(start: Int, ink: Ink)], building: Bool)
        -> ShownLine {
        var out: [UInt8] = []
        if building { out.reserveCapacity(logical.count + 8) }
        var runs: [ShownLine.Run] = []
        var ink = Ink.none
        var nextInk = 0
        // Where each byte of the logical text starts in the chip's text, to find the searched fields there.
        let mapping = building && searchedFields != nil
        var offsets: [Int] = []
        if mapping { offsets.reserveCapacity(logical.count + 1) }
        var column = 0
        var i = 0
        while i < logical.count {
            while nextInk < inks.count && inks[nextInk].start <= i {
                if inks[nextInk].ink != ink {
                    if building && !out.isEmpty { runs.append(ShownLine.Run(end: out.count, ink: ink)) }
                    ink = inks[nextInk].ink
                }
                nextInk += 1
            }
            let (scalar, length) = UTF8Walk.decode(logical, at: i)
            if mapping { for _ in 0..<length { offsets.append(out.count) } }
            i += length
            guard let scalar else {
                if building { out += [0xEF, 0xBF, 0xBD] }
                column += 1
                continue
            }
            let v = scalar.value
            if v == 0x09 {
                let n = tabStop - column % tabStop
                if building { out += repeatElement(0x20, count: n) }
                column += n
            } else if v < 0x20 || v == 0x7F {
                if building { out += [UInt8(ascii: "^"), UInt8(v ^ 0x40)] }
                column += 2
            } else if (0x80...0x9F).contains(v) {
                if building { out += [UInt8(ascii: "M"), UInt8(ascii: "-"), UInt8(ascii: "^"), UInt8((v - 0x80) | 0x40)] }
                column += 4
            } else {
                if building { out += logical[(i - length)..<i] }
                column += DisplayWidth.of(scalar)
            }
        }
        guard building else { return ShownLine(text: "", runs: [], width: column, searched: nil) }
        if mapping { offsets.append(out.count) }
        runs.append(ShownLine.Run(end: out.count, ink: ink))
        var searched: [Range<Int>] = [0..<out.count]
        if let searchedFields {
            searched = searchedFields.select(LineFields.split(logical, by: delimiter)).map {
                offsets[$0.lowerBound]..<offsets[$0.upperBound]
            }
        }
        return ShownLine(text: String(decoding: out, as: UTF8.self), runs: runs, width: column, searched: searched)
    }
}
