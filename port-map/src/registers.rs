//! The IP core's register map (AXI4-Lite, 32-bit registers at byte addresses), declared once:
//! the C header, the Markdown table and the SystemRDL export are generated from
//! [`registers`], and the staged register image and the refusal counters derive from the
//! port map's [`REGISTER_IMAGE`] and [`REFUSALS`]. The IP top's decode follows the same
//! table (`docs/plan.md`, issue 43).
//!
//! Access: `ro` registers read what the hardware drives (or a constant), `rw` registers hold
//! what software wrote, a write to a `wo` register starts an operation (it reads as 0). An
//! access to an address no register has answers SLVERR; reset values are listed per
//! register.

use crate::stream::{refusal_code, EVENT_TDATA, RESULT_TDATA, TID_BITS};
use crate::{Field, REFUSALS, REGISTER_IMAGE};

/// How software accesses a register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// Read only: the hardware's value (or a constant).
    Ro,
    /// Read and write: held for the hardware.
    Rw,
    /// Write only: a write starts an operation; reads give 0.
    Wo,
}

impl Access {
    pub fn name(self) -> &'static str {
        match self {
            Access::Ro => "ro",
            Access::Rw => "rw",
            Access::Wo => "wo",
        }
    }
}

/// A field of a register.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegField {
    pub name: String,
    pub lsb: u32,
    pub bits: u32,
    /// Its value after reset.
    pub reset: u32,
    pub desc: String,
}

/// A 32-bit register.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Register {
    pub name: String,
    /// Byte address, a multiple of 4.
    pub offset: u32,
    pub access: Access,
    /// A constant of the IP (its reset value is the value; the hardware never changes it).
    pub constant: bool,
    /// A parameter of the build (CCCs, profiles, latency): read-only, its value fixed by the
    /// instance (the Markdown shows "build" as its reset value).
    pub build: bool,
    pub desc: String,
    pub fields: Vec<RegField>,
}

impl Register {
    /// Its reset value, the fields' together.
    pub fn reset(&self) -> u32 {
        self.fields.iter().fold(0, |r, f| r | (f.reset << f.lsb))
    }
}

/// The IP's identification register's value: "NSCC" in ASCII.
pub const IP_ID: u32 = 0x4E53_4343;
/// The register map's version: major [31:16], minor [15:8], patch [7:0]. Bumped when an
/// address or a field changes.
pub const MAP_VERSION: u32 = 0x0001_0000;
/// Where the staged register image starts (one register per field of [`REGISTER_IMAGE`]).
pub const STAGE_BASE: u32 = 0x100;

fn field(name: &str, lsb: u32, bits: u32, reset: u32, desc: &str) -> RegField {
    RegField {
        name: name.into(),
        lsb,
        bits,
        reset,
        desc: desc.into(),
    }
}

fn reg(name: &str, offset: u32, access: Access, desc: &str, fields: Vec<RegField>) -> Register {
    Register {
        name: name.into(),
        offset,
        access,
        constant: false,
        build: false,
        desc: desc.into(),
        fields,
    }
}

fn whole(name: &str, offset: u32, access: Access, desc: &str) -> Register {
    reg(
        name,
        offset,
        access,
        desc,
        vec![field("value", 0, 32, 0, desc)],
    )
}

/// A read-only register whose value the build fixes.
fn param(name: &str, offset: u32, desc: &str) -> Register {
    Register {
        build: true,
        ..whole(name, offset, Access::Ro, desc)
    }
}

fn constant(name: &str, offset: u32, value: u32, desc: &str) -> Register {
    Register {
        constant: true,
        ..reg(
            name,
            offset,
            Access::Ro,
            desc,
            vec![field("value", 0, 32, value, desc)],
        )
    }
}

