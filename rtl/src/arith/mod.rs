//! Arithmetic units of the NSCC datapath, each with its ECP5 variant where one exists: the multiplies (on `DspMul`, a MULT18X18D on the ECP5), the reciprocal divider, the EWMA shifter.

pub mod dsp_mul;
pub mod ewma_shifter;
pub mod gain_mul;
pub mod penalty_mul;
pub mod prop_gain;
pub mod recip_div;
