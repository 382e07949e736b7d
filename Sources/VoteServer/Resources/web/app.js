// PetVote's voting page. The server renders a working page (a form that votes without
// JavaScript); this module makes it live. The browser never lays the podium out itself: it
// asks votesrv for the board at the podium's size on the page (`/v1/board?podium=WxH`, the
// positions VoteLayout computes) and follows `/v1/events` for every change, from anywhere.

const form = document.querySelector("[data-buttons]");
const podium = document.querySelector("[data-podium]");
const leaderboard = document.querySelector("[data-leaderboard] tbody");
const total = document.querySelector("[data-total]");
const notice = document.querySelector("[data-notice]");
const connection = document.querySelector("[data-connection]");
const announcer = document.querySelector("[data-announcer]");
const paletteSize = Number(podium.dataset.paletteSize) || 1;

/** The last board applied, and each pet's colour by creation order. */
let board = null;
const colours = new Map();
podium.querySelectorAll("[data-pet]").forEach((avatar) => {
    const match = avatar.className.match(/colour-(\d+)/);
    colours.set(avatar.dataset.pet, match ? Number(match[1]) : colours.size);
});

// MARK: Drawing the board

/** The podium's size in whole CSS pixels, as `/v1/board?podium=` takes it. */
function podiumSize() {
    const box = podium.getBoundingClientRect();
    return `${Math.max(1, Math.round(box.width))}x${Math.max(1, Math.round(box.height))}`;
}