/// The register map, in address order.
pub fn registers() -> Vec<Register> {
    use Access::*;
    let mut r = vec![
        constant("id", 0x000, IP_ID, "identification: \"NSCC\" in ASCII"),
        constant("version", 0x004, MAP_VERSION, "register map version: major [31:16], minor [15:8], patch [7:0]"),
        param("cccs", 0x008, "CCC contexts of this build"),
        param("profiles", 0x00C, "configuration profiles of this build"),
        Register {
            build: true,
            ..reg(
                "features",
                0x010,
                Ro,
                "algorithms of this build",
                vec![
                    field("nscc", 0, 1, 0, "NSCC (always 1)"),
                    field("int_cc", 1, 1, 0, "the INT engine (HPCC++, Rx-HPCC, FNCC)"),
                    field("bist", 2, 1, 0, "the built-in self-test"),
                ],
            )
        },
        param("build", 0x014, "build identifier: the low 32 bits of the sources' hash"),
        param("latency", 0x018, "clocks from an event taken to its result, without waiting"),
        param(
            "same_ccc_clocks",
            0x01C,
            "fewest clocks between the issues of two events of one CCC (behind an event without an MD or a fulfill)",
        ),
        param(
            "same_ccc_slow_clocks",
            0x020,
            "fewest clocks between the issues of two events of one CCC behind an event with an MD",
        ),
        param(
            "same_ccc_fulfill_clocks",
            0x028,
            "fewest clocks between the issues of two events of one CCC behind an event with a fulfill and no MD",
        ),
        // lifecycle
        reg("ctl_ccc", 0x040, Rw, "the CCC of the next lifecycle request", vec![field("ccc", 0, 16, 0, "CCC id")]),
        reg("ctl_profile", 0x044, Rw, "the profile an activation binds", vec![field("profile", 0, 3, 0, "profile 0-7")]),
        whole("ctl_t", 0x048, Rw, "the time (ns) an activation starts the CCC's timers at"),
        reg(
            "ctl_op",
            0x04C,
            Wo,
            "a write starts a lifecycle request on ctl_ccc: 1 activate (IDLE -> ACTIVE, bound to ctl_profile), 2 ready (ACTIVE -> READY), 3 reset (any -> IDLE); events wait meanwhile",
            vec![field("op", 0, 2, 0, "1 activate, 2 ready, 3 reset")],
        ),
        reg(
            "ctl_status",
            0x050,
            Ro,
            "the last lifecycle request",
            vec![
                field("busy", 0, 1, 0, "a request runs"),
                field("done", 1, 1, 0, "the last request was carried out (cleared by the next)"),
                field("ok", 2, 1, 0, "it was accepted (else refused: CCC out of range, wrong phase, profile not loaded)"),
            ],
        ),
    ];
    // refusal counters, one per reason of the port map
    for (k, f) in REFUSALS.iter().enumerate() {
        r.push(whole(
            &format!("refused_{}", f.name),
            0x060 + 4 * k as u32,
            Ro,
            &format!(
                "events refused: {} (wraps at 2^32)",
                f.name.replace('_', " ")
            ),
        ));
    }
    r.extend([
        whole("events_taken", 0x070, Ro, "events taken from the event stream (wraps at 2^32)"),
        whole("results_sent", 0x074, Ro, "results handed to the result stream (wraps at 2^32)"),
        // context read-back
        reg("ctx_ccc", 0x080, Rw, "the CCC the next context read reads", vec![field("ccc", 0, 16, 0, "CCC id")]),
        reg("ctx_read", 0x084, Wo, "a write of 1 reads ctx_ccc's context into ctx_* (events wait meanwhile)", vec![field("start", 0, 1, 0, "start")]),
        reg(
            "ctx_status",
            0x088,
            Ro,
            "the context read",
            vec![
                field("busy", 0, 1, 0, "a read runs"),
                field("valid", 1, 1, 0, "ctx_* hold the last read's context"),
                field("phase", 2, 2, 0, "0 IDLE, 1 ACTIVE, 2 READY"),
                field("profile", 4, 3, 0, "the profile it is bound to"),
            ],
        ),
        reg("ctx_cwnd", 0x08C, Ro, "cwnd, bytes", vec![field("cwnd", 0, 24, 0, "bytes")]),
        reg("ctx_maxwnd", 0x090, Ro, "MaxWnd, bytes", vec![field("maxwnd", 0, 24, 0, "bytes")]),
        reg("ctx_base_rtt", 0x094, Ro, "base RTT, ns", vec![field("base_rtt", 0, 24, 0, "ns")]),
        whole("ctx_avg_delay", 0x098, Ro, "average queueing delay, ns in Q24.8"),
        // profiles: a staged register image written into one profile
        reg(
            "profile_write",
            0x0E0,
            Wo,
            "a write loads the staged register image (stage_*) into a profile; refused while a CCC is bound to that profile",
            vec![field("profile", 0, 3, 0, "profile 0-7")],
        ),
        reg(
            "profile_status",
            0x0E4,
            Ro,
            "the profiles",
            vec![
                field("loaded", 0, 8, 0, "bit p: profile p holds a register image"),
                field("bound", 8, 8, 0, "bit p: a CCC is bound to profile p"),
                field("refused", 16, 1, 0, "the last profile_write was refused (a CCC is bound to its profile; the image itself is not checked: load what nscc_config_check gives)"),
            ],
        ),
        // the built-in self-test
        reg("bist_ctrl", 0x0C0, Wo, "a write of 1 starts the self-test once every event taken has its result (events wait meanwhile; it resets CCCs 0 .. 2^cccs_log2 - 1 and leaves them READY on profile 0, which must be loaded)", vec![field("start", 0, 1, 0, "start")]),
        whole("bist_seed", 0x0C4, Rw, "the self-test's stream seed"),
        whole("bist_events", 0x0C8, Rw, "the self-test's event count"),
        reg(
            "bist_status",
            0x0CC,
            Ro,
            "the self-test",
            vec![field("busy", 0, 1, 0, "it runs"), field("done", 1, 1, 0, "it finished")],
        ),
        whole("bist_cycles", 0x0D0, Ro, "clocks the last self-test took"),
        whole("bist_signature", 0x0D4, Ro, "the last self-test's results hashed (CRC-32 of each), combined by XOR"),
        whole("bist_results", 0x0D8, Ro, "results the last self-test received"),
        whole("bist_sum", 0x0DC, Ro, "the last self-test's results hashed, combined by a sum modulo 2^32"),
        reg(
            "bist_config",
            0x0F0,
            Rw,
            "the self-test's CCCs and RTT",
            vec![
                field("cccs_log2", 0, 4, 0, "it runs CCCs 0 .. 2^cccs_log2 - 1"),
                field("rtt_base", 8, 24, 0, "its events' RTT base, ns"),
            ],
        ),
    ]);
    // the staged register image, one register per field
    for (k, f) in REGISTER_IMAGE.iter().enumerate() {
        r.push(stage_register(f, STAGE_BASE + 4 * k as u32));
    }
    r.sort_by_key(|x| x.offset);
    r
}

