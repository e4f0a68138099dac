/// The words on a section's title row, `Letters · 4`, and how wide they are: the renderer draws them, and a
/// folded section's chips are placed just after them.
package enum TitleText {
    /// ` · 4`: how many tags the section holds.
    static func count(of section: Section) -> String { " · " + grouped(section.tags.count) }

    /// Cells taken by the title and its count.
    static func width(of section: Section) -> Int { DisplayWidth.of(section.title) + DisplayWidth.of(count(of: section)) }

    /// `1,234,567`: a count with thousands separated.
    package static func grouped(_ n: Int) -> String {
        if n > -1_000 && n < 1_000 { return String(n) }
        let digits = String(n.magnitude).utf8
        var out = [UInt8]()
        out.reserveCapacity(digits.count + digits.count / 3 + 1)
        if n < 0 { out.append(UInt8(ascii: "-")) }
        for (k, d) in digits.enumerated() {
            if k > 0 && (digits.count - k) % 3 == 0 { out.append(UInt8(ascii: ",")) }
            out.append(d)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
