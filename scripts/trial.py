#!/usr/bin/env python3
"""make trial: orientd on real apps as a new user meets it, against verdicts judged by reading the apps' code.

The manifest (docs/trials/apps.json) names each app: its repository, the commit judged, the `--project` a new user
would pass (or "." for the repository's root) and the round it entered the trial. The apps are not in this
repository: each is read from a bare git directory where the tool library's `fetch` leaves it ($ORIENTD_MIRRORS,
default /work/.mirror, as owner+name or owner+name/repo), written out at its commit (files a check reads; blobs the
snapshot lacks are skipped), and checked with `orientd validate --project P --format text`.

Verdicts are data (docs/trials/verdicts/APP.json): each (rule, file, line, message digest) judged T (true), F (false)
or U (unsure), with the reason and the build judged, and whether it was judged at first contact (before anything was
changed for that app). The script prints, per app, per round and in all, errors apart from warnings: true, false,
unsure and not yet judged; lines judged earlier that are gone; each app's exit status, time and peak memory.

Usage: scripts/trial.py [--orientd BIN] [--jobs N] [--out DIR] [--app NAME ...] [--round N ...]
  --out DIR   also writes each app's output (DIR/APP.txt) and its unjudged lines (DIR/APP.unjudged.json), the
              verdict file's form, for a judge to fill in.
Not part of CI: the apps are not in the repository.
"""
import argparse
import collections
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from realbugs import extract  # noqa: E402  (one way to write a tree out of a bare git directory)

MANIFEST = os.path.join(ROOT, "docs", "trials", "apps.json")
VERDICTS = os.path.join(ROOT, "docs", "trials", "verdicts")
MIRRORS = os.environ.get("ORIENTD_MIRRORS", "/work/.mirror")
TIMEOUT = int(os.environ.get("TRIAL_TIMEOUT", "900"))
# `FILE:LINE: warning: [RULE] MESSAGE`, or `FILE: warning: …` for a finding of a whole file (an Info.plist's).
LINE = re.compile(
    r"^(?P<file>[^:\n]+?)(?::(?P<line>\d+))?: (?P<level>warning|error): \[(?P<rule>[a-z0-9-]+)\] (?P<msg>.*)$")


def claim(message):
    """The message without the scenario's labels in brackets before it (`[target] [launch with X …]`), which differ
    from target to target for one claim."""
    text = message.strip()
    while text.startswith("["):
        depth = 0
        for index, char in enumerate(text):
            depth += char == "["
            depth -= char == "]"
            if depth == 0:
                text = text[index + 1:].lstrip()
                break
        else:
            break
    return re.sub(r"\s+", " ", re.sub(r"\(and \d+ more scenarios?\)", "", text)).strip()


def digest(message):
    """The claim's digest: a verdict names it, and a later build that words the claim otherwise shows as changed."""
    return hashlib.sha1(claim(message).encode()).hexdigest()[:12]


def gitdir_of(repository):
    base = os.path.join(MIRRORS, repository.replace("/", "+"))
    for candidate in (os.path.join(base, "repo"), os.path.join(base, "repo", ".git"), base):
        if os.path.isdir(candidate) and os.path.exists(os.path.join(candidate, "HEAD")):
            return candidate
    return None


def run_app(binary, app):
    """The app's findings: (status, seconds, peak KiB, lines, raw output) or an error string."""
    gitdir = app.get("gitdir") or gitdir_of(app["repository"])
    if not gitdir or not os.path.isdir(gitdir):
        return f"{app['repository']} is not on this machine (fetch it)"
    tree = tempfile.mkdtemp(prefix="trial-")
    try:
        if not extract(gitdir, app["commit"], tree):
            return f"commit {app['commit'][:12]} is not in {gitdir}"
        project = app.get("project") or "."
        command = [binary, "validate", "--project", project, "--format", "text"]
        # The peak resident size is orientd's own, measured by GNU time: a child forked from this (large) Python
        # process starts with the parent's peak on Linux, so wait4's figure would be Python's.
        peak_file = tempfile.NamedTemporaryFile("r", delete=False)
        peak_file.close()
        if os.path.exists("/usr/bin/time"):
            command = ["/usr/bin/time", "-f", "%M", "-o", peak_file.name] + command
        started = time.monotonic()
        with tempfile.TemporaryFile("w+") as out_file, tempfile.TemporaryFile("w+") as err_file:
            process = subprocess.Popen(
                command, cwd=tree, stdout=out_file, stderr=err_file, text=True, start_new_session=True)
            # The whole group: GNU time and orientd under it.
            timer = threading.Timer(TIMEOUT, lambda: os.killpg(process.pid, signal.SIGKILL))
            timer.start()
            process.wait()
            timer.cancel()
            seconds = time.monotonic() - started
            with open(peak_file.name) as measured:
                timed = measured.read()
            os.unlink(peak_file.name)
            if process.returncode < 0 or "terminated by signal" in timed:
                return f"stopped after {seconds:.0f} s (timeout {TIMEOUT} s, or killed)"
            figures = [line for line in timed.split() if line.isdigit()]
            peak = int(figures[-1]) if figures else 0
            out_file.seek(0)
            err_file.seek(0)
            out, err = out_file.read(), err_file.read()
        lines = []
        for raw in out.splitlines():
            match = LINE.match(raw)
            if match:
                lines.append({
                    "rule": match["rule"], "file": match["file"], "line": int(match["line"] or 0),
                    "level": match["level"], "digest": digest(match["msg"]), "message": match["msg"],
                })
        return process.returncode, seconds, peak, lines, out + "\n--- stderr ---\n" + err
    finally:
        shutil.rmtree(tree, ignore_errors=True)


