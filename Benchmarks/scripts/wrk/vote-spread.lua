-- POST a one-vote JSON body for one of PETS pets (P01…, chosen at random), so that the ranks keep
-- moving and every change of the board is drawn anew at every podium size followed.
local pets = tonumber(os.getenv("PETS") or "20")
wrk.method = "POST"
wrk.body = '{"count":1}'
wrk.headers["Content-Type"] = "application/json"
request = function()
    return wrk.format(nil, string.format("/v1/pets/P%02d/votes", math.random(1, pets)))
end
dofile(os.getenv("WRK_REPORT"))
