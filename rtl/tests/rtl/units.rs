//! The rtl crate's unit tests, kept out of the library so that a test build does not compile
//! the whole crate a second time (one module per source file they test).

mod board_protocol {
    #[allow(unused_imports)]
    use golden_model::engine::Refusal;
    #[allow(unused_imports)]
    use golden_model::interface::{self, Field};
    #[allow(unused_imports)]
    use golden_model::nscc::{CccState, HwEvent, StepResult};
    #[allow(unused_imports)]
    use golden_model::RegisterImage;
    use nscc_rtl::board::board_protocol::*;

    #[test]
    fn crc_check_value() {
        // CRC-16/CCITT-FALSE check value.
        assert_eq!(crc16(b"123456789"), 0x29B1);
    }

    #[test]
    fn layouts_round_trip_and_place_fields_from_the_top() {
        let engine = ENGINE_LAYOUTS.iter().chain(INT_LAYOUTS).map(|x| x.1);
        for l in engine {
            let v: Vec<u64> = l.fields().map(|f| (1u64 << (f.bits - 1)) | 1).collect();
            assert_eq!(l.unpack(&l.pack(&v)), Some(v));
            let first = l.fields().next().unwrap();
            assert_eq!(l.lsb(first.name) + first.bits, 8 * l.bytes());
            assert!(l.bits() <= 8 * l.bytes() && l.bits() + 8 > 8 * l.bytes());
        }
        let mut v = vec![0; CCC_EVENT.fields().count()];
        v[..3].copy_from_slice(&[0xA7, 0x0102, 0xDEAD_BEEF]);
        let p = CCC_EVENT.pack(&v);
        assert_eq!(p[..7], [0xA7, 0x01, 0x02, 0xDE, 0xAD, 0xBE, 0xEF]);
        assert_eq!(CCC_EVENT.lsb("t"), 8 * CCC_EVENT.bytes() - 56);
        assert_eq!(CCC_EVENT.lsb("t_sub"), 8 * CCC_EVENT.bytes() - 66);
        assert_eq!(CCC_EVENT.unpack(&p[1..]), None);
    }

    /// docs/board-protocol.md shows every layout as generated here.
    #[test]
    fn the_protocol_document_shows_the_layouts() {
        let doc = include_str!("../../../docs/board-protocol.md");
        for &(name, l) in ENGINE_LAYOUTS.iter().chain(INT_LAYOUTS) {
            let begin = format!("<!-- layout {name} -->\n");
            let at = doc
                .find(&begin)
                .unwrap_or_else(|| panic!("no {begin:?} in the document"))
                + begin.len();
            let table = &doc[at..at + doc[at..].find("<!-- end -->").expect("end marker")];
            assert_eq!(
                table,
                l.markdown(),
                "docs/board-protocol.md: the {name} layout"
            );
        }
    }

    #[test]
    fn engine_requests_answers_and_refusal_codes() {
        for t in [ENGINE_REQUESTS, INT_REQUESTS] {
            let mut kinds: Vec<u8> = t.iter().map(|r| r.kind).collect();
            kinds.sort();
            kinds.dedup();
            assert_eq!(kinds.len(), t.len(), "request types are unique");
            assert!(kinds.iter().all(|k| k & T_STATE_FLAG == 0 && *k != T_ERROR));
        }
        // every request fits the decoder's image register
        assert!(max_len(ENGINE_REQUESTS).max(max_len(INT_REQUESTS)) <= REQUEST_IMAGE_LEN);
        for r in ENGINE_REQUESTS.iter().chain(INT_REQUESTS) {
            assert!(engine_answer_layout(r.kind | T_STATE_FLAG).is_some());
            assert!(engine_answer_layout(r.kind).is_none());
        }
        // 0x81: the retired single-CCC board's STATE answer to a CONFIG
        assert!(engine_answer_layout(T_STATE_FLAG | 0x01).is_none());
        // the INT board's request is none of the engine board's (one decoder table each)
        assert!(ENGINE_REQUESTS.iter().all(|r| r.kind != T_INT_BIST));
        assert_eq!(
            INT_BIST.unpack(&int_bist_payload(7, 100_000, 6, 5)),
            Some(vec![7, 100_000, 6, 5])
        );
        assert_eq!(refusal_code(None), 0);
        for r in Refusal::ALL {
            assert_eq!(refusal_of_code(refusal_code(Some(r))), Some(r));
            assert!(refusal_code(Some(r)) < 1 << REFUSED.bits);
        }
        assert_eq!(refusal_of_code(0), None);
        assert_eq!(refusal_of_code(7), None);
        let ev = HwEvent {
            bytes: 4160,
            ..Default::default()
        };
        let p = ccc_event_payload(0xA7, 4095, &ev);
        let v = CCC_EVENT.unpack(&p).unwrap();
        assert_eq!(v[..2], [0xA7, 4095]);
        assert_eq!(v[2..].to_vec(), interface::event_values(&ev).to_vec());
    }

