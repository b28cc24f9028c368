import OrientationResolver

/// Whether `text` holds "pad", "phone", "tablet" or "idiom" in any case, from its bytes.
func mayNameIdiom(_ text: String) -> Bool {
    var last: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    for byte in text.utf8 {
        let lower = byte >= 65 && byte <= 90 ? byte + 32 : byte
        last = (last.1, last.2, last.3, lower)
        // "pad", "hone" (phone), "blet" (tablet), "diom" (idiom), by their last bytes.
        if (last.1, last.2, last.3) == (112, 97, 100) || last == (104, 111, 110, 101) || last == (100, 105, 111, 109)
            || last == (98, 108, 101, 116)
        {
            return true
        }
    }
    return false
}

/// The idiom a condition tests: `userInterfaceIdiom == .pad` (or `!= .phone`), `UI_USER_INTERFACE_IDIOM() ==
/// UIUserInterfaceIdiomPad`, `traitCollection.horizontalSizeClass == .regular` (an iPad's, full screen), the device's
/// model name (`[[UIDevice currentDevice].model hasPrefix:@"iPad"]`), a flag named for the idiom alone (`IS_IPAD`, `isPad`, `isTablet`, `DeviceType.isIPhone`, negated with
/// `!` or compared with false); nil for any other condition, for one that holds on both idioms (`isPad || forceTablet`)
/// and for a negated group (`!(isPad && wide)`). A flag whose name only begins with the idiom (`isPadLayoutEnabled`)
/// says nothing about the device. `elseIdiom`: the idiom the `else` runs
/// on alone, the other one; nil after a conjunction (`isPad && wide`, `if isPad, wide`), which does not promise it.
func idiomTested(by condition: String) -> (idiom: Idiom, elseIdiom: Idiom?)? {
    // Most conditions name no idiom: one that holds neither "pad", "phone" nor "idiom" (in any case) is not looked at
    // further (every ternary the reader reads asks).
    guard mayNameIdiom(condition) || condition.contains("izeClass") else { return nil }
    // Without spaces: the Objective-C reader joins a condition's tokens with them (`| |`, `! IS_IPAD`).
    let compact = condition.lowercased().filter { !$0.isWhitespace }
    // A disjunction holds on both idioms; a negated group (`!(isPad && x)`, `!(idiom == .pad)`) is not read.
    guard !compact.contains("||"), !compact.contains("|"), !compact.contains("!(") else { return nil }
    // The idiom given to a function (`forcesLandscape(isPad: idiom == .pad)`, `layout(for: isPad)`): what the
    // function makes of it is not read here. A string it tests (`model.hasPrefix("iPad")`) is read below.
    guard !idiomGivenToCall(compact) else { return nil }
    var pad = false, phone = false, negated = false
    // A model name that names the iPhone: an iPod touch has the phone's idiom under another name.
    var namesIPhoneModel = false
    if compact.contains("horizontalsizeclass") || compact.contains("userinterfacesizeclass") {
        // A horizontal size class stands for the idiom where masks decide: a full-screen iPad is regular, an iPhone
        // compact (a Plus or Max iPhone in landscape, regular, is not told apart; an iPad in Split View or Slide
        // Over, compact, multitasks, and then no mask decides).
        // Both regular (`horizontalSizeClass == .regular && verticalSizeClass == .regular`): never on an iPhone, in
        // either orientation; a full-screen iPad, as a horizontal size class alone stands for it (an iPad where it
        // fails multitasks, and no mask decides).
        if compact.contains("verticalsizeclass") {
            let both =
                compact.contains("&&") && !compact.contains("!=") && !compact.contains("compact")
                && compact.components(separatedBy: "regular").count - 1 == 2
            return both ? (.pad, .phone) : nil
        }
        pad = compact.contains(".regular") || compact.contains("sizeclassregular")
        phone = compact.contains(".compact") || compact.contains("sizeclasscompact")
        negated = compact.contains("!=")
    } else if compact.contains("model"), compact.contains("\"ipad") || compact.contains("\"iphone") {
        // The device's model name (`[[UIDevice currentDevice].model hasPrefix:@"iPad"]`,
        // `UIDevice.current.model == "iPad"`): the idiom in an app built for the iPad too (an iPhone-only app on an
        // iPad, in compatibility mode, says iPad with the phone idiom; such an app has no iPad scenario to check).
        pad = compact.contains("\"ipad")
        phone = compact.contains("\"iphone")
        namesIPhoneModel = phone
        // Negated by a `!` before the device's chain (the message send's brackets between), or compared false.
        var before = compact.range(of: "uidevice")?.lowerBound
        while let index = before, index > compact.startIndex, "[(".contains(compact[compact.index(before: index)]) {
            before = compact.index(before: index)
        }
        let bang = before.map { $0 > compact.startIndex && compact[compact.index(before: $0)] == "!" } ?? false
        negated = bang || compact.contains("!=") || compact.contains("]==no") || compact.contains("==false")
    } else if compact.contains("idiom") {
        // `.pad`/`.phone`, or UIUserInterfaceIdiomPad/Phone, compared with == or !=.
        pad = compact.contains(".pad") || compact.contains("idiompad")
        phone = compact.contains(".phone") || compact.contains("idiomphone")
        negated = compact.contains("!=")
    } else {
        // A flag or function named for the idiom alone (`IS_IPAD` and `isIPad` are both "isipad" without underscores), negated by
        // a `!` before its chain (`!DeviceType.isPad`) or compared with false/NO.
        let characters = Array(compact)
        var index = 0
        var flags = 0
        while index < characters.count {
            guard characters[index].isLetter || characters[index].isNumber || characters[index] == "_" else {
                index += 1; continue
            }
            let start = index
            while index < characters.count,
                characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
            { index += 1 }
            let word = String(characters[start..<index]).filter { $0 != "_" }
            // Also behind a library's prefix (`PSIsIpad()`, `deviceIsPad`).
            guard ["ispad", "isipad", "istablet", "isphone", "isiphone"].contains(where: word.hasSuffix) else {
                continue
            }
            flags += 1
            if word.hasSuffix("pad") || word.hasSuffix("tablet") { pad = true } else { phone = true }
            // The start of the chain the flag ends (`devicetype.ispad`), and what comes after it.
            var chainStart = start
            while chainStart > 0,
                characters[chainStart - 1].isLetter || characters[chainStart - 1].isNumber
                    || characters[chainStart - 1] == "_" || characters[chainStart - 1] == "."
                    || characters[chainStart - 1] == "?"
            { chainStart -= 1 }
            let before = chainStart > 0 && characters[chainStart - 1] == "!"
            let after = String(characters[index...])
            let comparedFalse =
                after.hasPrefix("==false") || after.hasPrefix("==no") || after.hasPrefix("!=true")
                || after.hasPrefix("!=yes")
            negated = before != comparedFalse
        }
        // Two flags (`isPad && !isIPhone`) are not read.
        guard flags <= 1 else { return nil }
    }
    guard pad != phone else { return nil }
    let conjunction = compact.contains("&&") || compact.contains("&") || compact.contains(",")
    let idiom: Idiom = (pad != negated) ? .pad : .phone
    // `[model hasPrefix:@"iPhone"]` holds on the phone's idiom alone, but fails on an iPod touch too: its other
    // branch runs on both idioms (Psiphon's mask for every model but the iPhone); negated, neither branch is one
    // idiom's.
    if namesIPhoneModel { return negated ? nil : (.phone, nil) }
    return (idiom, conjunction ? nil : idiom.other)
}

/// Whether a call's arguments in `compact` (a condition lowercased without spaces) name the idiom: `f(…)` whose
/// parentheses, after a name, hold a non-empty argument naming it and no string.
private func idiomGivenToCall(_ compact: String) -> Bool {
    let characters = Array(compact)
    for (index, character) in characters.enumerated() where character == "(" && index > 0 {
        var start = index
        while start > 0,
            characters[start - 1].isLetter || characters[start - 1].isNumber || characters[start - 1] == "_"
        {
            start -= 1
        }
        // A name before the parentheses, not a statement's keyword (the Objective-C reader's `if (…)`).
        let name = String(characters[start..<index])
        guard !name.isEmpty, !["if", "while", "return", "switch", "elseif", "else", "for", "guard"].contains(name)
        else { continue }
        var depth = 0
        var end = index
        for position in index..<characters.count {
            if characters[position] == "(" { depth += 1 }
            if characters[position] == ")" { depth -= 1 }
            if depth == 0 {
                end = position
                break
            }
        }
        guard end > index + 1 else { continue }
        let inner = String(characters[(index + 1)..<end])
        if (mayNameIdiom(inner) || inner.contains("izeclass")) && !inner.contains("\"") { return true }
    }
    return false
}