def load_verdicts(app):
    path = os.path.join(VERDICTS, app + ".json")
    if not os.path.exists(path):
        return []
    return json.load(open(path))["verdicts"]


def key(entry):
    """One verdict per (rule, file, line, severity): the lines of several targets and scenarios that say one claim
    there are judged once (docs judging: group identical lines)."""
    return (entry["rule"], entry["file"], entry["line"], entry["level"])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--orientd", default=os.path.join(ROOT, ".build", "release", "orientd"))
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out")
    parser.add_argument("--app", action="append", default=[])
    parser.add_argument("--round", action="append", type=int, default=[])
    args = parser.parse_args()
    binary = os.path.abspath(args.orientd)
    if not os.access(binary, os.X_OK):
        sys.exit(f"trial: {binary} is not an executable (make build, or --orientd BIN)")
    manifest = json.load(open(MANIFEST))
    apps = [a for a in manifest["apps"]
            if (not args.app or a["app"] in args.app) and (not args.round or a["round"] in args.round)]
    if args.out:
        os.makedirs(args.out, exist_ok=True)
    build = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short=12", "HEAD"], capture_output=True,
                           text=True).stdout.strip()
    print(f"trial of {len(apps)} apps with {binary} (repository at {build})", flush=True)

    # tallies[(scope, level)] = Counter of T/F/U/new; per_rule[(level, rule)] likewise over every app.
    tallies = collections.defaultdict(collections.Counter)
    per_rule = collections.defaultdict(collections.Counter)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = {a["app"]: pool.submit(run_app, binary, a) for a in apps}
        for app in apps:
            name = app["app"]
            result = results[name].result()
            if isinstance(result, str):
                print(f"\n{name} ({app['repository']}): not checked: {result}", flush=True)
                continue
            status, seconds, peak, lines, raw = result
            verdicts = {key(v): v for v in load_verdicts(name)}
            # Several lines with the same key (other scenarios' labels) are one verdict.
            seen = {}
            count = collections.Counter()
            for entry in lines:
                seen.setdefault(key(entry), entry)
                count[key(entry)] += 1
            print(f"\n{name} ({app['repository']} {app['commit'][:12]}, round {app['round']}): exit {status}, "
                  f"{seconds:.1f} s, peak {peak // 1024} MB, "
                  f"{sum(1 for e in seen.values() if e['level'] == 'error')} errors, "
                  f"{sum(1 for e in seen.values() if e['level'] == 'warning')} warnings")
            unjudged = []
            for k, entry in seen.items():
                verdict = verdicts.get(k)
                mark = verdict["verdict"] if verdict else "new"
                for scope in (f"app {name}", f"round {app['round']}", "all"):
                    tallies[(scope, entry["level"])][mark] += 1
                per_rule[(entry["level"], entry["rule"])][mark] += 1
                first = " (first contact)" if verdict and verdict.get("firstContact") else ""
                changed = " (claim worded otherwise since judged)" if verdict and verdict.get("digest") != entry[
                    "digest"] else ""
                lines_note = f" ({count[k]} lines)" if count[k] > 1 else ""
                print(f"  {mark:3} {entry['level']:7} {entry['rule']} {entry['file']}:{entry['line']}"
                      f"{lines_note}{first}{changed}")
                if not verdict:
                    unjudged.append({**entry, "message": claim(entry["message"]), "lines": count[k],
                                     "verdict": None, "reason": None, "build": build, "firstContact": None})
            gone = [v for k, v in verdicts.items() if k not in seen and v.get("build") != "gone"]
            for v in gone:
                print(f"  gone    {v['rule']} {v['file']}:{v['line']} (was {v['verdict']})")
            if status == 1 and not any(verdicts.get(k, {}).get("verdict") == "T" for k, e in seen.items()
                                       if e["level"] == "error"):
                print(f"  exit 1 rests on no error judged true")
            if args.out:
                with open(os.path.join(args.out, name + ".txt"), "w") as out:
                    out.write(raw)
                with open(os.path.join(args.out, name + ".unjudged.json"), "w") as out:
                    json.dump({"app": name, "verdicts": unjudged}, out, indent=1)
            sys.stdout.flush()

    def row(counter):
        decided = counter["T"] + counter["F"]
        share = f"{100 * counter['T'] / decided:.0f}%" if decided else "-"
        return (f"true {counter['T']}, false {counter['F']}, unsure {counter['U']}, not yet judged {counter['new']}"
                f" ({share} of decided true)")

    print("\nper rule (every app):")
    for (level, rule), counter in sorted(per_rule.items()):
        print(f"  {level:7} {rule}: {row(counter)}")
    for scope in sorted({s for s, _ in tallies}, key=lambda s: (s != "all", not s.startswith("round"), s)):
        for level in ("error", "warning"):
            if (scope, level) in tallies:
                print(f"{scope:>22} {level:7}: {row(tallies[(scope, level)])}")


if __name__ == "__main__":
    main()
