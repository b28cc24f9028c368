/// UIDevice's orientation setter as Objective-C apps call it: by key-value coding, by an `NSInvocation` of the
/// private `setOrientation:`, or by `performSelector:`. Each is the same setter, which iOS 16 ignores.
extension ObjCMethodReader {
    /// The setter in the statement `tokens`, if it is one of its forms.
    mutating func takeDeviceSetter(_ tokens: [Token], asker: String?) {
        takeOrientationArgument(tokens)
        // `[[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@"orientation"]`: UIDevice
        // the receiver (not an argument, `[dict setValue:[[UIDevice currentDevice] systemVersion] forKey:@"os"]`), and
        // the key "orientation" where it is a literal.
        if let device = tokens.firstIndex(where: { $0.text == "UIDevice" }),
            let setter = tokens.firstIndex(where: { $0.text == "setValue" }), device < setter,
            let key = tokens.firstIndex(where: { $0.text == "forKey" || $0.text == "forKeyPath" }), setter < key,
            tokens[key...].prefix(4).compactMap(\.literal).first.map({ $0 == "orientation" }) ?? true
        {
            appendDeviceSetter(
                tokens[setter..<key].dropFirst(2), at: tokens[setter].line, asker: asker, called: "setValue:forKey:")
            return
        }
        // `[invocation setArgument:&val atIndex:2]` in a method whose invocation calls `setOrientation:` on UIDevice
        // (`NSSelectorFromString(@"setOrientation:")` or `@selector(setOrientation:)`, `[invocation setTarget:[UIDevice
        // currentDevice]]`): the argument is the orientation the setter gets.
        if let argument = tokens.firstIndex(where: { $0.text == "setArgument" }), argument + 3 < tokens.count,
            tokens[argument + 1].text == ":", tokens[argument + 2].text == "&",
            let index = tokens.firstIndex(where: { $0.text == "atIndex" }), argument < index,
            tokens[(index + 1)...].first(where: { $0.text != ":" })?.text == "2",
            Self.namesSetOrientation(body), body.contains(where: { $0.text == "UIDevice" })
        {
            appendDeviceSetter(
                tokens[(argument + 3)..<index], at: tokens[argument].line, asker: asker, called: "setOrientation:")
            return
        }
        // `[[UIDevice currentDevice] performSelector:@selector(setOrientation:) withObject:…]`.
        if let device = tokens.firstIndex(where: { $0.text == "UIDevice" }),
            let perform = tokens.firstIndex(where: { $0.text == "performSelector" }), device < perform,
            Self.namesSetOrientation(tokens[perform...]),
            let object = tokens.firstIndex(where: { $0.text == "withObject" }), perform < object,
            object + 2 < tokens.count
        {
            let value = tokens[(object + 2)...].prefix { $0.text != "]" }
            appendDeviceSetter(value, at: tokens[perform].line, asker: asker, called: "setOrientation:")
        }
    }

    /// Whether the tokens name the selector `setOrientation:` (`@selector(setOrientation:)`, or the string
    /// `@"setOrientation:"` a selector is made from).
    static func namesSetOrientation<Tokens: Collection<Token>>(_ tokens: Tokens) -> Bool {
        var previous: [String] = []
        for token in tokens {
            if token.literal == "setOrientation:" { return true }
            if token.text == ":", previous.suffix(3) == ["@selector", "(", "setOrientation"] { return true }
            previous.append(token.text)
            if previous.count > 3 { previous.removeFirst() }
        }
        return false
    }

    /// A device-orientation setter at `line` with the argument `argument` as written (a local of the method is read
    /// through its value).
    mutating func appendDeviceSetter(_ argument: ArraySlice<Token>, at line: Int, asker: String?, called: String) {
        var raw = RawRotation(
            kind: .setDeviceOrientation,
            unreadable:
                "the orientation setter's argument \(InputText.excerpt(argument.map(\.text).joined(separator: " "))) is not a constant the reader can see",
            inClass: asker, file: path, line: line, called: called)
        raw.idiom = currentIdiom
        raw.functionName = selectorName
        if let first = body.first, let last = body.last { raw.function = first.line...last.line }
        let value = ObjCReader.localValue(of: argument, before: line, in: body)
        // The method's one parameter (`- (void)turnTo:(UIDeviceOrientation)orientation`): the values its messages
        // pass (`orientationArguments`), resolved once every file is read.
        // Boxed (`@(orientation)`, `[NSNumber numberWithInt:orientation]`): the one name inside.
        let names = value.filter {
            $0.kind == .identifier && $0.text != "@" && $0.text != "NSNumber" && !$0.text.hasPrefix("numberWith")
        }
        if names.count == 1, let name = names.first?.text, parameterSelector(name) != nil {
            raw.argumentOf = selector
        }
        for token in value where token.kind == .identifier {
            if let device = ObjCReader.deviceOrientationRaw(token.text) {
                raw.device = device
                raw.unreadable = nil
            } else if token.text.hasPrefix("UIInterfaceOrientationMask"),
                let value = UIKitNames.masks[ObjCReader.lowerFirst(token.text.dropFirst(26))]
            {
                // A mask constant: its number is what UIKit gets (24 is no device orientation at all; the portrait
                // mask, 2, is upside down).
                raw.device = value
                raw.unreadable = nil
            } else if let value = ObjCReader.interfaceOrientationRaw(token.text) {
                raw.device = value
                raw.interfaceConstant = true
                raw.unreadable = nil
            }
        }
        declarations.rotations.append(raw)
    }

    /// `[receiver selector:argument]` with one argument: kept as `selector|Constant` where the argument is an
    /// orientation constant, and as `selector|?` otherwise, for a setter whose value is that method's parameter
    /// (`orientationArguments`).
    mutating func takeOrientationArgument(_ tokens: [Token]) {
        guard let sent = ObjCReader.message(tokens), sent.end == tokens.count - 1, sent.colons.count == 1,
            let colon = sent.colons.first, colon + 1 < sent.end, tokens[colon - 1].text == sent.selector
        else { return }
        let argument = tokens[(colon + 1)..<sent.end]
        let constant =
            argument.count == 1
                && (argument[colon + 1].text.hasPrefix("UIDeviceOrientation")
                    || argument[colon + 1].text.hasPrefix("UIInterfaceOrientation"))
            ? argument[colon + 1].text : "?"
        declarations.tables[.orientationArguments].insert(sent.selector + ":|" + constant)
    }
}
