// PetVote's voting page. The server renders a working page (a form that votes without
// JavaScript); this module makes it live. The browser lays nothing out by its own rules: the
// buttons choose between a row and a column as the sample's ViewThatFits does, and every avatar
// and name goes where votesrv's podium layout puts it (`/v1/board?podium=WxH`). A new pet's
// markup comes from a freshly rendered page, never from here. Boards carry their version (the
// `Board-Version` header, the event stream's `id`); an older board than the one shown is ignored.

const form = document.querySelector("[data-buttons]");
const podium = document.querySelector("[data-podium]");
const leaderboard = document.querySelector("[data-leaderboard] tbody");
const total = document.querySelector("[data-total]");
const notice = document.querySelector("[data-notice]");
const connection = document.querySelector("[data-connection]");
const announcer = document.querySelector("[data-announcer]");

/** The version and podium of the board shown; the page as served shows its own version. */
let shown = { version: Number(podium.dataset.version) || 0, standings: null };

// MARK: Each pet's parts

/** The pet's button, slot (avatar and name) and leaderboard row, by name. */
function parts(root) {
    const byPet = new Map();
    const part = (pet) => byPet.get(pet) ?? byPet.set(pet, {}).get(pet);
    root.querySelectorAll("[data-buttons] button[data-pet]").forEach((b) => (part(b.dataset.pet).button = b));
    root.querySelectorAll("[data-podium] [data-slot]").forEach((s) => (part(s.dataset.slot).slot = s));
    root.querySelectorAll("[data-leaderboard] tbody tr[data-pet]").forEach((r) => (part(r.dataset.pet).row = r));
    return byPet;
}

let pets = parts(document);

/** Makes the page hold exactly `names` (creation order): parts of pets it lacks come from the
 *  page as votesrv renders it now; parts of pets gone are removed. */
async function adoptPets(names) {
    const wanted = new Set(names);
    if (names.length === pets.size && names.every((name) => pets.has(name))) return;
    const missing = names.filter((name) => !pets.has(name));
    if (missing.length) {
        const response = await fetch("/", { cache: "no-store" });
        const rendered = parts(new DOMParser().parseFromString(await response.text(), "text/html"));
        for (const name of missing) {
            const found = rendered.get(name);
            if (found?.button && found.slot && found.row) pets.set(name, found);
        }
    }
    for (const [name, part] of pets) {
        if (wanted.has(name)) continue;
        part.button?.remove();
        part.slot?.remove();
        part.row?.remove();
        pets.delete(name);
    }
    const focused = document.activeElement?.closest?.("[data-buttons] button")?.value;
    form.querySelector(".empty")?.remove();
    const present = names.filter((name) => pets.has(name));
    form.append(...present.map((name) => pets.get(name).button));
    podium.append(...present.map((name) => pets.get(name).slot));
    if (focused) pets.get(focused)?.button.focus();
}

// MARK: Drawing a board

/** The podium's width in whole CSS pixels, and the height of the ring's square: the podium's
 *  width, up to 340 pixels (the pets beyond the ring follow below it). */
function podiumSize() {
    const width = Math.max(1, Math.round(podium.getBoundingClientRect().width));
    return `${width}x${Math.min(width, 340)}`;
}

/** "1 vote", "5 votes". */
function totalText(votes) {
    return votes === 1 ? "1 vote" : `${votes} votes`;
}

/** "2=" for a tied rank, as `votectl board` marks it. */
function rankLabel(entry) {
    return entry.tied ? `${entry.rank}=` : `${entry.rank}`;
}

/** "40.7%", rounded as the server rounds. */
function percent(share) {
    const tenths = Math.round(share * 1000);
    return `${Math.floor(tenths / 10)}.${tenths % 10}%`;
}

let queue = Promise.resolve();

/** Shows `board` (a `votectl board --json` document) of `version`, after any board before it,
 *  unless the page already shows a newer one, or the same one placed for another size. Versions
 *  are times, so boards from several servers behind one address compare; the first board of a new
 *  event stream is shown whatever its version all the same, as another server's clock may lag. */
function offer(board, version, resync = false) {
    queue = queue.then(() => apply(board, version, resync)).catch(() => {});
    return queue;
}

async function apply(board, version, resync) {
    const size = `${board.podium.width}x${board.podium.height}`;
    const older = version < shown.version || (version === shown.version && size !== podiumSize());
    if (older && !resync) {
        document.dispatchEvent(new CustomEvent("petvote:stale", { detail: { version, shown: shown.version } }));
        return;
    }
    await adoptPets(board.podium.avatars.map((avatar) => avatar.pet));
    if (version < shown.version && !resync) return;
    const previous = shown.standings;
    shown = { version, standings: board.standings };
    podium.dataset.version = String(version);
    total.textContent = totalText(board.totalVotes);
    drawLeaderboard(board);
    drawPodium(board);
    fitButtons();
    announceChanges(previous, board.standings);
    document.dispatchEvent(new CustomEvent("petvote:board", { detail: board }));
}