/** Shows a board document (`votectl board --json`) everywhere on the page. */
function apply(next) {
    const previous = board;
    board = next;
    total.textContent = next.totalVotes === 1 ? "1 vote" : `${next.totalVotes} votes`;
    drawButtons(next.podium.avatars.map((avatar) => avatar.pet));
    drawLeaderboard(next);
    drawPodium(next);
    announceChanges(previous, next);
    document.dispatchEvent(new CustomEvent("petvote:board", { detail: next }));
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

function drawLeaderboard(next) {
    const rows = next.standings.map((entry) => {
        const row = document.createElement("tr");
        row.dataset.row = entry.pet;
        const rank = document.createElement("td");
        rank.textContent = rankLabel(entry);
        const pet = document.createElement("th");
        pet.scope = "row";
        pet.textContent = entry.pet;
        const votes = document.createElement("td");
        votes.textContent = String(entry.votes);
        const share = document.createElement("td");
        share.textContent = percent(entry.share);
        row.append(rank, pet, votes, share);
        return row;
    });
    leaderboard.replaceChildren(...rows);
}

/** One button per pet in creation order; rebuilt only when the pets change, keeping focus. */
function drawButtons(pets) {
    const current = [...form.querySelectorAll("button")].map((button) => button.value);
    if (current.join("\u0000") === pets.join("\u0000")) return;
    const focused = document.activeElement?.closest?.("[data-buttons] button")?.value;
    form.querySelectorAll("button, .empty").forEach((element) => element.remove());
    for (const pet of pets) {
        const button = document.createElement("button");
        button.type = "submit";
        button.name = "pet";
        button.value = pet;
        const hidden = document.createElement("span");
        hidden.className = "visually-hidden";
        hidden.textContent = "Vote for ";
        button.append(hidden, pet);
        form.append(button);
        if (pet === focused) button.focus();
    }
    fitButtons();
}

/** ViewThatFits: the buttons side by side if the row fits the page, else stacked. */
function fitButtons() {
    form.classList.add("measured");
    form.classList.remove("vertical");
    const room = form.parentElement.getBoundingClientRect().width;
    if (form.scrollWidth > room + 0.5) form.classList.add("vertical");
}

/** The first character, upper-cased, or the first emoji as it is (as the SVG board draws it). */
function initial(pet) {
    const first = [...new Intl.Segmenter().segment(pet)][0]?.segment ?? "?";
    return /\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(first) ? first : first.toUpperCase();
}

function makeSlot(pet) {
    if (!colours.has(pet)) colours.set(pet, colours.size);
    const slot = document.createElement("div");
    slot.className = "slot";
    slot.dataset.slot = pet;
    const avatar = document.createElement("div");
    avatar.className = `avatar colour-${colours.get(pet) % paletteSize}`;
    avatar.dataset.pet = pet;
    const badge = document.createElement("span");
    badge.className = "badge";
    avatar.append(initial(pet), badge);
    const name = document.createElement("div");
    name.className = "name";
    name.textContent = pet;
    slot.append(avatar, name);
    return slot;
}

/** How the podium's avatars are shown: exactly where the board places them, unless they reach
 *  outside the podium (a row of many tied pets on a narrow screen, laid out as SwiftUI would, wider
 *  than the podium); then the whole arrangement is scaled down about its centre to fit, as the SVG
 *  board scales its picture. Returns a function from a board position to a page position. */
function fitting(next) {
    const { width, height, avatars } = next.podium;
    const left = Math.min(...avatars.map((a) => a.x - a.width / 2), 0);
    const right = Math.max(...avatars.map((a) => a.x + a.width / 2), width);
    const top = Math.min(...avatars.map((a) => a.y - a.height / 2), 0);
    const bottom = Math.max(...avatars.map((a) => a.y + a.height / 2), height);
    const scale = Math.min(1, width / (right - left), height / (bottom - top));
    if (scale === 1) return { scale, place: (x, y) => [x, y] };
    const [midX, midY] = [(left + right) / 2, (top + bottom) / 2];
    return { scale, place: (x, y) => [width / 2 + (x - midX) * scale, height / 2 + (y - midY) * scale] };
}

/** Each avatar where the board places it: its centre at the document's `x`, `y`. */
function drawPodium(next) {
    const slots = new Map([...podium.querySelectorAll("[data-slot]")].map((slot) => [slot.dataset.slot, slot]));
    const ranks = new Map(next.standings.map((entry) => [entry.pet, rankLabel(entry)]));
    const { scale, place } = next.podium.avatars.length ? fitting(next) : { scale: 1, place: (x, y) => [x, y] };
    for (const avatar of next.podium.avatars) {
        let slot = slots.get(avatar.pet);
        if (slot) slots.delete(avatar.pet);
        else {
            slot = makeSlot(avatar.pet);
            podium.append(slot);
        }
        const circle = slot.querySelector("[data-pet]");
        circle.style.width = `${avatar.width}px`;
        circle.style.height = `${avatar.height}px`;
        circle.querySelector(".badge").textContent = ranks.get(avatar.pet) ?? "";
        const [x, y] = place(avatar.x, avatar.y);
        const zoom = scale === 1 ? "" : ` scale(${scale})`;
        slot.style.transform = `translate(${x - avatar.width / 2}px, ${y - avatar.height / 2}px)${zoom}`;
        // A name stays inside the podium: no wider than twice its distance to the nearer side.
        const room = 2 * Math.min(x, next.podium.width - x) / scale;
        slot.querySelector(".name").style.maxWidth = `${Math.max(avatar.width, Math.min(112, room))}px`;
    }
    for (const gone of slots.values()) gone.remove();
    podium.dataset.layout = next.podium.layout;
    // The size the board was placed for, for scripts that wait for a resize to settle.
    podium.dataset.size = `${next.podium.width}x${next.podium.height}`;
    // Avatars glide to new places once they have a first one (data-ready turns transitions on).
    if (!podium.hasAttribute("data-ready")) {
        performance.mark("petvote:placed");
        requestAnimationFrame(() => podium.setAttribute("data-ready", ""));
    }
}

/** Says politely when a pet's rank changes ("Goldfish is now 1st"), once per change. */
function announceChanges(previous, next) {
    if (!previous) return;
    const before = new Map(previous.standings.map((entry) => [entry.pet, rankLabel(entry)]));
    const changes = next.standings
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

async function refresh() {
    const response = await fetch(`/v1/board?podium=${podiumSize()}`, { cache: "no-store" });
    if (!response.ok) throw new Error(await problemDetail(response));
    apply(await response.json());
}

let events = null;
let eventsSize = "";
let reconnectTimer = 0;

/** Follows `/v1/events` for the podium's current size; EventSource reconnects by itself after
 *  a dropped stream (the server asks for a 1 s retry), and this reopens it if it gives up. */
function connect() {
    clearTimeout(reconnectTimer);
    events?.close();
    eventsSize = podiumSize();
    events = new EventSource(`/v1/events?podium=${eventsSize}`);
    events.addEventListener("board", (event) => {
        apply(JSON.parse(event.data));
        showConnection("");
    });
    events.addEventListener("open", () => showConnection(""));
    events.addEventListener("error", () => {
        if (events.readyState === EventSource.CLOSED) {
            showConnection("The live board is disconnected. Reconnecting…");
            reconnectTimer = setTimeout(connect, 2000);
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
async function vote(pet, button) {
    const id = ballotID();
    button.setAttribute("aria-busy", "true");
    try {
        for (let attempt = 0; attempt < 5; attempt += 1) {
            let response;
            try {
                response = await fetch(`/v1/pets/${encodeURIComponent(pet)}/votes`, {
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

podium.setAttribute("data-placed", "");
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
