/*
 * replay: a v1 ACK trace (plain CSV, docs/trace-format.md) through the NSCC C ABI.
 *
 *   replay TRACE.csv engine|ccc|float            one line per row: the golden state
 *                                                columns of `nscc replay --out`
 *   replay TRACE.csv engine|ccc|float --bench N  events/s of N passes over the trace's
 *                                                ack/nack events, from memory
 *
 * engine: one nscc_engine, trace CCCs mapped to contexts in order of appearance (what
 * `nscc replay` does); ccc: one nscc_ccc per trace CCC (the same sequential NSCC); float:
 * one nscc_ccc per CCC with NSCC_CCC_FLOAT, htsim's f64 NSCC (its windows are htsim's own,
 * the trace's ref_ columns).
 * Every CCC starts at t = 0, as in `nscc replay`. A row's `rto_before` (k retransmission-
 * timeout cuts since the flow's previous row) goes first as k rto events of its CCC at its
 * time, each of the MTU's bytes, as `nscc replay` delivers them; the output has a line per
 * row, the state after the row.
 */
#define _POSIX_C_SOURCE 200809L
#define EXAMPLE_NAME "replay"
#include "trace_csv.h"

enum mode { ENGINE, CCC, FLOAT };

/* The columns an event needs, found by name (missing ones read as 0). */
static const char *const COLUMNS[] = {
    "t_ps", "ccc", "kind", "bytes", "psn", "cum_ack", "rtt_ps", "ecn", "last_hop",
    "ooo", "rcv_cwnd_pend", "rc", "in_flight", "probe", "probe_rtt_ps",
};
enum { C_T, C_CCC, C_KIND, C_BYTES, C_PSN, C_CUM, C_RTT, C_ECN, C_LAST_HOP,
       C_OOO, C_PEND, C_RC, C_IN_FLIGHT, C_PROBE, C_PROBE_RTT, N_COLUMNS };

static uint32_t kind_code(const char *s, long line) {
    static const char *const kinds[] = {"ack", "nack", "send", "rto"};
    for (uint32_t k = 0; k < 4; k++)
        if (!strcmp(s, kinds[k])) return k;
    char why[96];
    snprintf(why, sizeof why, "line %ld: unknown kind \"%.40s\"", line, s);
    die("trace", why);
    return 0;
}

/* The trace: its configuration (header), events and each row's rto_before. */
struct trace {
    nscc_config cfg;
    nscc_event *events;
    uint32_t *rto_before;
    size_t len, cap, rto_cap;
};

/* A timeout cut before `row`: an rto event of its CCC at its time, `mtu` bytes (the cut
 * packet's size is not recorded), every other field 0. */
static nscc_event rto_cut(const nscc_event *row, uint32_t mtu) {
    nscc_event cut;
    memset(&cut, 0, sizeof cut);
    cut.t_ps = row->t_ps;
    cut.ccc = row->ccc;
    cut.kind = NSCC_KIND_RTO;
    cut.bytes = mtu;
    return cut;
}

