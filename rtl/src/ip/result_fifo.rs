//! `ResultFifo`: the IP's result FIFO, a first-word-fall-through FIFO in block RAM whose
//! read address comes from registers through one multiplexer.
//!
//! It behaves as rust-hdl's `SynchronousFIFO` did in its place (the same `empty`, `full`
//! and `data_out` every clock): a word written in cycle t is on `data_out` with `empty` low
//! from cycle t + 2; `read` while not empty takes the word on `data_out` and shows the next
//! one in the next cycle. What differs is the read address's path: rust-hdl's adds one to the
//! read pointer through a carry chain in front of the block RAMs' address (a wide word spans
//! several DP16KDs, placed apart: on the ULX3S that path, the result's TREADY through the
//! increment into three block RAMs, missed 100 MHz with 6-8 ns of routing). Here the pointer
//! and the pointer plus one are both registers (`ra`, `ra1`), the RAM's address is one of
//! them chosen by the read, and the not-empty flag is a register too (`ne`).

use rust_hdl::prelude::*;

/// A FIFO of 2^N words of `D` (pointers of NP1 = N + 1 bits).
#[derive(LogicBlock, Default)]
pub struct ResultFifo<D: Synth, const N: usize, const NP1: usize> {
    pub clock: Signal<In, Clock>,
    /// Write `data_in` (ignored when full).
    pub write: Signal<In, Bit>,
    pub data_in: Signal<In, D>,
    pub full: Signal<Out, Bit>,
    /// Take the word on `data_out` (ignored when empty).
    pub read: Signal<In, Bit>,
    pub data_out: Signal<Out, D>,
    pub empty: Signal<Out, Bit>,
    ram: RAM<D, N>,
    /// the write pointer, and the same a cycle later (a word is readable from the cycle
    /// after its write's)
    wa: DFF<Bits<NP1>>,
    wd: DFF<Bits<NP1>>,
    /// the read pointer, and the read pointer plus one stored with its bit 0 inverted (so
    /// that the registers' power-up value, 0, reads 1)
    ra: DFF<Bits<NP1>>,
    ra1x: DFF<Bits<NP1>>,
    /// not empty: the read pointer differs from the delayed write pointer
    ne: DFF<Bit>,
    ra1: Signal<Local, Bits<NP1>>,
    ra_n: Signal<Local, Bits<NP1>>,
    pop: Signal<Local, Bit>,
}

impl<D: Synth, const N: usize, const NP1: usize> Logic for ResultFifo<D, N, NP1> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, wa, wd, ra, ra1x, ne);
        self.ram.read_clock.next = self.clock.val();
        self.ram.write_clock.next = self.clock.val();
        // ---- write side
        self.wd.d.next = self.wa.q.val();
        self.full.next = (self.ra.q.val() != self.wd.q.val())
            && (bit_cast::<N, NP1>(self.ra.q.val()) == bit_cast::<N, NP1>(self.wa.q.val()));
        self.ram.write_enable.next = self.write.val() && !self.full.val();
        self.ram.write_address.next = bit_cast::<N, NP1>(self.wa.q.val());
        self.ram.write_data.next = self.data_in.val();
        if self.write.val() && !self.full.val() {
            self.wa.d.next = self.wa.q.val() + 1;
        }
        // ---- read side: the RAM reads the word after the one leaving, or the one shown
        self.empty.next = !self.ne.q.val();
        self.data_out.next = self.ram.read_data.val();
        self.ra1.next = self.ra1x.q.val() ^ 1;
        self.pop.next = self.read.val() && self.ne.q.val();
        self.ra_n.next = self.ra.q.val();
        if self.pop.val() {
            self.ra_n.next = self.ra1.val();
            self.ra1x.d.next = (self.ra1.val() + 1) ^ 1;
        }
        self.ra.d.next = self.ra_n.val();
        self.ram.read_address.next = bit_cast::<N, NP1>(self.ra_n.val());
        self.ne.d.next = self.ra_n.val() != self.wa.q.val();
    }
}
