//! The IP core an integrator instantiates: [`nscc_cc_ip::NsccCcIp`], the engine behind
//! AXI4-Stream events and results and an AXI4-Lite register map (`docs/integration.md`).

pub mod nscc_cc_ip;
pub mod result_fifo;
