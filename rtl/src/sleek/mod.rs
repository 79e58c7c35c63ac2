//! SLEEK loss recovery: the PSN bitmap scan engine.

pub mod sleek_scan;
