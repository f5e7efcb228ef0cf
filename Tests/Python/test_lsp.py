"""layoutbook lsp, driven by pytest-lsp's client (pygls), which also checks every message
against the protocol's types."""
import os
import pathlib
import sys

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("LAYOUTBOOK", str(ROOT / ".build" / "debug" / "layoutbook"))

CONTROLLER = """import UIKit
import SnapKit

let scrollView = UIScrollView()
view.addSubview(scrollView)
scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
let card = UIView()
scrollView.addSubview(card)
card.snp.makeConstraints { make in
    make.top.left.bottom.equalToSuperview()
    make.width.equalTo(100)
    make.width.equalTo(200)
    make.height.equalTo(50)
}
"""

NOTEBOOK = """<!-- layoutbook notebook v1 -->
# Boxes

```layout
layout> view box
layout> box.snp.makeConstraints { make in make.top.left.equalTo(10); make.size.equalTo(40) }
layout> box.top == nowhere.bottom
```
"""


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp"]))
async def client(lsp_client: LanguageClient):
    # Kept for the tests that read what the server offers.
    lsp_client.initialize_result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=types.ClientCapabilities()))
    yield
    await lsp_client.shutdown_session()


async def open_document(client, uri, text, language):
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id=language, version=1, text=text)))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[uri]


async def test_a_conflict_is_marked_on_its_broken_constraint_with_the_minimal_set_related(client):
    uri = "file:///work/Card.swift"
    diagnostics = await open_document(client, uri, CONTROLLER, "swift")
    conflict = next(d for d in diagnostics if d.code == "layoutbook.conflict")
    assert conflict.severity == types.DiagnosticSeverity.Error
    assert conflict.message.endswith("UIKit breaks card.width == 200")
    # `make.width.equalTo(200)` on line 12 (11 from 0), columns of the statement.
    assert (conflict.range.start.line, conflict.range.start.character, conflict.range.end.character) == (11, 4, 27)
    related = sorted((r.location.range.start.line, r.message) for r in conflict.related_information)
    assert related == [(10, "in the minimal set: card.width == 100"), (11, "broken: card.width == 200")]


async def test_a_scroll_views_ambiguous_content_is_marked_on_the_scroll_view(client):
    uri = "file:///work/Card.swift"
    diagnostics = await open_document(client, uri, CONTROLLER, "swift")
    ambiguous = [d for d in diagnostics if d.code == "layoutbook.contentSizeAmbiguity"]
    assert [d.range.start.line for d in ambiguous] == [4]
    assert "ambiguous scrollable content width" in ambiguous[0].message
    assert all(d.severity == types.DiagnosticSeverity.Warning for d in ambiguous)


async def test_hover_on_a_view_name_shows_its_solved_frame(client):
    uri = "file:///work/Card.swift"
    await open_document(client, uri, CONTROLLER, "swift")
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=8, character=2)))
    assert hover.contents.kind == types.MarkupKind.Markdown
    assert hover.contents.value.startswith("**card** · view\n\nframe (0, 0, 100, 50) in scrollView")
    nothing = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=0, character=2)))
    assert nothing is None


async def test_the_conflicts_fixes_are_quick_fixes_that_edit_the_statement(client):
    uri = "file:///work/Card.swift"
    await open_document(client, uri, CONTROLLER, "swift")
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        range=types.Range(start=types.Position(line=11, character=0), end=types.Position(line=11, character=0)),
        context=types.CodeActionContext(diagnostics=[])))
    titles = [a.title for a in actions]
    # ConflictAdvice's one ranking: a width set twice keeps one; the one UIKit breaks goes.
    assert titles == ["Keep one of card.width == 100 and card.width == 200: they set card.width twice, to 100 and "
                      "to 200 — UIKit broke card.width == 200, so removing it is what is tried here"]
    assert actions[0].is_preferred
    edit = actions[0].edit.changes[uri][0]
    # `make.width.equalTo(200)`, columns 4 to 27, taken out.
    assert (edit.range.start.line, edit.range.start.character, edit.range.end.character, edit.new_text) == (11, 4, 27, "")


async def test_a_change_runs_the_document_again(client):
    uri = "file:///work/Card.swift"
    await open_document(client, uri, CONTROLLER, "swift")
    fixed = CONTROLLER.replace("    make.width.equalTo(200)\n", "")
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)]))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert not any(d.code == "layoutbook.conflict" for d in client.diagnostics[uri])


async def test_in_a_notebook_an_error_is_marked_after_the_prompt(client):
    uri = "file:///work/boxes.md"
    diagnostics = await open_document(client, uri, NOTEBOOK, "markdown")
    error = next(d for d in diagnostics if d.severity == types.DiagnosticSeverity.Error)
    # `layout> box.top == nowhere.bottom` is line 7 (6 from 0); `nowhere` starts after the prompt.
    assert (error.range.start.line, error.range.start.character, error.range.end.character) == (6, 19, 26)
    assert "nowhere" in error.message
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=4, character=14)))
    assert "frame (10, 10, 40, 40)" in hover.contents.value


BADGE = """import UIKit
let badge = UILabel()
badge.text = "Grüße 😀"; view.addSubview(badge); badge.snp.makeConstraints { make in make.left.top.equalTo(7) }
"""


async def test_the_server_syncs_incrementally_and_counts_characters_in_utf16(client):
    sync = client.initialize_result.capabilities.text_document_sync
    assert sync.change == types.TextDocumentSyncKind.Incremental
    uri = "file:///work/Badge.swift"
    await open_document(client, uri, BADGE, "swift")
    # `7` is the 107th character of line 2 but the 108th UTF-16 code unit: 😀 takes two. Only the
    # range is sent; replaced where the server counted characters, `(7)` would become `(29` + `)`.
    assert BADGE.splitlines()[2][106] == "7"
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=2, character=107), end=types.Position(line=2, character=108)),
            text="29")]))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert list(client.diagnostics[uri]) == []
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=1, character=5)))
    assert hover.contents.value.startswith("**badge** · label\n\nframe (29, 29, 74.333, 20.333) in root")


async def test_a_range_edit_across_lines_and_a_second_edit_apply_in_order(client):
    uri = "file:///work/Card.swift"
    diagnostics = await open_document(client, uri, CONTROLLER, "swift")
    assert any(d.code == "layoutbook.conflict" for d in diagnostics)
    # Lines 11 and 12 (from 0): `make.width.equalTo(200)` goes with the line break after 100's
    # line; then the height, on what is now line 11, becomes 60.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[
            types.TextDocumentContentChangePartial(
                range=types.Range(start=types.Position(line=10, character=27), end=types.Position(line=11, character=27)),
                text=""),
            types.TextDocumentContentChangePartial(
                range=types.Range(start=types.Position(line=11, character=24), end=types.Position(line=11, character=26)),
                text="60"),
        ]))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert not any(d.code == "layoutbook.conflict" for d in client.diagnostics[uri])
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=8, character=2)))
    assert hover.contents.value.startswith("**card** · view\n\nframe (0, 0, 100, 60) in scrollView")
