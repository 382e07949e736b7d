-- POST /v1/pets/Cat/votes with a one-vote JSON body (no ballot id: every request is a new vote).
wrk.method = "POST"
wrk.body = '{"count":1}'
wrk.headers["Content-Type"] = "application/json"
dofile(os.getenv("WRK_REPORT"))
