//! The port map: every port group the engines share, declared once.
//!
//! A group is a prefix and a table of fields, each with its width and the way it flows:
//! forward (from the block that drives the group to the block that takes it) or back (a
//! ready, a done). From these tables derive the golden model's interface map
//! (`golden_model::interface`, which adds the CCC state), the RTL's ports (`#[ports]` of
//! `nscc-rtl-macros` writes a group's fields into a block, `connect!` wires a group between
//! two blocks, `pack_event!`/`event_field!` pack the event into one word), the
//! co-simulation's bindings and the board protocol's payloads. Adding a field to the event
//! touches [`EVENT`], the golden model that computes with it and the RTL that uses it;
//! every port, tap, payload and table follows.

pub mod registers;
pub mod stream;

/// One field of a port group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    pub name: &'static str,
    pub bits: usize,
    /// The pipeline stage that owns the field (the CCC state of `golden_model::interface`):
    /// the value after an event presented in cycle `c` is on its port during cycle
    /// `c + stage + 1`; 0 for inputs.
    pub stage: u64,
    /// Two's complement (the gain exponents); unsigned otherwise.
    pub signed: bool,
    /// Flows back, from the block that takes the group to the block that drives it (a
    /// ready, a done); forward otherwise.
    pub back: bool,
}

impl Field {
    pub const fn new(name: &'static str, bits: usize, stage: u64) -> Field {
        Field {
            name,
            bits,
            stage,
            signed: false,
            back: false,
        }
    }
}

const fn f(name: &'static str, bits: usize) -> Field {
    Field::new(name, bits, 0)
}

/// A field that flows back (ready, done, ok).
const fn b(name: &'static str) -> Field {
    Field {
        back: true,
        ..Field::new(name, 1, 0)
    }
}

/// A gain exponent: 8-bit two's complement.
const fn exp(name: &'static str) -> Field {
    Field {
        signed: true,
        ..Field::new(name, 8, 0)
    }
}

/// The register image (`RegisterImage`): ports `cfg_<name>`. Window fields are 24 bits
/// wide (`WND_BITS`), durations 24 (`DUR_BITS`, ns), gains a 12-bit mantissa and a two's
/// complement exponent.
pub const REGISTER_IMAGE: &[Field] = &[
    f("mtu", 24),
    f("init_cwnd", 24),
    f("init_bdp", 24),
    f("init_maxwnd", 24),
    f("base_rtt", 24),
    f("network_rtt", 24),
    f("target", 24),
    f("qa_threshold", 24),
    f("gamma_target", 32),
    f("qa_gate", 5),
    f("fulfill_bytes", 24),
    f("rate_mant", 12),
    exp("rate_exp"),
    f("alpha_mant", 12),
    exp("alpha_exp"),
    f("fi_mant", 12),
    exp("fi_exp"),
    f("fis_mant", 12),
    exp("fis_exp"),
    f("eta", 16),
    f("network_rtt_sub", 10),
    // floor(target_sub x 256 / 1000): the target in ns Q.8 (`target << 8 | target_frac`)
    // for the exact compare with avg_delay
    f("target_frac", 8),
    // the ps within the ns of the base RTT, the target and the QA threshold: every
    // decision compares durations as (ns, ps) pairs, exactly as the reference does in ps
    // (the Cu's compact core stores each beside its ns, `{ns, ps}` in one register)
    f("base_rtt_sub", 10),
    f("target_sub", 10),
    f("qa_threshold_sub", 10),
];

/// The hardware event (`HwEvent`): ports `ev_<name>`.
pub const EVENT: &[Field] = &[
    f("t", 32),
    f("t_sub", 10),
    f("kind", 2),
    f("bytes", 24),
    f("rtt", 24),
    f("ecn", 1),
    f("pend", 7),
    f("rc", 1),
    f("in_flight", 24),
    f("probe", 1),
    f("probe_rtt", 24),
    // the ps within the ns of `rtt` and `probe_rtt`, 0..=999
    f("rtt_sub", 10),
    f("probe_rtt_sub", 10),
];

