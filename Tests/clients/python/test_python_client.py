"""A Python client generated from openapi.yaml by openapi-python-client (Tests/clients/run.sh generates it into a
temporary folder named by ORIENTD_PY_CLIENT) sends every example: the request goes through the client's models, and
the answer it parses, turned back into JSON, must equal the raw answer and the documented one. The server under test
is at ORIENTD_URL."""
import json
import os
import pathlib
import sys

import pytest

sys.path.insert(0, os.environ["ORIENTD_PY_CLIENT"])
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "contract"))

from orientd_client import Client  # noqa: E402
from orientd_client.api.default import resolve, validate  # noqa: E402
from orientd_client.models import Scenario, Problem  # noqa: E402
from test_examples import example_pairs  # noqa: E402

URL = os.environ.get("ORIENTD_URL", "http://127.0.0.1:8080")
OPERATIONS = {"/resolve": resolve, "/validate": validate}
PAIRS = list(example_pairs())


def test_every_operation_with_examples_is_covered():
    assert {pair.values[0] for pair in PAIRS} == set(OPERATIONS)
    assert len(PAIRS) >= 7


@pytest.mark.parametrize("path,request_body,expected", PAIRS)
@pytest.mark.parametrize("prefer", [None, "return=minimal"])
def test_example_round_trips_through_the_generated_client(path, request_body, expected, prefer):
    body = Scenario.from_dict(request_body)
    assert body.to_dict() == request_body, "the client's request model changed the example"
    with Client(base_url=URL, raise_on_unexpected_status=True) as client:
        kwargs = {"prefer": prefer} if prefer else {}
        response = OPERATIONS[path].sync_detailed(client=client, body=body, **kwargs)
    assert response.status_code == 200
    raw = json.loads(response.content)
    assert not isinstance(response.parsed, (Problem, str)), response.parsed
    assert response.parsed.to_dict() == raw
    if prefer is None:
        assert raw == expected


def test_a_problem_answer_parses_as_problem():
    """A 422 comes back as the client's Problem model, equal to the raw problem+json."""
    with Client(base_url=URL) as client:
        body = Scenario.from_dict({"root": {"kind": "tabBarController", "selectedIndex": 2, "children": [{}]}})
        response = resolve.sync_detailed(client=client, body=body)
    assert response.status_code == 422
    assert isinstance(response.parsed, Problem)
    assert response.parsed.to_dict() == json.loads(response.content)
