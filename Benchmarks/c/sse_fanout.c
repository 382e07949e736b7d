// A vote reaching many /v1/events readers: SUBSCRIBERS streams are opened in waves of WAVE (each
// wave waits until every one of its streams has read its first board, so the server's listen
// backlog never overflows), then VOTES votes are cast one at a time, INTERVAL_MS apart. For every
// (subscriber, vote) pair: the time from sending the vote's POST to that subscriber reading the
// first board whose "totalVotes" counts it.
//
//     sse_fanout PORT SUBSCRIBERS [VOTES=50] [INTERVAL_MS=250] [WAVE=500]
//
// One process, one epoll loop, so the client's own cost per delivery is a read(2) and a scan of
// the bytes read. Every wait is bounded: a wave has 30 s to open, the deliveries 10 s after the
// last vote. Prints one RESULT line; a pair that never arrived is counted as missing, not hidden.
//
//     cc -O2 -o sse_fanout Benchmarks/c/sse_fanout.c
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

enum { TAIL = 64 };
static const char pattern[] = "\"totalVotes\":";

typedef struct {
    int fd;
    int firstSeen;    // has read its first board
    long next;        // the next vote (1-based) it has not yet seen counted
    char tail[TAIL];  // bytes of the last read that may begin a split "totalVotes":N
    int tailLength;
} Subscriber;

static Subscriber *subscribers;
static double *arrivals;  // [subscriber * votes + (vote - 1)]: seconds, 0 = not yet
static long count, votes, base = -1, ready, closedEarly;
static double *sentAt;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int connectTo(int port) {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) { perror("socket (raise ulimit -n)"); exit(1); }
    struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (connect(fd, (struct sockaddr *)&address, sizeof address) != 0) { perror("connect"); exit(1); }
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    return fd;
}

static void sendAll(int fd, const char *text) {
    size_t length = strlen(text), sent = 0;
    while (sent < length) {
        ssize_t n = write(fd, text + sent, length - sent);
        if (n <= 0) { perror("write"); exit(1); }
        sent += (size_t)n;
    }
}

// Records every "totalVotes":N in the bytes just read (after the previous read's tail).
static void scan(long index, const char *bytes, size_t length, double at) {
    Subscriber *s = &subscribers[index];
    static char joined[TAIL + 65536];
    memcpy(joined, s->tail, (size_t)s->tailLength);
    memcpy(joined + s->tailLength, bytes, length);
    size_t total = (size_t)s->tailLength + length, keepFrom = total > 16 ? total - 16 : 0;
    const char *cursor = joined, *end = joined + total;
    while ((cursor = memmem(cursor, (size_t)(end - cursor), pattern, sizeof pattern - 1))) {
        const char *digit = cursor + sizeof pattern - 1;
        long value = 0;
        while (digit < end && *digit >= '0' && *digit <= '9') value = value * 10 + (*digit++ - '0');
        if (digit == end) { keepFrom = (size_t)(cursor - joined); break; }  // the number may go on
        if (!s->firstSeen) {
            s->firstSeen = 1;
            ready++;
            if (value > base) base = value;
        } else if (base >= 0) {
            while (s->next <= votes && base + s->next <= value) {
                arrivals[index * votes + (s->next - 1)] = at;
                s->next++;
            }
        }
        cursor = digit;
    }
    s->tailLength = (int)(total - keepFrom < TAIL ? total - keepFrom : TAIL);
    memcpy(s->tail, end - s->tailLength, (size_t)s->tailLength);
}

static int voteFd = -1, voteAnswered;
static char voteAnswer[512];
static size_t voteAnswerLength;

// Serves ready sockets until `until` (monotonic seconds) or until `done()` holds.
static void pump(int poller, double until, int (*done)(void)) {
    static struct epoll_event events[1024];
    static char buffer[65536];
    while (!(done && done())) {
        double left = until - now();
        if (left <= 0) return;
        int n = epoll_wait(poller, events, 1024, (int)(left * 1000) + 1);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) { perror("epoll_wait"); exit(1); }
        double at = now();
        for (int i = 0; i < n; i++) {
            long index = (long)events[i].data.u64 - 1;
            if (index < 0) {  // data 0: the vote's answer
                ssize_t got = read(voteFd, voteAnswer + voteAnswerLength, sizeof voteAnswer - 1 - voteAnswerLength);
                if (got > 0) voteAnswerLength += (size_t)got;
                voteAnswer[voteAnswerLength] = 0;
                if (got <= 0 || strstr(voteAnswer, "\r\n\r\n")) {
                    if (strncmp(voteAnswer, "HTTP/1.1 201", 12) != 0) {
                        fprintf(stderr, "vote refused: %.200s\n", voteAnswer);
                        exit(1);
                    }
                    epoll_ctl(poller, EPOLL_CTL_DEL, voteFd, NULL);
                    close(voteFd);
                    voteFd = -1;
                    voteAnswered = 1;
                }
                continue;
            }
            for (;;) {
                ssize_t got = read(subscribers[index].fd, buffer, sizeof buffer);
                if (got > 0) { scan(index, buffer, (size_t)got, at); if ((size_t)got < sizeof buffer) break; continue; }
                if (got < 0 && (errno == EAGAIN || errno == EINTR)) break;
                epoll_ctl(poller, EPOLL_CTL_DEL, subscribers[index].fd, NULL);  // closed by the server
                close(subscribers[index].fd);
                subscribers[index].fd = -1;
                closedEarly++;
                break;
            }
        }
    }
}

