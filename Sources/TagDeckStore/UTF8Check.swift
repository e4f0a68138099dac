/// Finds bytes that are not well-formed UTF-8, so errors can point at them.
enum UTF8Check {
    /// The index of the first byte of the first ill-formed sequence in `bytes`, or nil if all is UTF-8.
    ///
    /// Follows the Unicode well-formedness table: no overlong forms, no surrogates, nothing above U+10FFFF.
    /// A sequence cut short is reported at its lead byte.
    /// - Complexity: O(n).
    static func firstInvalidIndex(_ bytes: ArraySlice<UInt8>) -> Int? {
        var i = bytes.startIndex
        let end = bytes.endIndex
        func continuation(_ at: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            at < end && range.contains(bytes[at])
        }
        while i < end {
            let lead = bytes[i]
            let length: Int
            switch lead {
            case 0x00...0x7F:
                i += 1
                continue
            case 0xC2...0xDF:
                length = continuation(i + 1) ? 2 : 0
            case 0xE0...0xEF:
                let second: ClosedRange<UInt8> = lead == 0xE0 ? 0xA0...0xBF : lead == 0xED ? 0x80...0x9F : 0x80...0xBF
                length = continuation(i + 1, second) && continuation(i + 2) ? 3 : 0
            case 0xF0...0xF4:
                let second: ClosedRange<UInt8> = lead == 0xF0 ? 0x90...0xBF : lead == 0xF4 ? 0x80...0x8F : 0x80...0xBF
                length = continuation(i + 1, second) && continuation(i + 2) && continuation(i + 3) ? 4 : 0
            default:
                length = 0
            }
            if length == 0 { return i }
            i += length
        }
        return nil
    }
}