function drawLeaderboard(board) {
    const rows = board.standings.filter((entry) => pets.has(entry.pet)).map((entry) => {
        const row = pets.get(entry.pet).row;
        row.dataset.rank = String(entry.rank);
        row.querySelector("[data-rank-label]").textContent = rankLabel(entry);
        row.querySelector("[data-votes]").textContent = String(entry.votes);
        row.querySelector("[data-share]").textContent = percent(entry.share);
        return row;
    });
    leaderboard.append(...rows);
}

/** Each avatar and name exactly where the board puts them, the podium as tall as they need. */
function drawPodium(board) {
    const labels = new Map(board.standings.map((entry) => [entry.pet, rankLabel(entry)]));
    let bottom = 0;
    for (const avatar of board.podium.avatars) {
        const slot = pets.get(avatar.pet)?.slot;
        if (!slot) continue;
        const circle = slot.querySelector("[data-pet]");
        const name = slot.querySelector("[data-label]");
        circle.dataset.rank = String(avatar.rank);
        circle.querySelector("[data-badge]").textContent = labels.get(avatar.pet) ?? "";
        circle.style.width = `${avatar.width}px`;
        circle.style.height = `${avatar.height}px`;
        circle.style.transform = `translate(${avatar.x - avatar.width / 2}px, ${avatar.y - avatar.height / 2}px)`;
        const label = avatar.label;
        name.hidden = label.width < 1;
        name.style.width = `${label.width}px`;
        name.style.height = `${label.height}px`;
        name.style.transform = `translate(${label.x - label.width / 2}px, ${label.y - label.height / 2}px)`;
        bottom = Math.max(bottom, avatar.y + avatar.height / 2, label.y + label.height / 2);
    }
    podium.style.height = `${Math.ceil(bottom)}px`;
    podium.dataset.layout = board.podium.layout;
    // The size the board was placed for, for scripts that wait for a resize to settle.
    podium.dataset.size = `${board.podium.width}x${board.podium.height}`;
    podium.setAttribute("data-placed", "");
    // Avatars glide to new places once they have a first one (data-ready turns transitions on).
    if (!podium.hasAttribute("data-ready")) {
        performance.mark("petvote:placed");
        requestAnimationFrame(() => requestAnimationFrame(() => podium.setAttribute("data-ready", "")));
    }
}

/** ViewThatFits between the sample's equal-width stacks: every button as wide as the widest
 *  label, in a row if the row fits, else in a column no wider than the room (labels then end
 *  in "…"). */
function fitButtons() {
    const buttons = [...form.querySelectorAll("button")];
    if (!buttons.length) return;
    form.dataset.arrangement = "measuring";
    const widest = Math.max(...buttons.map((button) => button.getBoundingClientRect().width));
    const gap = parseFloat(getComputedStyle(form).columnGap) || 0;
    const room = form.parentElement.clientWidth;
    const fits = buttons.length * widest + (buttons.length - 1) * gap <= room + 0.5;
    form.style.setProperty("--button-width", `${Math.ceil(Math.min(widest, room))}px`);
    form.dataset.arrangement = fits ? "row" : "column";
}

/** Says politely when a pet's rank changes ("Goldfish is now 1st"), once per change. */
function announceChanges(previous, standings) {
    if (!previous) return;
    const before = new Map(previous.map((entry) => [entry.pet, rankLabel(entry)]));
    const changes = standings
        .filter((entry) => before.has(entry.pet) && before.get(entry.pet) !== rankLabel(entry))
        .map((entry) => `${entry.pet} is now ${ordinal(entry.rank)}${entry.tied ? ", tied" : ""}`);
    if (changes.length) announcer.textContent = changes.slice(0, 3).join(". ") + ".";
}

const ordinalRules = new Intl.PluralRules("en", { type: "ordinal" });
const ordinalSuffixes = { one: "st", two: "nd", few: "rd", other: "th" };

/** "1st", "2nd", "23rd", "11th". */
function ordinal(rank) {
    return `${rank}${ordinalSuffixes[ordinalRules.select(rank)]}`;
}

// MARK: Messages

function showNotice(text) {
    notice.textContent = text;
    notice.hidden = !text;
}

function showConnection(text) {
    connection.textContent = text;
    connection.hidden = !text;
}

/** The problem document's `detail`, or a sentence from the status. */
async function problemDetail(response) {
    try {
        const problem = await response.json();
        if (problem && typeof problem.detail === "string") return problem.detail;
    } catch {
        // Not a problem document (a proxy's error page): say what the status means.
    }
    return `The server answered ${response.status} ${response.statusText}.`;
}

// MARK: Reading the board

/** Reads the board for the podium's size. A 503 (the server busy drawing another new size, say)
 *  is asked again after its `Retry-After`, a few times, before it counts as a failure. */
