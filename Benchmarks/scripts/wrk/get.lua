-- A plain GET of the URL wrk is given.
dofile(os.getenv("WRK_REPORT"))
