"""Probes votesrv hosts around a database restart, every 10 ms, each probe from a thread of its own.

    probe_restart.py unready HOST…   prints "HOST unready=T" once the host's /readyz answers 503
    probe_restart.py back HOST…      prints "HOST vote=T ready=T": the host's first vote answered
                                     201, and /readyz answering 200

T is the moment as Unix time in seconds, or "never" when it did not happen within 180 s. Hosts
listen on port 8200. Used by pg-restart.sh.
"""

import http.client
import sys
import threading
import time

PORT = 8200
LIMIT = 180


def status(host, method, path, body=None):
    try:
        connection = http.client.HTTPConnection(host, PORT, timeout=2)
        headers = {"Content-Type": "application/json"} if body else {}
        connection.request(method, path, body=body, headers=headers)
        answer = connection.getresponse()
        answer.read()
        connection.close()
        return answer.status
    except (OSError, http.client.HTTPException):
        return None


def when(check):
    """The Unix time of the first true check, or "never" past LIMIT seconds."""
    started = time.monotonic()
    while time.monotonic() - started < LIMIT:
        if check():
            return f"{time.time():.3f}"
        time.sleep(0.01)
    return "never"


def main():
    kind, hosts = sys.argv[1], sys.argv[2:]
    results = {}
    counter = iter(range(1_000_000_000))
    run = f"{time.time():.3f}"

    def ready_is(host, code):
        return lambda: status(host, "GET", "/readyz") == code

    def votes(host):
        return lambda: status(host, "POST", "/v1/pets/Dog/votes", f'{{"id":"probe-{run}-{next(counter)}"}}') == 201

    probes = {"unready": [("unready", lambda host: ready_is(host, 503))],
              "back": [("vote", votes), ("ready", lambda host: ready_is(host, 200))]}[kind]

    def probe(host, name, check):
        results[(host, name)] = when(check)

    threads = [threading.Thread(target=probe, args=(host, name, make(host))) for host in hosts for name, make in probes]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for host in hosts:
        print(host, " ".join(f"{name}={results[(host, name)]}" for name, _ in probes))


if __name__ == "__main__":
    main()