/// The profile write that goes with the register image: `cfg_write` stores the image on the
/// `cfg_*` ports as profile `cfg_profile`.
pub const PROFILE_WRITE: &[Field] = &[f("write", 1), f("profile", 3)];

/// The lifecycle port (`golden_model::engine::Lifecycle`): `ctl_op` 0 open, 1 activate,
/// 2 close, 3 reset of CCC `ctl_ccc` with profile `ctl_profile` at time `ctl_t`; `ctl_done`
/// one cycle when it is carried out, `ctl_ok` whether it was accepted.
pub const LIFECYCLE: &[Field] = &[
    f("valid", 1),
    b("ready"),
    f("op", 2),
    f("ccc", 16),
    f("profile", 3),
    f("t", 32),
    b("done"),
    b("ok"),
];

/// The event port's handshake and CCC id (the fields of the event itself: [`EVENT`]).
pub const EVENT_STREAM: &[Field] = &[f("valid", 1), b("ready"), f("ccc", 16)];

/// An event's result, a fixed number of cycles after the event was taken: ports `out_*`.
pub const RESULT: &[Field] = &[
    f("valid", 1),
    f("ccc", 12),
    f("action", 4),
    f("fulfill", 1),
    f("cwnd", 24),
];

/// Refused events, counted per reason (`golden_model::engine::Refusal`): ports
/// `refused_*`.
pub const REFUSALS: &[Field] = &[
    f("ccc_out_of_range", 32),
    f("idle", 32),
    f("not_ready", 32),
    f("event_out_of_range", 32),
];

/// The engine's context writes, one port set per context group (L, Q, E, T, I, C of
/// `nscc_rtl::nscc::engine`): what the co-simulation mirrors to compare a CCC's whole
/// context; ports `ctx_*`. `addr` is the CCC id (12 bits: 4,096 CCCs at the most), `data`
/// the group's word.
pub const CONTEXT_WRITES: &[Field] = &[
    f("l_we", 1),
    f("l_addr", 12),
    f("l_data", 5),
    f("q_we", 1),
    f("q_addr", 12),
    f("q_data", 34),
    f("e_we", 1),
    f("e_addr", 12),
    f("e_data", 32),
    f("t_we", 1),
    f("t_addr", 12),
    f("t_data", 325),
    f("i_we", 1),
    f("i_addr", 12),
    f("i_data", 42),
    f("c_we", 1),
    f("c_addr", 12),
    f("c_data", 49),
];

/// One group of a CCC's context: the fields one block RAM holds at the CCC's address, in bit
/// order from bit 0, each at its stored width (names as in [`STATE`]; the L group's phase
/// and profile binding beside them).
#[derive(Clone, Copy, Debug)]
pub struct ContextGroup {
    /// `l`, `q`, `e`, `t`, `i`, `c`: the ports `ctx_<name>_*` write it.
    pub name: &'static str,
    pub fields: &'static [Field],
}

/// **The context layout**, the one declaration of what a CCC's context stores and how wide:
/// the golden engine stores each field at these widths (saturating the counters, see
/// `golden_model::engine`), the ECP5 engine's block RAMs hold these groups, the Cu's engine
/// packs the same fields at the same widths into its two words, and the co-simulation
/// mirrors them. The T group's word (`ctx_t_data`) is wider than its fields: its top bits
/// are never written.
pub const CONTEXT: &[ContextGroup] = &[
    ContextGroup {
        name: "l",
        fields: &[f("phase", 2), f("profile", 3)],
    },
    ContextGroup {
        name: "q",
        fields: &[f("base_rtt", 24), f("base_rtt_sub", 10)],
    },
    ContextGroup {
        name: "e",
        fields: &[f("avg_delay", 32)],
    },
    ContextGroup {
        name: "t",
        fields: &[
            f("bdp", 24),
            f("maxwnd", 24),
            // saturating at 2^25 - 1: only compared with values below 2^24
            f("achieved", 25),
            // never above the fulfill threshold (8 x MTU < 2^24) after an event
            f("received", 24),
            f("bytes_ignored", 25),
            f("bytes_to_ignore", 24),
            f("fi_count", 25),
            // trigger_qa, qa_armed
            f("flags", 2),
            f("qa_start", 32),
            f("qa_len", 25),
            f("last_adjust", 32),
            f("last_adjust_sub", 10),
            f("last_dec", 32),
        ],
    },
    ContextGroup {
        name: "i",
        // credit earned by at most 8 x MTU bytes between fulfills (checked per profile)
        // and the fast-increase flag, owned beside it (the fast decision reads cwnd)
        fields: &[f("inc_bytes", 41), f("fast_active", 1)],
    },
    ContextGroup {
        name: "c",
        fields: &[
            f("cwnd", 24),
            f("pre_penalty_cwnd", 24),
            f("penalty_active", 1),
        ],
    },
];

