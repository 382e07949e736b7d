#!/usr/bin/env python3
"""The voting page's figures, measured in headless Chromium through chromedriver:

1. page weight: the bytes of `/` and every file it loads, uncompressed;
2. first render: after a cold load, DOMContentLoaded (headless Chromium reports no paint timings)
   and the moment the podium's avatars are placed (app.js marks `petvote:placed`), median of LOADS
   loads;
3. live update: VOTES votes clicked in one window, each the time until the other window's
   page shows it (both read the browser's one clock), median and p95.

    Benchmarks/scripts/page.py VOTESRV_BINARY [VOTES=100] [LOADS=10]

Standard library only; needs Debian's chromium and chromium-driver.
"""
import json, os, socket, statistics, subprocess, sys, tempfile, time, urllib.request

votesrv = sys.argv[1]
votes = int(sys.argv[2]) if len(sys.argv) > 2 else 100
loads = int(sys.argv[3]) if len(sys.argv) > 3 else 10


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def call(port, method, path, body=None):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=data, method=method,
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=120) as answer:
            return json.load(answer)["value"]
    except urllib.error.HTTPError as error:
        raise SystemExit(f"{method} {path}: {error.read()[:300]!r}")


def wait_for(predicate, timeout=30):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.05)
    raise SystemExit("timed out")


folder = tempfile.mkdtemp(prefix="page-bench.")
server_port, driver_port = free_port(), free_port()
server = subprocess.Popen([votesrv, "--db", os.path.join(folder, "votes.db"), "--port", str(server_port)],
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
driver = subprocess.Popen(["chromedriver", f"--port={driver_port}"], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL)
address = f"http://127.0.0.1:{server_port}/"


def fetch(path):
    with urllib.request.urlopen(address.rstrip("/") + path) as answer:
        return answer.read()


try:
    wait_for(lambda: subprocess.run(["curl", "-sf", address + "healthz"], capture_output=True).returncode == 0)
    wait_for(lambda: subprocess.run(["curl", "-sf", f"http://127.0.0.1:{driver_port}/status"],
                                    capture_output=True).returncode == 0)

    # 1. Page weight.
    files = ["/", "/app.css", "/app.js", "/favicon.svg"]
    weights = {path: len(fetch(path)) for path in files}

    session = call(driver_port, "POST", "/session", {"capabilities": {"alwaysMatch": {
        "browserName": "chrome",
        "goog:chromeOptions": {"binary": "/usr/bin/chromium", "args": [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1024,900"]},
    }}})["sessionId"]
    run = lambda script, *args: call(driver_port, "POST", f"/session/{session}/execute/sync",
                                     {"script": script, "args": list(args)})
    call(driver_port, "POST", f"/session/{session}/timeouts", {"script": 600_000})

    # 2. First render, each load with an empty cache.
    paints, placements = [], []
    for _ in range(loads):
        call(driver_port, "POST", f"/session/{session}/goog/cdp/execute",
             {"cmd": "Network.clearBrowserCache", "params": {}})
        call(driver_port, "POST", f"/session/{session}/url", {"url": address})
        wait_for(lambda: run("return performance.getEntriesByName('petvote:placed').length > 0"))
        # Headless Chromium reports no paint timings: DOMContentLoaded (the server's page parsed,
        # its style and module loaded) stands for the first render.
        paint, placed = run("""
            return [performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd,
                    performance.getEntriesByName('petvote:placed')[0].startTime]""")
        paints.append(paint)
        placements.append(placed)

    # 3. Live updates: window B notes each board's arrival; window A clicks.
    first = call(driver_port, "GET", f"/session/{session}/window")
    second = call(driver_port, "POST", f"/session/{session}/window/new", {"type": "window"})["handle"]
    call(driver_port, "POST", f"/session/{session}/window", {"handle": second})
    call(driver_port, "POST", f"/session/{session}/url", {"url": address})
    wait_for(lambda: run("return document.querySelector('[data-podium]').hasAttribute('data-ready')"))
    run("window.arrivals = []; document.addEventListener('petvote:board', e => "
        "arrivals.push([performance.timeOrigin + performance.now(), e.detail.totalVotes]));")
    call(driver_port, "POST", f"/session/{session}/window", {"handle": first})
    start_total = run("return Number(document.querySelector('[data-total]').textContent.split(' ')[0])")
    clicks = call(driver_port, "POST", f"/session/{session}/execute/async", {"script": """
        const [count, done] = arguments, clicks = [];
        const button = document.querySelector("[data-buttons] button[value='Cat']");
        for (let i = 0; i < count; i += 1) {
            clicks.push(performance.timeOrigin + performance.now());
            button.click();
            await new Promise(resolve => setTimeout(resolve, 250));
        }
        done(clicks);""", "args": [votes]})
    call(driver_port, "POST", f"/session/{session}/window", {"handle": second})
    wait_for(lambda: run(f"return arrivals.some(a => a[1] >= {start_total + votes})"))
    arrivals = run("return arrivals")
    delays = sorted(next(at for at, total in arrivals if total >= start_total + index + 1) - clicked
                    for index, clicked in enumerate(clicks))
    call(driver_port, "DELETE", f"/session/{session}")

    p95 = delays[min(len(delays) - 1, int(0.95 * len(delays)))]
    print("| Measurement | Figure |")
    print("|---|---:|")
    print(f"| Page weight, uncompressed: {', '.join(f'{path} {size:,} B' for path, size in weights.items())} "
          f"| {sum(weights.values()):,} bytes ({sum(weights.values()) / 1024:.1f} KiB) |")
    print(f"| Page parsed, style and script loaded (DOMContentLoaded) after a cold load (median of {loads}) "
          f"| {statistics.median(paints):.0f} ms |")
    print(f"| Avatars placed from /v1/board after a cold load (median of {loads}) "
          f"| {statistics.median(placements):.0f} ms |")
    print(f"| A click in one window to the other window's page showing it, {votes} votes 250 ms apart "
          f"| median {statistics.median(delays):.0f} ms, p95 {p95:.0f} ms, max {delays[-1]:.0f} ms |")
finally:
    driver.kill()
    server.kill()
