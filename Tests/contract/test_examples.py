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
