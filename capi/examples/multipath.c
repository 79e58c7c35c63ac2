/*
 * multipath.c: the EV engine through the C ABI (include/nscc.h), two ways.
 *
 *   multipath TRACE.csv [oblivious|bitmap|reps|mixed] [EV_BITS]
 *       replays a plain CSV v1 trace as `nscc multipath` does: one EV-engine context per
 *       CCC (in order of first appearance, all activated before the first row), every send
 *       row asks for the next EV, every ack, nack and rto row is a feedback on the row's EV;
 *       a row's `rto_before` (k retransmission timeouts since the flow's previous row) is k
 *       timeout feedbacks on EV 0 before it (the timed-out packet's EV is not recorded).
 *       Prints the EV index chosen for each send row, one per line, then a summary line.
 *
 *   multipath --closed-loop
 *       a sender choosing its paths closed loop: 8 EVs, Bitmap; a mid-fabric trim on one
 *       EV keeps it out of the next rounds, a last-hop trim on another does not.
 *
 * Build: cc -std=c99 -Icapi/include capi/examples/multipath.c -Ltarget/release -lnscc_capi
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nscc.h"

static void die(const char *what, const char *msg) {
    fprintf(stderr, "multipath: %s: %s\n", what, msg);
    exit(1);
}

static void check(int32_t code, const nscc_error *err, const char *what) {
    if (code != NSCC_OK) die(what, err->message);
}

/* ---- a small CSV v1 reader: the columns this example needs ---- */

enum { C_T, C_CCC, C_KIND, C_EV, C_ECN, C_LAST_HOP, C_RTO_BEFORE, C_COUNT };
static const char *NAMES[C_COUNT] = {"t_ps", "ccc", "kind", "ev", "ecn", "last_hop",
                                     "rto_before"};

typedef struct {
    uint64_t t_ps;
    uint32_t ccc, kind, ev, rto_before;
    uint8_t ecn, last_hop;
} row;

static uint32_t kind_of(const char *s) {
    if (!strcmp(s, "ack")) return NSCC_KIND_ACK;
    if (!strcmp(s, "nack")) return NSCC_KIND_NACK;
    if (!strcmp(s, "send")) return NSCC_KIND_SEND;
    if (!strcmp(s, "rto")) return NSCC_KIND_RTO;
    die("trace", "unknown kind");
    return 0;
}

static row *read_trace(const char *path, size_t *n) {
    FILE *f = fopen(path, "r");
    if (!f) die(path, "cannot open");
    static char line[1 << 16];
    int at[C_COUNT];
    for (int i = 0; i < C_COUNT; i++) at[i] = -1;
    /* header lines, then the column line */
    while (fgets(line, sizeof line, f) && line[0] == '#') {
    }
    int col = 0;
    for (char *tok = strtok(line, ",\r\n"); tok; tok = strtok(NULL, ",\r\n"), col++)
        for (int i = 0; i < C_COUNT; i++)
            if (!strcmp(tok, NAMES[i])) at[i] = col;
    for (int i = 0; i < C_COUNT; i++)
        if (at[i] < 0 && i != C_LAST_HOP && i != C_ECN && i != C_RTO_BEFORE)
            die(path, "missing column");
    size_t cap = 1024, len = 0;
    row *rows = malloc(cap * sizeof *rows);
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '\n' || line[0] == '\0') continue;
        if (len == cap) rows = realloc(rows, (cap *= 2) * sizeof *rows);
        if (!rows) die(path, "out of memory");
        row r = {0};
        col = 0;
        /* strtok skips empty fields; v1 has none */
        for (char *tok = strtok(line, ",\r\n"); tok; tok = strtok(NULL, ",\r\n"), col++) {
            if (col == at[C_T]) r.t_ps = strtoull(tok, NULL, 10);
            else if (col == at[C_CCC]) r.ccc = (uint32_t)strtoul(tok, NULL, 10);
            else if (col == at[C_KIND]) r.kind = kind_of(tok);
            else if (col == at[C_EV]) r.ev = (uint32_t)strtoul(tok, NULL, 10);
            else if (col == at[C_ECN]) r.ecn = (uint8_t)atoi(tok);
            else if (col == at[C_LAST_HOP]) r.last_hop = (uint8_t)atoi(tok);
            else if (col == at[C_RTO_BEFORE]) r.rto_before = (uint32_t)strtoul(tok, NULL, 10);
        }
        rows[len++] = r;
    }
    fclose(f);
    *n = len;
    return rows;
}

