import TagDeck
import TagDeckANSI

extension ANSIInputDecoder {
    /// The events of `text`'s bytes read at once, then the end of the input (nothing more came).
    static func events(_ text: String, keys: KeySequenceTable = .standard) -> [InputEvent] {
        events(Array(text.utf8), keys: keys)
    }

    /// The events of `bytes` read at once, then the end of the input.
    static func events(_ bytes: [UInt8], keys: KeySequenceTable = .standard) -> [InputEvent] {
        var decoder = ANSIInputDecoder(keys: keys)
        return decoder.decode(bytes) + decoder.endOfInput()
    }

    /// The events of `bytes` read in pieces cut at `cuts` (offsets, ascending), then the end of the input.
    static func events(_ bytes: [UInt8], cutAt cuts: [Int], keys: KeySequenceTable = .standard) -> [InputEvent] {
        var decoder = ANSIInputDecoder(keys: keys)
        var events: [InputEvent] = []
        var start = 0
        for cut in cuts + [bytes.count] {
            events += decoder.decode(Array(bytes[start..<cut]))
            start = cut
        }
        return events + decoder.endOfInput()
    }
}
