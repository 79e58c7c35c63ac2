/*
 * int_replay: an INT trace (plain CSV, the INT extension of docs/trace-format.md) through
 * the HPCC++ / Rx-HPCC / FNCC C ABI (nscc_int_*).
 *
 *   int_replay TRACE.csv [golden|float] [hpcc|rx-hpcc|fncc]
 *       one line per row: cwnd,wc,u_ppm,inc_stage,action, the state columns of
 *       `nscc replay TRACE --model golden|float [--cc ALGO] --out`
 *   int_replay TRACE.csv [golden|float] [hpcc|rx-hpcc|fncc] --bench N
 *       ACKs/s of N passes over the trace's ack rows, from memory
 *
 * One nscc_int handle per trace CCC, created at its first row. The algorithm is the
 * header's cc unless given; every link speed is loaded when an ACK first carries it
 * (auto_speeds), as `nscc replay` loads them.
 */
#define _POSIX_C_SOURCE 200809L
#define EXAMPLE_NAME "int_replay"
#include "trace_csv.h"

#define MAX_CCCS 65536

static int algo_code(const char *s) {
    if (!strcmp(s, "hpcc")) return NSCC_INT_HPCC;
    if (!strcmp(s, "rx-hpcc")) return NSCC_INT_RX_HPCC;
    if (!strcmp(s, "fncc")) return NSCC_INT_FNCC;
    return -1;
}

/* One row: its CCC, whether it is an ack, the ACK and its records. */
struct row {
    uint32_t ccc;
    int ack;
    uint32_t n_hops;
    nscc_int_ack a;
    nscc_int_hop hops[NSCC_INT_MAX_HOPS];
};

struct trace {
    nscc_int_config cfg;
    struct row *rows;
    size_t len, cap;
};

enum { C_T, C_CCC, C_KIND, C_CUM, C_SND_NXT, C_HOPS, C_N_FLOWS, N_COLUMNS };
static const char *const COLUMNS[N_COLUMNS] = {"t_ps",    "ccc",      "kind",   "cum_ack",
                                               "snd_nxt", "int_hops", "n_flows"};
static const char *const HOP_FIELDS[4] = {"qlen", "ts_ps", "txbytes", "bps"};