/// The Cu's compact engine's two context words (one 240-bit block-RAM word each): the same
/// fields at the same widths as [`CONTEXT`] (the L group whole as `l`), in another order.
pub const CU_WORDS: &[ContextGroup] = &[
    ContextGroup {
        name: "cu0",
        fields: &[
            f("l", 5),
            f("cwnd", context_bits("cwnd")),
            f("maxwnd", context_bits("maxwnd")),
            f("bdp", context_bits("bdp")),
            f("base_rtt", context_bits("base_rtt")),
            f("base_rtt_sub", context_bits("base_rtt_sub")),
            f("avg_delay", context_bits("avg_delay")),
            f("inc_bytes", context_bits("inc_bytes")),
            f("received", context_bits("received")),
            f("achieved", context_bits("achieved")),
            f("fast_active", context_bits("fast_active")),
            f("flags", context_bits("flags")),
            f("penalty_active", context_bits("penalty_active")),
        ],
    },
    ContextGroup {
        name: "cu1",
        fields: &[
            f("last_adjust_sub", context_bits("last_adjust_sub")),
            f("bytes_to_ignore", context_bits("bytes_to_ignore")),
            f("bytes_ignored", context_bits("bytes_ignored")),
            f("fi_count", context_bits("fi_count")),
            f("qa_start", context_bits("qa_start")),
            f("qa_len", context_bits("qa_len")),
            f("last_adjust", context_bits("last_adjust")),
            f("last_dec", context_bits("last_dec")),
            f("pre_penalty_cwnd", context_bits("pre_penalty_cwnd")),
        ],
    },
];
const _: () =
    assert!(CU_WORDS[0].fields[0].bits == context_bits("phase") + context_bits("profile"));

/// The context group called `name`.
pub const fn context_group(name: &str) -> &'static ContextGroup {
    let mut i = 0;
    while i < CONTEXT.len() {
        if str_eq(CONTEXT[i].name, name) {
            return &CONTEXT[i];
        }
        i += 1;
    }
    let mut i = 0;
    while i < CU_WORDS.len() {
        if str_eq(CU_WORDS[i].name, name) {
            return &CU_WORDS[i];
        }
        i += 1;
    }
    panic!("no such context group")
}

/// The stored width of context field `name` (of any group).
pub const fn context_bits(name: &str) -> usize {
    let mut g = 0;
    while g < CONTEXT.len() {
        let fields = CONTEXT[g].fields;
        let mut i = 0;
        while i < fields.len() {
            if str_eq(fields[i].name, name) {
                return fields[i].bits;
            }
            i += 1;
        }
        g += 1;
    }
    panic!("no such context field")
}

/// Where field `name` starts in its group's word.
pub const fn context_lsb(group: &str, name: &str) -> usize {
    let fields = context_group(group).fields;
    let (mut i, mut at) = (0, 0);
    while i < fields.len() {
        if str_eq(fields[i].name, name) {
            return at;
        }
        at += fields[i].bits;
        i += 1;
    }
    panic!("no such field in the context group")
}

