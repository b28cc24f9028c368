"""docs/texts/ is the reference for every text the contract tests compare byte-exactly (test_exception_texts.py,
test_scene_texts.py). Always checked, with no server and no specification: every text the tests use is a file there,
every file is listed in docs/texts/README.md with exactly the placeholders it holds, no file ends in a newline, and
the iPadOS 26 runtime issue example is assembled from its parts.

Drift against the specification: where ../shared/spec/semantics.md is beside the checkout, every file must equal the
text the specification gives (found by the patterns in SPEC below). In a clean clone without ../shared this one test,
test_texts_equal_the_specification, skips and says why; it is the only test here or in the two text tests that can
skip. Needs no server."""
import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
TEXTS = ROOT / "docs" / "texts"
SPECIFICATION = ROOT.parent / "shared" / "spec" / "semantics.md"

# Each text and where semantics.md gives it: a pattern over the specification as rendered (Markdown wraps long code
# spans over lines; a line break inside one is a space), whose one group is the text.
SPEC = {
    "exception-reason-E1": r"\| E1 \| `([^`]+)` \|",
    "exception-reason-E1-prime": r"\| E1′ \| `([^`]+)` \|",
    "exception-reason-E2": r"\| E2 \| `([^`]+)` \|",
    "exception-reason-E2-prime": r"\| E2′ \| `([^`]+)` \|",
    "exception-message": r"message `([^`]+)`",
    "uidevice-setter-console": r"`(\[Orientation\] BUG IN CLIENT OF UIKIT[^`]+)`",
    "geometry-request-windowing-mode": r"`(The current windowing mode[^`]+)`",
    "geometry-request-none-supported": r"`(None of the requested orientations[^`]+)`",
    "ipad-runtime-issue-prefix": r"`(Update the Info\.plist:)`",
    "ipad-runtime-issue-full-screen": r"`` (`UIRequiresFullScreen` will soon be ignored\.)``",
    "ipad-runtime-issue-all-orientations": r"`(Support for all orientations will soon be required\.)`",
    "ipad-runtime-issue-launch-screen": r"`(Launch screens will soon be required\.)`",
    "ipad-runtime-issue-example": r"E\.g\. ``(Update the Info\.plist: [^`]*`[^`]*`[^`]*)``",
    "scene-life-cycle-console": r"`(Application failed to launch:[^`]+)`",
}
PLACEHOLDER = re.compile(r"<[A-Za-z]+>")


def text(text_id):
    path = TEXTS / f"{text_id}.txt"
    if not path.is_file():
        pytest.fail(f"docs/texts/{text_id}.txt is missing: it holds the expected text {text_id!r} "
                    f"(see docs/texts/README.md)", pytrace=False)
    return path.read_bytes().decode("utf-8")


def readme_rows():
    """id → the placeholders its row in docs/texts/README.md names."""
    readme = (TEXTS / "README.md").read_text()
    rows = re.findall(r"^\| `([A-Za-z0-9-]+)` \| ([^|]*) \|", readme, re.M)
    return {row_id: set(PLACEHOLDER.findall(placeholders)) for row_id, placeholders in rows}


def test_every_text_is_a_file_and_every_file_a_text():
    files = {path.stem for path in TEXTS.glob("*.txt")}
    missing = sorted(set(SPEC) - files)
    assert not missing, f"docs/texts/ lacks {', '.join(f'{m}.txt' for m in missing)}"
    assert not files - set(SPEC), f"docs/texts/ holds texts no test knows: {sorted(files - set(SPEC))}"


@pytest.mark.parametrize("text_id", sorted(SPEC))
def test_text_file_is_exact_and_listed(text_id):
    value = text(text_id)
    assert value, f"docs/texts/{text_id}.txt is empty"
    assert value == value.strip(), f"docs/texts/{text_id}.txt begins or ends with white space (a newline?)"
    assert "\n" not in value and "\r" not in value
    rows = readme_rows()
    assert text_id in rows, f"docs/texts/README.md has no row for {text_id}"
    assert rows[text_id] == set(PLACEHOLDER.findall(value)), \
        f"docs/texts/README.md names placeholders {sorted(rows[text_id])} for {text_id}, the text holds " \
        f"{sorted(set(PLACEHOLDER.findall(value)))}"


def test_ipad_runtime_issue_example_is_assembled_from_its_parts():
    prefix, full_screen = text("ipad-runtime-issue-prefix"), text("ipad-runtime-issue-full-screen")
    all_orientations = text("ipad-runtime-issue-all-orientations")
    assert text("ipad-runtime-issue-example") == f"{prefix} 1) {full_screen} 2) {all_orientations}"


def test_texts_equal_the_specification():
    if not SPECIFICATION.exists():
        pytest.skip(f"no drift check: {SPECIFICATION} is not beside this checkout; docs/texts/ is the reference")
    rendered = re.sub(r"\s*\n\s*", " ", SPECIFICATION.read_text())
    drift = []
    for text_id, pattern in SPEC.items():
        found = re.findall(pattern, rendered)
        if len(found) != 1:
            drift.append(f"{text_id}: semantics.md holds {len(found)} matches of {pattern}, not one")
        elif found[0].encode() != text(text_id).encode():
            drift.append(f"{text_id}: docs/texts/ has {text(text_id)!r}, semantics.md has {found[0]!r}")
    assert not drift, "docs/texts/ and ../shared/spec/semantics.md differ:\n" + "\n".join(drift)