static void read_trace(const char *path, struct trace *t) {
    FILE *f = fopen(path, "r");
    if (!f) die(path, "cannot open");
    nscc_error err;
    check(nscc_config_default(&t->cfg, &err), &err, "nscc_config_default");
    /* A trace header's absent keys: no trimming, mss 4096, gate 3 (docs/trace-format.md). */
    t->cfg.trimming = 0;
    char *line = NULL, *fields[256];
    size_t size = 0;
    long no = 0;
    int at[N_COLUMNS], have_columns = 0, at_rto = -1;
    while (getline(&line, &size, f) > 0) {
        no++;
        if (line[0] == '#') {
            const char *key;
            char *value;
            if (!header_entry(line, &key, &value)) continue; /* a free comment */
            uint64_t v = 0;
            if (!strcmp(key, "link_bps")) {
                v = number(value, no);
                t->cfg.sender_link_bps = t->cfg.receiver_link_bps = v;
            } else if (!strcmp(key, "base_rtt_ps")) t->cfg.base_rtt_ps = number(value, no);
            else if (!strcmp(key, "network_rtt_ps")) t->cfg.network_rtt_ps = number(value, no);
            else if (!strcmp(key, "target_qdelay_ps")) t->cfg.target_qdelay_ps = number(value, no);
            else if (!strcmp(key, "mss")) t->cfg.mss = (uint32_t)number(value, no);
            else if (!strcmp(key, "mtu")) t->cfg.mtu = (uint32_t)number(value, no);
            else if (!strcmp(key, "init_cwnd")) t->cfg.init_cwnd = number(value, no);
            /* a header value given is not derived (a 0 there still means "derive") */
            if (!strcmp(key, "network_rtt_ps") && t->cfg.network_rtt_ps)
                t->cfg.derive &= (uint8_t)~NSCC_DERIVE_NETWORK_RTT;
            if (!strcmp(key, "target_qdelay_ps") && t->cfg.target_qdelay_ps)
                t->cfg.derive &= (uint8_t)~NSCC_DERIVE_TARGET;
            if (!strcmp(key, "mtu") && t->cfg.mtu) t->cfg.derive &= (uint8_t)~NSCC_DERIVE_MTU;
            if (!strcmp(key, "init_cwnd") && t->cfg.init_cwnd)
                t->cfg.derive &= (uint8_t)~NSCC_DERIVE_INIT_CWND;
            else if (!strcmp(key, "trimming")) t->cfg.trimming = (uint8_t)number(value, no);
            else if (!strcmp(key, "qa_gate")) t->cfg.qa_gate = (uint8_t)number(value, no);
            continue;
        }
        int n = split(line, fields, 256);
        if (!have_columns) {
            for (int c = 0; c < N_COLUMNS; c++) at[c] = column_at(fields, n, COLUMNS[c]);
            at_rto = column_at(fields, n, "rto_before");
            if (at[C_T] < 0 || at[C_CCC] < 0 || at[C_KIND] < 0 || at[C_BYTES] < 0)
                die(path, "the column line lacks t_ps, ccc, kind or bytes");
            have_columns = 1;
            continue;
        }
        t->events = grow(t->events, t->len, &t->cap, sizeof *t->events, path);
        t->rto_before = grow(t->rto_before, t->len, &t->rto_cap, sizeof *t->rto_before, path);
        if (at_rto >= n) die(path, "a row has fewer fields than the column line");
        uint64_t cuts = at_rto >= 0 ? number(fields[at_rto], no) : 0;
        if (cuts > 65535) die(path, "rto_before above 65535");
        t->rto_before[t->len] = (uint32_t)cuts;
        nscc_event *e = &t->events[t->len++];
        memset(e, 0, sizeof *e);
        uint64_t v[N_COLUMNS];
        for (int c = 0; c < N_COLUMNS; c++) {
            v[c] = 0;
            if (at[c] >= n) die(path, "a row has fewer fields than the column line");
            if (at[c] >= 0 && c != C_KIND) v[c] = number(fields[at[c]], no);
        }
        e->t_ps = v[C_T];
        e->ccc = (uint32_t)v[C_CCC];
        e->kind = kind_code(fields[at[C_KIND]], no);
        e->bytes = v[C_BYTES];
        e->psn = v[C_PSN];
        e->cum_ack = v[C_CUM];
        e->rtt_ps = v[C_RTT];
        e->ecn = (uint8_t)v[C_ECN];
        e->last_hop = (uint8_t)v[C_LAST_HOP];
        e->ooo = (uint32_t)v[C_OOO];
        e->rcv_cwnd_pend = (uint8_t)(v[C_PEND] > 255 ? 255 : v[C_PEND]);
        e->rc = (uint8_t)v[C_RC];
        e->in_flight = v[C_IN_FLIGHT];
        e->probe = (uint8_t)v[C_PROBE];
        e->probe_rtt_ps = v[C_PROBE_RTT];
    }
    free(line);
    fclose(f);
    if (!have_columns) die(path, "no column line");
}

/* One pass: the models of every CCC, created at the CCC's first row. */
struct models {
    enum mode mode;
    nscc_engine *engine;
    uint32_t *ids;       /* trace CCC id of each context / handle, in order of appearance */
    nscc_ccc **cccs;
    size_t n;
};

static size_t slot_of(struct models *m, const nscc_config *cfg, uint32_t id) {
    for (size_t i = 0; i < m->n; i++)
        if (m->ids[i] == id) return i;
    nscc_error err;
    size_t i = m->n++;
    if (i >= NSCC_MAX_CCCS) die("trace", "more CCCs than the engine holds");
    m->ids[i] = id;
    if (m->mode == ENGINE) {
        check(nscc_engine_activate(m->engine, (uint32_t)i, 0, 0, &err), &err, "activate");
        check(nscc_engine_ready(m->engine, (uint32_t)i, &err), &err, "ready");
    } else {
        uint32_t flags = m->mode == FLOAT ? NSCC_CCC_FLOAT : NSCC_CCC_SEQUENTIAL;
        check(nscc_ccc_new(cfg, flags, 0, &m->cccs[i], &err), &err, "nscc_ccc_new");
    }
    return i;
}

static void open_models(struct models *m, enum mode mode, const nscc_config *cfg) {
    nscc_error err;
    memset(m, 0, sizeof *m);
    m->mode = mode;
    m->ids = calloc(NSCC_MAX_CCCS, sizeof *m->ids);
    m->cccs = calloc(NSCC_MAX_CCCS, sizeof *m->cccs);
    if (!m->ids || !m->cccs) die("replay", "out of memory");
    if (mode == ENGINE) {
        check(nscc_engine_new(NSCC_MAX_CCCS, &m->engine, &err), &err, "nscc_engine_new");
        check(nscc_engine_load_profile(m->engine, 0, cfg, &err), &err, "load_profile");
    }
}