static void read_trace(const char *path, struct trace *t, int algo) {
    FILE *f = fopen(path, "r");
    if (!f) die(path, "cannot open");
    nscc_error err;
    check(nscc_int_config_default(&t->cfg, &err), &err, "nscc_int_config_default");
    /* everything from the header: no default speeds, the trace's keys */
    t->cfg.n_speeds = 0;
    t->cfg.auto_speeds = 1;
    t->cfg.alpha_ppm = t->cfg.beta_ppm = 0;
    t->cfg.mtu = 0;
    uint64_t base_rtt = 0, t_ps = 0, mss = 4096;
    int header_algo = -1;
    char *line = NULL, *fields[512];
    size_t size = 0;
    long no = 0;
    int at[N_COLUMNS], hop_at[NSCC_INT_MAX_HOPS][4], have_columns = 0;
    while (getline(&line, &size, f) > 0) {
        no++;
        if (line[0] == '#') {
            const char *key;
            char *value;
            if (!header_entry(line, &key, &value)) continue; /* a free comment */
            if (!strcmp(key, "cc")) header_algo = algo_code(value);
            else if (!strcmp(key, "base_rtt_ps")) base_rtt = number(value, no);
            else if (!strcmp(key, "hpcc_t_ps")) t_ps = number(value, no);
            else if (!strcmp(key, "hpcc_eta_ppm")) t->cfg.eta_ppm = (uint32_t)number(value, no);
            else if (!strcmp(key, "hpcc_max_stage")) t->cfg.max_stage = (uint32_t)number(value, no);
            else if (!strcmp(key, "hpcc_wai")) t->cfg.wai = number(value, no);
            else if (!strcmp(key, "init_cwnd")) t->cfg.init_cwnd = number(value, no);
            else if (!strcmp(key, "fncc_alpha_ppm")) t->cfg.alpha_ppm = (uint32_t)number(value, no);
            else if (!strcmp(key, "fncc_beta_ppm")) t->cfg.beta_ppm = (uint32_t)number(value, no);
            else if (!strcmp(key, "mtu")) t->cfg.mtu = (uint32_t)number(value, no);
            else if (!strcmp(key, "mss")) mss = number(value, no);
            continue;
        }
        int n = split(line, fields, 512);
        if (!have_columns) {
            for (int c = 0; c < N_COLUMNS; c++) at[c] = column_at(fields, n, COLUMNS[c]);
            for (int k = 0; k < NSCC_INT_MAX_HOPS; k++)
                for (int j = 0; j < 4; j++) {
                    char name[32];
                    snprintf(name, sizeof name, "int%d_%s", k, HOP_FIELDS[j]);
                    hop_at[k][j] = column_at(fields, n, name);
                }
            if (at[C_T] < 0 || at[C_CCC] < 0 || at[C_KIND] < 0 || at[C_HOPS] < 0)
                die(path, "the column line lacks t_ps, ccc, kind or int_hops");
            have_columns = 1;
            continue;
        }
        t->rows = grow(t->rows, t->len, &t->cap, sizeof *t->rows, path);
        struct row *r = &t->rows[t->len++];
        memset(r, 0, sizeof *r);
        for (int c = 0; c < N_COLUMNS; c++)
            if (at[c] >= n) die(path, "a row has fewer fields than the column line");
        r->ccc = (uint32_t)number(fields[at[C_CCC]], no);
        r->ack = !strcmp(fields[at[C_KIND]], "ack");
        r->a.t_ps = number(fields[at[C_T]], no);
        if (at[C_CUM] >= 0) r->a.cum_ack = number(fields[at[C_CUM]], no);
        if (at[C_SND_NXT] >= 0 && *fields[at[C_SND_NXT]])
            r->a.snd_nxt = number(fields[at[C_SND_NXT]], no);
        if (at[C_N_FLOWS] >= 0 && *fields[at[C_N_FLOWS]])
            r->a.n_flows = number(fields[at[C_N_FLOWS]], no);
        uint64_t hops = *fields[at[C_HOPS]] ? number(fields[at[C_HOPS]], no) : 0;
        if (hops > NSCC_INT_MAX_HOPS) {
            /* refused by the ABI; pass the count on without records */
            r->n_hops = (uint32_t)hops;
            continue;
        }
        r->n_hops = (uint32_t)hops;
        for (uint32_t k = 0; k < r->n_hops; k++) {
            uint64_t v[4];
            for (int j = 0; j < 4; j++) {
                int i = hop_at[k][j];
                if (i < 0 || i >= n) die(path, "a row has more INT records than columns");
                v[j] = number(fields[i], no);
            }
            r->hops[k] = (nscc_int_hop){.qlen = v[0], .ts_ps = v[1], .txbytes = v[2], .bps = v[3]};
        }
    }
    free(line);
    fclose(f);
    if (!have_columns) die(path, "no column line");
    if (algo < 0) algo = header_algo;
    if (algo < 0) die(path, "not an INT trace (header cc is not hpcc or fncc): give the algorithm");
    t->cfg.algo = (uint32_t)algo;
    t->cfg.t_ps = t_ps ? t_ps : base_rtt;
    if (!t->cfg.mtu) t->cfg.mtu = (uint32_t)(mss + 64);
}

/* The handles of one pass, created at each CCC's first row. */
struct flows {
    uint32_t *ids;
    nscc_int **h;
    size_t n;
};

static nscc_int *flow(struct flows *m, const nscc_int_config *cfg, uint32_t id) {
    for (size_t i = 0; i < m->n; i++)
        if (m->ids[i] == id) return m->h[i];
    if (m->n == MAX_CCCS) die("trace", "too many CCCs");
    nscc_error err;
    m->ids[m->n] = id;
    check(nscc_int_new(cfg, &m->h[m->n], &err), &err, "nscc_int_new");
    return m->h[m->n++];
}