fn stage_register(f: &Field, offset: u32) -> Register {
    let what = if f.signed {
        "two's complement"
    } else {
        "unsigned"
    };
    reg(
        &format!("stage_{}", f.name),
        offset,
        Access::Rw,
        &format!(
            "staged register image: {} ({} bits, {what})",
            f.name, f.bits
        ),
        vec![field(
            f.name,
            0,
            f.bits as u32,
            0,
            &format!("{} bits, {what}", f.bits),
        )],
    )
}

/// The register at byte address `offset`.
pub fn register_at(offset: u32) -> Option<Register> {
    registers().into_iter().find(|r| r.offset == offset)
}

/// The C header (`nscc_cc_ip_regs.h`): what a driver needs to program the IP and to build
/// events / read results without a hard-coded offset. `#define`s for the identification
/// values, every register's address (`NSCC_REG_<REG>`) and each field's shift and mask
/// (`_SHIFT`, `_MASK`), TID's width, each TDATA field's lsb and width (`NSCC_EV_<FIELD>_*`,
/// `NSCC_RES_<FIELD>_*`), the refusal codes (`NSCC_REFUSED_<REASON>`) and the named codes
/// `codes` gives, as [`verilog_defines`] takes them. Those are the C ABI's (`nscc.h`: the
/// event kinds and the actions) and written as `nscc.h` writes them, plain decimal, so that
/// a file may include both headers (a macro defined twice must be defined alike); every
/// other value is unsigned (`u`).
pub fn c_header(codes: &[CodeGroup]) -> String {
    defines(Syntax::C, codes)
}

