#!/usr/bin/env python3
"""Renders the playground served at GET /: web/playground.html with the bundled examples filled in.

    scripts/render-playground.py OUT            write the rendered page to OUT
    scripts/render-playground.py --csp          print the Content-Security-Policy header value for it
    scripts/render-playground.py --csp OUT      both

The page holds exactly one inline <style> and one inline <script>; the CSP allows those two by their sha256 and
nothing else (no other script or style, no request to another origin). The examples go into the page's
<script type="application/json" id="orientd-examples"> data block: a JSON object mapping each file name in
examples/*.json to its parsed content. A data block is not executed, so the CSP does not apply to it, and filling it
does not change the hashes. Python 3.11 standard library only.
"""
import argparse
import base64
import hashlib
import json
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
PLACEHOLDER = "__ORIENTD_EXAMPLES__"
CSP_TEMPLATE = ("default-src 'none'; script-src 'sha256-{script}'; style-src 'sha256-{style}'; connect-src 'self'; "
                "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")

SCRIPT = re.compile(r"<script(\s[^>]*)?>(.*?)</script\s*>", re.S | re.I)
STYLE = re.compile(r"<style(\s[^>]*)?>(.*?)</style\s*>", re.S | re.I)
# Anything the CSP would refuse, so the page breaks here rather than in a browser.
FORBIDDEN = [
    (re.compile(r"<[a-z][^>]*\sstyle\s*=", re.I), "a style attribute", "markup"),
    (re.compile(r"<[a-z][^>]*\son[a-z]+\s*=", re.I), "an on* event-handler attribute", "markup"),
    (re.compile(r"<link\b(?![^>]*\brel=\"icon\"\s+href=\"data:)", re.I), "a <link> element (only an inline data: icon is allowed)", "markup"),
    (re.compile(r"\b(?:src|href)\s*=\s*['\"]?(?:https?:)?//", re.I), "a reference to another origin", "markup"),
    (re.compile(r"setAttribute\(\s*['\"](?:style|on[a-z]+)['\"]|\.innerHTML\b|\beval\(|new Function\b"),
     "code the page must not use (style/on* attributes, innerHTML, eval)", "script"),
    (re.compile(r"@import|url\("), "an @import or url()", "style"),
]


class TemplateError(Exception):
    pass


def sha256(text: str) -> str:
    return base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii")


def examples_json(examples_dir: pathlib.Path) -> str:
    examples = {}
    for path in sorted(examples_dir.glob("*.json")):
        try:
            examples[path.name] = json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as error:
            raise TemplateError(f"{path}: not JSON: {error}") from None
    text = json.dumps(examples, ensure_ascii=False, separators=(",", ":"))
    # Inside a <script> element "</" could close it and "<!--" could switch the parser's state; both only occur
    # inside JSON strings, where "\/" and "\u0021" are the same characters.
    return text.replace("</", "<\\/").replace("<!--", "<\\u0021--")


def inline_elements(page: str):
    """The executable <script> and the <style>, checked against the rules the CSP enforces."""
    scripts = [m for m in SCRIPT.finditer(page)]
    executable = [m for m in scripts if not re.search(r"\btype\s*=\s*['\"]?application/json", m.group(1) or "", re.I)]
    data = [m for m in scripts if m not in executable]
    styles = list(STYLE.finditer(page))
    if len(executable) != 1:
        raise TemplateError(f"expected exactly one inline <script>, found {len(executable)}")
    if re.search(r"\bsrc\s*=", executable[0].group(1) or "", re.I):
        raise TemplateError("the <script> must be inline (no src)")
    if len(data) != 1 or 'id="orientd-examples"' not in (data[0].group(1) or ""):
        raise TemplateError('expected exactly one <script type="application/json" id="orientd-examples"> data block')
    if len(styles) != 1:
        raise TemplateError(f"expected exactly one inline <style>, found {len(styles)}")
    if "\r" in page:
        raise TemplateError("the page must use LF line endings (the hashes cover the exact text)")
    # Markup is checked without the element contents; the script is checked for what it could do at run time.
    markup = page
    for m in sorted([executable[0], data[0], styles[0]], key=lambda m: m.start(), reverse=True):
        markup = markup[:m.start(2)] + markup[m.end(2):]
    for pattern, what, where in FORBIDDEN:
        text = {"markup": markup, "script": executable[0].group(2), "style": styles[0].group(2)}[where]
        if pattern.search(text):
            raise TemplateError(f"the page's {where} contains {what}")
    return executable[0].group(2), styles[0].group(2)


def render(root: pathlib.Path = ROOT):
    """Returns (page, csp)."""
    template = (root / "web" / "playground.html").read_text(encoding="utf-8")
    if template.count(PLACEHOLDER) != 1:
        raise TemplateError(f"web/playground.html must contain {PLACEHOLDER} exactly once")
    page = template.replace(PLACEHOLDER, examples_json(root / "examples"))
    script, style = inline_elements(page)
    return page, CSP_TEMPLATE.format(script=sha256(script), style=sha256(style))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", help="where to write the rendered page ('-' for stdout)")
    parser.add_argument("--csp", action="store_true", help="print the Content-Security-Policy header value")
    parser.add_argument("--root", default=str(ROOT), help="repository root (default: this script's)")
    args = parser.parse_args(argv)
    if not args.out and not args.csp:
        parser.error("give OUT, --csp, or both")
    try:
        page, csp = render(pathlib.Path(args.root))
    except (TemplateError, OSError) as error:
        print(f"render-playground: {error}", file=sys.stderr)
        return 1
    if args.out == "-":
        sys.stdout.write(page)
    elif args.out:
        pathlib.Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        pathlib.Path(args.out).write_text(page, encoding="utf-8")
    if args.csp:
        print(csp)
    return 0


if __name__ == "__main__":
    sys.exit(main())
