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
        param("same_ccc_clocks", 0x01C, "fewest clocks between the issues of two events of one CCC"),
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

/// The C header (`nscc_cc_ip_regs.h`): an address per register, a shift and a mask per
/// field.
pub fn c_header() -> String {
    let mut s = String::from(
        "/* The NSCC IP core's register map (AXI4-Lite, 32-bit registers at byte addresses).\n \
         * Generated by `nscc regmap --format c` from port-map/src/registers.rs: do not edit. */\n\
         #ifndef NSCC_CC_IP_REGS_H\n#define NSCC_CC_IP_REGS_H\n\n",
    );
    s += &format!(
        "#define NSCC_IP_ID 0x{IP_ID:08X}u\n#define NSCC_IP_MAP_VERSION 0x{MAP_VERSION:08X}u\n\n"
    );
    for r in registers() {
        let n = r.name.to_uppercase();
        s += &format!(
            "/* {} ({}) */\n#define NSCC_REG_{n} 0x{:03X}u\n",
            r.desc,
            r.access.name(),
            r.offset
        );
        if r.fields.len() > 1 || r.fields[0].bits < 32 {
            for f in &r.fields {
                let fname = f.name.to_uppercase();
                let mask = if f.bits == 32 {
                    u32::MAX
                } else {
                    ((1u32 << f.bits) - 1) << f.lsb
                };
                s += &format!(
                    "#define NSCC_REG_{n}_{fname}_SHIFT {}u\n#define NSCC_REG_{n}_{fname}_MASK 0x{mask:08X}u\n",
                    f.lsb
                );
            }
        }
    }
    s += "\n/* The AXI4-Stream payloads: each field at its TDATA lsb (a whole byte), the CCC id in\n * TID. Reserved bits: zero in results; an event with one set is refused. */\n";
    s += &format!("#define NSCC_TID_BITS {TID_BITS}u\n");
    for (prefix, l) in [("EV", EVENT_TDATA), ("RES", RESULT_TDATA)] {
        s += &format!("#define NSCC_{prefix}_TDATA_BYTES {}u\n", l.bytes);
        for (f, at) in l.placed() {
            let n = f.name.to_uppercase();
            s += &format!(
                "#define NSCC_{prefix}_{n}_LSB {at}u\n#define NSCC_{prefix}_{n}_BITS {}u\n",
                f.bits
            );
        }
    }
    s += "/* Result codes in the result's `refused` field (0: the event was processed). */\n";
    for f in REFUSALS {
        s += &format!(
            "#define NSCC_REFUSED_{} {}u\n",
            f.name.to_uppercase(),
            refusal_code(f.name).expect("a reason")
        );
    }
    s += "\n#endif /* NSCC_CC_IP_REGS_H */\n";
    s
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

/// A group of named codes for [`verilog_defines`]: its prefix, its width in bits and each
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
    let mut s = String::from(
        "// The NSCC IP core's register map and AXI4-Stream payloads for Verilog: `include it and\n\
         // build events / read results through these names, never through numbers.\n\
         // Generated by `nscc regmap --format vh` from port-map/src/registers.rs and stream.rs\n\
         // (and the golden model's event kinds and actions): do not edit.\n\
         `ifndef NSCC_CC_IP_DEFS_VH\n`define NSCC_CC_IP_DEFS_VH\n\n",
    );
    let a = AXIL_ADDR_BITS;
    s += &format!(
        "`define NSCC_IP_ID 32'h{IP_ID:08X}\n`define NSCC_IP_MAP_VERSION 32'h{MAP_VERSION:08X}\n\
         // AXI4-Lite: byte addresses of {a} bits, 32-bit data\n`define NSCC_AXIL_ADDR_BITS {a}\n\n"
    );
    let digits = (a as usize).div_ceil(4);
    for r in registers() {
        let n = r.name.to_uppercase();
        s += &format!(
            "// {} ({})\n`define NSCC_REG_{n} {a}'h{:0digits$X}\n",
            r.desc,
            r.access.name(),
            r.offset
        );
        if r.fields.len() > 1 || r.fields[0].bits < 32 {
            for f in &r.fields {
                let fname = f.name.to_uppercase();
                s += &format!(
                    "`define NSCC_REG_{n}_{fname}_LSB {}\n`define NSCC_REG_{n}_{fname}_BITS {}\n",
                    f.lsb, f.bits
                );
            }
        }
    }
    s += "\n// The AXI4-Stream payloads: each field at its TDATA lsb (a whole byte), the CCC id in\n\
          // TID. Reserved bits: zero in results; an event with one set is refused.\n";
    s += &format!("`define NSCC_TID_BITS {TID_BITS}\n");
    for (prefix, l) in [("EV", EVENT_TDATA), ("RES", RESULT_TDATA)] {
        s += &format!("`define NSCC_{prefix}_TDATA_BITS {}\n", 8 * l.bytes);
        for (f, at) in l.placed() {
            let n = f.name.to_uppercase();
            s += &format!(
                "`define NSCC_{prefix}_{n}_LSB {at}\n`define NSCC_{prefix}_{n}_BITS {}\n",
                f.bits
            );
        }
    }
    let bits = RESULT_TDATA.fields[crate::index_of(RESULT_TDATA.fields, "refused")].bits;
    s += "// Result codes in the result's `refused` field (0: the event was processed).\n";
    s += &format!("`define NSCC_REFUSED_NONE {bits}'d0\n");
    for f in REFUSALS {
        s += &format!(
            "`define NSCC_REFUSED_{} {bits}'d{}\n",
            f.name.to_uppercase(),
            refusal_code(f.name).expect("a reason")
        );
    }
    for (prefix, bits, list) in codes {
        s += &format!("// {prefix} codes ({bits} bits)\n");
        for (name, code) in list.iter() {
            assert!(
                *code < 1 << bits,
                "{prefix} {name}: {code} needs more than {bits} bits"
            );
            s += &format!(
                "`define NSCC_{}_{} {bits}'d{code}\n",
                prefix.to_uppercase(),
                name.to_uppercase()
            );
        }
    }
    s += "\n`endif // NSCC_CC_IP_DEFS_VH\n";
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
        let (c, md, rdl) = (c_header(), markdown(), systemrdl());
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
        // every define once
        let mut names: Vec<&str> = vh
            .lines()
            .filter_map(|l| l.strip_prefix("`define "))
            .map(|l| l.split(' ').next().unwrap())
            .collect();
        let n = names.len();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), n);
    }
}