/// The Markdown table (`docs/registers.md`'s body).
pub fn markdown() -> String {
    let mut s = String::from(
        "| address | register | access | reset | fields | description |\n|---|---|---|---|---|---|\n",
    );
    for r in registers() {
        let fields: Vec<String> = r
            .fields
            .iter()
            .map(|f| {
                if f.bits == 1 {
                    format!("`{}` [{}]", f.name, f.lsb)
                } else {
                    format!("`{}` [{}:{}]", f.name, f.lsb + f.bits - 1, f.lsb)
                }
            })
            .collect();
        s += &format!(
            "| 0x{:03X} | `{}` | {}{} | {} | {} | {} |\n",
            r.offset,
            r.name,
            r.access.name(),
            if r.constant { " (constant)" } else { "" },
            if r.build {
                "build".to_string()
            } else {
                format!("0x{:08X}", r.reset())
            },
            fields.join(", "),
            r.desc.replace('|', "/")
        );
    }
    s += &format!(
        "\n## The event stream (AXI4-Stream slave `s_axis_ev_*`)\n\nTID[{}:0]: the CCC. TDATA, {} bytes:\n\n{}",
        TID_BITS - 1,
        EVENT_TDATA.bytes,
        EVENT_TDATA.markdown()
    );
    s += &format!(
        "\n## The result stream (AXI4-Stream master `m_axis_res_*`)\n\nTID[{}:0]: the CCC. TDATA, {} bytes:\n\n{}\n`refused`: 0 the event was processed",
        TID_BITS - 1,
        RESULT_TDATA.bytes,
        RESULT_TDATA.markdown()
    );
    for f in REFUSALS {
        s += &format!(", {} {}", refusal_code(f.name).expect("a reason"), f.name);
    }
    s += " (the result's other fields are then 0).\n";
    s
}

/// Bits of the IP's AXI4-Lite byte addresses (`s_axil_awaddr`, `s_axil_araddr`): every
/// register lies below `1 << AXIL_ADDR_BITS`.
pub const AXIL_ADDR_BITS: u32 = 12;

/// A group of named codes for [`c_header`] and [`verilog_defines`]: its prefix, its width in bits and each
/// code's name and value.
pub type CodeGroup<'a> = (&'a str, usize, &'a [(&'a str, u64)]);

/// The Verilog include (`nscc_cc_ip_defs.vh`): what a wrapper needs to build events and read
/// results without a hard-coded offset. `define`s for the identification values, every
/// register's address (`NSCC_REG_<REG>`, sized to [`AXIL_ADDR_BITS`]) and each field's lsb and
/// width (`_LSB`, `_BITS`), TID's width, each TDATA field's lsb and width (`NSCC_EV_<FIELD>_*`,
/// `NSCC_RES_<FIELD>_*`), the refusal codes (`NSCC_REFUSED_<REASON>`, sized to the result's
/// `refused` field) and the named codes this crate does not declare, given as groups
/// `(prefix, bits, [(name, code)])` (the event kinds and the actions of the golden model:
/// `NSCC_KIND_ACK`, `NSCC_ACTION_MD`, ..., the names of the C ABI's `nscc.h`).
pub fn verilog_defines(codes: &[CodeGroup]) -> String {
    defines(Syntax::Verilog, codes)
}

