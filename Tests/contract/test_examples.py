"""Each example in openapi.yaml is an integration test: POST the request example, compare with the response example
of the same name, field for field. The server under test is at ORIENTD_URL."""
import json
import os
import pathlib
import urllib.request

import pytest
import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]
DOCUMENT = yaml.safe_load((ROOT / "openapi.yaml").read_text())
URL = os.environ.get("ORIENTD_URL", "http://127.0.0.1:8080")


def example_pairs():
    for path, item in DOCUMENT["paths"].items():
        operation = item.get("post")
        if not operation:
            continue
        requests = operation["requestBody"]["content"]["application/json"]["examples"]
        responses = operation["responses"]["200"]["content"]["application/json"]["examples"]
        assert set(requests) == set(responses), f"{path}: request and response examples must pair by name"
        for name in requests:
            yield pytest.param(path, requests[name]["value"], responses[name]["value"], id=f"{path}:{name}")


@pytest.mark.parametrize("path,request_body,expected", list(example_pairs()))
def test_example(path, request_body, expected):
    request = urllib.request.Request(URL + path, data=json.dumps(request_body).encode(), method="POST")
    with urllib.request.urlopen(request, timeout=10) as response:
        assert response.status == 200
        assert response.headers["Content-Type"] == "application/json"
        assert json.loads(response.read()) == expected


def test_there_are_examples_for_a_crash_and_an_answer():
    outcomes = {pair.values[2].get("outcome") for pair in example_pairs() if pair.values[0] == "/resolve"}
    assert outcomes == {"orientation", "exception"}


def post(path, body, headers):
    request = urllib.request.Request(URL + path, data=json.dumps(body).encode(), method="POST", headers=headers)
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.status, response.headers, json.loads(response.read())


@pytest.mark.parametrize("path,request_body,expected", list(example_pairs()))
@pytest.mark.parametrize("prefer", ["return=minimal", "respond-async, RETURN = \"minimal\"; x=1"])
def test_prefer_return_minimal(path, request_body, expected, prefer):
    """Prefer: return=minimal (RFC 7240): the same answer without trace (/resolve) or each finding's fix (/validate),
    said by Preference-Applied; other preferences change nothing."""
    status, headers, answer = post(path, request_body, {"Prefer": prefer})
    assert status == 200
    assert headers["Preference-Applied"] == "return=minimal"
    if path == "/resolve":
        assert "trace" not in answer
        assert answer == {key: value for key, value in expected.items() if key != "trace"}
    else:
        assert all("fix" not in finding for finding in answer["findings"])
        assert answer == dict(expected, findings=[{k: v for k, v in f.items() if k != "fix"} for f in expected["findings"]])
    status, headers, answer = post(path, request_body, {"Prefer": "return=representation"})
    assert headers.get("Preference-Applied") is None
    assert answer == expected
