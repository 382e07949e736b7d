-- POST /v1/pets/{name}/votes from one wrk process to one or several hosts: each thread's
-- connections go to one address of HOSTS (space-separated, port PORT, in turn over the threads),
-- and each thread votes Cat, Dog and Goldfish 3:2:1. So one host and three hosts are loaded by
-- the same process, threads and connections, and only the servers behind them differ.
-- With BALLOT_IDS=1 every request carries an Idempotency-Key no other request of the run carries
-- (BALLOT_PREFIX, then the thread and a counter).
wrk.method = "POST"
wrk.body = '{"count":1}'
wrk.headers["Content-Type"] = "application/json"

local addresses = {}
for host in string.gmatch(os.getenv("HOSTS") or "127.0.0.1", "%S+") do
    table.insert(addresses, wrk.lookup(host, os.getenv("PORT") or "8200")[1])
end

local threads = 0
function setup(thread)
    thread.addr = addresses[threads % #addresses + 1]
    threads = threads + 1
    thread:set("thread_number", threads)
end

local paths = { "/v1/pets/Cat/votes", "/v1/pets/Dog/votes", "/v1/pets/Cat/votes",
                "/v1/pets/Goldfish/votes", "/v1/pets/Cat/votes", "/v1/pets/Dog/votes" }
local counter = 0
local prefix
local withIDs = os.getenv("BALLOT_IDS") == "1"
function init(args)
    prefix = string.format("%s-%d-", os.getenv("BALLOT_PREFIX") or "ballot", thread_number)
end

function request()
    counter = counter + 1
    if withIDs then
        wrk.headers["Idempotency-Key"] = prefix .. counter
    end
    return wrk.format(nil, paths[counter % #paths + 1])
end

dofile(os.getenv("WRK_REPORT"))
