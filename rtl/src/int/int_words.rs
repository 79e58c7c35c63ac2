//! `IntCfgWords`: the Cu's INT engine's (`IntSerialEngine`) store words from the
//! configuration port's words ([`golden_model::intcc::fixed::words`]). A profile (`PROF_*`,
//! 200 bits) becomes four 80-bit words of the profile store: 0 T; 1 kt 0..26, alpha
//! 26..54; 2 eta_fx 0..28, eta 28..54, maxStage 54..58; 3 W_AI. A binding (`BIND_*`)
//! becomes the head words: A lastUpdate 0..48, the L hop count 48..52; B U 0..28, incStage
//! 28..32; C W 0..40, Wc 40..80; D bound 0, profile 1..3, algorithm 3..5. A speed word
//! (`SPEED_*`) is stored as it comes.

use rust_hdl::prelude::*;

use crate::int::int_engine::CFG_BITS;

#[derive(LogicBlock, Default)]
pub struct IntCfgWords {
    pub cfg_data: Signal<In, Bits<CFG_BITS>>,
    /// Which word (0..3)
    pub step: Signal<In, Bits<2>>,
    pub prof_word: Signal<Out, Bits<80>>,
    pub head_word: Signal<Out, Bits<80>>,
}

impl Logic for IntCfgWords {
    #[hdl_gen]
    fn update(&mut self) {
        if self.step.val() == 0 {
            self.prof_word.next = bit_cast::<80, 40>(self.cfg_data.val().get_bits::<40>(2));
            self.head_word.next = bit_cast::<80, 48>(self.cfg_data.val().get_bits::<48>(112))
                | (bit_cast::<80, 4>(self.cfg_data.val().get_bits::<4>(160)) << 48);
        } else if self.step.val() == 1 {
            self.prof_word.next = bit_cast::<80, 26>(self.cfg_data.val().get_bits::<26>(42))
                | (bit_cast::<80, 28>(self.cfg_data.val().get_bits::<28>(122)) << 26);
            self.head_word.next = bit_cast::<80, 28>(self.cfg_data.val().get_bits::<28>(80))
                | (bit_cast::<80, 4>(self.cfg_data.val().get_bits::<4>(108)) << 28);
        } else if self.step.val() == 2 {
            self.prof_word.next = bit_cast::<80, 28>(self.cfg_data.val().get_bits::<28>(94))
                | (bit_cast::<80, 26>(self.cfg_data.val().get_bits::<26>(68)) << 28)
                | (bit_cast::<80, 4>(self.cfg_data.val().get_bits::<4>(190)) << 54);
            self.head_word.next = self.cfg_data.val().get_bits::<80>(0);
        } else {
            self.prof_word.next = bit_cast::<80, 40>(self.cfg_data.val().get_bits::<40>(150));
            self.head_word.next = bit_cast::<80, 5>(self.cfg_data.val().get_bits::<5>(164));
        }
    }
}
