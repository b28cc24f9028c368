"""`orientd validate --format sarif` against the official OASIS SARIF 2.1.0 schema (a copy of oasis-tcs/sarif-spec's
sarif-2.1/schema/sarif-schema-2.1.0.json, so nothing is fetched), for project files, Info.plists and scenario files.
The binary under test is ORIENTD_BIN."""
import json
import os
import pathlib
import subprocess

import jsonschema
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "Tests/contract/sarif-schema-2.1.0.json").read_text())
BINARY = os.environ["ORIENTD_BIN"]
FIXTURES = "Tests/fixtures/projects"

CASES = [
    (["--project", f"{FIXTURES}/Shop/Shop.xcodeproj"], 1),
    (["--project", f"{FIXTURES}/Shop/Shop.xcodeproj", "--configuration", "Debug"], 0),
    # Without a known SDK, scene-life-cycle-required is a warning (issue 26); with --sdk 27.0 it is an error.
    (["--project", f"{FIXTURES}/Cordova/App.xcodeproj"], 0),
    (["--project", f"{FIXTURES}/Cordova/App.xcodeproj", "--sdk", "27.0"], 1),
    (["--project", f"{FIXTURES}/Legacy/Legacy.xcodeproj"], 0),
    (["--project", f"{FIXTURES}/Legacy/Legacy.xcodeproj", "--sdk", "27.0"], 1),
    (["--info-plist", f"{FIXTURES}/Plists/Universal.plist"], 1),
    (["--info-plist", f"{FIXTURES}/Plists/Universal-binary.plist"], 1),
    (["--info-plist", f"{FIXTURES}/Plists/NearMiss.plist"], 0),
    (["examples/tabbar-without-selection.json"], 1),
    (["--max-states", "2", "examples/player.json"], 3),
] + [([str(path.relative_to(ROOT))], None) for path in sorted((ROOT / "examples").glob("*.json"))]


@pytest.mark.parametrize("arguments,status", CASES, ids=lambda value: " ".join(value) if isinstance(value, list) else str(value))
def test_sarif_validates(arguments, status):
    sarif = subprocess.run([BINARY, "validate", "--format", "sarif", *arguments], cwd=ROOT, capture_output=True, text=True)
    plain = subprocess.run([BINARY, "validate", *arguments], cwd=ROOT, capture_output=True, text=True)
    # The exit codes do not depend on the format.
    assert sarif.returncode == plain.returncode, sarif.stderr
    if status is not None:
        assert sarif.returncode == status, sarif.stderr
    log = json.loads(sarif.stdout)
    jsonschema.Draft4Validator(SCHEMA).validate(log)
    findings = json.loads(plain.stdout)["findings"]
    results = log["runs"][0]["results"]
    assert [r["ruleId"] for r in results] == [f["rule"] for f in findings]
    for result, finding in zip(results, findings):
        location = result["locations"][0]
        if "source" in finding:
            artifact = location["physicalLocation"]["artifactLocation"]
            if "uriBaseId" in artifact:
                # Relative to the project's folder, which the run defines as an absolute file:// URI.
                base = log["runs"][0]["originalUriBaseIds"][artifact["uriBaseId"]]["uri"]
                assert base.startswith("file:///") and base.endswith("/")
                assert os.path.normpath(base[len("file://"):] + artifact["uri"]) == os.path.normpath(str(ROOT / finding["source"]["file"]))
            else:
                assert artifact["uri"] == finding["source"]["file"]
            if "line" in finding["source"]:
                assert location["physicalLocation"]["region"]["startLine"] == finding["source"]["line"]
        assert location["logicalLocations"][0]["fullyQualifiedName"] in (finding["path"], "/")
