//! Generic building blocks, independent of NSCC: register delay lines ([`Delay1`] ..
//! `Delay28`), the block-RAM delay line ([`BramDelay`]), the leading-one detector
//! ([`LeadingOne`]) and its position ([`LeadingOneIndex`]).

use nscc_rtl_macros::ports;
use rust_hdl::prelude::*;

/// A one-register delay: `q` is `d` of the previous cycle.
#[derive(LogicBlock, Default)]
pub struct Delay1<T: Synth> {
    pub clock: Signal<In, Clock>,
    pub d: Signal<In, T>,
    pub q: Signal<Out, T>,
    r: DFF<T>,
}

impl<T: Synth> Logic for Delay1<T> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, r);
        self.r.d.next = self.d.val();
        self.q.next = self.r.q.val();
    }
}

/// `DelayN` = one register followed by `Delay(N-1)`: a value written in cycle c is on `q`
/// in cycle c + N. (rust-hdl's Verilog generator cannot unroll a loop over a const generic,
/// hence one type per depth.)
macro_rules! delay_line {
    ($name:ident, $inner:ident) => {
        #[derive(LogicBlock, Default)]
        pub struct $name<T: Synth> {
            pub clock: Signal<In, Clock>,
            pub d: Signal<In, T>,
            pub q: Signal<Out, T>,
            head: DFF<T>,
            tail: $inner<T>,
        }

        impl<T: Synth> Logic for $name<T> {
            #[hdl_gen]
            fn update(&mut self) {
                dff_setup!(self, clock, head);
                clock!(self, clock, tail);
                self.head.d.next = self.d.val();
                self.tail.d.next = self.head.q.val();
                self.q.next = self.tail.q.val();
            }
        }
    };
}

/// A delay line in block RAM: `q` is `d` of `lag + 1` cycles earlier (`lag` >= 2, a
/// constant the parent wires). One iCE40 SB_RAM40_4K (256 x 16) per 16 bits of `T`,
/// written every cycle at a free-running address and read `lag - 1` addresses behind it,
/// in place of `16 x (lag + 1)` flip-flops per BRAM (each flip-flop costs a logic cell).
/// The read data is registered once more (`out`): a block RAM's clock-to-out (5.6 ns on
/// the ECP5's DP16KD without its output register) then never starts a logic path.
/// Contents start as zeros (the iCE40 clears block RAM at configuration); the first
/// `lag + 1` cycles after power-up read zeros, so event valid bits stay in flip-flops.
#[derive(LogicBlock, Default)]
pub struct BramDelay<T: Synth> {
    pub clock: Signal<In, Clock>,
    pub lag: Signal<In, Bits<8>>,
    pub d: Signal<In, T>,
    pub q: Signal<Out, T>,
    wr: DFF<Bits<8>>,
    out: DFF<T>,
    ram: RAM<T, 8>,
}

impl<T: Synth> Logic for BramDelay<T> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, wr, out);
        self.ram.read_clock.next = self.clock.val();
        self.ram.write_clock.next = self.clock.val();
        self.wr.d.next = self.wr.q.val() + 1;
        self.ram.write_address.next = self.wr.q.val();
        self.ram.write_data.next = self.d.val();
        self.ram.write_enable.next = true;
        self.ram.read_address.next = self.wr.q.val() - self.lag.val() + 1;
        self.out.d.next = self.ram.read_data.val();
        self.q.next = self.out.q.val();
    }
}

delay_line!(Delay2, Delay1);
delay_line!(Delay3, Delay2);
delay_line!(Delay4, Delay3);
delay_line!(Delay5, Delay4);
delay_line!(Delay6, Delay5);
delay_line!(Delay7, Delay6);
delay_line!(Delay8, Delay7);
delay_line!(Delay9, Delay8);
delay_line!(Delay10, Delay9);
delay_line!(Delay11, Delay10);
delay_line!(Delay12, Delay11);
delay_line!(Delay13, Delay12);
delay_line!(Delay14, Delay13);
delay_line!(Delay15, Delay14);
delay_line!(Delay16, Delay15);
delay_line!(Delay17, Delay16);
delay_line!(Delay18, Delay17);
delay_line!(Delay19, Delay18);
delay_line!(Delay20, Delay19);
delay_line!(Delay21, Delay20);
delay_line!(Delay22, Delay21);
delay_line!(Delay23, Delay22);
delay_line!(Delay24, Delay23);
delay_line!(Delay25, Delay24);
delay_line!(Delay26, Delay25);
delay_line!(Delay27, Delay26);
delay_line!(Delay28, Delay27);