/* the slot of a CCC id: its rank of first appearance */
typedef struct {
    uint32_t *ids;
    size_t n;
} slots;

static uint32_t slot_of(const slots *s, uint32_t ccc) {
    for (size_t i = 0; i < s->n; i++)
        if (s->ids[i] == ccc) return (uint32_t)i;
    return UINT32_MAX;
}

static int replay(const char *path, uint32_t strategy, uint8_t ev_bits) {
    size_t n;
    row *rows = read_trace(path, &n);
    slots s = {malloc((n + 1) * sizeof(uint32_t)), 0};
    for (size_t i = 0; i < n; i++)
        if (slot_of(&s, rows[i].ccc) == UINT32_MAX) s.ids[s.n++] = rows[i].ccc;

    nscc_error err;
    nscc_ev_config cfg;
    check(nscc_mp_config_default(&cfg, &err), &err, "config");
    cfg.strategy = strategy;
    cfg.ev_bits = ev_bits;
    uint32_t bits = 0;
    check(nscc_mp_config_check(&cfg, &bits, &err), &err, "config");
    nscc_mp *mp = NULL;
    check(nscc_mp_new(&cfg, (uint32_t)(s.n ? s.n : 1), 1, &mp, &err), &err, "new");
    for (uint32_t c = 0; c < s.n; c++) check(nscc_mp_activate(mp, c, &err), &err, "activate");

    uint64_t sends = 0, feedbacks = 0;
    for (size_t i = 0; i < n; i++) {
        const row *r = &rows[i];
        uint32_t slot = slot_of(&s, r->ccc);
        for (uint32_t k = 0; k < r->rto_before; k++) {
            nscc_ev_feedback fb = {0};
            fb.t_ps = r->t_ps;
            fb.ccc = slot;
            fb.kind = NSCC_KIND_RTO;
            int32_t code = nscc_mp_feedback(mp, &fb, NULL, &err);
            if (code != NSCC_OK && code != NSCC_ERR_REFUSED) die("feedback", err.message);
            feedbacks++;
        }
        if (r->kind == NSCC_KIND_SEND) {
            nscc_ev_decision d;
            check(nscc_mp_next_ev(mp, slot, &d, &err), &err, "next_ev");
            printf("%u\n", d.index);
            sends++;
        } else {
            nscc_ev_feedback fb = {0};
            fb.t_ps = r->t_ps;
            fb.ccc = slot;
            fb.ev = r->ev;
            fb.kind = r->kind;
            fb.ecn = r->ecn;
            fb.last_hop = r->last_hop;
            int32_t code = nscc_mp_feedback(mp, &fb, NULL, &err);
            /* an EV wider than 16 bits is refused and counted: go on */
            if (code != NSCC_OK && code != NSCC_ERR_REFUSED) die("feedback", err.message);
            feedbacks++;
        }
    }
    nscc_ev_refusals rf;
    check(nscc_mp_refusals(mp, &rf, &err), &err, "refusals");
    printf("summary sends %llu feedbacks %llu decisions %llu applied %llu refused %llu state_bits %u\n",
           (unsigned long long)sends, (unsigned long long)feedbacks,
           (unsigned long long)rf.decisions, (unsigned long long)rf.feedbacks,
           (unsigned long long)(rf.ccc_out_of_range + rf.idle + rf.ev_out_of_range +
                                rf.feedback_out_of_range),
           bits);
    nscc_mp_free(mp);
    free(s.ids);
    free(rows);
    return 0;
}

/* one round of 8 sends: the EV indices chosen */
static void round8(nscc_mp *mp, uint32_t out[8]) {
    nscc_error err;
    for (int i = 0; i < 8; i++) {
        nscc_ev_decision d;
        check(nscc_mp_next_ev(mp, 0, &d, &err), &err, "next_ev");
        out[i] = d.index;
    }
}