    #[test]
    fn payload_lengths() {
        let r = golden_model::CccConfig::default().register_image().unwrap();
        assert_eq!(profile_payload(7, &r).len(), PROFILE.bytes());
        let ev = HwEvent::default();
        assert_eq!(ccc_event_payload(1, 2, &ev).len(), CCC_EVENT.bytes());
        let f = encode_frame(T_REFUSALS, &[]);
        assert_eq!(f.len(), FRAME_OVERHEAD);
        // appending the CRC big-endian leaves a zero residue (no reflection, no final XOR)
        assert_eq!(crc16(&f[1..]), 0);
    }
}

mod microcode {
    #[allow(unused_imports)]
    use golden_model::hwmath::RECIP_ROM;
    #[allow(unused_imports)]
    use golden_model::interface;
    use nscc_rtl::nscc::microcode::*;
    #[allow(unused_imports)]
    use std::collections::HashMap;

    #[test]
    fn words_round_trip() {
        let i = Instr {
            op: Op::Bges,
            dst: 63,
            a: 17,
            b: 42,
            bsel: 3,
            imm: 0xFFF4,
            target: 511,
        };
        assert_eq!(Instr::decode(i.encode()), i);
        assert!(i.encode() < 1 << WORD_BITS);
    }

    #[test]
    fn alu_edges() {
        assert_eq!(alu(Op::Shl, 1, 64), 0);
        assert_eq!(alu(Op::Shr, u64::MAX, 63), 1);
        assert_eq!(alu(Op::BitLen, 0, 0), 0);
        assert_eq!(alu(Op::BitLen, u64::MAX, 0), 64);
        assert_eq!(alu(Op::Mul, (1 << 24) + 3, 4096 + 5), 15);
        assert!(taken(Op::Blts, u64::MAX, 0));
        assert!(!taken(Op::Bltu, u64::MAX, 0));
    }

    #[test]
    fn call_and_return_nest() {
        let mut a = Asm::default();
        a.label("main");
        a.call("f");
        a.alu(Op::Add, 1, 1, B::Imm(100));
        a.done();
        a.label("f");
        a.call("g");
        a.alu(Op::Add, 1, 1, B::Imm(10));
        a.ret();
        a.label("g");
        a.alu(Op::Add, 1, 1, B::Imm(-1));
        a.ret();
        let p = a.finish();
        let mut m = Machine::default();
        m.run(&p, p.entry("main"));
        assert_eq!(m.regs[1], 109);
    }
}

mod mp_engine {
    #[allow(unused_imports)]
    use golden_model::multipath::{
        penalty_words, record_bits, record_fields, Lfsr, MpConfig, Strategy, EV_WIRE_BITS,
    };
    use nscc_rtl::multipath::mp_engine::*;
    #[allow(unused_imports)]
    use rust_hdl::prelude::*;

    #[test]
    fn instances_match_their_layout() {
        for i in INSTANCES {
            let cfg = i.config();
            assert_eq!(penalty_words(&cfg), i.pen_words, "{}", i.top);
            assert!(
                record_bits(&cfg) as usize <= i.line_bits * i.lines,
                "{}",
                i.top
            );
            let v = (i.verilog)();
            assert!(v.contains("module top"), "{}", i.top);
        }
    }

    /// Writes every instance's Verilog to `$NSCC_MP_EMIT` (a debugging aid:
    /// `NSCC_MP_EMIT=/tmp/mp cargo test -p nscc-rtl --test rtl units::mp_engine::emit_mp -- --ignored`).
    #[test]
    #[ignore]
    fn emit_mp() {
        let dir = std::env::var("NSCC_MP_EMIT").unwrap_or_else(|_| "/tmp/mp".into());
        std::fs::create_dir_all(&dir).unwrap();
        for i in INSTANCES {
            std::fs::write(format!("{dir}/{}.v", i.top), (i.verilog)()).unwrap();
        }
    }
}

