"""The exception reasons are byte-exact copies of the templates in shared/spec/semantics.md §2, read from the spec
itself (so a typo copied into both the code and the Swift tests cannot hide). Talks to the server at ORIENTD_URL."""
import json
import os
import pathlib
import re
import urllib.request

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
SPEC = ROOT.parent / "shared" / "spec" / "semantics.md"
if not SPEC.exists():
    pytest.skip(f"{SPEC} is not beside this checkout (CI has it)", allow_module_level=True)
SEMANTICS = SPEC.read_text()
TEMPLATES = {m.group(1): m.group(2) for m in re.finditer(r"^\| (E1′|E1|E2′|E2) \| `([^`]+)` \|", SEMANTICS, re.M)}
MESSAGE = re.search(r"message\s*`([^`]+)`", SEMANTICS).group(1)
URL = os.environ.get("ORIENTD_URL", "http://127.0.0.1:8080")
LANDSCAPE_APP = {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationLandscapeLeft"]}}

CASES = [
    ("E1", {"device": {"systemVersion": "7.0"}, "event": "launch", "app": LANDSCAPE_APP,
            "root": {"class": "My.VC", "supportedInterfaceOrientations": "portrait"}}, {}),
    ("E1′", {"device": {"systemVersion": "12.0"}, "event": "launch", "app": LANDSCAPE_APP,
             "root": {"class": "My.VC", "supportedInterfaceOrientations": "portrait"}}, {"<Class>": "My.VC"}),
    ("E2", {"device": {"systemVersion": "9.0"}, "root": {"presented": {
        "supportedInterfaceOrientations": "landscape", "preferredInterfaceOrientationForPresentation": "portrait"}}}, {}),
    ("E2′", {"device": {"systemVersion": "12.0"}, "root": {"presented": {
        "supportedInterfaceOrientations": "landscape", "preferredInterfaceOrientationForPresentation": 5}}},
     {"<o>": "(5)", "<list>": "landscapeLeft, landscapeRight"}),
]


def test_all_four_templates_were_found():
    assert set(TEMPLATES) == {"E1", "E1′", "E2", "E2′"}


@pytest.mark.parametrize("exception_id,scenario,fill", CASES, ids=[c[0] for c in CASES])
def test_reason_and_message_are_byte_exact(exception_id, scenario, fill):
    request = urllib.request.Request(URL + "/resolve", data=json.dumps(scenario).encode(), method="POST")
    with urllib.request.urlopen(request, timeout=10) as response:
        exception = json.loads(response.read())["exception"]
    expected = TEMPLATES[exception_id]
    for placeholder, value in fill.items():
        expected = expected.replace(placeholder, value)
    assert exception["id"] == exception_id
    assert exception["reason"].encode() == expected.encode()
    assert exception["message"].encode() == MESSAGE.replace("<reason>", expected).encode()