/// The languages of the defines views, [`c_header`] and [`verilog_defines`]: one walk over
/// the map ([`defines`]) writes both, each define, comment and include guard in its syntax.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Syntax {
    C,
    Verilog,
}

/// A defined value, which each syntax writes its own way.
#[derive(Clone, Copy)]
enum Value {
    /// A 32-bit constant, in hex.
    Word(u32),
    /// A register's byte address, in hex ([`AXIL_ADDR_BITS`] wide in Verilog).
    Address(u32),
    /// A count: an lsb, a width, a size.
    Count(u64),
    /// A code of a field of `.0` bits.
    Code(usize, u64),
    /// A code the C ABI's `nscc.h` defines too: C writes it as `nscc.h` does.
    AbiCode(usize, u64),
}

impl Syntax {
    /// The file's comment and the start of its include guard.
    fn open(self) -> String {
        let (about, guard) = match self {
            Syntax::C => (
                &[
                    "The NSCC IP core's register map (AXI4-Lite, 32-bit registers at byte addresses).",
                    "Generated by `nscc regmap --format c` from port-map/src/registers.rs and stream.rs",
                    "(and the golden model's event kinds and actions): do not edit.",
                ][..],
                self.guard(),
            ),
            Syntax::Verilog => (
                &[
                    "The NSCC IP core's register map and AXI4-Stream payloads for Verilog: `include it and",
                    "build events / read results through these names, never through numbers.",
                    "Generated by `nscc regmap --format vh` from port-map/src/registers.rs and stream.rs",
                    "(and the golden model's event kinds and actions): do not edit.",
                ][..],
                self.guard(),
            ),
        };
        let d = self.directive();
        format!(
            "{}{d}ifndef {guard}\n{d}define {guard}\n\n",
            self.comment(about)
        )
    }

    /// The end of the include guard.
    fn close(self) -> String {
        format!(
            "\n{}endif {}",
            self.directive(),
            self.comment(&[self.guard()])
        )
    }

    /// The include guard's macro.
    fn guard(self) -> &'static str {
        match self {
            Syntax::C => "NSCC_CC_IP_REGS_H",
            Syntax::Verilog => "NSCC_CC_IP_DEFS_VH",
        }
    }

    /// The character that starts a preprocessor directive.
    fn directive(self) -> char {
        match self {
            Syntax::C => '#',
            Syntax::Verilog => '`',
        }
    }

    /// A comment of these lines.
    fn comment(self, lines: &[&str]) -> String {
        match self {
            Syntax::C => format!("/* {} */\n", lines.join("\n * ")),
            Syntax::Verilog => lines.iter().map(|l| format!("// {l}\n")).collect(),
        }
    }

    /// `name` defined as `v`.
    fn define(self, name: &str, v: Value) -> String {
        let a = AXIL_ADDR_BITS as usize;
        let digits = a.div_ceil(4);
        let v = match (self, v) {
            (Syntax::C, Value::Word(x)) => format!("0x{x:08X}u"),
            (Syntax::C, Value::Address(x)) => format!("0x{x:0digits$X}u"),
            (Syntax::C, Value::Count(n) | Value::Code(_, n)) => format!("{n}u"),
            (Syntax::C, Value::AbiCode(_, n)) => format!("{n}"),
            (Syntax::Verilog, Value::Word(x)) => format!("32'h{x:08X}"),
            (Syntax::Verilog, Value::Address(x)) => format!("{a}'h{x:0digits$X}"),
            (Syntax::Verilog, Value::Count(n)) => format!("{n}"),
            (Syntax::Verilog, Value::Code(bits, n) | Value::AbiCode(bits, n)) => {
                format!("{bits}'d{n}")
            }
        };
        format!("{}define {name} {v}\n", self.directive())
    }

    /// A register field's two defines, their names' suffixes and values: C masks a value
    /// (`_SHIFT`, `_MASK`), Verilog selects bits (`_LSB`, `_BITS`).
    fn field(self, f: &RegField) -> [(&'static str, Value); 2] {
        match self {
            Syntax::C => {
                let mask = if f.bits == 32 {
                    u32::MAX
                } else {
                    ((1u32 << f.bits) - 1) << f.lsb
                };
                [
                    ("SHIFT", Value::Count(f.lsb.into())),
                    ("MASK", Value::Word(mask)),
                ]
            }
            Syntax::Verilog => [
                ("LSB", Value::Count(f.lsb.into())),
                ("BITS", Value::Count(f.bits.into())),
            ],
        }
    }

    /// A TDATA's size of `bytes`: C counts bytes (a buffer), Verilog bits (a vector).
    fn tdata_size(self, bytes: usize) -> (&'static str, Value) {
        match self {
            Syntax::C => ("BYTES", Value::Count(bytes as u64)),
            Syntax::Verilog => ("BITS", Value::Count(8 * bytes as u64)),
        }
    }
}