mod int_bist {
    use golden_model::intcc::fixed::words;
    #[allow(unused_imports)]
    use golden_model::intcc::fixed::{HwHop, HwIntEvent, IntFixed, IntProfile, INT_HEAD_BITS};
    #[allow(unused_imports)]
    use golden_model::intcc::{IntAlgo, IntParams, IntStep, INT_MAX_HOPS};
    use nscc_rtl::int::int_bist::*;
    #[allow(unused_imports)]
    use nscc_rtl::int::int_engine::{CFG_BITS, HEAD};
    #[allow(unused_imports)]
    use nscc_rtl::nscc::engine_bist::{first_state, next_state};
    #[allow(unused_imports)]
    use rust_hdl::prelude::*;

    /// The record the RTL builds for index k is the golden event's record (`hops_word`).
    #[test]
    fn generated_records_are_the_golden_words() {
        let mut g = BistGen::new(7);
        for _ in 0..50 {
            g.step();
            let (_, ev) = g.event(8, 6);
            let w = ev.hops_word();
            for k in 0..8u32 {
                let at = words::HOP_BITS * k;
                let get = |o: u32, b: u32| golden_model::intcc::fixed::get_bits(&w, at + o, b);
                assert_eq!(
                    get(words::L_Q, 32),
                    u64::from((g.x & 0xFFFF) ^ (k * 0x1249))
                );
                assert_eq!(get(words::L_TS, 40), g.now & M40);
                assert_eq!(get(words::L_TX, 40), g.tx);
                assert_eq!(get(words::HOP_SV, 1), 1);
                assert_eq!(get(words::HOP_SPEED, 3), u64::from((g.x >> (8 + k)) & 1));
            }
        }
    }

    #[test]
    fn bist_profiles_hold_the_three_algorithms() {
        let p = bist_profiles();
        assert_eq!(p.len(), 3);
        for (s, a) in BIST_ALGOS.iter().enumerate() {
            assert_eq!(p[s].params.algo, *a);
            assert_eq!(p[s].speed_index(BIST_SPEEDS[1]), Some(1));
        }
    }
}

mod formal {
    use nscc_rtl::formal::*;
    #[allow(unused_imports)]
    use nscc_rtl::nscc::engine::NsccEngine;

    #[test]
    fn every_checker_is_a_nscc_proof_around_top() {
        for h in HARNESSES {
            assert!(h.checker.contains("module nscc_proof"), "{}", h.file);
            assert!(h.checker.contains("top dut(.*);"), "{}", h.file);
            assert!(h.checker.contains("assert("), "{}", h.file);
            for e in h.expose {
                assert!(
                    h.checker.contains(e),
                    "{}: {e} is exposed but not used",
                    h.file
                );
            }
        }
    }

    #[test]
    fn exposed_signals_exist_in_the_verilog() {
        // the emitted names the checkers rely on (rust-hdl's `<name>$q`, `<array>$<i>$q`)
        for h in HARNESSES.iter().filter(|h| !h.expose.is_empty()) {
            let v = (h.verilog)();
            let top = v.split("endmodule // top").next().unwrap_or("");
            for e in h.expose {
                let declared = top.lines().any(|l| {
                    let l = l.trim();
                    (l.starts_with("wire") || l.starts_with("reg"))
                        && l.trim_end_matches(';').split_whitespace().last() == Some(e)
                });
                assert!(declared, "{}: no signal {e} in the top module", h.file);
            }
        }
    }
}

mod rccc {
    #[allow(unused_imports)]
    use golden_model::hwmath::MUL_BITS;
    #[allow(unused_imports)]
    use golden_model::rccc::{
        RcccConfig, RxCcc, SenderConfig, SenderCredit, QUANTUM_SHIFT, TOKEN_FRAC_BITS,
    };
    #[allow(unused_imports)]
    use nscc_rtl::arith::dsp_mul::DspMul;
    #[allow(unused_imports)]
    use nscc_rtl::blocks::LeadingOneIndex;
    use nscc_rtl::multipath::rccc::*;
    #[allow(unused_imports)]
    use rust_hdl::prelude::*;