/// Pipeline stages that own state fields (`golden_model::pipeline::Stage`, whose indices a
/// golden-model test checks against these).
pub const QUADRANT_STAGE: u64 = 2;
pub const EWMA_STAGE: u64 = 6;
pub const QA_STAGE: u64 = 7;
/// The stage of the fast decision and the fulfill accumulator, which own `fast_active`
/// and `inc_bytes` (the fast decision compares with the start cwnd read there).
pub const FULFILL_STAGE: u64 = 15;
pub const CWND_STAGE: u64 = 29;

const fn st(name: &'static str, bits: usize, stage: u64) -> Field {
    Field::new(name, bits, stage)
}

/// The CCC state after an event and the event's result (`CccState`, `StepResult`): output
/// ports `<name>` of the one-CCC cores, each driven by its owner register. `flags` =
/// fast_active | trigger_qa << 1 | qa_armed << 2.
pub const STATE: &[Field] = &[
    st("base_rtt", 24, QUADRANT_STAGE),
    st("avg_delay", 32, EWMA_STAGE),
    st("action", 4, FULFILL_STAGE),
    st("fulfill", 1, FULFILL_STAGE),
    st("bdp", 24, QA_STAGE),
    st("maxwnd", 24, QA_STAGE),
    st("achieved", 32, QA_STAGE),
    st("received", 32, QA_STAGE),
    st("bytes_ignored", 32, QA_STAGE),
    st("bytes_to_ignore", 24, QA_STAGE),
    st("fi_count", 32, QA_STAGE),
    st("flags", 3, FULFILL_STAGE),
    st("qa_start", 32, QA_STAGE),
    st("qa_len", 25, QA_STAGE),
    st("last_adjust", 32, QA_STAGE),
    st("last_adjust_sub", 10, QA_STAGE),
    st("last_dec", 32, QA_STAGE),
    st("inc_bytes", 48, FULFILL_STAGE),
    st("cwnd", 24, CWND_STAGE),
    st("pre_penalty_cwnd", 24, CWND_STAGE),
    st("penalty_active", 1, CWND_STAGE),
    st("base_rtt_sub", 10, QUADRANT_STAGE),
];

/// The QA timer's state of a CCC (stage 7's registers: BDP, MaxWnd, the counters, the
/// flags and the times), as the engine hands a CCC's context to the datapath: ports
/// `prev_*`, at the golden model's widths.
pub const QA_STATE: &[Field] = &[
    f("bdp", 24),
    f("maxwnd", 24),
    f("achieved", 32),
    f("received", 32),
    f("bytes_ignored", 32),
    f("bytes_to_ignore", 24),
    f("fi_count", 32),
    f("trigger_qa", 1),
    f("qa_armed", 1),
    f("qa_start", 32),
    f("qa_len", 25),
    f("last_adjust", 32),
    f("last_adjust_sub", 10),
    f("last_dec", 32),
];

/// The window's state of a CCC (stage 29's registers), as [`QA_STATE`]: ports `prev_*`.
pub const COMMIT_STATE: &[Field] = &[
    f("cwnd", 24),
    f("pre_penalty_cwnd", 24),
    f("penalty_active", 1),
];

/// The INT engines' event port (HPCC++, Rx-HPCC, FNCC; `golden_model::intcc`): an ACK's
/// time (ps mod 2^48), sequence and next-to-send (bytes mod 2^48), flow count and number of
/// hop records; ports `ev_*` of the INT engines (their own port, beside no NSCC one).
pub const INT_EVENT: &[Field] = &[
    f("valid", 1),
    b("ready"),
    f("ccc", 16),
    f("t", 48),
    f("seq", 48),
    f("snd_nxt", 48),
    f("n_flows", 16),
    f("n_hops", 4),
];

/// The serial INT engine's hop records, one at a time: it asks for record `rec_k` of the
/// event on its port, the producer answers with it on `rec` (116 bits: `INT_L_BITS` + 4).
pub const INT_RECORDS: &[Field] = &[
    Field {
        back: true,
        ..Field::new("rec_k", 3, 0)
    },
    f("rec", 116),
];

