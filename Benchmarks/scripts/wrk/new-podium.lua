-- GET /v1/board with a podium size no request has asked for before: each thread walks its own
-- band of widths, so no two requests in the run share a size and no drawing can be reused.
dofile(os.getenv("WRK_REPORT"))

local threads = 0
setup = function(thread)
    thread:set("band", threads)
    threads = threads + 1
end

local counter = 0
request = function()
    counter = counter + 1
    local width = 1 + (counter % 9999)
    local height = 1 + ((band * 4999 + math.floor(counter / 9999)) % 9999)
    return wrk.format("GET", "/v1/board?podium=" .. width .. "x" .. height)
end