/// The defines views' one walk over the register map, the streams and the codes.
fn defines(syntax: Syntax, codes: &[CodeGroup]) -> String {
    let mut s = syntax.open();
    let define = |s: &mut String, name: &str, v: Value| *s += &syntax.define(name, v);
    define(&mut s, "NSCC_IP_ID", Value::Word(IP_ID));
    define(&mut s, "NSCC_IP_MAP_VERSION", Value::Word(MAP_VERSION));
    if syntax == Syntax::Verilog {
        // the width of the ports a wrapper connects; C takes addresses as integers
        let a = AXIL_ADDR_BITS;
        s += &syntax.comment(&[&format!(
            "AXI4-Lite: byte addresses of {a} bits, 32-bit data"
        )]);
        define(&mut s, "NSCC_AXIL_ADDR_BITS", Value::Count(a.into()));
    }
    s += "\n";
    for r in registers() {
        let n = r.name.to_uppercase();
        s += &syntax.comment(&[&format!("{} ({})", r.desc, r.access.name())]);
        define(&mut s, &format!("NSCC_REG_{n}"), Value::Address(r.offset));
        if r.fields.len() > 1 || r.fields[0].bits < 32 {
            for f in &r.fields {
                for (suffix, v) in syntax.field(f) {
                    let fname = f.name.to_uppercase();
                    define(&mut s, &format!("NSCC_REG_{n}_{fname}_{suffix}"), v);
                }
            }
        }
    }
    s += "\n";
    s += &syntax.comment(&[
        "The AXI4-Stream payloads: each field at its TDATA lsb (a whole byte), the CCC id in",
        "TID. Reserved bits: zero in results; an event with one set is refused.",
    ]);
    define(&mut s, "NSCC_TID_BITS", Value::Count(TID_BITS as u64));
    for (prefix, l) in [("EV", EVENT_TDATA), ("RES", RESULT_TDATA)] {
        let (suffix, v) = syntax.tdata_size(l.bytes);
        define(&mut s, &format!("NSCC_{prefix}_TDATA_{suffix}"), v);
        for (f, at) in l.placed() {
            let n = f.name.to_uppercase();
            define(
                &mut s,
                &format!("NSCC_{prefix}_{n}_LSB"),
                Value::Count(at as u64),
            );
            define(
                &mut s,
                &format!("NSCC_{prefix}_{n}_BITS"),
                Value::Count(f.bits as u64),
            );
        }
    }
    let bits = RESULT_TDATA.fields[crate::index_of(RESULT_TDATA.fields, "refused")].bits;
    s += &syntax
        .comment(&["Result codes in the result's `refused` field (0: the event was processed)."]);
    define(&mut s, "NSCC_REFUSED_NONE", Value::Code(bits, 0));
    for f in REFUSALS {
        let code = refusal_code(f.name).expect("a reason");
        let name = format!("NSCC_REFUSED_{}", f.name.to_uppercase());
        define(&mut s, &name, Value::Code(bits, code as u64));
    }
    for (prefix, bits, list) in codes {
        s += &syntax.comment(&[&format!("{prefix} codes ({bits} bits)")]);
        for (name, code) in list.iter() {
            assert!(
                *code < 1 << bits,
                "{prefix} {name}: {code} needs more than {bits} bits"
            );
            let name = format!("NSCC_{}_{}", prefix.to_uppercase(), name.to_uppercase());
            define(&mut s, &name, Value::AbiCode(*bits, *code));
        }
    }
    s += &syntax.close();
    s
}

