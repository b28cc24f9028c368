"""The README and docs/ stay true to the tree: every relative link resolves (its #anchor to a heading of the target),
every path a command names (in a fenced sh block or an inline code span) exists, every `make` target exists, and the
README stays a front door of at most 200 lines."""
import glob
import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
# Top-level entries a command may name; .build and other build output are made by the commands themselves.
TOP = sorted(p.name for p in ROOT.iterdir() if not p.name.startswith("."))
PATH = re.compile(r"(?<![\w./@-])(?:%s)(?:/[\w.*+-]+)*" % "|".join(re.escape(name) for name in TOP))
MAKE = re.compile(r"\bmake ([a-z][\w-]*)")


def slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped (but - and _), spaces to hyphens."""
    text = re.sub(r"`|\*\*|\[([^]]*)\]\([^)]*\)", r"\1", heading.strip().lower())
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(document):
    in_fence = False
    found = set()
    for line in document.read_text().splitlines():
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
        elif not in_fence and line.startswith("#"):
            found.add(slug(line.lstrip("#")))
    return found


def prose_and_commands(document):
    """The document's text outside fences, and the commands: fenced sh blocks' lines and inline code spans."""
    prose, commands, fence = [], [], None
    for line in document.read_text().splitlines():
        stripped = line.lstrip()
        if stripped.startswith("```"):
            fence = None if fence is not None else stripped[3:].strip()
            continue
        if fence is None:
            prose.append(line)
            commands += re.findall(r"`([^`]+)`", line)
        elif fence in ("sh", "bash"):
            commands.append(line)
    return "\n".join(prose), commands


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: p.name)
def test_relative_links_resolve(document):
    prose, _ = prose_and_commands(document)
    links = re.findall(r"\]\(([^)\s]+)\)", prose)
    for link in links:
        if re.match(r"[a-z]+:", link):
            continue
        target, _, anchor = link.partition("#")
        path = (document.parent / target).resolve() if target else document
        assert path.exists(), f"{document.name}: {link} does not resolve"
        if anchor:
            assert anchor in anchors(path), f"{document.name}: {link}: no heading with that anchor"


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: p.name)
def test_every_path_a_command_names_exists(document):
    _, commands = prose_and_commands(document)
    makefile = (ROOT / "Makefile").read_text()
    for command in commands:
        for path in PATH.findall(command):
            assert glob.glob(str(ROOT / path)), f"{document.name}: `{command}` names {path}, which does not exist"
        for target in MAKE.findall(command):
            assert re.search(rf"^{re.escape(target)}:", makefile, re.M), f"{document.name}: no make target {target}"


def test_readme_is_a_front_door():
    prose, commands = prose_and_commands(ROOT / "README.md")
    assert len(re.findall(r"\]\(([^)\s]+)\)", prose)) >= 10
    assert sum(len(PATH.findall(command)) for command in commands) >= 5
    lines = (ROOT / "README.md").read_text().splitlines()
    assert len(lines) <= 200
    for section in ("## Set-up", "## Try it", "## Check your project in CI", "## Documentation"):
        assert any(line.startswith(section) for line in lines), section


def test_the_checks_can_fail(tmp_path):
    """A broken link, a missing anchor and a missing path are each caught."""
    broken = tmp_path / "x.md"
    broken.write_text("[a](missing.md) [b](#nowhere)\n\n`bench/no-such-script.sh`\n")
    prose, commands = prose_and_commands(broken)
    assert re.findall(r"\]\(([^)\s]+)\)", prose) == ["missing.md", "#nowhere"]
    assert "nowhere" not in anchors(broken)
    assert PATH.findall(commands[0]) == ["bench/no-such-script.sh"] and not glob.glob(str(ROOT / "bench/no-such-script.sh"))
    assert slug("The playground at `GET /`") == "the-playground-at-get-"
    assert slug("Dependencies and why") == "dependencies-and-why"
