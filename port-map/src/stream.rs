//! The IP core's AXI4-Stream payloads, declared once: the event stream's TDATA carries the
//! port map's [`EVENT`] fields and the result stream's TDATA [`RESULT_STREAM`], each field
//! at the next whole byte (little endian: byte `k` is TDATA[8k+7:8k]), the CCC id in TID.
//! Bits of a byte a field does not fill are reserved: zero in results; an event with one of
//! them set is refused (`event_out_of_range`), as is an event whose `t_sub` exceeds 999.

use crate::{index_of, Field, EVENT, EVENT_STREAM, REFUSALS, RESULT};

/// A payload whose fields each start at a whole byte.
#[derive(Clone, Copy, Debug)]
pub struct StreamLayout {
    pub fields: &'static [Field],
    /// TDATA bytes (the fields' bytes, padded to a multiple of 8).
    pub bytes: usize,
}

impl StreamLayout {
    /// The lsb (a multiple of 8) of the field called `name` in TDATA.
    pub const fn lsb(&self, name: &str) -> usize {
        let i = index_of(self.fields, name);
        let mut at = 0;
        let mut k = 0;
        while k < i {
            at += self.fields[k].bits.div_ceil(8) * 8;
            k += 1;
        }
        at
    }

    /// Bytes the fields take before the padding.
    pub const fn used_bytes(&self) -> usize {
        let mut n = 0;
        let mut k = 0;
        while k < self.fields.len() {
            n += self.fields[k].bits.div_ceil(8);
            k += 1;
        }
        n
    }

    /// The fields with their lsb, in TDATA order.
    pub fn placed(&self) -> impl Iterator<Item = (&'static Field, usize)> + '_ {
        self.fields.iter().map(move |f| (f, self.lsb(f.name)))
    }

    /// TDATA's reserved bits (in no field) below `8 * bytes`, as (lsb, bits) runs.
    pub fn reserved(&self) -> Vec<(usize, usize)> {
        let mut out = vec![];
        for (f, at) in self.placed() {
            let room = f.bits.div_ceil(8) * 8;
            if room > f.bits {
                out.push((at + f.bits, room - f.bits));
            }
        }
        let used = 8 * self.used_bytes();
        if used < 8 * self.bytes {
            out.push((used, 8 * self.bytes - used));
        }
        out
    }

    /// The layout as a Markdown table.
    pub fn markdown(&self) -> String {
        let mut t = String::from("| TDATA bits | bytes | field |\n|---|---|---|\n");
        for (f, at) in self.placed() {
            t += &format!(
                "| {}:{} | {} | `{}` ({} bits) |\n",
                at + f.bits - 1,
                at,
                at / 8,
                f.name,
                f.bits
            );
        }
        for (at, n) in self.reserved() {
            t += &format!("| {}:{} | | reserved |\n", at + n - 1, at);
        }
        t
    }
}

const fn width(table: &[Field], name: &str) -> usize {
    table[index_of(table, name)].bits
}

/// The result stream's fields: the engine's result ([`RESULT`] without valid and CCC) and
/// why an event was refused ([`refusal_code`]; 0: it was processed).
pub const RESULT_STREAM: &[Field] = &[
    Field::new("cwnd", width(RESULT, "cwnd"), 0),
    Field::new("action", width(RESULT, "action"), 0),
    Field::new("fulfill", width(RESULT, "fulfill"), 0),
    Field::new("refused", REFUSAL_BITS, 0),
];

/// Bits of a refusal code: 0 and one code per reason of [`REFUSALS`].
pub const REFUSAL_BITS: usize = 3;
const _: () = assert!(REFUSALS.len() < 1 << REFUSAL_BITS);

/// The event stream's TDATA: [`EVENT`], 32 bytes.
pub const EVENT_TDATA: StreamLayout = StreamLayout {
    fields: EVENT,
    bytes: 32,
};
/// The result stream's TDATA: [`RESULT_STREAM`], 8 bytes.
pub const RESULT_TDATA: StreamLayout = StreamLayout {
    fields: RESULT_STREAM,
    bytes: 8,
};
const _: () =
    assert!(EVENT_TDATA.used_bytes() <= EVENT_TDATA.bytes && EVENT_TDATA.bytes.is_multiple_of(8));
const _: () = assert!(
    RESULT_TDATA.used_bytes() <= RESULT_TDATA.bytes && RESULT_TDATA.bytes.is_multiple_of(8)
);

/// Bits of TID, the CCC id on both streams (the event stream's `ccc`).
pub const TID_BITS: usize = width(EVENT_STREAM, "ccc");

/// The result's `refused` code of a refusal reason (a field name of [`REFUSALS`]): its
/// index plus one.
pub fn refusal_code(reason: &str) -> Option<u32> {
    REFUSALS
        .iter()
        .position(|f| f.name == reason)
        .map(|k| k as u32 + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_start_at_whole_bytes_in_order_and_reserved_bits_fill_the_rest() {
        for l in [EVENT_TDATA, RESULT_TDATA] {
            let mut next = 0;
            for (f, at) in l.placed() {
                assert_eq!(at % 8, 0, "{}", f.name);
                assert_eq!(at, next, "{}", f.name);
                next = at + f.bits.div_ceil(8) * 8;
            }
            let fields: usize = l.fields.iter().map(|f| f.bits).sum();
            let reserved: usize = l.reserved().iter().map(|r| r.1).sum();
            assert_eq!(fields + reserved, 8 * l.bytes);
        }
        assert_eq!(EVENT_TDATA.lsb("t"), 0);
        assert_eq!(EVENT_TDATA.lsb("t_sub"), 32);
        assert_eq!(RESULT_TDATA.lsb("refused"), 40);
        assert_eq!(refusal_code("ccc_out_of_range"), Some(1));
        assert_eq!(refusal_code("nothing"), None);
    }
}
