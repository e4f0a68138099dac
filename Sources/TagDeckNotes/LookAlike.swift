import Foundation

/// Tags that are likely one tag written two ways: they differ only by case, accents, a leading `#`, a plural `s`,
/// or, from five letters on, one letter (`javascript`, `Javascript`, `javscript`, `#javascript`, `javascripts`).
enum LookAlike {
    /// The tags of `tags` that look like another of them, in the order given.
    /// - Complexity: O(n·L) in the tags and their length: each tag's form, and each form less one letter, is
    ///   looked up once.
    static func tags(among tags: [String]) -> Set<String> {
        var byForm: [String: [Int]] = [:]
        let forms = tags.map(form)
        for (k, form) in forms.enumerated() { byForm[form, default: []].append(k) }
        // One letter changed, added or left out: the two share a form with one letter left out, or one is the
        // other's form less a letter.
        var byShorter: [String: [Int]] = [:]
        for (k, form) in forms.enumerated() where form.count >= 5 {
            for variant in shorter(form) { byShorter[variant, default: []].append(k) }
        }
        var alike = Set<String>()
        for indices in byForm.values where indices.count > 1 { indices.forEach { alike.insert(tags[$0]) } }
        for (variant, indices) in byShorter {
            let distinct = Set(indices.map { forms[$0] })
            if distinct.count > 1 { indices.forEach { alike.insert(tags[$0]) } }
            if let whole = byForm[variant], forms[whole[0]].count >= 4 {
                indices.forEach { alike.insert(tags[$0]) }
                whole.forEach { alike.insert(tags[$0]) }
            }
        }
        return alike
    }

    /// The tag as compared: lower case, without accents, without a leading `#` or a final `s`.
    static func form(_ tag: String) -> String {
        var text = tag.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        if text.hasPrefix("#") { text.removeFirst() }
        if text.count > 3 && text.hasSuffix("s") { text.removeLast() }
        return text
    }

    /// The form with each of its letters left out in turn.
    private static func shorter(_ form: String) -> Set<String> {
        let characters = Array(form)
        return Set(characters.indices.map { k in String(characters[..<k] + characters[(k + 1)...]) })
    }
}
