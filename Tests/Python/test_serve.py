"""layoutbook serve, driven as a client program drives it: one JSON-RPC request a line on a pipe,
each reply read before the next request is written."""
import json
import select
import subprocess

import pytest

from conftest import validator


class Server:
    def __init__(self, binary, *args):
        self.process = subprocess.Popen([binary, "serve", *args], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.next_id = 0

    def send_line(self, line: bytes):
        self.process.stdin.write(line + b"\n")
        self.process.stdin.flush()

    def read_reply(self, timeout=20):
        ready, _, _ = select.select([self.process.stdout], [], [], timeout)
        assert ready, "no reply within the time limit: the reply was not flushed"
        line = self.process.stdout.readline()
        assert line.endswith(b"\n")
        return json.loads(line)

    def call(self, method, params=None):
        self.next_id += 1
        message = {"jsonrpc": "2.0", "id": self.next_id, "method": method}
        if params is not None:
            message["params"] = params
        self.send_line(json.dumps(message).encode())
        reply = self.read_reply()
        assert reply["id"] == self.next_id
        return reply

    def close(self):
        self.process.stdin.close()
        code = self.process.wait(timeout=20)
        self.process.stdout.close()
        self.process.stderr.close()
        return code


@pytest.fixture
def server(binary):
    s = Server(binary)
    yield s
    if s.process.poll() is None:
        s.close()


SCROLL_STACK = """scroll sv
sv.snp.makeConstraints { make in make.edges.equalToSuperview() }
view content in sv
content.snp.makeConstraints { make in
    make.edges.equalTo(sv.contentLayoutGuide)
    make.width.equalTo(sv.frameLayoutGuide)
    make.height.equalTo(1200)
}"""


def test_each_reply_comes_before_the_next_request_and_carries_the_solved_frames(server):
    reply = server.call("run", {"code": SCROLL_STACK})
    records = reply["result"]["records"]
    assert [r["text"] for r in records if r["type"] == "command"][0] == "scroll sv"
    # Each entry lists what it changed: the last change of the content is the paste's result.
    content = [r for r in records if r["type"] == "change" and r["name"] == "content" and r["property"] == "frame"][-1]
    assert content["to"] == {"x": 0, "y": 0, "width": 375, "height": 1200}
    sv = [r for r in records if r["type"] == "scrollView" and r["name"] == "sv"][-1]
    assert sv["contentSize"] == {"width": 375, "height": 1200}
    assert sv["vertical"]["scrolls"] is True
    # The server is still running: the reply did not wait for the end of input.
    assert server.process.poll() is None


def test_a_one_line_change_lists_the_frames_it_moved_and_nothing_else(server):
    server.call("run", {"code": SCROLL_STACK + "\nview top in content\nview below in content\n"
                        "top.snp.makeConstraints { make in make.top.left.right.equalToSuperview(); make.height.equalTo(100) }\n"
                        "below.snp.makeConstraints { make in make.top.equalTo(top.snp.bottom); make.left.right.equalToSuperview(); make.height.equalTo(50) }"})
    records = server.call("run", {"code": "top.snp.updateConstraints { make in make.height.equalTo(120) }"})["result"]["records"]
    assert records[1:] == [
        {"type": "change", "name": "top", "property": "frame",
         "from": {"x": 0, "y": 0, "width": 375, "height": 100}, "to": {"x": 0, "y": 0, "width": 375, "height": 120}},
        {"type": "change", "name": "below", "property": "frame",
         "from": {"x": 0, "y": 100, "width": 375, "height": 50}, "to": {"x": 0, "y": 120, "width": 375, "height": 50}},
    ]
    # The whole state is one request away, and says the same.
    frames = server.call("frames")["result"]["records"]
    below = next(r for r in frames if r["type"] == "view" and r["name"] == "below")
    assert below["frame"] == {"x": 0, "y": 120, "width": 375, "height": 50}


def test_with_report_full_the_records_are_the_ones_run_json_prints(server, binary):
    reply = server.call("run", {"code": SCROLL_STACK, "report": "full"})
    printed = subprocess.run([binary, "run", "--json", "-"], input=SCROLL_STACK.encode(),
                             capture_output=True, check=True).stdout.decode().splitlines()
    assert [json.dumps(r, separators=(",", ":"), ensure_ascii=False) for r in reply["result"]["records"]] == printed


def test_a_failing_request_gets_the_diagnostic_and_leaves_the_session(server):
    server.call("run", {"code": SCROLL_STACK})
    before = server.call("frames")["result"]
    reply = server.call("run", {"code": "view extra\ncontent.snp.makeConstraints { make in make.top.equalTo(nowhere) }"})
    error = reply["error"]
    assert error["code"] == -32001
    assert error["data"]["line"] == 2
    assert "nowhere" in error["data"]["message"]
    assert server.call("frames")["result"] == before


def test_protocol_errors_get_their_codes_and_the_server_goes_on(server):
    server.send_line(b'{"jsonrpc":"2.0","id":1,"method":')
    assert server.read_reply()["error"]["code"] == -32700
    server.send_line(b'{"jsonrpc":"2.0","id":2,"method":"teleport"}')
    assert server.read_reply()["error"]["code"] == -32601
    server.send_line(b'{"jsonrpc":"2.0","id":3,"method":"run","params":{"source":"view a"}}')
    reply = server.read_reply()
    assert reply["error"]["code"] == -32602 and "'code'" in reply["error"]["message"]
    # A notification runs and gets no reply: the next reply is the next request's.
    server.send_line(b'{"jsonrpc":"2.0","method":"run","params":{"code":"view quiet"}}')
    reply = server.call("frames")
    assert any(r.get("name") == "quiet" for r in reply["result"]["records"])


def test_a_message_over_8_mib_is_refused_and_the_next_one_is_answered(server):
    huge = b'{"jsonrpc":"2.0","id":1,"method":"run","params":{"code":"' + b"x" * (9 << 20) + b'"}}'
    server.send_line(huge)
    error = server.read_reply()["error"]
    assert error["code"] == -32003 and error["data"]["limit"] == 8 * 1024 * 1024
    assert server.call("frames")["result"]["records"][0]["type"] == "screen"


def test_the_end_of_input_mid_request_ends_the_server_cleanly(binary):
    s = Server(binary)
    s.process.stdin.write(b'{"jsonrpc":"2.0","id":1,"method":"frames"}\n{"jsonrpc":"2.0","id":2,"method":"run","params":{"code":"view a')
    s.process.stdin.close()
    assert s.process.wait(timeout=20) == 0
    # The whole request was answered; the one cut off was not (nobody is there to read it).
    replies = s.process.stdout.read().decode().splitlines()
    assert [json.loads(r)["id"] for r in replies] == [1]
    assert s.process.stderr.read() == b""


def test_a_client_that_stops_reading_ends_the_server_cleanly(binary):
    s = Server(binary)
    s.process.stdout.close()
    s.send_line(b'{"jsonrpc":"2.0","id":1,"method":"frames"}')
    s.process.stdin.close()
    assert s.process.wait(timeout=20) == 0


def test_save_is_refused_without_allow_files(server):
    reply = server.call("save", {"path": "/tmp/never-written.md"})
    assert reply["error"]["code"] == -32002 and "--allow-files" in reply["error"]["message"]


def test_save_writes_the_session_as_a_notebook_with_allow_files(binary, tmp_path):
    s = Server(binary, "--allow-files")
    s.call("run", {"code": SCROLL_STACK})
    s.call("run", {"code": "view later in content"})
    s.call("undo")
    s.call("run", {"code": "content.snp.makeConstraints { make in make.top.equalTo(nowhere) }"})
    target = tmp_path / "session.md"
    reply = s.call("save", {"path": str(target)})
    assert reply["result"]["path"] == str(target)
    text = target.read_text()
    # The notebook records text, as the prompt prints it, never the JSON replies; the failed
    # request is not in it, and it replays and checks clean.
    assert "layout> scroll sv" in text and "sv  contentSize 375×1200" in text
    assert '{"type"' not in text and "nowhere" not in text
    checked = subprocess.run([binary, "check", str(target)], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout
    # Saving again to the file this session wrote replaces it; another file is not overwritten.
    s.call("run", {"code": "view more"})
    assert "result" in s.call("save", {"path": str(target)})
    assert "layout> view more" in target.read_text()
    other = tmp_path / "other.md"
    other.write_text("someone's notes\n")
    refused = s.call("save", {"path": str(other)})
    assert refused["error"]["code"] == -32002 and other.read_text() == "someone's notes\n"
    assert "result" in s.call("save", {"path": str(other), "force": True})
    s.close()


LOG = """Unable to simultaneously satisfy constraints.
	Probably at least one of the constraints in the following list is one you don't want.
(
    "<NSLayoutConstraint:0x600003a1 UIView:0x7fa1.width == 120   (active)>",
    "<NSLayoutConstraint:0x600003a2 UIView:0x7fa1.width == 80   (active)>"
)

Will attempt to recover by breaking constraint
<NSLayoutConstraint:0x600003a2 UIView:0x7fa1.width == 80   (active)>"""


def test_every_result_matches_its_schema(server, schema_registry):
    """Real output of every method, checked against Schemas/."""
    record = validator(schema_registry, "records.schema.json")
    results = {name: validator(schema_registry, "serve.schema.json", "#/$defs/" + name)
               for name in ["records", "explain", "svg", "log", "complete", "entryFailed"]}
    params = {name: validator(schema_registry, "serve.schema.json", "#/$defs/" + name)
              for name in ["runParams", "undoParams"]}

    def kind(r):
        return r["type"] + ":" + (r["kind"] if r["type"] in ("warning", "resolved") and "kind" in r else "")
    scripts = [
        SCROLL_STACK,
        # A label and a change of its frame.
        'label title in content text "A headline that wraps onto two lines" lines 0\n'
        "title.snp.makeConstraints { make in make.top.left.right.equalToSuperview().inset(16) }",
        # A conflict, an ambiguous view, a scroll view whose content is ambiguous.
        "view square\nsquare.snp.makeConstraints { make in make.width.equalTo(100); make.width.equalTo(200) }",
        # The conflict and the square's ambiguity resolved.
        "square.snp.remakeConstraints { make in make.top.left.equalTo(content); make.size.equalTo(100) }",
        "scroll loose\nview inner in loose\ninner.snp.makeConstraints { make in make.top.left.equalToSuperview() }",
        "help undo",
        "save nowhere.md",
        "device iPhone 15",
    ]
    seen = set()
    for index, code in enumerate(scripts):
        # Every other script asks for the whole state: both reports are checked.
        request = {"code": code} if index % 2 == 1 else {"code": code, "report": "full"}
        params["runParams"].validate(request)
        reply = server.call("run", request)
        assert "result" in reply, reply
        results["records"].validate(reply["result"])
        for r in reply["result"]["records"]:
            record.validate(r)
            seen.add(kind(r))
    for method, request, name in [
        ("frames", None, "records"), ("undo", None, "records"), ("redo", {"report": "full"}, "records"),
        ("explain", {"view": "content"}, "explain"), ("explain", None, "explain"),
        ("svg", None, "svg"), ("svg", {"view": "sv"}, "svg"), ("log", {"text": LOG}, "log"),
        ("complete", {"line": "content.sn", "column": 11}, "complete"),
        # A pasted log replaces the session's views with the log's.
        ("run", {"code": LOG}, "records"), ("reset", None, "records"),
    ]:
        if method in ("undo", "redo"):
            params["undoParams"].validate(request or {})
        reply = server.call(method, request)
        assert "result" in reply, (method, reply)
        results[name].validate(reply["result"])
        for r in reply["result"].get("records", []):
            record.validate(r)
            seen.add(kind(r))
    failed = server.call("run", {"code": "view a\nnope nope"})
    results["entryFailed"].validate(failed["error"]["data"])
    # The scripts reached every kind of record the schemas describe, or the test proves little.
    assert {"command:", "screen:", "view:", "scrollView:", "change:", "warning:conflict",
            "warning:contentSizeAmbiguity", "warning:ambiguity", "text:", "note:", "conflictLog:",
            "resolved:conflict", "resolved:ambiguity"} <= seen, seen
    # A report that is neither is refused, and the schema says so too.
    assert server.call("run", {"code": "view a", "report": "all"})["error"]["code"] == -32602
    assert not params["runParams"].is_valid({"code": "view a", "report": "all"})