static void open_flows(struct flows *m) {
    m->n = 0;
    m->ids = calloc(MAX_CCCS, sizeof *m->ids);
    m->h = calloc(MAX_CCCS, sizeof *m->h);
    if (!m->ids || !m->h) die("int_replay", "out of memory");
}

static void close_flows(struct flows *m) {
    for (size_t i = 0; i < m->n; i++) nscc_int_free(m->h[i]);
    free(m->ids);
    free(m->h);
}

int main(int argc, char **argv) {
    long passes = 0;
    if (argc >= 3 && !strcmp(argv[argc - 2], "--bench")) {
        passes = atol(argv[argc - 1]);
        if (passes < 1) die("--bench", "PASSES must be at least 1");
        argc -= 2;
    }
    if (argc < 2 || argc > 4) {
        fprintf(stderr, "usage: int_replay TRACE.csv [golden|float] [hpcc|rx-hpcc|fncc] "
                        "[--bench PASSES]\n");
        return 2;
    }
    if (nscc_abi_version() != NSCC_ABI_VERSION) die("nscc", "library and header ABI versions differ");
    uint32_t model = NSCC_INT_GOLDEN;
    if (argc >= 3) {
        if (!strcmp(argv[2], "float")) model = NSCC_INT_FLOAT;
        else if (strcmp(argv[2], "golden")) die(argv[2], "model must be golden or float");
    }
    int algo = -1;
    if (argc == 4 && (algo = algo_code(argv[3])) < 0)
        die(argv[3], "algorithm must be hpcc, rx-hpcc or fncc");
    struct trace t = {0};
    read_trace(argv[1], &t, algo);
    t.cfg.model = model;
    nscc_error err;
    check(nscc_int_config_check(&t.cfg, &err), &err, "trace header");
    struct flows m;
    nscc_int_output out;
    if (passes) {
        double busy = 0;
        uint64_t sink = 0, acks = 0;
        nscc_int **hs = malloc(t.len * sizeof *hs);
        if (!hs) die("int_replay", "out of memory");
        for (long p = 0; p < passes; p++) {
            open_flows(&m);
            for (size_t i = 0; i < t.len; i++) hs[i] = flow(&m, &t.cfg, t.rows[i].ccc);
            double t0 = seconds();
            for (size_t i = 0; i < t.len; i++) {
                const struct row *r = &t.rows[i];
                if (!r->ack) continue;
                if (nscc_int_on_ack(hs[i], &r->a, r->hops, r->n_hops, &out, NULL) == NSCC_OK)
                    sink += out.cwnd;
                acks++;
            }
            busy += seconds() - t0;
            close_flows(&m);
        }
        printf("acks %llu seconds %.6f acks_per_sec %.0f (cwnd sum %llu)\n",
               (unsigned long long)acks, busy, (double)acks / busy, (unsigned long long)sink);
        free(hs);
    } else {
        open_flows(&m);
        printf("cwnd,wc,u_ppm,inc_stage,action\n");
        for (size_t i = 0; i < t.len; i++) {
            const struct row *r = &t.rows[i];
            nscc_int *h = flow(&m, &t.cfg, r->ccc);
            uint32_t action = NSCC_INT_ACTION_NONE;
            if (r->ack) {
                int32_t s = nscc_int_on_ack(h, &r->a, r->hops, r->n_hops, &out, &err);
                if (s == NSCC_OK) action = out.action;
                else if (s != NSCC_ERR_REFUSED) die("nscc_int_on_ack", err.message);
            }
            /* the state after the row (a refused ACK or another kind: unchanged) */
            nscc_int_ccc_state st;
            check(nscc_int_state(h, &st, &err), &err, "nscc_int_state");
            printf("%llu,%llu,%llu,%u,%s\n", (unsigned long long)st.cwnd,
                   (unsigned long long)st.wc, (unsigned long long)st.u_ppm, st.inc_stage,
                   nscc_int_action_word(action));
        }
        close_flows(&m);
    }
    free(t.rows);
    return 0;
}