/// The SystemRDL 2.0 export (`nscc_cc_ip.rdl`), which PeakRDL's compiler reads.
pub fn systemrdl() -> String {
    let esc = |t: &str| t.replace('\\', "\\\\").replace('"', "\\\"");
    let mut s = String::from(
        "// The NSCC IP core's register map. Generated by `nscc regmap --format rdl` from\n\
         // port-map/src/registers.rs: do not edit.\n\
         addrmap nscc_cc_ip {\n    name = \"NSCC congestion-control engine\";\n    default regwidth = 32;\n    default accesswidth = 32;\n",
    );
    for r in registers() {
        s += &format!(
            "\n    reg {{\n        name = \"{}\";\n        desc = \"{}\";\n",
            r.name,
            esc(&r.desc)
        );
        for f in &r.fields {
            let (sw, hw) = match (r.access, r.constant) {
                (Access::Ro, true) => ("r", "na"),
                (Access::Ro, false) => ("r", "w"),
                (Access::Rw, _) => ("rw", "r"),
                (Access::Wo, _) => ("w", "r"),
            };
            s += &format!(
                "        field {{ sw = {sw}; hw = {hw}; desc = \"{}\"; }} {}[{}:{}] = 0x{:X};\n",
                esc(&f.desc),
                f.name,
                f.lsb + f.bits - 1,
                f.lsb,
                f.reset
            );
        }
        s += &format!("    }} {} @ 0x{:03X};\n", r.name, r.offset);
    }
    s += "};\n";
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registers_are_word_aligned_unique_and_fields_fit() {
        let r = registers();
        for w in r.windows(2) {
            assert!(w[0].offset < w[1].offset, "{} and {}", w[0].name, w[1].name);
        }
        let mut names: Vec<_> = r.iter().map(|x| x.name.clone()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), r.len());
        for x in &r {
            assert_eq!(x.offset % 4, 0, "{}", x.name);
            let mut used = 0u64;
            for f in &x.fields {
                assert!(f.bits >= 1 && f.lsb + f.bits <= 32, "{}.{}", x.name, f.name);
                let m = ((1u64 << f.bits) - 1) << f.lsb;
                assert_eq!(used & m, 0, "{}.{} overlaps", x.name, f.name);
                used |= m;
                assert!(f.reset < (1u64 << f.bits) as u32 || f.bits == 32);
            }
        }
        // the staged image: one register per field of the register image, in its order
        let staged: Vec<_> = r.iter().filter(|x| x.name.starts_with("stage_")).collect();
        assert_eq!(staged.len(), REGISTER_IMAGE.len());
        assert_eq!(register_at(0).unwrap().reset(), IP_ID);
        assert!(register_at(0x3FC).is_none());
    }

    #[test]
    fn generated_views_name_every_register() {
        let (c, md, rdl) = (c_header(&[]), markdown(), systemrdl());
        for x in registers() {
            assert!(c.contains(&format!(
                "NSCC_REG_{} 0x{:03X}u",
                x.name.to_uppercase(),
                x.offset
            )));
            assert!(md.contains(&format!("| 0x{:03X} | `{}` |", x.offset, x.name)));
            assert!(rdl.contains(&format!("}} {} @ 0x{:03X};", x.name, x.offset)));
        }
    }

    #[test]
    fn the_verilog_include_defines_every_register_field_and_code() {
        let vh = verilog_defines(&[("kind", 2, &[("ack", 0), ("rto", 3)])]);
        for x in registers() {
            assert!(vh.contains(&format!(
                "`define NSCC_REG_{} 12'h{:03X}\n",
                x.name.to_uppercase(),
                x.offset
            )));
            assert!(x.offset < 1 << AXIL_ADDR_BITS, "{}", x.name);
        }
        for (prefix, l) in [("EV", EVENT_TDATA), ("RES", RESULT_TDATA)] {
            for (f, at) in l.placed() {
                let n = f.name.to_uppercase();
                assert!(vh.contains(&format!("`define NSCC_{prefix}_{n}_LSB {at}\n")));
                assert!(vh.contains(&format!("`define NSCC_{prefix}_{n}_BITS {}\n", f.bits)));
            }
        }
        assert!(vh.contains("`define NSCC_REFUSED_IDLE 3'd2\n"));
        assert!(vh.contains("`define NSCC_KIND_RTO 2'd3\n"));
        assert!(vh.contains("`define NSCC_REG_CTL_STATUS_DONE_LSB 1\n"));
        assert_eq!(
            defined(&vh, "`define ").len(),
            vh.matches("`define ").count()
        );
    }

    /// Each name a view defines, once.
    fn defined<'a>(text: &'a str, directive: &str) -> std::collections::BTreeMap<&'a str, &'a str> {
        let mut names = std::collections::BTreeMap::new();
        for l in text.lines().filter_map(|l| l.strip_prefix(directive)) {
            let (name, v) = l.split_once(' ').unwrap_or((l, ""));
            assert!(names.insert(name, v).is_none(), "{name} twice");
        }
        names
    }

    #[test]
    fn the_c_header_lists_every_code_of_the_verilog_include() {
        let codes: &[CodeGroup] = &[("kind", 2, &[("ack", 0), ("rto", 3)])];
        let (c, vh) = (c_header(codes), verilog_defines(codes));
        let (c_names, vh_names) = (defined(&c, "#define "), defined(&vh, "`define "));
        // the codes: the refusals unsigned as the header's other values, the given (the C
        // ABI's) as nscc.h writes them
        let mut n = 0;
        for (name, v) in &vh_names {
            if let Some((_, code)) = v.split_once("'d") {
                let want = if name.starts_with("NSCC_REFUSED_") {
                    format!("{code}u")
                } else {
                    code.to_string()
                };
                assert_eq!(c_names.get(name), Some(&want.as_str()), "{name}");
                n += 1;
            }
        }
        assert_eq!(n, 1 + REFUSALS.len() + 2);
        assert_eq!(c_names["NSCC_KIND_RTO"], "3");
        assert_eq!(c_names["NSCC_REFUSED_NONE"], "0u");
        // the registers' fields as masks, the TDATA sizes in bytes
        assert_eq!(c_names["NSCC_REG_CTL_STATUS_DONE_SHIFT"], "1u");
        assert_eq!(c_names["NSCC_REG_CTL_STATUS_DONE_MASK"], "0x00000002u");
        assert_eq!(
            c_names["NSCC_EV_TDATA_BYTES"],
            &format!("{}u", EVENT_TDATA.bytes)
        );
        assert!(c.starts_with("/* ") && c.ends_with("\n#endif /* NSCC_CC_IP_REGS_H */\n"));
        assert!(vh.starts_with("// ") && vh.ends_with("\n`endif // NSCC_CC_IP_DEFS_VH\n"));
    }
}