static long waveEnd;
static int waveOpened(void) { return ready + closedEarly >= waveEnd; }
static int voteDone(void) { return voteAnswered; }
static int allArrived(void) {
    for (long i = 0; i < count; i++)
        if (subscribers[i].fd >= 0 && subscribers[i].next <= votes) return 0;
    return 1;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: sse_fanout PORT SUBSCRIBERS [VOTES] [INTERVAL_MS] [WAVE]\n"); return 2; }
    int port = atoi(argv[1]);
    count = atol(argv[2]);
    votes = argc > 3 ? atol(argv[3]) : 50;
    double interval = (argc > 4 ? atof(argv[4]) : 250) / 1000;
    long wave = argc > 5 ? atol(argv[5]) : 500;
    if (port <= 0 || count <= 0 || votes <= 0 || wave <= 0) { fprintf(stderr, "bad arguments\n"); return 2; }
    subscribers = calloc((size_t)count, sizeof *subscribers);
    arrivals = calloc((size_t)(count * votes), sizeof *arrivals);
    sentAt = calloc((size_t)votes, sizeof *sentAt);
    double *delays = malloc((size_t)(count * votes) * sizeof *delays);
    if (!subscribers || !arrivals || !sentAt || !delays) { fprintf(stderr, "out of memory\n"); return 1; }
    int poller = epoll_create1(0);
    const char *request = "GET /v1/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n";

    double opening = now();
    for (long first = 0; first < count; first += wave) {
        waveEnd = first + wave < count ? first + wave : count;
        for (long i = first; i < waveEnd; i++) {
            subscribers[i].fd = connectTo(port);
            subscribers[i].next = 1;
            sendAll(subscribers[i].fd, request);
            struct epoll_event event = {.events = EPOLLIN, .data.u64 = (uint64_t)(i + 1)};
            if (epoll_ctl(poller, EPOLL_CTL_ADD, subscribers[i].fd, &event) != 0) { perror("epoll_ctl"); return 1; }
        }
        pump(poller, now() + 30, waveOpened);
        if (!waveOpened()) {
            fprintf(stderr, "wave %ld: only %ld of %ld streams read a board within 30 s\n", first / wave, ready, waveEnd);
            return 1;
        }
    }
    double opened = now() - opening;
    if (closedEarly) { fprintf(stderr, "%ld streams were closed by the server while opening\n", closedEarly); return 1; }

    for (long vote = 0; vote < votes; vote++) {
        pump(poller, now() + interval, NULL);
        voteFd = connectTo(port);
        voteAnswered = 0;
        voteAnswerLength = 0;
        sentAt[vote] = now();
        sendAll(voteFd, "POST /v1/pets/Cat/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
        struct epoll_event event = {.events = EPOLLIN, .data.u64 = 0};
        epoll_ctl(poller, EPOLL_CTL_ADD, voteFd, &event);
        pump(poller, now() + 10, voteDone);
        if (!voteAnswered) { fprintf(stderr, "vote %ld: no answer within 10 s\n", vote + 1); return 1; }
    }
    pump(poller, now() + 10, allArrived);

    long pairs = 0;
    for (long i = 0; i < count; i++)
        for (long v = 0; v < votes; v++)
            if (arrivals[i * votes + v] > 0) delays[pairs++] = (arrivals[i * votes + v] - sentAt[v]) * 1000;
    if (pairs == 0) { fprintf(stderr, "no vote reached any subscriber\n"); return 1; }
    qsort(delays, (size_t)pairs, sizeof *delays, compare);
#define PICK(q) delays[(long)((q) * (double)pairs) < pairs ? (long)((q) * (double)pairs) : pairs - 1]
    printf("RESULT subscribers=%ld votes=%ld wave=%ld open_s=%.1f pairs=%ld missing=%ld closed=%ld "
           "p50_ms=%.1f p95_ms=%.1f p99_ms=%.1f max_ms=%.1f\n",
           count, votes, wave, opened, pairs, count * votes - pairs, closedEarly,
           PICK(0.50), PICK(0.95), PICK(0.99), delays[pairs - 1]);
    for (long i = 0; i < count; i++)
        if (subscribers[i].fd >= 0) close(subscribers[i].fd);
    return 0;
}
