#!/usr/bin/env python3
"""`make bench`: how long an agent waits for a preview through `easel mcp`.

    scripts/bench_mcp.py EASEL [CALLS]

Starts `easel mcp` on Examples/Recipes as an MCP client does (initialize, then tools/call over
newline-delimited JSON-RPC on stdio), and times CALLS `render_preview` calls of the "Detail"
screen on an iPhone 16 (393×852 pt, 1179×2556 px PNG) once the project is built: p50 and p95
of the call as the client sees it, PNG and base64 included. Goal: under 100 ms. For scale:
Xcode's preview tool for agents is reported at about 15 s a render warm.
"""
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    easel = os.path.abspath(sys.argv[1])
    calls = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    server = subprocess.Popen([easel, "mcp", "--package-path", os.path.join(ROOT, "Examples/Recipes")],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, bufsize=1)
    ids = iter(range(1, 1_000_000))

    def call(method, params):
        number = next(ids)
        server.stdin.write(json.dumps({"jsonrpc": "2.0", "id": number, "method": method, "params": params}) + "\n")
        server.stdin.flush()
        while True:
            message = json.loads(server.stdout.readline())
            if message.get("id") == number:
                return message

    started = time.time()
    call("initialize", {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "bench", "version": "1"}})
    server.stdin.write(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}) + "\n")
    first = call("tools/call", {"name": "render_preview", "arguments": {"name": "Detail"}})
    print(f"first render (builds the project if needed, starts the worker): {time.time() - started:.2f} s")
    if first.get("result", {}).get("isError"):
        print("render failed:", first)
        return 1
    times = []
    for _ in range(calls):
        started = time.time()
        answer = call("tools/call", {"name": "render_preview", "arguments": {"name": "Detail"}})
        times.append((time.time() - started) * 1000)
        assert not answer["result"].get("isError"), answer
    times.sort()
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
    print(f"render_preview, iPhone 16 at 3x: p50 {statistics.median(times):.0f} ms, p95 {p95:.0f} ms over {calls} calls (goal: under 100 ms)")
    server.stdin.close()
    server.wait(timeout=10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