/// The INT engines' configuration port: `op` 0 write profile `addr`, 1 read, 2 bind CCC
/// `addr`, with the 200-bit `data` word (`nscc_rtl::int::int_words`); ports `cfg_*`.
pub const INT_CONFIG: &[Field] = &[
    f("valid", 1),
    b("ready"),
    f("op", 2),
    f("addr", 16),
    f("data", 200),
];

/// The INT engines' answer per event and their counters: `done` one cycle per event with its
/// CCC, branch (0 no ComputeWind, 1 MI/MD, 2 AI), whether it updated Wc, whether the
/// last-hop rule applied, and its refusal (0 taken, 1 too many records, 2 not an INT CCC).
pub const INT_ANSWERS: &[Field] = &[
    f("done", 1),
    f("done_ccc", 16),
    f("done_branch", 2),
    f("done_update_wc", 1),
    f("done_lhcs", 1),
    f("done_refused", 2),
    f("events", 32),
    f("refused_records", 32),
    f("refused_unbound", 32),
];

/// A port group: its ports are `<prefix><field>`.
#[derive(Clone, Copy, Debug)]
pub struct Group {
    pub name: &'static str,
    pub prefix: &'static str,
    pub fields: &'static [Field],
}

/// Every group, by the name the RTL's `#[ports]` and `connect!` use.
pub const GROUPS: &[Group] = &[
    Group {
        name: "profile_write",
        prefix: "cfg_",
        fields: PROFILE_WRITE,
    },
    Group {
        name: "register_image",
        prefix: "cfg_",
        fields: REGISTER_IMAGE,
    },
    Group {
        name: "lifecycle",
        prefix: "ctl_",
        fields: LIFECYCLE,
    },
    Group {
        name: "event_stream",
        prefix: "ev_",
        fields: EVENT_STREAM,
    },
    Group {
        name: "event",
        prefix: "ev_",
        fields: EVENT,
    },
    Group {
        name: "result",
        prefix: "out_",
        fields: RESULT,
    },
    Group {
        name: "refusals",
        prefix: "refused_",
        fields: REFUSALS,
    },
    Group {
        name: "state",
        prefix: "",
        fields: STATE,
    },
    Group {
        name: "context_writes",
        prefix: "ctx_",
        fields: CONTEXT_WRITES,
    },
    Group {
        name: "qa_state",
        prefix: "prev_",
        fields: QA_STATE,
    },
    Group {
        name: "commit_state",
        prefix: "prev_",
        fields: COMMIT_STATE,
    },
    Group {
        name: "int_event",
        prefix: "ev_",
        fields: INT_EVENT,
    },
    Group {
        name: "int_records",
        prefix: "ev_",
        fields: INT_RECORDS,
    },
    Group {
        name: "int_config",
        prefix: "cfg_",
        fields: INT_CONFIG,
    },
    Group {
        name: "result_stream",
        prefix: "res_",
        fields: stream::RESULT_STREAM,
    },
    Group {
        name: "int_answers",
        prefix: "",
        fields: INT_ANSWERS,
    },
];

/// A named subset of a group's fields, in the group's order: what several blocks take of a
/// group (`#[group(sink, subset = "..")]`, `connect!(.., subset = "..")`).
#[derive(Clone, Copy, Debug)]
pub struct Subset {
    pub name: &'static str,
    pub group: &'static str,
    pub fields: &'static [&'static str],
}

