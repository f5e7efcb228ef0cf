"""layoutbook mcp, driven end to end by the Python MCP SDK's own client over stdio."""
import asyncio
import json

import pytest
from jsonschema import Draft202012Validator
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

from conftest import ROOT

SCROLL = """let scrollView = UIScrollView()
view.addSubview(scrollView)
scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
let content = UIView()
scrollView.addSubview(content)
content.snp.makeConstraints { make in
    make.edges.equalTo(scrollView.contentLayoutGuide)
    make.width.equalTo(scrollView.frameLayoutGuide)
}"""

LOG = """Unable to simultaneously satisfy constraints.
(
    "<NSLayoutConstraint:0x600003b1 UIView:0x7fb1.height == 44   (active)>",
    "<NSLayoutConstraint:0x600003b2 UIView:0x7fb1.height == 60   (active)>"
)

Will attempt to recover by breaking constraint
<NSLayoutConstraint:0x600003b2 UIView:0x7fb1.height == 60   (active)>"""


def run(binary, body, *args):
    async def main():
        params = StdioServerParameters(command=binary, args=["mcp", *args])
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                info = await session.initialize()
                return await body(session, info)
    return asyncio.run(asyncio.wait_for(main(), timeout=60))


def test_the_handshake_names_the_server_and_its_tools_carry_schemas(binary):
    async def body(session, info):
        tools = await session.list_tools()
        return info, tools
    info, tools = run(binary, body)
    assert info.server_info.name == "layoutbook"
    assert info.capabilities.tools is not None and info.capabilities.resources is not None
    names = [t.name for t in tools.tools]
    assert names == ["solve", "why_doesnt_it_scroll", "explain_conflict_log", "render_svg", "lint"]
    for tool in tools.tools:
        Draft202012Validator.check_schema(tool.input_schema)
        Draft202012Validator.check_schema(tool.output_schema)
        assert tool.input_schema["additionalProperties"] is False


def test_solve_gives_frames_content_sizes_warnings_and_a_picture(binary):
    async def body(session, info):
        return await session.call_tool("solve", {"code": SCROLL})
    result = run(binary, body)
    assert result.is_error is False
    out = result.structured_content
    frames = {f["name"]: f["frame"] for f in out["frames"]}
    assert frames["scrollView"] == {"x": 0, "y": 0, "width": 375, "height": 667}
    assert frames["content"] == {"x": 0, "y": 0, "width": 375, "height": 0}
    assert out["contentSizes"] == [{"scrollView": "scrollView", "contentSize": {"width": 375, "height": 0},
                                    "frameSize": {"width": 375, "height": 667},
                                    "scrollsHorizontally": False, "scrollsVertically": False}]
    kinds = {(w["kind"], w.get("view")) for w in out["warnings"]}
    assert ("contentSizeAmbiguity", "scrollView") in kinds
    assert out["svg"].startswith("<svg ")
    # The text a model reads is the frame table with the warnings.
    assert "scrollView" in result.content[0].text and "warning: " in result.content[0].text


def test_why_doesnt_it_scroll_explains_the_content_chain(binary):
    async def body(session, info):
        return await session.call_tool("why_doesnt_it_scroll", {"code": SCROLL})
    out = run(binary, body).structured_content
    assert out["scrollView"] == "scrollView"
    assert out["scrollsVertically"] is False
    assert out["contentSize"] == {"width": 375, "height": 0}
    assert any(w["kind"] == "contentSizeAmbiguity" for w in out["warnings"])
    assert "scrollView" in out["explanation"]


def test_code_that_fails_is_a_tool_error_that_says_where(binary):
    async def body(session, info):
        return await session.call_tool("solve", {"code": "view a\na.snp.makeConstraints { make in make.top.equalTo(b) }"})
    result = run(binary, body)
    assert result.is_error is True
    assert result.content[0].text.startswith("2:")


def test_explain_conflict_log_gives_the_minimal_set_and_the_fixes(binary):
    async def body(session, info):
        return await session.call_tool("explain_conflict_log", {"log": LOG})
    result = run(binary, body)
    out = result.structured_content
    assert out["type"] == "conflictLog" and out["conflict"] is True
    assert len(out["minimalSet"]) == 2
    assert out["fixes"], out
    assert out["uikitBroke"]["constraint"].endswith("height == 60")


def test_render_svg_draws_a_scroll_views_content(binary):
    async def body(session, info):
        screen = await session.call_tool("render_svg", {"code": SCROLL})
        content = await session.call_tool("render_svg", {"code": SCROLL, "view": "scrollView"})
        wrong = await session.call_tool("render_svg", {"code": SCROLL, "view": "content"})
        return screen, content, wrong
    screen, content, wrong = run(binary, body)
    assert screen.structured_content["svg"].startswith("<svg ") and screen.structured_content["view"] is None
    assert content.structured_content["view"] == "scrollView"
    assert wrong.is_error is True and "not a scroll view" in wrong.content[0].text


def test_lint_checks_a_notebook_as_check_does(binary):
    notebook = "```layout\nlayout> view box\nnot what it prints\n```\n"
    async def body(session, info):
        return await session.call_tool("lint", {"notebook": notebook, "name": "box.md"})
    out = run(binary, body).structured_content
    assert (out["passed"], out["failed"]) == (0, 1)
    assert out["mismatches"][0]["command"] == "view box"
    assert out["mismatches"][0]["expected"] == ["not what it prints"]
    assert out["report"].startswith("box.md:")


def test_the_tutorials_are_resources(binary):
    async def body(session, info):
        listed = await session.list_resources()
        first = listed.resources[1]
        read = await session.read_resource(first.uri)
        return listed, first, read
    listed, first, read = run(binary, body, "--notebooks", str(ROOT / "Notebooks"))
    names = [r.name for r in listed.resources]
    assert names == sorted(p.name for p in (ROOT / "Notebooks").glob("*.md"))
    assert str(first.uri) == "layoutbook://notebooks/" + first.name
    assert read.contents[0].text == (ROOT / "Notebooks" / first.name).read_text()


def test_the_default_notebooks_are_the_repositorys(binary):
    async def body(session, info):
        return await session.list_resources()
    listed = run(binary, body)
    assert "01-vertical-stack-snapkit.md" in [r.name for r in listed.resources]