async function refresh() {
    let response;
    for (let attempt = 1; ; attempt += 1) {
        response = await fetch(`/v1/board?podium=${podiumSize()}`, { cache: "no-store" });
        if (response.status !== 503 || attempt === 5) break;
        const seconds = Math.min(Number(response.headers.get("Retry-After")) || 1, 5);
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    }
    if (!response.ok) throw new Error(await problemDetail(response));
    const version = Number(response.headers.get("Board-Version")) || 0;
    await offer(await response.json(), version);
}

let events = null;
let eventsSize = "";
let reconnectTimer = 0;
/** How long the last wait before reopening a stream the browser gave up on was, in ms: it
 *  doubles from 2 s to 30 s while the server keeps refusing (an EventSource cannot read the
 *  503's `Retry-After`), and each wait is drawn at random from its second half, so that pages
 *  refused together (a full server, a restart) do not all come back at once. */
let reconnectDelay = 0;
/** Whether the next event is the first of a new stream. */
let streamOpened = false;

/** Follows `/v1/events` for the podium's current size; EventSource reconnects by itself after
 *  a dropped stream (the server asks for a 1 s retry), and this reopens it if it gives up. */
function connect() {
    clearTimeout(reconnectTimer);
    events?.close();
    eventsSize = podiumSize();
    events = new EventSource(`/v1/events?podium=${eventsSize}`);
    events.addEventListener("board", (event) => {
        offer(JSON.parse(event.data), Number(event.lastEventId) || 0, streamOpened);
        streamOpened = false;
        showConnection("");
    });
    events.addEventListener("open", () => {
        reconnectDelay = 0;
        streamOpened = true;
        showConnection("");
    });
    events.addEventListener("error", () => {
        if (events.readyState === EventSource.CLOSED) {
            showConnection("The live board is disconnected. Reconnecting…");
            reconnectDelay = Math.min(30000, Math.max(2000, reconnectDelay * 2));
            reconnectTimer = setTimeout(connect, reconnectDelay * (0.5 + Math.random() / 2));
        } else {
            showConnection("Reconnecting to PetVote… the board shows the last standings received.");
        }
    });
}

// MARK: Voting

/** A fresh ballot id: random, so a retried request counts once (crypto.randomUUID needs a
 *  secure context, which a server on the network may not be). */
function ballotID() {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return "web-" + [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

const sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** Casts one vote, retrying with the same ballot id while the server is unreachable or busy. */
/** A pet's name as one segment of a URL's path: encodeURIComponent leaves dots alone, and a
 *  segment of dots only is one the browser resolves away (a pet stored before names of dots were
 *  refused). */
function pathSegment(name) {
    return /^\.+$/.test(name) ? name.replaceAll(".", "%2E") : encodeURIComponent(name);
}

async function vote(pet, button) {
    const id = ballotID();
    button.setAttribute("aria-busy", "true");
    try {
        for (let attempt = 0; attempt < 5; attempt += 1) {
            let response;
            try {
                response = await fetch(`/v1/pets/${pathSegment(pet)}/votes`, {
                    method: "POST",
                    headers: { "Content-Type": "application/json", "Idempotency-Key": id },
                    body: JSON.stringify({ count: 1 }),
                });
            } catch {
                showNotice(`Cannot reach PetVote; trying again to count your vote for ${pet}…`);
                await sleep(500 * 2 ** attempt);
                continue;
            }
            if (response.status === 201) {
                showNotice("");
                await refresh().catch(() => {});
                return;
            }
            if (response.status === 503 || response.status === 429) {
                showNotice(`PetVote is busy; trying again to count your vote for ${pet}…`);
                const wait = Number(response.headers.get("Retry-After")) || 1;
                await sleep(Math.min(wait, 5) * 1000);
                continue;
            }
            const detail = await problemDetail(response);
            showNotice(
                response.status === 404
                    ? `${pet} is no longer on the ballot, so your vote was not counted.`
                    : `Your vote for ${pet} was not counted: ${detail}`,
            );
            await refresh().catch(() => {});
            return;
        }
        showNotice(`PetVote did not answer, so your vote for ${pet} may not have been counted. Try again.`);
    } finally {
        button.removeAttribute("aria-busy");
    }
}

form.addEventListener("submit", (event) => {
    const button = event.submitter;
    if (!button?.value) return;
    event.preventDefault();
    vote(button.value, button);
});

// MARK: Start

let resizeTimer = 0;
new ResizeObserver(() => {
    fitButtons();
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
        if (!events || podiumSize() === eventsSize) return;
        refresh().catch(() => {});
        connect();
    }, 150);
}).observe(document.body);

fitButtons();
refresh()
    .catch((error) =>
        showNotice(
            error instanceof TypeError
                ? "PetVote is not answering. The page will update by itself when it is back."
                : `The board could not be loaded: ${error.message}`,
        ),
    )
    .finally(connect);