/// The subsets.
pub const SUBSETS: &[Subset] = &[
    Subset {
        // the QA timer's counters and times its part 0 takes a stage early
        name: "qa_counters",
        group: "qa_state",
        fields: &[
            "achieved",
            "received",
            "bytes_ignored",
            "fi_count",
            "qa_start",
            "last_adjust",
            "last_adjust_sub",
            "last_dec",
        ],
    },
    // The ECP5 engine's profile RAMs: the register-image fields each consumer stage reads
    // at its event's profile, packed in this order from bit 0 (`subset_word!`).
    Subset {
        name: "prof1",
        group: "register_image",
        fields: &["rate_mant", "rate_exp"],
    },
    Subset {
        name: "prof3",
        group: "register_image",
        fields: &[
            "fis_mant",
            "fis_exp",
            "target",
            "alpha_mant",
            "alpha_exp",
            "network_rtt",
            "target_sub",
        ],
    },
    Subset {
        name: "prof6",
        group: "register_image",
        fields: &["fi_mant", "fi_exp", "mtu"],
    },
    Subset {
        name: "prof7",
        group: "register_image",
        fields: &[
            "mtu",
            "target",
            "qa_threshold",
            "network_rtt",
            "network_rtt_sub",
            "fulfill_bytes",
            "qa_gate",
            "gamma_target",
            "target_sub",
            "qa_threshold_sub",
            "target_frac",
        ],
    },
    Subset {
        name: "prof21",
        group: "register_image",
        fields: &["eta"],
    },
    Subset {
        name: "prof26",
        group: "register_image",
        fields: &["mtu", "eta"],
    },
    Subset {
        name: "prof_init",
        group: "register_image",
        fields: &[
            "init_cwnd",
            "init_bdp",
            "init_maxwnd",
            "base_rtt",
            "base_rtt_sub",
        ],
    },
];

/// The subset called `name`.
pub fn subset(name: &str) -> Option<&'static Subset> {
    SUBSETS.iter().find(|s| s.name == name)
}

/// A bundle: groups that go together, each as the bundle's taker sees it (`true`: the
/// taker drives the group, a result).
#[derive(Clone, Copy, Debug)]
pub struct Bundle {
    pub name: &'static str,
    pub parts: &'static [(&'static str, bool)],
}

/// The bundles: the NSCC engine's whole port, as every NSCC engine offers it (`NsccEngine`,
/// `NsccCompactEngine`, `CcEngine`) and every board top drives it.
pub const BUNDLES: &[Bundle] = &[Bundle {
    name: "engine_port",
    parts: &[
        ("profile_write", false),
        ("register_image", false),
        ("lifecycle", false),
        ("event_stream", false),
        ("event", false),
        ("result", true),
        ("refusals", true),
    ],
}];

/// The bundle called `name`.
pub fn bundle(name: &str) -> Option<&'static Bundle> {
    BUNDLES.iter().find(|b| b.name == name)
}

/// The group called `name`.
pub fn group(name: &str) -> Option<&'static Group> {
    GROUPS.iter().find(|g| g.name == name)
}

/// The event word: an event and its CCC id in one register, as the engines queue it (the
/// skid buffer of the event front, the issue window): `ccc` in bits [15:0], then the
/// fields of [`EVENT`] in table order, each from the bit after the previous one.
pub fn event_word() -> impl Iterator<Item = (&'static Field, usize)> {
    EVENT_STREAM[2..].iter().chain(EVENT).scan(0, |lsb, f| {
        let at = *lsb;
        *lsb += f.bits;
        Some((f, at))
    })
}

/// Bits of the event word.
pub const EVENT_WORD_BITS: usize = EVENT_STREAM[2].bits + total_bits(EVENT);

/// Total width of a table, bits.
pub const fn total_bits(table: &[Field]) -> usize {
    let mut i = 0;
    let mut n = 0;
    while i < table.len() {
        n += table[i].bits;
        i += 1;
    }
    n
}

/// Index of the field `name` of a table (a compile-time error in a const context when
/// absent).
pub const fn index_of(table: &[Field], name: &str) -> usize {
    let mut i = 0;
    while i < table.len() {
        if str_eq(table[i].name, name) {
            return i;
        }
        i += 1;
    }
    panic!("no such field in the interface map")
}

/// String equality in a const context (field lookups by name at compile time).
pub const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Bytes a field takes in a byte-oriented payload (the board protocol): whole bytes.
pub const fn bytes_of(field: &Field) -> usize {
    field.bits.div_ceil(8)
}

