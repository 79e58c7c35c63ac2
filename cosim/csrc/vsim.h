// The part of the co-simulation C interface that is the same for every Verilated top: one
// simulation = a VerilatedContext, the model, an optional VCD writer and the VCD time.
// build.rs generates, per top, `<prefix>_shim.cpp`: the extern "C" functions around these
// templates plus the port accessors (`_set`/`_get`), from the top's port list.
#pragma once

#include <cstdint>
#include <new>

#include "verilated.h"
#include "verilated_vcd_c.h"

template <class M>
struct VSim {
    VerilatedContext* ctx;
    M* model;
    VerilatedVcdC* tfp;  // open VCD, or nullptr
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
    s->ctx->traceEverOn(true);  // must precede the model's construction
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

// 0: open; -1: a trace is already open; -2: the file cannot be opened.
template <class M>
int vsim_trace_open(VSim<M>* s, const char* path) {
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
}
