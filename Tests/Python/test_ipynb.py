"""layoutbook ipynb: notebooks as Jupyter notebooks, read and validated by nbformat."""
import pathlib
import subprocess

import nbformat
import pytest

from conftest import ROOT

NOTEBOOK = """<!-- layoutbook notebook v1 -->
# A card in a scroll view

The card is pinned to the content guide.

```layout
layout> scroll sv
layout> sv.snp.makeConstraints { make in make.edges.equalToSuperview() }
```

<!-- layout: skip -->
```layout
layout> view never
recorded, never run
```

Then the card:

```layout
layout> view card in sv
layout> card.snp.makeConstraints { make in
...>     make.edges.equalTo(sv.contentLayoutGuide)
...>     make.width.equalTo(sv.frameLayoutGuide)
...>     make.height.equalTo(900)
...> }
a recording that is out of date
```
"""


def convert(binary, source: pathlib.Path, target: pathlib.Path):
    return subprocess.run([binary, "ipynb", str(source), "-o", str(target)], capture_output=True, text=True)


def test_a_notebook_becomes_a_valid_nbformat_4_5_notebook_with_its_prose_commands_and_pictures(binary, tmp_path):
    source = tmp_path / "card.md"
    source.write_text(NOTEBOOK)
    target = tmp_path / "card.ipynb"
    done = convert(binary, source, target)
    # The last cell's recording is out of date: replayed, its output is what it prints now.
    assert done.returncode == 1 and "differ from the recording" in done.stdout
    notebook = nbformat.read(str(target), as_version=4)
    nbformat.validate(notebook)
    assert (notebook.nbformat, notebook.nbformat_minor) == (4, 5)
    kinds = [(cell.cell_type, cell.id) for cell in notebook.cells]
    assert kinds == [("markdown", "prose-1"), ("code", "step-1"), ("code", "step-2"), ("markdown", "prose-2"),
                     ("code", "step-3")]
    assert notebook.cells[0].source == "# A card in a scroll view\n\nThe card is pinned to the content guide."
    assert notebook.cells[1].source == "scroll sv\nsv.snp.makeConstraints { make in make.edges.equalToSuperview() }"
    # A skipped cell keeps its recording, runs not, and has no picture.
    skipped = notebook.cells[2]
    assert skipped.execution_count is None
    assert [o.output_type for o in skipped.outputs] == ["stream"]
    assert skipped.outputs[0].text == "layout> view never\nrecorded, never run\n"
    card = notebook.cells[4]
    assert card.source.splitlines()[1] == "card.snp.makeConstraints { make in"
    stream, picture = card.outputs
    assert "a recording that is out of date" not in stream.text
    lines = stream.text.splitlines()
    assert lines[0] == "layout> view card in sv"
    assert "layout> card.snp.makeConstraints { make in" in lines
    assert "...> }" in lines
    assert "card  (0,0,0,0) → (0,0,375,900)" in lines
    assert "sv  contentSize 375×900 · offset (0,0) · scrolls vertically 0…233" in lines
    assert picture.output_type == "display_data"
    assert picture.data["image/svg+xml"].startswith("<svg ")
    assert "card" in picture.data["image/svg+xml"]
    # The plain copy is the terminal picture, for viewers that drop SVG.
    assert "card" in picture.data["text/plain"] and "┌" in picture.data["text/plain"]


def test_the_same_notebook_gives_the_same_bytes(binary, tmp_path):
    source = tmp_path / "card.md"
    source.write_text(NOTEBOOK)
    convert(binary, source, tmp_path / "a.ipynb")
    convert(binary, source, tmp_path / "b.ipynb")
    assert (tmp_path / "a.ipynb").read_bytes() == (tmp_path / "b.ipynb").read_bytes()


@pytest.mark.parametrize("name", ["01-vertical-stack-snapkit.md", "08-zooming.md", "12-reading-a-conflict-log.md"])
def test_the_tutorials_convert_without_a_difference_and_validate(binary, tmp_path, name):
    target = tmp_path / (name + ".ipynb")
    done = convert(binary, ROOT / "Notebooks" / name, target)
    assert done.returncode == 0, done.stdout + done.stderr
    notebook = nbformat.read(str(target), as_version=4)
    nbformat.validate(notebook)
    ids = [cell.id for cell in notebook.cells]
    assert len(ids) == len(set(ids))
    assert any("image/svg+xml" in o.get("data", {}) for c in notebook.cells if c.cell_type == "code" for o in c.outputs)


def test_a_file_that_is_not_there_is_an_error_not_a_crash(binary, tmp_path):
    done = convert(binary, tmp_path / "missing.md", tmp_path / "x.ipynb")
    assert done.returncode == 1 and "cannot read" in done.stderr
    assert not (tmp_path / "x.ipynb").exists()
