//! Test support shared by the block tests and the co-simulation tests: a small deterministic
//! random generator (so that every test replays the same stimulus).

/// SplitMix64: a seeded, reproducible stream of 64-bit values.
pub struct SplitMix(pub u64);

impl SplitMix {
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A value of `bits` bits with a random bit length (so every leading-one position occurs).
    pub fn magnitude(&mut self, bits: u32) -> u64 {
        debug_assert!(bits < 64);
        let len = self.next() % (bits as u64 + 1);
        self.next() & ((1u64 << len) - 1)
    }
}
