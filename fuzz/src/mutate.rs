//! Mutations: generic byte-level ones and the format-aware helpers the targets use.

/// A small deterministic generator (xorshift64*), so that a campaign replays from its seed.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform in `0..n` (`n` > 0; 0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next_u64() % n as u64) as usize
        }
    }

    pub fn byte(&mut self) -> u8 {
        self.next_u64() as u8
    }

    pub fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }
}

/// Bytes that parsers treat specially.
const INTERESTING: &[u8] = &[
    0x00, 0xFF, 0x7F, 0x80, 0x01, 0xA5, 0xE0, 0x81, 0x82, 0x83, 0x93, b',', b'\n', b'\r', b'#',
    b'=', b' ', b'0', b'9', b'-', 0xEF, 0x1F, 0x8B,
];

/// One generic mutation of `data` (`other`: another corpus entry, for splices).
pub fn bytes(rng: &mut Rng, data: &mut Vec<u8>, other: &[u8]) {
    let len = data.len();
    match rng.below(10) {
        0 if len > 0 => {
            let i = rng.below(len);
            data[i] ^= 1 << rng.below(8);
        }
        1 if len > 0 => {
            let i = rng.below(len);
            data[i] = INTERESTING[rng.below(INTERESTING.len())];
        }
        2 if len > 0 => {
            let i = rng.below(len);
            data[i] = rng.byte();
        }
        3 => {
            let i = rng.below(len + 1);
            let n = 1 + rng.below(4);
            for _ in 0..n {
                let b = if rng.chance(2) {
                    INTERESTING[rng.below(INTERESTING.len())]
                } else {
                    rng.byte()
                };
                data.insert(i, b);
            }
        }
        4 if len > 0 => {
            let i = rng.below(len);
            let n = 1 + rng.below((len - i).min(16));
            data.drain(i..i + n);
        }
        5 if len > 0 => {
            // duplicate a range in place
            let i = rng.below(len);
            let n = 1 + rng.below((len - i).min(64));
            let chunk = data[i..i + n].to_vec();
            let at = rng.below(len + 1);
            data.splice(at..at, chunk);
        }
        6 if !other.is_empty() => {
            // splice: a range of another input
            let i = rng.below(other.len());
            let n = 1 + rng.below((other.len() - i).min(128));
            let at = rng.below(len + 1);
            data.splice(at..at, other[i..i + n].iter().copied());
        }
        7 if !other.is_empty() => {
            // crossover: our head, their tail
            let a = rng.below(len + 1);
            let b = rng.below(other.len());
            data.truncate(a);
            data.extend_from_slice(&other[b..]);
        }
        8 if len > 0 => {
            data.truncate(rng.below(len));
        }
        _ if len > 1 => {
            // swap two bytes
            let (i, j) = (rng.below(len), rng.below(len));
            data.swap(i, j);
        }
        _ => data.push(rng.byte()),
    }
}