    /// The RTL's literal field offsets are the golden packing's.
    #[test]
    fn context_offsets_are_the_golden_packing() {
        assert_eq!(
            (
                RxCcc::AT_READY,
                RxCcc::AT_TARGET,
                RxCcc::AT_GRANTED,
                RxCcc::AT_QUEUED,
                RxCcc::AT_CE_EV,
                RxCcc::AT_CE_RUN
            ),
            (0, 1, 33, 65, 66, 74)
        );
        assert!(verilog_pacer_cu().contains("module top"));
    }
}

mod int_words {
    use golden_model::intcc::fixed::words;
    #[allow(unused_imports)]
    use nscc_rtl::int::int_engine::CFG_BITS;
    #[allow(unused_imports)]
    use nscc_rtl::int::int_words::*;
    #[allow(unused_imports)]
    use rust_hdl::prelude::*;

    /// The literal offsets in `update`, and in `IntSerialEngine`'s
    /// (the records, the L and speed words, the head), are the golden words' offsets.
    #[test]
    fn literal_offsets_are_the_golden_words() {
        use words::*;
        assert_eq!([L_Q, L_TS, L_TX, HOP_SV, HOP_SPEED], [0, 32, 72, 112, 113]);
        assert_eq!(
            [SPEED_KQ, SPEED_KR, SPEED_LHCS, SPEED_VALID],
            [0, 26, 52, 78]
        );
        assert_eq!(
            [HEAD_W, HEAD_WC, HEAD_U, HEAD_INC, HEAD_LU, HEAD_LH],
            [0, 40, 80, 108, 112, 160]
        );
        assert_eq!(
            [
                PROF_T,
                PROF_KT,
                PROF_ETA,
                PROF_ETA_FX,
                PROF_ALPHA_FX,
                PROF_WAI,
                PROF_MAX_STAGE
            ],
            [2, 42, 68, 94, 122, 150, 190]
        );
        assert_eq!([BIND_BOUND, BIND_PROF, BIND_ALGO], [164, 165, 167]);
    }
}

mod int_serial {
    #[allow(unused_imports)]
    use nscc_rtl::blocks::BramDelay;
    #[allow(unused_imports)]
    use nscc_rtl::int::int_engine::{k, CFG_BITS, HEAD, LREC, W_MAX_Q};
    #[allow(unused_imports)]
    use nscc_rtl::int::int_fp_mul::{IntFpInt, IntFpMul, IntRecip, IntToFixed};
    use nscc_rtl::int::int_serial::*;
    #[allow(unused_imports)]
    use nscc_rtl::int::int_words::IntCfgWords;
    #[allow(unused_imports)]
    use rust_hdl::prelude::*;

    #[test]
    fn clocks_per_ack_by_hops() {
        assert_eq!(
            [0, 1, 3, 5, 8, 9].map(clocks_per_ack),
            [4, 44, 50, 56, 65, 4]
        );
    }
}

mod int_engine {
    #[allow(unused_imports)]
    use golden_model::intcc::fixed::{words, INT_HEAD_BITS, INT_L_BITS, U_BITS, U_FRAC, W_BITS};
    #[allow(unused_imports)]
    use nscc_rtl::blocks::{
        BramDelay, Delay1, Delay10, Delay11, Delay17, Delay18, Delay19, Delay21, Delay28, Delay9,
    };
    #[allow(unused_imports)]
    use nscc_rtl::int::int_engine::*;
    #[allow(unused_imports)]
    use nscc_rtl::int::int_fp_mul::{IntFpInt, IntFpMul, IntRecip, IntToFixed};
    #[allow(unused_imports)]
    use nscc_rtl::nscc::ctx_ram::CtxRam;
    #[allow(unused_imports)]
    use rust_hdl::prelude::*;

    /// The literal offsets in `update` (rust-hdl's generator takes no paths) are the golden
    /// words' offsets.
    #[test]
    fn literal_offsets_are_the_golden_words() {
        use words::*;
        assert_eq!(
            [HEAD_W, HEAD_WC, HEAD_U, HEAD_INC, HEAD_LU, HEAD_LH],
            [0, 40, 80, 108, 112, 160]
        );
        assert_eq!([L_Q, L_TS, L_TX, HOP_SV, HOP_SPEED], [0, 32, 72, 112, 113]);
        assert_eq!(
            [
                PROF_ALGO,
                PROF_T,
                PROF_KT,
                PROF_ETA,
                PROF_ETA_FX,
                PROF_ALPHA_FX,
                PROF_WAI
            ],
            [0, 2, 42, 68, 94, 122, 150]
        );
        assert_eq!([PROF_MAX_STAGE, PROF_BITS], [190, 194]);
        assert_eq!(
            [SPEED_KQ, SPEED_KR, SPEED_LHCS, SPEED_VALID],
            [0, 26, 52, 78]
        );
        assert_eq!([BIND_BOUND, BIND_PROF, BIND_ALGO], [164, 165, 167]);
    }
}

