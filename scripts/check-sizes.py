#!/usr/bin/env python3
"""The size limits `make lint` holds the code to: no Swift file under Sources/ or Tests/ over 800 lines, and no
function, initializer, accessor or closure-free body of a `func`/`init`/`subscript` over 120 lines. The bodies are found
by matching braces after each declaration, outside comments and string literals (multi-line ones included).
Usage: scripts/check-sizes.py [--list N] [ROOT...]   (default roots: Sources Tests)"""
import os, re, sys

MAX_FILE, MAX_FUNCTION = 800, 120
DECL = re.compile(rb'(?<![A-Za-z0-9_])(func|init|subscript|deinit)(?![A-Za-z0-9_])')

def code_mask(text):
    """The text with comments and string contents blanked (newlines kept), so braces inside them do not count."""
    out = bytearray(text)
    i, n = 0, len(text)
    def blank(a, b):
        for k in range(a, b):
            if out[k] != 10: out[k] = 32
    while i < n:
        c = text[i]
        if text.startswith(b'//', i):
            j = text.find(b'\n', i); j = n if j < 0 else j
            blank(i, j); i = j
        elif text.startswith(b'/*', i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith(b'/*', j): depth += 1; j += 2
                elif text.startswith(b'*/', j): depth -= 1; j += 2
                else: j += 1
            blank(i, j); i = j
        elif c == 0x22:  # "
            hashes = 0
            k = i - 1
            while k >= 0 and text[k] == 0x23: hashes += 1; k -= 1
            triple = text.startswith(b'"""', i)
            close = (b'"""' if triple else b'"') + b'#' * hashes
            j = i + (3 if triple else 1)
            while j < n:
                if text[j] == 0x5c and hashes == 0: j += 2; continue  # escape
                if text.startswith(close, j): break
                if not triple and text[j] == 10: break
                j += 1
            blank(i + 1, j); i = j + len(close)
        else:
            i += 1
    return bytes(out)

def functions(text):
    masked = code_mask(text)
    for m in DECL.finditer(masked):
        start = m.start()
        # The body: the first `{` after the declaration at nesting depth 0 of parentheses, before a line ending a
        # protocol requirement.
        i, depth = m.end(), 0
        while i < len(masked):
            ch = masked[i]
            if ch in b'([<': depth += 1
            elif ch in b')]>': depth = max(0, depth - 1)
            elif ch == 0x7b and depth == 0: break  # {
            elif ch == 0x7d: i = -1; break  # } : a requirement without a body
            i += 1
        if i < 0 or i >= len(masked): continue
        open_at, level = i, 0
        while i < len(masked):
            if masked[i] == 0x7b: level += 1
            elif masked[i] == 0x7d:
                level -= 1
                if level == 0: break
            i += 1
        first = masked.count(b'\n', 0, start) + 1
        last = masked.count(b'\n', 0, i) + 1
        name = re.search(rb'(func|init|subscript|deinit)\s*([A-Za-z0-9_`]*)', masked[start:start + 200])
        yield first, last - first + 1, (name.group(0).decode() if name else '?')

def main():
    args = sys.argv[1:]
    listing = 0
    if args[:1] == ['--list']: listing = int(args[1]); args = args[2:]
    roots = args or ['Sources', 'Tests']
    failures, sizes = [], []
    for root in roots:
        for folder, subfolders, names in os.walk(root):
            # Build output and fetched dependencies (a client's .build after the contract tests) are not ours.
            subfolders[:] = [d for d in subfolders if not d.startswith('.build') and d != 'fixtures']
            for name in sorted(names):
                if not name.endswith('.swift'): continue
                path = os.path.join(folder, name)
                text = open(path, 'rb').read()
                lines = text.count(b'\n')
                if lines > MAX_FILE: failures.append(f'{path}: {lines} lines (at most {MAX_FILE})')
                for line, length, what in functions(text):
                    sizes.append((length, f'{path}:{line}: {what}'))
                    if length > MAX_FUNCTION:
                        failures.append(f'{path}:{line}: {what} is {length} lines (at most {MAX_FUNCTION})')
    for length, where in sorted(sizes, reverse=True)[:listing]: print(f'{length:5} {where}')
    for failure in failures: print(failure, file=sys.stderr)
    return 1 if failures else 0

sys.exit(main())