/// Bytes of a table in a byte-oriented payload.
pub const fn payload_bytes(table: &[Field]) -> usize {
    let mut i = 0;
    let mut n = 0;
    while i < table.len() {
        n += bytes_of(&table[i]);
        i += 1;
    }
    n
}

/// Byte offset of field `i` in a byte-oriented payload (table order, first field first).
pub const fn payload_offset(table: &[Field], i: usize) -> usize {
    let mut k = 0;
    let mut n = 0;
    while k < i {
        n += bytes_of(&table[k]);
        k += 1;
    }
    n
}

/// Bit offset of field `i` (its least significant bit) when a payload of `total_bytes`,
/// starting with the table at byte `start`, is shifted in big-endian into one register of
/// `8 x total_bytes` bits (the first byte ends up most significant).
pub const fn packed_lsb(table: &[Field], i: usize, start: usize, total_bytes: usize) -> usize {
    8 * (total_bytes - start - payload_offset(table, i) - bytes_of(&table[i]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subsets_name_their_groups_fields_once() {
        for sub in SUBSETS {
            let g = group(sub.group).expect("a subset's group");
            let mut at: Vec<usize> = sub
                .fields
                .iter()
                .map(|n| {
                    g.fields
                        .iter()
                        .position(|f| f.name == *n)
                        .expect("a group's field")
                })
                .collect();
            at.sort_unstable();
            at.dedup();
            assert_eq!(at.len(), sub.fields.len(), "{}: a field twice", sub.name);
        }
        assert!(subset("qa_counters").is_some() && subset("none").is_none());
    }

    #[test]
    fn groups_are_well_formed() {
        let mut ports = vec![];
        for g in GROUPS {
            for (i, a) in g.fields.iter().enumerate() {
                assert!(
                    g.fields[i + 1..].iter().all(|b| b.name != a.name),
                    "{}",
                    a.name
                );
                assert!(a.bits >= 1, "{}", a.name);
                assert!(a.bits <= 64 || g.name == "context_writes" || g.name.starts_with("int_"));
                if !g.name.starts_with("int_") {
                    // (the INT engines' ports are their own: no NSCC port beside them)
                    ports.push(format!("{}{}", g.prefix, a.name));
                }
            }
        }
        let n = ports.len();
        ports.sort();
        ports.dedup();
        assert_eq!(ports.len(), n, "a port name in two groups");
        assert!(group("event").is_some() && group("events").is_none());
        for b in BUNDLES {
            assert!(
                group(b.name).is_none(),
                "{} is a group and a bundle",
                b.name
            );
            for (g, _) in b.parts {
                assert!(group(g).is_some(), "{}: no group {g}", b.name);
            }
        }
    }

    #[test]
    fn the_event_word_is_the_ccc_then_the_event() {
        let w: Vec<_> = event_word().map(|(f, at)| (f.name, at)).collect();
        assert_eq!(w[0], ("ccc", 0));
        assert_eq!(w[1], ("t", 16));
        assert_eq!(w[index_of(EVENT, "ecn") + 1], ("ecn", 108));
        assert_eq!(w[index_of(EVENT, "probe_rtt") + 1], ("probe_rtt", 142));
        assert_eq!(w.last(), Some(&("probe_rtt_sub", 176)));
        assert_eq!(EVENT_WORD_BITS, 186);
    }

    #[test]
    fn payload_layout() {
        assert_eq!(payload_offset(EVENT, 0), 0);
        assert_eq!(payload_offset(EVENT, 1), 4);
        assert_eq!(bytes_of(&EVENT[index_of(EVENT, "t_sub")]), 2);
        let n = payload_bytes(EVENT);
        assert_eq!(packed_lsb(EVENT, 0, 0, n), 8 * (n - 4));
        assert_eq!(packed_lsb(EVENT, EVENT.len() - 1, 0, n), 0);
    }
}