mod engine_bist {
    #[allow(unused_imports)]
    use nscc_rtl::nscc::compact_engine::NsccCompactEngine;
    #[allow(unused_imports)]
    use nscc_rtl::nscc::engine::NsccEngineEcp5;
    use nscc_rtl::nscc::engine_bist::*;
    #[allow(unused_imports)]
    use nscc_rtl::nscc::event_front::EventPass;
    #[allow(unused_imports)]
    use rust_hdl::prelude::*;

    /// The matrix [`CrcMatrix`] holds gives [`result_crc`] on every unit word and on a
    /// spread of others (the Verilated BIST checks the RTL's use of it, by signature).
    #[test]
    fn the_crc_matrix_is_the_bit_serial_crc() {
        let m = CrcMatrix::default();
        let (masks, zero) = (m.masks.val(), m.zero.val());
        let bit = |b: bool| b as u64;
        let zero = (0..32).fold(0u32, |z, j| z | (bit(zero.get_bit(j)) as u32) << j);
        let mask: Vec<u64> = (0..32)
            .map(|j| (0..48).fold(0, |m, i| m | bit(masks.get_bit(48 * j + i)) << i))
            .collect();
        let matrix = |w: u64| -> u32 {
            let mut c = zero;
            for (j, mask) in mask.iter().enumerate() {
                c ^= ((w & mask).count_ones() & 1) << j;
            }
            !c
        };
        let mut x = 0x2545_F491_u64;
        let words = (0..48).map(|i| 1u64 << i).chain((0..2000).map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x & ((1 << 48) - 1)
        }));
        for w in words.chain([0, (1 << 48) - 1]) {
            let (ccc, action, fulfill, cwnd) = (
                (w & 0xFFF) as u32,
                ((w >> 12) & 0xF) as u32,
                (w >> 16) & 1 == 1,
                (w >> 17) as u32,
            );
            assert_eq!(
                matrix(w),
                result_crc(ccc, action, fulfill, cwnd),
                "word {w:#x}"
            );
        }
    }
}

mod compact_engine {
    use golden_model::interface::{context_bits, CU_WORDS};
    use nscc_rtl::nscc::compact_engine::{WORD0, WORD1};

    /// The Cu's two context words are `port_map::CU_WORDS` (the context layout's fields at
    /// its widths): the swap's register list names them in their order (the flags one
    /// register each), every field of the layout once.
    #[test]
    fn words_store_the_context_layout_at_its_widths() {
        for (word, list) in [WORD0, WORD1].iter().enumerate() {
            let mut names: Vec<&str> = Vec::new();
            for (n, _) in list.iter() {
                let n = match *n {
                    "trigger_qa" | "qa_armed" => "flags",
                    n => n,
                };
                if names.last() != Some(&n) {
                    names.push(n);
                }
            }
            let layout: Vec<&str> = CU_WORDS[word].fields.iter().map(|f| f.name).collect();
            assert_eq!(names, layout, "word {word}");
        }
        let stored: usize = CU_WORDS.iter().flat_map(|w| w.fields).map(|f| f.bits).sum();
        let all: usize = ["l", "q", "e", "t", "i", "c"]
            .iter()
            .map(|g| {
                golden_model::interface::total_bits(
                    golden_model::interface::context_group(g).fields,
                )
            })
            .sum();
        assert_eq!(stored, all);
        // trigger_qa and qa_armed; fast_active is a field of its own (the I group's)
        assert_eq!(context_bits("flags") + context_bits("fast_active"), 3);
    }
}

mod compact_core {
    #[allow(unused_imports)]
    use golden_model::hwmath::RECIP_ROM;
    #[allow(unused_imports)]
    use nscc_rtl::blocks::LeadingOne;
    #[allow(unused_imports)]
    use nscc_rtl::nscc::compact_core::*;
    #[allow(unused_imports)]
    use nscc_rtl::nscc::compact_program::{nscc_program, ACTIVATE_ENTRY, EVENT_ENTRY};
    #[allow(unused_imports)]
    use nscc_rtl::nscc::microcode::PC_BITS;
    use nscc_rtl::nscc::microcode::{Input, INPUTS};
    #[allow(unused_imports)]
    use rust_hdl::prelude::*;

