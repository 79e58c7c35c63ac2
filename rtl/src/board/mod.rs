//! The board shell and tops: the board configuration, the framing protocol, the UART, the frame codec, and the board tops (the engine boards, the INT board).

pub mod board_config;
pub mod board_protocol;
pub mod engine_board_top;
pub mod frame;
pub mod int_board_top;
pub mod ip_board_top;
pub mod shell;
pub mod uart;