/// One-hot leading one of an `N`-bit word (`N <= 64`), combinational: `one_hot` has the bit
/// of `x`'s leading one set (0 when `x == 0`). Smearing `x` downwards in six OR steps
/// (`s = x | x >> 1`, `s |= s >> 2`, ... `s |= s >> 32`) gives every bit at or below the
/// leading one; `s & !(s >> 1)` keeps the top one. An OR tree of depth log2(N) instead of a
/// priority chain, so that the leading-one detector fits a 100 MHz stage on the iCE40.
#[derive(LogicBlock, Default)]
pub struct LeadingOne<const N: usize> {
    pub x: Signal<In, Bits<N>>,
    pub one_hot: Signal<Out, Bits<N>>,
    s1: Signal<Local, Bits<N>>,
    s2: Signal<Local, Bits<N>>,
    s4: Signal<Local, Bits<N>>,
    s8: Signal<Local, Bits<N>>,
    s16: Signal<Local, Bits<N>>,
    s32: Signal<Local, Bits<N>>,
}

impl<const N: usize> Logic for LeadingOne<N> {
    #[hdl_gen]
    fn update(&mut self) {
        self.s1.next = self.x.val() | (self.x.val() >> 1);
        self.s2.next = self.s1.val() | (self.s1.val() >> 2);
        self.s4.next = self.s2.val() | (self.s2.val() >> 4);
        self.s8.next = self.s4.val() | (self.s4.val() >> 8);
        self.s16.next = self.s8.val() | (self.s8.val() >> 16);
        self.s32.next = self.s16.val() | (self.s16.val() >> 32);
        self.one_hot.next = self.s32.val() & !(self.s32.val() >> 1);
    }
}

/// The position of `x`'s leading one (`N <= 64`; 0 when `x == 0`): [`LeadingOne`]'s one-hot
/// word encoded by six masks (bit k of the position is set where mask k has the one-hot
/// bit), an OR tree per bit.
#[ports]
#[derive(LogicBlock)]
pub struct LeadingOneIndex<const N: usize> {
    pub x: Signal<In, Bits<N>>,
    pub index: Signal<Out, Bits<6>>,
    lead: LeadingOne<N>,
    k_m0: Constant<Bits<N>>,
    k_m1: Constant<Bits<N>>,
    k_m2: Constant<Bits<N>>,
    k_m3: Constant<Bits<N>>,
    k_m4: Constant<Bits<N>>,
    k_m5: Constant<Bits<N>>,
    ix0: Signal<Local, Bits<6>>,
    ix1: Signal<Local, Bits<6>>,
    ix2: Signal<Local, Bits<6>>,
    ix3: Signal<Local, Bits<6>>,
    ix4: Signal<Local, Bits<6>>,
}

impl<const N: usize> Default for LeadingOneIndex<N> {
    fn default() -> Self {
        assert!(N <= 64, "a 6-bit position");
        let mask = |k: u32| {
            Constant::new(
                (0..N as u64)
                    .filter(|i| i >> k & 1 == 1)
                    .fold(0u64, |a, i| a | 1 << i)
                    .to_bits(),
            )
        };
        LeadingOneIndex::with_init(LeadingOneIndexInit {
            k_m0: mask(0),
            k_m1: mask(1),
            k_m2: mask(2),
            k_m3: mask(3),
            k_m4: mask(4),
            k_m5: mask(5),
        })
    }
}

impl<const N: usize> Logic for LeadingOneIndex<N> {
    #[hdl_gen]
    fn update(&mut self) {
        self.lead.x.next = self.x.val();
        self.ix0.next = 0.into();
        if (self.lead.one_hot.val() & self.k_m0.val()).any() {
            self.ix0.next = 1.into();
        }
        self.ix1.next = self.ix0.val();
        if (self.lead.one_hot.val() & self.k_m1.val()).any() {
            self.ix1.next = self.ix0.val() | 2;
        }
        self.ix2.next = self.ix1.val();
        if (self.lead.one_hot.val() & self.k_m2.val()).any() {
            self.ix2.next = self.ix1.val() | 4;
        }
        self.ix3.next = self.ix2.val();
        if (self.lead.one_hot.val() & self.k_m3.val()).any() {
            self.ix3.next = self.ix2.val() | 8;
        }
        self.ix4.next = self.ix3.val();
        if (self.lead.one_hot.val() & self.k_m4.val()).any() {
            self.ix4.next = self.ix3.val() | 16;
        }
        self.index.next = self.ix4.val();
        if (self.lead.one_hot.val() & self.k_m5.val()).any() {
            self.index.next = self.ix4.val() | 32;
        }
    }
}
