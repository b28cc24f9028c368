"""The exception reasons and message are byte-exact copies of the texts in docs/texts/ (the project's reference, each
copied from shared/spec/semantics.md §2 with its evidence in docs/texts/README.md), read from those files (so a typo
copied into both the code and the Swift tests cannot hide). A missing file fails; nothing here skips. Talks to the
server at ORIENTD_URL."""
import json
import os
import pathlib
import urllib.request

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
TEXTS = ROOT / "docs" / "texts"
URL = os.environ.get("ORIENTD_URL", "http://127.0.0.1:8080")
LANDSCAPE_APP = {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationLandscapeLeft"]}}

TEXT_IDS = {"E1": "exception-reason-E1", "E1′": "exception-reason-E1-prime", "E2": "exception-reason-E2",
            "E2′": "exception-reason-E2-prime"}

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


def text(text_id):
    path = TEXTS / f"{text_id}.txt"
    if not path.is_file():
        pytest.fail(f"docs/texts/{text_id}.txt is missing: it holds the expected text {text_id!r} "
                    f"(see docs/texts/README.md)", pytrace=False)
    return path.read_bytes().decode("utf-8")


def test_all_four_templates_and_the_message_are_in_docs_texts():
    for text_id in [*TEXT_IDS.values(), "exception-message"]:
        assert text(text_id)


@pytest.mark.parametrize("exception_id,scenario,fill", CASES, ids=[c[0] for c in CASES])
def test_reason_and_message_are_byte_exact(exception_id, scenario, fill):
    expected = text(TEXT_IDS[exception_id])
    message = text("exception-message")
    request = urllib.request.Request(URL + "/resolve", data=json.dumps(scenario).encode(), method="POST")
    with urllib.request.urlopen(request, timeout=10) as response:
        exception = json.loads(response.read())["exception"]
    for placeholder, value in fill.items():
        assert placeholder in expected, f"{TEXT_IDS[exception_id]}.txt has no placeholder {placeholder}"
        expected = expected.replace(placeholder, value)
    assert exception["id"] == exception_id
    assert exception["reason"].encode() == expected.encode()
    assert "<reason>" in message
    assert exception["message"].encode() == message.replace("<reason>", expected).encode()
