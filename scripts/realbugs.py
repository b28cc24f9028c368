#!/usr/bin/env python3
"""make realbugs: the bug corpus (Tests/fixtures/bugs) on the whole real trees.

For each bug whose repository is on this machine (a bare git directory under $ORIENTD_MIRRORS, default
/work/.mirror, named owner+name, or its `repo` folder, as `fetch` leaves it), the files a check reads of the tree at
the fix's parent and at the fix are extracted and checked with `orientd validate --project` as a user runs it. A bug is found when its rule is said (warning or error)
before the fix and not after it, or, where other lines of the rule stay after the fix (other controllers or files:
other claims), when it is said at the file that decides the bug (`deciding.file`) before the fix and not there after
it ("found at the deciding file", which names how many lines stay). Prints each bug, the recall, and the other warnings and errors on each tree.

Usage: scripts/realbugs.py [ORIENTD_BINARY] [BUG ...]
REALBUGS_VERBOSE=1 also prints every other finding on the trees before the fixes (to judge them).
"""
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.environ.get("REALBUGS_CORPUS", os.path.join(ROOT, "Tests", "fixtures", "bugs"))
MIRRORS = os.environ.get("ORIENTD_MIRRORS", "/work/.mirror")
TIMEOUT = int(os.environ.get("REALBUGS_TIMEOUT", "600"))
VERBOSE = os.environ.get("REALBUGS_VERBOSE") == "1"
FINDING = re.compile(r": (warning|error): \[([a-z0-9-]+)\]")


READ = (".swift", ".m", ".mm", ".h", ".pch", ".plist", ".pbxproj", ".xcconfig", ".storyboard", ".xib", ".xcworkspacedata", ".dart",
        ".yml", ".yaml", ".podspec", "Podfile", ".xcscheme", ".entitlements", ".json")


def extract(gitdir, sha, tree):
    """The files of the tree at `sha` that a check can read (a mirror may lack large binary files)."""
    listing = subprocess.run(["git", "-C", gitdir, "ls-tree", "-r", "-z", sha], capture_output=True)
    if listing.returncode != 0:
        return False
    entries = []
    for entry in listing.stdout.split(b"\0"):
        if not entry:
            continue
        meta, path = entry.split(b"\t", 1)
        mode, kind, blob = meta.split()
        name = path.decode("utf-8", "replace")
        if kind == b"blob" and mode != b"120000" and name.endswith(READ):
            entries.append((blob.decode(), name))
    batch = subprocess.run(["git", "-C", gitdir, "cat-file", "--batch"], capture_output=True,
                           input="".join(blob + "\n" for blob, _ in entries).encode())
    data = batch.stdout
    position = 0
    for blob, name in entries:
        end = data.index(b"\n", position)
        header = data[position:end].split()
        position = end + 1
        if len(header) < 3 or header[1] == b"missing":
            continue
        size = int(header[2])
        target = os.path.join(tree, name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as out:
            out.write(data[position:position + size])
        position += size + 1
    return True


def check(binary, bug, sha, gitdir):
    """The warnings and errors (rule, line) orientd says on the tree at `sha`; None when it could not run."""
    with tempfile.TemporaryDirectory(prefix="realbugs-") as tree:
        if not extract(gitdir, sha, tree):
            return None
        project = os.path.join(tree, bug.get("project") or "")
        if not os.path.exists(project):
            project = tree
        command = [binary, "validate", "--project", project, "--format", "text"]
        # An app with no project in git (CMake, a generator): its code folder, as a user then runs it.
        if bug.get("sources"):
            command = [binary, "validate", "--sources", os.path.join(tree, bug["sources"]), "--format", "text"]
        elif bug.get("target") and project != tree:
            command += ["--target", bug["target"]]
        try:
            run = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT, cwd=tree)
        except subprocess.TimeoutExpired:
            return None
        found = []
        for line in run.stdout.splitlines():
            match = FINDING.search(line)
            if match:
                found.append((match.group(2), line.replace(tree + "/", "")))
        return found


def main():
    binary = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.join(ROOT, ".build/release/orientd")
    only = set(sys.argv[2:])
    bugs = []
    for name in sorted(os.listdir(CORPUS)):
        path = os.path.join(CORPUS, name, "bug.json")
        if os.path.exists(path) and (not only or name in only):
            bugs.append(json.load(open(path)))
    present = found = 0
    others = collections.Counter()
    for bug in bugs:
        gitdir = os.path.join(MIRRORS, bug["repo"].replace("/", "+"))
        if os.path.isdir(os.path.join(gitdir, "repo")):
            gitdir = os.path.join(gitdir, "repo")
        if not os.path.isdir(gitdir):
            print(f"{bug['name']}: {bug['repo']} is not on this machine (fetch it), not checked", flush=True)
            continue
        before = check(binary, bug, bug["parent"], gitdir)
        after = check(binary, bug, bug["fix"], gitdir)
        if before is None or after is None:
            print(f"{bug['name']}: a tree could not be extracted or checked in {TIMEOUT} s", flush=True)
            continue
        present += 1
        # The bug's rule, or another that says the same of this app (`alsoAs`: os-version-differs for the iOS 16
        # shouldAutorotate change in an app that ships before 16).
        rules = {bug["rule"], *bug.get("alsoAs", [])}
        said_before = [line for rule, line in before if rule in rules]
        said_after = [line for rule, line in after if rule in rules]
        hit = bool(said_before) and not said_after
        # Said at the file that decides the bug before the fix and not there after it, while other lines of the rule
        # (other controllers, other files: other claims) stay: found, and the lines that stay are named.
        deciding = (bug.get("deciding") or {}).get("file")
        at_file = [line for line in said_before if deciding and line.startswith(deciding + ":")]
        stays = [line for line in said_after if deciding and line.startswith(deciding + ":")]
        at_deciding_file = not hit and bool(at_file) and not stays
        found += hit or at_deciding_file
        verdict = ("found" if hit else f"found at the deciding file ({len(said_after)} lines elsewhere stay after the fix)"
                   if at_deciding_file else "said after the fix too" if said_before else "not found")
        print(f"{bug['name']}: {verdict} ({bug['rule']}: {len(said_before)} before, {len(said_after)} after)")
        for line in said_before[:3]:
            print(f"    before: {line[:220]}")
        other = collections.Counter(rule for rule, _ in before if rule not in rules)
        if other and VERBOSE:
            for rule, line in before:
                if rule not in rules:
                    print(f"    other: {line[:400]}")
        if other:
            print("    other findings before the fix: " + ", ".join(f"{r} {n}" for r, n in sorted(other.items())))
        others.update(other)
        sys.stdout.flush()
    if present:
        print(f"\nrecall: {found} of {present} bugs on the real trees ({100 * found // present}%); "
              f"{len(bugs) - present} not on this machine")
    else:
        print("\nno repository of the corpus is on this machine")
    if others:
        print("other findings on the trees before the fixes: " + ", ".join(f"{r} {n}" for r, n in others.most_common()))


if __name__ == "__main__":
    main()
