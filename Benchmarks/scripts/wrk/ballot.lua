-- POST /v1/pets/{name}/votes as a ballot with an id: every request carries an Idempotency-Key no
-- other request of the run carries (BALLOT_PREFIX, distinct per wrk process, then the thread and a
-- counter), so each is a new ballot that the server must check against the stored ids.
wrk.method = "POST"
wrk.body = '{"count":1}'
wrk.headers["Content-Type"] = "application/json"

local threads = 0
function setup(thread)
    threads = threads + 1
    thread:set("thread_number", threads)
end

local counter = 0
local prefix
function init(args)
    prefix = string.format("%s-%d-", os.getenv("BALLOT_PREFIX") or "ballot", thread_number)
end

function request()
    counter = counter + 1
    wrk.headers["Idempotency-Key"] = prefix .. counter
    return wrk.format()
end

dofile(os.getenv("WRK_REPORT"))