    /// The lines of the `case (sel)` statement of the emitted Verilog, each with the number
    /// of the arm it is in.
    fn case_lines<'a>(v: &'a str, sel: &str) -> Vec<(usize, &'a str)> {
        let case = &v[v.find(&format!("case ({sel})")).expect("the case")..];
        let case = &case[..case.find("endcase").expect("endcase")];
        let mut out = Vec::new();
        let mut arm = None;
        for line in case.lines().map(str::trim) {
            if let Some(n) = line.strip_suffix(':').and_then(|n| n.parse::<usize>().ok()) {
                arm = Some(n);
            } else if let Some(n) = arm {
                out.push((n, line));
            }
        }
        out
    }

    /// Arms of the `case (sel)` statement of the emitted Verilog: arm number -> the signal
    /// its first assignment reads.
    fn case_arms(v: &str, sel: &str) -> std::collections::BTreeMap<usize, String> {
        let mut arms = std::collections::BTreeMap::new();
        for (n, line) in case_lines(v, sel) {
            if let (false, Some((_, rhs))) = (arms.contains_key(&n), line.split_once(" = ")) {
                let sig = rhs
                    .trim_start_matches('(')
                    .split([')', ';', ' '])
                    .next()
                    .unwrap();
                arms.insert(n, sig.to_string());
            }
        }
        arms
    }

    /// (arm of the profile copy's `case`, the `cfg_<field>_sub` port its assignment reads):
    /// the arms that copy an ns field with its ps.
    fn ps_arms(v: &str) -> std::collections::BTreeSet<(usize, String)> {
        case_lines(v, "cfg_j$q")
            .into_iter()
            .flat_map(|(n, line)| {
                line.split(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .filter(|w| w.starts_with("cfg_") && w.ends_with("_sub"))
                    .map(move |w| (n, w.to_string()))
            })
            .collect()
    }

    /// The operand-B mux's arms (literal, as rust-hdl's `match` needs) select, for every
    /// event [`Input`] and `load_t`, the port the interface map names; the profile copy's
    /// arms take the register image's fields in `Input` order and sign-extend exactly the
    /// signed ones; a register-image input is read at its slot: any drift fails here, not
    /// in a co-simulation.
    #[test]
    fn operand_b_mux_follows_the_interface_map() {
        let v = nscc_rtl::nscc::compact_core::verilog();
        let events = case_arms(&v, "b_index");
        let fields = case_arms(&v, "cfg_j$q");
        let first_cfg = golden_model::interface::EVENT.len();
        let last_cfg = first_cfg + golden_model::interface::REGISTER_IMAGE.len() - 1;
        assert_eq!(events.len() + fields.len() + 3, INPUTS, "one arm per input");
        // the arms that copy an ns field with its ps: (arm, the ps field's port)
        let ps_arms = ps_arms(&v);
        for k in 0..INPUTS {
            let i = Input(k as u8);
            let port = i.port();
            let (arm, want) = match port.strip_prefix("ev_") {
                Some(name) => (events.get(&k), format!("{name}_r$q")),
                None if port == "load_t" => (events.get(&k), "load_t_r$q".to_string()),
                // the ps of the base RTT, the target and the threshold have no arm: the
                // ns field's arm copies both as `{ns, ps}`
                None => {
                    let j = k - first_cfg;
                    let at = nscc_rtl::nscc::compact_core::profile_slot(j);
                    if at != j {
                        let arm = fields.get(&at).expect("the ns field's arm");
                        assert!(!fields.contains_key(&j), "{port}: an arm of its own");
                        assert!(ps_arms.contains(&(at, port.clone())), "{port} in arm {at}");
                        assert!(arm.starts_with(&Input((first_cfg + at) as u8).port()));
                        continue;
                    }
                    (fields.get(&j), port.clone())
                }
            };
            // exponents too: their arm feeds `exponent`, sign-extended below
            assert!(!i.signed() || (first_cfg..=last_cfg).contains(&k), "{port}");
            assert_eq!(arm, Some(&want), "arm {k} ({port})");
        }
        let signed: Vec<String> = (0..INPUTS)
            .map(|k| Input(k as u8))
            .filter(|i| i.signed())
            .map(|i| format!("(cfg_j$q == 32'h{:x})", i.0 as usize - first_cfg))
            .collect();
        let cond = format!("if ({}) begin", signed.join(" | "));
        assert!(
            v.contains(&cond),
            "sign extension of exactly {signed:?}: {cond}"
        );
        assert_eq!(
            nscc_rtl::nscc::compact_core::cfg_slot(0, first_cfg),
            nscc_rtl::nscc::compact_core::PROFILE_BASE
        );
        // every field within its profile's slots, the fused ones at their ns field's
        let slots: Vec<usize> = (first_cfg..=last_cfg)
            .map(|k| nscc_rtl::nscc::compact_core::profile_slot(k - first_cfg))
            .collect();
        assert!(slots
            .iter()
            .all(|s| *s < nscc_rtl::nscc::compact_core::PROFILE_SLOTS));
        assert_eq!(slots.iter().max(), Some(&21));
    }
}

