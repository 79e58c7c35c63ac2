// Faster forms of Verilator runtime functions that the Verilated models of this project spend
// their time in, included in every model's precompiled header (`--compiler-include`, after
// verilated.h) and taking the place of the runtime's own by a macro. Same results, bit for
// bit: every co-simulation compares the model with the golden model after every event, and
// the test `the_fast_runtime_equals_the_runtime` (cosim/src/verilated/model.rs) compares
// each function with the runtime's on random operands.
//
// VL_SHIFTL_WWI: a wide word shifted left by a run-time amount. rust-hdl writes every
// packed word (`(field & mask) << offset`, ORed) as such shifts; the runtime's version
// clears the result and inserts the operand with the general `_vl_insert_WW` (a loop of
// masked read-modify-writes per word), which was 42 % of the engine's co-simulation
// (`perf`, the dense soak). This one moves whole words and carries the bits across.

#ifndef NSCC_VL_FAST_H_
#define NSCC_VL_FAST_H_

#include "verilated.h"

// `owp = lwp << rd`, `obits` wide (the operand's words beyond `obits - rd` bits are not
// read, as the runtime's version does not read them); the result is clean above `obits`.
static inline WDataOutP nscc_vl_shiftl_wwi(int obits, int, int, WDataOutP owp,
                                           WDataInP const lwp, IData rd) VL_MT_SAFE {
    const int words = VL_WORDS_I(obits);
    if (VL_UNLIKELY(rd >= static_cast<IData>(obits))) {
        for (int i = 0; i < words; ++i) owp[i] = 0;
        return owp;
    }
    const int word_shift = VL_BITWORD_E(rd);
    const int bit_shift = VL_BITBIT_E(rd);
    // the operand's words that reach the result
    const int used = VL_WORDS_I(obits - static_cast<int>(rd));
    for (int i = 0; i < word_shift; ++i) owp[i] = 0;
    if (bit_shift == 0) {
        for (int i = word_shift; i < words; ++i) {
            const int j = i - word_shift;
            owp[i] = j < used ? lwp[j] : 0;
        }
    } else {
        for (int i = word_shift; i < words; ++i) {
            const int j = i - word_shift;
            const EData lo = j < used ? static_cast<EData>(lwp[j] << bit_shift) : 0;
            const EData hi
                = (j >= 1 && j - 1 < used) ? (lwp[j - 1] >> (VL_EDATASIZE - bit_shift)) : 0;
            owp[i] = lo | hi;
        }
    }
    owp[words - 1] &= VL_MASK_E(obits);
    return owp;
}

#define VL_SHIFTL_WWI nscc_vl_shiftl_wwi

#endif  // NSCC_VL_FAST_H_