static void close_models(struct models *m) {
    nscc_engine_free(m->engine);
    for (size_t i = 0; i < m->n; i++) nscc_ccc_free(m->cccs[i]);
    free(m->ids);
    free(m->cccs);
}

/* One event through its CCC's model; the state after it in *state (if not NULL). */
static void step(struct models *m, size_t slot, nscc_event *e, nscc_output *out,
                 nscc_state *state) {
    nscc_error err;
    if (m->mode == ENGINE) {
        e->ccc = (uint32_t)slot;
        check(nscc_engine_on_event(m->engine, e, out, &err), &err, "nscc_engine_on_event");
        if (state)
            check(nscc_engine_state(m->engine, (uint32_t)slot, state, &err), &err, "state");
    } else {
        check(nscc_ccc_on_event(m->cccs[slot], e, out, &err), &err, "nscc_ccc_on_event");
        if (state) check(nscc_ccc_state(m->cccs[slot], state, &err), &err, "state");
    }
}

int main(int argc, char **argv) {
    if (argc != 3 && !(argc == 5 && !strcmp(argv[3], "--bench"))) {
        fprintf(stderr, "usage: replay TRACE.csv engine|ccc|float [--bench PASSES]\n");
        return 2;
    }
    enum mode mode = !strcmp(argv[2], "engine") ? ENGINE
                   : !strcmp(argv[2], "ccc")    ? CCC
                   : !strcmp(argv[2], "float")  ? FLOAT
                   : (die(argv[2], "mode must be engine, ccc or float"), ENGINE);
    if (nscc_abi_version() != NSCC_ABI_VERSION) die("nscc", "library and header ABI versions differ");
    struct trace t = {0};
    read_trace(argv[1], &t);
    nscc_error err;
    nscc_register_image image;
    check(nscc_config_check(&t.cfg, &image, &err), &err, "trace header");
    struct models m;
    nscc_output out;
    if (argc == 5) {
        long passes = atol(argv[4]);
        if (passes < 1) die("--bench", "PASSES must be at least 1");
        /* The ack/nack events, each with its model's slot, outside the timed loop. */
        nscc_event *cc = malloc(t.len * sizeof *cc);
        size_t *slots = malloc(t.len * sizeof *slots), n = 0;
        if (!cc || !slots) die("replay", "out of memory");
        double busy = 0;
        uint64_t sink = 0;
        for (long p = 0; p < passes; p++) {
            open_models(&m, mode, &t.cfg);
            n = 0;
            for (size_t i = 0; i < t.len; i++) {
                size_t s = slot_of(&m, &t.cfg, t.events[i].ccc);
                if (t.events[i].kind == NSCC_KIND_ACK || t.events[i].kind == NSCC_KIND_NACK) {
                    cc[n] = t.events[i];
                    slots[n++] = s;
                }
            }
            double t0 = seconds();
            for (size_t i = 0; i < n; i++) {
                step(&m, slots[i], &cc[i], &out, NULL);
                sink += out.cwnd;
            }
            busy += seconds() - t0;
            close_models(&m);
        }
        double events = (double)n * (double)passes;
        printf("events %.0f seconds %.6f events_per_sec %.0f (cwnd sum %llu)\n", events, busy,
               events / busy, (unsigned long long)sink);
        free(cc);
        free(slots);
    } else {
        open_models(&m, mode, &t.cfg);
        nscc_state s;
        printf("cwnd,maxwnd,bdp,base_rtt_ps,avg_delay_ps,action,fulfill,inc_bytes,"
               "received_bytes,achieved_bytes,bytes_to_ignore,bytes_ignored,fi_count\n");
        for (size_t i = 0; i < t.len; i++) {
            size_t slot = slot_of(&m, &t.cfg, t.events[i].ccc);
            for (uint32_t k = 0; k < t.rto_before[i]; k++) {
                nscc_event cut = rto_cut(&t.events[i], image.mtu);
                step(&m, slot, &cut, &out, NULL);
            }
            step(&m, slot, &t.events[i], &out, &s);
            printf("%u,%u,%u,%llu,%llu,%s,%u,%llu,%u,%u,%u,%u,%u\n", s.cwnd, s.maxwnd, s.bdp,
                   (unsigned long long)out.base_rtt_ps, (unsigned long long)out.avg_delay_ps,
                   nscc_action_word(out.action), out.fulfill, (unsigned long long)s.inc_bytes,
                   s.received_bytes, s.achieved_bytes, s.bytes_to_ignore, s.bytes_ignored,
                   s.fi_count);
        }
        close_models(&m);
    }
    free(t.events);
    free(t.rto_before);
    return 0;
}
