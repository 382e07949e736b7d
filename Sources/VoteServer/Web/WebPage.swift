import VoteBoard
import VoteLayout

/// The voting page at `/`, rendered on the server so it works before (and without) JavaScript:
/// a form of voting buttons that POSTs to `/vote`, the podium's avatars in rank order, and the
/// leaderboard table, each pet's parts written by ``WebFragments``. `app.js` then takes over: it
/// places avatars and names where VoteLayout's podium puts them (`GET /v1/board?podium=WxH` for
/// the podium's width on the page), votes with `fetch`, and follows `/v1/events`.
///
/// Element hooks the script and the tests share, besides the fragments': `data-buttons` (the
/// form), `data-podium` (the podium, with `data-version`, the board's version), `data-leaderboard`
/// (the table), `data-total`, `data-notice` (errors), `data-connection` (the live stream's state)
/// and `data-announcer` (rank changes, said politely).
struct WebPage {
    /// The standings to show.
    var model: BoardModel
    /// The version of the board `model` shows (`/v1/events`' `id`), so the page keeps the newer.
    var version: Int
    /// The ballot id the no-JavaScript form sends, fresh for each page, so a form sent twice (a
    /// double click, a reload that re-posts) counts once.
    var ballot: String
    /// A message for the person, shown above the buttons (a refused vote, a removed pet).
    var notice: String?

    /// The whole document.
    var html: String {
        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>PetVote</title>
            <link rel="icon" href="/favicon.svg" type="image/svg+xml">
            <link rel="stylesheet" href="/app.css">
            <script type="module" src="/app.js"></script>
            </head>
            <body>
            <header class="masthead">
            <h1>PetVote</h1>
            <p class="total" data-total>\(Self.totalText(model.totalVotes))</p>
            </header>
            <main class="screen">

            """
        html += "<div class=\"messages\">\n"
        html += "<p class=\"notice\" data-notice role=\"alert\"\(notice == nil ? " hidden" : "")>"
        html += (notice ?? "").xmlEscaped + "</p>\n"
        html += "<p class=\"connection\" data-connection role=\"status\" hidden></p>\n"
        html += "<div class=\"announcer\" data-announcer aria-live=\"polite\"></div>\n</div>\n"
        html += votingSection + podiumSection + leaderboardSection
        html += "</main>\n</body>\n</html>\n"
        return html
    }

    /// One button per pet in creation order, as the sample's voting buttons; the form works
    /// without JavaScript.
    private var votingSection: String {
        var html = """
            <section class="voting" aria-labelledby="voting-title">
            <h2 id="voting-title">Vote for your favourite</h2>
            <form class="buttons" data-buttons method="post" action="/vote">
            <input type="hidden" name="ballot" value="\(ballot.xmlEscaped)">

            """
        html += model.rowsInCreationOrder.map(WebFragments.button).joined()
        if model.rows.isEmpty {
            html += "<p class=\"empty\">No pets yet: add some with <code>votectl pets add NAME</code>.</p>\n"
        }
        return html + "</form>\n</section>\n"
    }

    /// The avatars in rank order; the script places them once it knows the podium's width. The
    /// podium is decorative to assistive technology: the leaderboard says the same in text.
    private var podiumSection: String {
        """
        <section class="podium-section" aria-labelledby="podium-title">
        <h2 id="podium-title">Podium</h2>
        <div class="podium" data-podium aria-hidden="true" data-version="\(version)">
        \(model.rows.map(WebFragments.slot).joined())</div>
        </section>

        """
    }

    /// Rank, pet, votes and share, ties marked "2=" as `votectl board` marks them.
    private var leaderboardSection: String {
        """
        <section class="leaderboard-section" aria-labelledby="leaderboard-title">
        <h2 id="leaderboard-title">Leaderboard</h2>
        <table class="leaderboard" data-leaderboard>
        <thead><tr><th scope="col">Rank</th><th scope="col">Pet</th><th scope="col">Votes</th><th scope="col">Share</th></tr></thead>
        <tbody>
        \(model.rows.map(WebFragments.leaderboardRow).joined())</tbody>
        </table>
        </section>

        """
    }

    /// "1 vote", "5 votes".
    static func totalText(_ votes: Int) -> String {
        votes == 1 ? "1 vote" : "\(votes) votes"
    }
}
