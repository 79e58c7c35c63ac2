// The part of the co-simulation C interface that is the same for every Verilated top: one
// simulation = a VerilatedContext, the model, an optional VCD writer and the VCD time.
// build.rs generates, per top, `<prefix>_shim.cpp`: the extern "C" functions around these
// templates plus the port accessors (`_set`/`_get`), from the top's port list.
#pragma once

#include <cstdint>
#include <new>

#include "verilated.h"
#if VM_TRACE
#include "verilated_vcd_c.h"
#else
// A model built without VCD support (VM_TRACE 0): the trace calls are no-ops.
struct VerilatedVcdC {
    void dump(uint64_t) {}
    void close() {}
};
#endif

template <class M>
struct VSim {
    VerilatedContext* ctx;
    M* model;
    VerilatedVcdC* tfp;  // open VCD, or nullptr (always without VCD support)
    uint64_t t;          // VCD time: 10 units per clock cycle, rising edge at +5
};

// A new model with its own context (so simulations on several threads are independent), the
// clock low and the `initial` blocks run (DFF power-up values, ROM contents). nullptr on
// failure.
template <class M, class Clock>
VSim<M>* vsim_new() {
    VSim<M>* s = new (std::nothrow) VSim<M>;
    if (!s) return nullptr;
    s->ctx = new VerilatedContext;
#if VM_TRACE
    s->ctx->traceEverOn(true);  // must precede the model's construction
#endif
    s->model = new M{s->ctx, "top"};
    s->tfp = nullptr;
    s->t = 0;
    Clock::set(s->model, 0);
    s->model->eval();
    return s;
}

template <class M>
void vsim_trace_close(VSim<M>* s) {
    if (s->tfp) {
        s->tfp->close();
        delete s->tfp;
        s->tfp = nullptr;
    }
}

template <class M>
void vsim_free(VSim<M>* s) {
    vsim_trace_close(s);
    s->model->final();
    delete s->model;
    delete s->ctx;
    delete s;
}

template <class M>
void vsim_eval(VSim<M>* s) {
    s->model->eval();
}

// One clock cycle: settle the inputs (dumped at t), rising edge (dumped at t + 5), falling
// edge. Without a clock port only the evaluations happen.
template <class M, class Clock>
void vsim_tick(VSim<M>* s) {
    M* m = s->model;
    m->eval();
    if (s->tfp) s->tfp->dump(s->t);
    Clock::set(m, 1);
    m->eval();
    if (s->tfp) s->tfp->dump(s->t + 5);
    Clock::set(m, 0);
    m->eval();
    s->t += 10;
}

// 0: open; -1: a trace is already open; -2: the file cannot be opened; -3: the model was
// built without VCD support.
template <class M>
int vsim_trace_open(VSim<M>* s, const char* path) {
#if !VM_TRACE
    (void)s;
    (void)path;
    return -3;
#else
    if (s->tfp) return -1;
    VerilatedVcdC* tfp = new VerilatedVcdC;
    s->model->trace(tfp, 99);  // the whole hierarchy
    tfp->open(path);
    if (!tfp->isOpen()) {
        delete tfp;
        return -2;
    }
    s->tfp = tfp;
    return 0;
#endif
}

// ---------------------------------------------------------------------------------------
// Batched runs (vsim_top_run): many clock cycles per call, a valid/ready input stream and
// the strobed outputs logged, so that a co-simulation crosses the FFI once per batch instead
// of several times per cycle.
//
// Each record is presented on `in_ports` (the words of each port, in order) with `valid`
// high until `ready` (read after the inputs settle) is high at a rising edge; before it,
// `idle` cycles with `valid` low, and none before cycle `not_before`. After every rising
// edge, each watch group whose strobe port is non-zero appends [group + 1, cycle, words of
// its ports...] to the log; an accepted record appends [0, cycle, waited] first (the cycle
// before the edge, the cycles it waited for `ready`). Cycles in the log are absolute.
// ---------------------------------------------------------------------------------------

struct VsimRunSpec {
    uint32_t n_in;              // ports of a record
    const uint32_t* in_ports;   // their indices
    const uint32_t* in_words;   // their words
    uint32_t valid;             // index of the valid port
    uint32_t ready;             // index of the ready port
    uint32_t n_groups;          // watch groups
    const uint32_t* strobes;    // strobe port of each group
    const uint32_t* group_len;  // ports of each group
    const uint32_t* group_ports;  // the ports of every group, concatenated
    const uint32_t* group_words;  // their words
};

