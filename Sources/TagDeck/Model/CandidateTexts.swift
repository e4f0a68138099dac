/// The texts of a run of the picker's candidates, packed once by the stream that read them: `texts[i]` is the text
/// of candidate `start + i` (candidates counted in input order, from 0). A board that holds those candidates in a
/// chunk of the very same texts keeps this packing instead of a copy of its own (`TagList.shareTexts(_:near:)`).
public struct CandidateTexts: Sendable, Equatable {
    package let start: Int
    package let texts: PackedTexts

    package init(start: Int, texts: PackedTexts) {
        self.start = start
        self.texts = texts
    }
}
