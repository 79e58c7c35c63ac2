//! Board-level co-simulation: the host driver (`nscc_hil`) against the Verilated board
//! top (UART receiver, frame decoder, NSCC core, frame encoder, UART transmitter) with both
//! UART lines modelled at the bit level at 4 Mbaud on the 40 MHz clock (the board as built). A short trace is
//! replayed with every state compared to the golden model; the error paths answer error
//! frames.

use nscc_hil::{replay, Driver, HilOptions, Response, SimBoard};
use nscc_rtl::board_protocol::{
    config_payload, encode_frame, ErrorCode, T_CONFIG, T_EVENT, T_READ,
};
use nscc_trace::TraceReader;
use nscc_trace::{DEFAULT_TRACE, DEFAULT_TRACE_NAME};

fn default_trace() -> TraceReader {
    TraceReader::from_bytes(DEFAULT_TRACE_NAME, DEFAULT_TRACE).unwrap()
}

#[test]
fn board_replays_a_trace_with_zero_mismatches() {
    let mut d = Driver::new(SimBoard::new().unwrap());
    // the first events of the trace's first CCC (its initial window: sends) ...
    let o = HilOptions {
        max_events: Some(20),
        baud: nscc_rtl::board_top::BOARD_BAUD,
        ..Default::default()
    };
    let r = replay(&mut d, default_trace(), &o).unwrap();
    assert_eq!((r.events, r.mismatches), (20, 0), "{:?}", r.first_mismatch);
    // ... then its acks and nacks, on the same board (CONFIG reloads the CCC)
    let o = HilOptions {
        max_events: Some(150),
        cc_only: true,
        ..o
    };
    let r = replay(&mut d, default_trace(), &o).unwrap();
    assert_eq!(r.events, 150);
    assert_eq!(r.states_compared, 151);
    assert_eq!(r.mismatches, 0, "first mismatch: {:?}", r.first_mismatch);
    // the replay exercises NSCC: several decisions, a moving window
    assert!(
        r.actions_seen.len() >= 3,
        "actions seen: {:?}",
        r.actions_seen
    );
    assert!(
        r.cwnd_changes >= 10,
        "cwnd changed {} times",
        r.cwnd_changes
    );
    // stop-and-wait over the line: below the line's bound, and not absurdly below it
    assert!(r.events_per_sec < r.line_events_per_sec);
    assert!(r.events_per_sec > 0.8 * r.line_events_per_sec);
    eprintln!(
        "board co-simulation: {} events, {:.0} events/s of board time (line bound {:.0}), {:.1} s wall, actions {:?}, {} cwnd changes",
        r.events, r.events_per_sec, r.line_events_per_sec, r.wall_seconds, r.actions_seen, r.cwnd_changes
    );
}

#[test]
fn errors_are_answered_never_dropped() {
    let mut d = Driver::new(SimBoard::new().unwrap());
    let regs = golden_model::CccConfig::default().register_image().unwrap();
    // an event before any CONFIG
    let ev = nscc_rtl::board_protocol::event_payload(&Default::default());
    assert_eq!(
        d.request(T_EVENT, &ev).unwrap().error(),
        Some(ErrorCode::NotConfigured)
    );
    // a corrupted CRC
    let mut f = encode_frame(T_READ, &[]);
    f[3] ^= 1;
    d.send_raw(&f).unwrap();
    assert_eq!(d.read_response().unwrap().error(), Some(ErrorCode::BadCrc));
    // LEN not the type's length, LEN longer than any request, an unknown type
    assert_eq!(
        d.request(T_EVENT, &[0; 5]).unwrap().error(),
        Some(ErrorCode::BadLength)
    );
    d.send_raw(&[0xA5, T_EVENT, 200]).unwrap();
    assert_eq!(
        d.read_response().unwrap().error(),
        Some(ErrorCode::BadLength)
    );
    assert_eq!(
        d.request(0x42, &[1, 2]).unwrap().error(),
        Some(ErrorCode::BadType)
    );
    // bytes outside a frame: one report for the run
    d.send_raw(&[0x00, 0x11, 0x22]).unwrap();
    assert_eq!(d.read_response().unwrap().error(), Some(ErrorCode::BadSync));
    // a UART character with a low stop bit
    d.link.send_bad_stop(0x5A);
    assert_eq!(d.read_response().unwrap().error(), Some(ErrorCode::Framing));
    // configure, then three requests back to back: the first is processed, the second waits,
    // the third overflows and is reported after the two responses
    let s = d.configure(&regs, 0).unwrap();
    assert_eq!(s.get("phase"), Some(2), "READY after CONFIG");
    let read = encode_frame(T_READ, &[]);
    let mut three = read.clone();
    three.extend_from_slice(&read);
    three.extend_from_slice(&encode_frame(T_CONFIG, &config_payload(&regs, 0)));
    d.send_raw(&three).unwrap();
    let r: Vec<Response> = (0..3).map(|_| d.read_response().unwrap()).collect();
    assert!(matches!(r[0], Response::State { .. }));
    assert!(matches!(r[1], Response::State { .. }));
    assert_eq!(r[2].error(), Some(ErrorCode::Overflow));
    // the board is still in step: a READ answers the state
    assert!(d.read().is_ok());
    // a frame that stops in the middle is reported after the timeout
    d.send_raw(&[0xA5, T_READ]).unwrap();
    assert_eq!(d.read_response().unwrap().error(), Some(ErrorCode::Timeout));
    assert!(d.read().is_ok());
    assert_eq!(d.link.framing_errors(), 0);
}
