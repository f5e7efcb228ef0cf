"""Shared helpers: where the built binary and the schemas are."""
import json
import os
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCHEMAS = ROOT / "Schemas"


@pytest.fixture(scope="session")
def binary():
    path = pathlib.Path(os.environ.get("LAYOUTBOOK", ROOT / ".build" / "debug" / "layoutbook"))
    if not path.exists():
        pytest.fail(f"{path} is missing: run 'swift build' first")
    return str(path)


@pytest.fixture(scope="session")
def schema_registry():
    """The repository's schemas, each reachable by its file name and its $id."""
    from referencing import Registry, Resource

    resources = []
    for file in sorted(SCHEMAS.glob("*.json")):
        contents = json.loads(file.read_text())
        resource = Resource.from_contents(contents)
        resources.append((contents["$id"], resource))
    return Registry().with_resources(resources)


def validator(registry, file, pointer=""):
    from jsonschema import Draft202012Validator

    base = json.loads((SCHEMAS / file).read_text())["$id"]
    return Draft202012Validator({"$ref": base + pointer}, registry=registry,
                                format_checker=Draft202012Validator.FORMAT_CHECKER)