struct VsimRunState {
    uint64_t cycle;      // in: the cycle count at the call; out: after it
    uint32_t waited;     // in/out: cycles the first record has waited for ready so far
    uint32_t idle_left;  // out: idle cycles the first unaccepted record still has to wait
    uint32_t consumed;   // out: records accepted
    uint32_t log_len;    // out: words of log written
    uint32_t status;     // out: 0 every record accepted, 1 log full, 2 max cycles run
    uint32_t until_done; // in: 1 returns once every record is accepted; 0 runs max cycles
};

// A record: [idle, not_before lo, not_before hi, port words...].
template <class M, class Clock, class Set, class Get>
void vsim_run(VSim<M>* s, const VsimRunSpec* spec, const uint32_t* records, uint32_t n_records,
              uint64_t max_cycles, uint32_t* log, uint32_t log_cap, VsimRunState* st, Set set,
              Get get) {
    M* m = s->model;
    uint32_t rec_words = 3;
    for (uint32_t i = 0; i < spec->n_in; i++) rec_words += spec->in_words[i];
    uint32_t entry_max = 3;  // an acceptance
    {
        uint32_t k = 0;
        for (uint32_t g = 0; g < spec->n_groups; g++) {
            entry_max += 2;
            for (uint32_t j = 0; j < spec->group_len[g]; j++) entry_max += spec->group_words[k + j];
            k += spec->group_len[g];
        }
    }
    uint32_t wbuf[64];
    const uint32_t one = 1, zero = 0;
    uint64_t cycle = st->cycle;
    const uint64_t end = cycle + max_cycles;
    uint32_t next = 0, len = 0, status = 2;
    uint32_t idle_left = n_records ? records[0] : 0;
    uint32_t waited = st->waited;
    bool presented = false;  // the current record's ports are set
    while (cycle < end) {
        if (next == n_records && st->until_done) {
            status = 0;
            break;
        }
        if (log_cap - len < entry_max) {
            status = 1;
            break;
        }
        bool offer = false;
        if (next < n_records) {
            const uint32_t* r = records + (size_t)next * rec_words;
            uint64_t not_before = (uint64_t)r[1] | ((uint64_t)r[2] << 32);
            offer = idle_left == 0 && cycle >= not_before;
            if (offer && !presented) {
                const uint32_t* w = r + 3;
                for (uint32_t i = 0; i < spec->n_in; i++) {
                    set(s, spec->in_ports[i], w);
                    w += spec->in_words[i];
                }
                set(s, spec->valid, &one);
                presented = true;
            }
        }
        if (!offer) set(s, spec->valid, &zero);
        Clock::set(m, 0);
        m->eval();
        if (s->tfp) s->tfp->dump(s->t);
        bool accepted = false;
        if (offer) {
            get(s, spec->ready, wbuf);
            accepted = wbuf[0] & 1;
        }
        Clock::set(m, 1);
        m->eval();
        if (s->tfp) s->tfp->dump(s->t + 5);
        s->t += 10;
        if (accepted) {
            log[len++] = 0;
            log[len++] = (uint32_t)cycle;
            log[len++] = waited;
            waited = 0;
            presented = false;
            next++;
            idle_left = next < n_records ? records[(size_t)next * rec_words] : 0;
        } else if (offer) {
            waited++;
        } else if (idle_left > 0) {
            idle_left--;
        }
        cycle++;
        uint32_t k = 0;
        for (uint32_t g = 0; g < spec->n_groups; g++) {
            get(s, spec->strobes[g], wbuf);
            if (wbuf[0] != 0) {
                log[len++] = g + 1;
                log[len++] = (uint32_t)cycle;
                for (uint32_t j = 0; j < spec->group_len[g]; j++) {
                    get(s, spec->group_ports[k + j], log + len);
                    len += spec->group_words[k + j];
                }
            }
            k += spec->group_len[g];
        }
    }
    if (next == n_records && status == 2 && st->until_done) status = 0;
    // the clock low between calls, as after vsim_tick
    Clock::set(m, 0);
    if (!presented) set(s, spec->valid, &zero);
    m->eval();
    st->cycle = cycle;
    st->waited = waited;
    st->idle_left = idle_left;
    st->consumed = next;
    st->log_len = len;
    st->status = status;
}