mod cc_engine {
    #[allow(unused_imports)]
    use nscc_rtl::int::cc_engine::*;
    #[allow(unused_imports)]
    use nscc_rtl::int::int_engine::{IntEngine, CFG_BITS, EV_HOPS_BITS, HEAD, LREC};
    #[allow(unused_imports)]
    use nscc_rtl::nscc::engine::NsccEngine;
    #[allow(unused_imports)]
    use rust_hdl::prelude::*;
    /// The route's memory is marked distributed (the generator's text for it is matched by
    /// position: a change of rust-hdl's output must not drop the mark silently).
    #[test]
    fn the_route_is_distributed_ram() {
        let v = nscc_rtl::int::cc_engine::verilog_ecp5();
        let m = v.find("module top$route_ram(").expect("the route's module");
        let end = m + v[m..].find("endmodule").expect("its end");
        assert!(v[m..end].contains("ram_style = \"distributed\""));
        assert_eq!(v.matches("ram_style").count(), 1);
    }
}

mod lib {
    /// Prints the board protocol's payload layouts as `docs/board-protocol.md` shows them
    /// (`cargo test -p nscc-rtl --test rtl units::lib::print_layouts -- --ignored --nocapture`).
    #[test]
    #[ignore]
    fn print_layouts() {
        use nscc_rtl::board::board_protocol::{ENGINE_LAYOUTS, INT_LAYOUTS};
        for &(name, l) in ENGINE_LAYOUTS.iter().chain(INT_LAYOUTS) {
            println!("<!-- layout {name} -->\n{}<!-- end -->\n", l.markdown());
        }
    }
}

mod formal_cut {
    use nscc_rtl::formal::stub_cut_modules;

    /// A cut instance's module keeps its ports (outputs as wires: nothing drives them), its
    /// sub-blocks' modules go, every other module stays as it was.
    #[test]
    fn cut_modules_are_reduced_to_their_ports() {
        let v = "module top(clock,y);\n    input wire  clock;\n    output wire  y;\n    top$engine engine(.clock(clock));\nendmodule // top\n\
                 module top$engine(clock,q);\n    input wire  clock;\n    output reg  [3:0] q;\n    top$engine$ram ram();\n    always @(posedge clock) q <= 1;\nendmodule // top$engine\n\
                 module top$engine$ram();\n    integer i;\n    initial for (i = 0; i < 4096; i = i + 1) x = 0;\nendmodule // top$engine$ram\n\
                 module top$engine_r(d);\n    input wire  d;\n    assign z = d;\nendmodule // top$engine_r\n";
        let s = stub_cut_modules(v, &["engine"]);
        assert!(s.starts_with("module top(clock,y);"), "{s}");
        assert!(s.contains("    top$engine engine(.clock(clock));\n"), "{s}");
        assert!(
            s.contains("module top$engine(clock,q);\n    input wire  clock;\n    output wire  [3:0] q;\nendmodule // top$engine\n"),
            "{s}"
        );
        assert!(!s.contains("top$engine$ram"), "{s}");
        assert!(!s.contains("always @(posedge clock) q <= 1"), "{s}");
        assert!(
            s.contains("module top$engine_r(d);\n    input wire  d;\n    assign z = d;\nendmodule // top$engine_r\n"),
            "{s}"
        );
        assert_eq!(stub_cut_modules(v, &[]), v);
    }
}