static int count(const uint32_t v[8], uint32_t x) {
    int k = 0;
    for (int i = 0; i < 8; i++) k += v[i] == x;
    return k;
}

static int closed_loop(void) {
    nscc_error err;
    nscc_ev_config cfg;
    check(nscc_mp_config_default(&cfg, &err), &err, "config");
    cfg.strategy = NSCC_MP_BITMAP;
    cfg.ev_bits = 3;
    nscc_mp *mp = NULL;
    check(nscc_mp_new(&cfg, 1, 0x5EED, &mp, &err), &err, "new");
    check(nscc_mp_activate(mp, 0, &err), &err, "activate");
    uint32_t r[8];
    round8(mp, r);
    /* the EVs on the wire carry the CCC's upper bits: the feedback echoes those */
    nscc_ev_state st;
    check(nscc_mp_state(mp, 0, &st, &err), &err, "state");
    nscc_ev_feedback mid = {0}, last = {0};
    mid.ccc = last.ccc = 0;
    mid.kind = last.kind = NSCC_KIND_NACK;
    mid.ev = st.ev_hi | 3u; /* trimmed in the fabric: penalty 4 */
    last.ev = st.ev_hi | 5u;
    last.last_hop = 1; /* trimmed at the receiver's port: the path is fine */
    nscc_ev_effect e;
    check(nscc_mp_feedback(mp, &mid, &e, &err), &err, "feedback");
    if (e.fb_class != NSCC_FB_NACK || e.penalty != 4) die("closed loop", "mid-fabric trim");
    check(nscc_mp_feedback(mp, &last, &e, &err), &err, "feedback");
    if (e.fb_class != NSCC_FB_LAST_HOP || e.penalty != 0) die("closed loop", "last-hop trim");
    for (int k = 0; k < 4; k++) {
        round8(mp, r);
        printf("round %d: EV 3 x%d, EV 5 x%d\n", k + 1, count(r, 3), count(r, 5));
    }
    uint8_t pen[8];
    uint32_t n = 0;
    check(nscc_mp_penalties(mp, 0, pen, 8, &n, &err), &err, "penalties");
    printf("penalties after:");
    for (uint32_t i = 0; i < n; i++) printf(" %u", pen[i]);
    printf("\n");
    /* a malformed feedback is refused and counted, never applied */
    nscc_ev_feedback bad = mid;
    bad.ev = 70000;
    if (nscc_mp_feedback(mp, &bad, NULL, &err) != NSCC_ERR_REFUSED) die("closed loop", "wide EV");
    char why[NSCC_ERROR_MESSAGE_LEN];
    memcpy(why, err.message, sizeof why); /* the next successful call clears err */
    nscc_ev_refusals rf;
    check(nscc_mp_refusals(mp, &rf, &err), &err, "refusals");
    printf("refused %llu: %s\n", (unsigned long long)rf.ev_out_of_range, why);
    nscc_mp_free(mp);
    return 0;
}

int main(int argc, char **argv) {
    if (nscc_abi_version() != NSCC_ABI_VERSION) die("nscc", "library and header ABI versions differ");
    if (argc == 2 && !strcmp(argv[1], "--closed-loop")) return closed_loop();
    if (argc < 2) die("usage", "multipath TRACE.csv [strategy] [ev_bits] | multipath --closed-loop");
    uint32_t strategy = NSCC_MP_MIXED;
    if (argc > 2) {
        if (!strcmp(argv[2], "oblivious")) strategy = NSCC_MP_OBLIVIOUS;
        else if (!strcmp(argv[2], "bitmap")) strategy = NSCC_MP_BITMAP;
        else if (!strcmp(argv[2], "reps")) strategy = NSCC_MP_REPS;
        else if (!strcmp(argv[2], "mixed")) strategy = NSCC_MP_MIXED;
        else die("usage", "strategy: oblivious, bitmap, reps or mixed");
    }
    uint8_t ev_bits = argc > 3 ? (uint8_t)atoi(argv[3]) : 3;
    return replay(argv[1], strategy, ev_bits);
}
