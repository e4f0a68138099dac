/// Folding of accented Latin letters to their base letter, so that `cafe` finds `Café`.
///
/// The table covers Latin-1 Supplement and Latin Extended-A and -B: every letter whose canonical decomposition
/// is an ASCII letter followed by combining marks, plus a few letters without one (`ø`, `ł`, `đ`, `ß`, `æ`,
/// `œ`, `þ`, `ħ`, `ı`). Combining marks (U+0300-U+036F) are dropped, so decomposed text folds the same way.
/// Generated once with Python's `unicodedata` (NFD); the core imports no normalization library.
enum AccentFolding {
    private static let accented = "ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïñòóôõöøùúûüýþÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľŁłŃńŅņŇňŌōŎŏŐőŒœŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ"
    private static let base = "AAAAAAACEEEEIIIINOOOOOOUUUUYTsaaaaaaaceeeeiiiinoooooouuuuytyAaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIiJjKkLlLlLlLlNnNnNnOoOoOoOoRrRrRrSsSsSsSsTtTtUuUuUuUuUuUuWwYyYZzZzZzOoUuAaIiOoUuUuUuUuUuAaAaGgKkOoOojGgNnAaAaAaEeEeIiIiOoOoRrRrUuUuSsTtHhAaEeOoOoOoOoYy"

    private static let table: [Unicode.Scalar: Unicode.Scalar] = {
        var t: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (a, b) in zip(accented.unicodeScalars, base.unicodeScalars) { t[a] = b }
        return t
    }()

    /// Whether `scalar` is a combining diacritical mark that folding drops.
    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool { (0x300...0x36F).contains(scalar.value) }

    /// Whether `scalar` is changed or dropped by folding.
    static func isAccented(_ scalar: Unicode.Scalar) -> Bool { table[scalar] != nil || isCombiningMark(scalar) }

    /// `scalar` folded: its base letter, nil for a combining mark, else itself.
    static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if isCombiningMark(scalar) { return nil }
        return table[scalar] ?? scalar
    }
}
