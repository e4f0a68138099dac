import TagDeck

/// Tags that are likely one tag written two ways: they differ only by case, accents, a leading `#`, a plural `s`,
/// or, from five letters on, one edit (`javascript`, `Javascript`, `javscript`, `#javascript`, `javascripts`).
///
/// One edit is exactly one letter added, left out or changed, or two neighbouring letters swapped (a
/// Damerau-Levenshtein distance of 1, with adjacent transpositions): `pyhton` is one edit from `python`, but
/// `rstats` and `stata` are two (a letter left out of each, at different places), and are not alike.
enum LookAlike {
    /// The tags of `tags` that look like another of them, in the order given.
    /// - Complexity: O(n·L) lookups in the tags and their length, each of a key of O(L): each tag's form, and each
    ///   form with one letter left out, one letter blanked and two neighbours swapped, is looked up once.
    static func tags(among tags: [String]) -> Set<String> {
        var byForm: [String: [Int]] = [:]
        let forms = tags.map(form)
        for (k, form) in forms.enumerated() { byForm[form, default: []].append(k) }
        var alike = Set<String>()
        for indices in byForm.values where indices.count > 1 { indices.forEach { alike.insert(tags[$0]) } }
        // Each distinct form once, as letters; the forms one edit from another.
        var alikeForms = Set<String>()
        // A letter changed: the two forms are the same with that letter blanked (at the same place).
        var byBlanked: [[Character]: Set<String>] = [:]
        for (form, _) in byForm {
            let letters = Array(form)
            guard letters.count >= 5 else { continue }
            for k in letters.indices {
                var blanked = letters
                blanked[k] = Self.blank
                byBlanked[blanked, default: []].insert(form)
                // A letter added or left out: one form is the other less a letter.
                let shorter = String(letters[..<k] + letters[(k + 1)...])
                if shorter.count >= 4, byForm[shorter] != nil { alikeForms.formUnion([form, shorter]) }
                // Two neighbours swapped.
                if k + 1 < letters.count, letters[k] != letters[k + 1] {
                    var swapped = letters
                    swapped.swapAt(k, k + 1)
                    let other = String(swapped)
                    if byForm[other] != nil { alikeForms.formUnion([form, other]) }
                }
            }
        }
        for group in byBlanked.values where group.count > 1 { alikeForms.formUnion(group) }
        for form in alikeForms { byForm[form]?.forEach { alike.insert(tags[$0]) } }
        return alike
    }

    /// What stands for the letter changed: no tag's form holds it.
    private static let blank: Character = "\u{0}"

    /// The tag as compared: lower case, without accents, without a leading `#` or a final `s`.
    static func form(_ tag: String) -> String {
        var text = LatinFolding.caseAndAccentFolded(tag)
        if text.hasPrefix("#") { text.removeFirst() }
        if text.count > 3 && text.hasSuffix("s") { text.removeLast() }
        return text
    }
}
