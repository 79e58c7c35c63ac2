//! The board top's link layer under rust-hdl's own simulator: the UART (loopback at the real
//! 12 Mbaud / 100 MHz bit time, bit lengths, a receiver fed by a transmitter 2 % off), the
//! frame decoder (good frames, bad CRC, bad length, unknown type, overflow, framing error,
//! bytes outside frames, timeout, an image request refused while `cfg_write_ok` is low; the
//! engine boards' request table) and the frame
//! encoder (byte-exact frames with the protocol's CRC). Expected frames come from
//! `nscc_rtl::board::board_protocol`, the definition the host driver uses.

use std::sync::{Arc, Mutex};

use nscc_rtl::board::board_protocol::{
    encode_frame, max_len, ErrorCode, PayloadDest, ENGINE_REQUESTS, T_CCC_EVENT, T_PROFILE,
    T_REFUSALS,
};
use nscc_rtl::board::frame::{FrameDecoder, FrameEncoder};
use nscc_rtl::board::uart::{nco_increment, UartRx, UartTx};
use nscc_rtl::testing::SplitMix;
use rust_hdl::prelude::*;

const CLOCK_HZ: u64 = 100_000_000;
const BAUD: u64 = 12_000_000;

/// A transmitter wired to a receiver.
#[derive(LogicBlock)]
struct Loopback {
    clock: Signal<In, Clock>,
    data: Signal<In, Bits<8>>,
    start: Signal<In, Bit>,
    busy: Signal<Out, Bit>,
    line: Signal<Out, Bit>,
    rx_data: Signal<Out, Bits<8>>,
    rx_valid: Signal<Out, Bit>,
    rx_ferr: Signal<Out, Bit>,
    tx: UartTx,
    rx: UartRx,
}

impl Logic for Loopback {
    #[hdl_gen]
    fn update(&mut self) {
        clock!(self, clock, tx, rx);
        self.tx.data.next = self.data.val();
        self.tx.start.next = self.start.val();
        self.busy.next = self.tx.busy.val();
        self.rx.rx.next = self.tx.tx.val();
        self.line.next = self.tx.tx.val();
        self.rx_data.next = self.rx.data.val();
        self.rx_valid.next = self.rx.valid.val();
        self.rx_ferr.next = self.rx.frame_error.val();
    }
}

fn loopback() -> Loopback {
    let inc = nco_increment(CLOCK_HZ, BAUD).unwrap();
    Loopback {
        clock: Default::default(),
        data: Default::default(),
        start: Default::default(),
        busy: Default::default(),
        line: Default::default(),
        rx_data: Default::default(),
        rx_valid: Default::default(),
        rx_ferr: Default::default(),
        tx: UartTx::new(inc),
        rx: UartRx::new(inc),
    }
}

#[test]
fn uart_loopback_at_12_mbaud_with_exact_average_bit_time() {
    let mut r = SplitMix(0xB0A4D);
    let mut sent: Vec<u8> = vec![0x00, 0xFF, 0x55, 0xAA, 0xA5, 0x01, 0x80];
    sent.extend((0..25).map(|_| r.next() as u8));
    let got = Arc::new(Mutex::new(Vec::<(u8, bool)>::new()));
    let runs = Arc::new(Mutex::new(Vec::<u64>::new()));
    let (g, rr, s) = (got.clone(), runs.clone(), sent.clone());
    let mut sim = Simulation::new();
    sim.add_clock(5000, |x: &mut Box<Loopback>| x.clock.next = !x.clock.val());
    sim.add_testbench(move |mut sim: Sim<Loopback>| {
        let mut x = sim.init()?;
        let mut i = 0;
        let mut level = true;
        let mut run = 0u64;
        for _ in 0..(s.len() as u64 * 90 + 200) {
            x.start.next = false;
            if i < s.len() && !x.busy.val() {
                x.data.next = (s[i] as u64).to_bits();
                x.start.next = true;
                i += 1;
            }
            wait_clock_cycle!(sim, clock, x);
            if x.rx_valid.val() {
                g.lock()
                    .unwrap()
                    .push((x.rx_data.val().index() as u8, x.rx_ferr.val()));
            }
            // lengths of the constant-level runs on the line
            if x.line.val() == level {
                run += 1;
            } else {
                rr.lock().unwrap().push(run);
                level = x.line.val();
                run = 1;
            }
        }
        sim.done(x)
    });
    sim.run(Box::new(loopback()), 10_000_000_000).unwrap();
    let got = got.lock().unwrap().clone();
    assert_eq!(got.len(), sent.len());
    for ((b, ferr), s) in got.iter().zip(&sent) {
        assert_eq!((*b, *ferr), (*s, false));
    }
    // every bit lasts 8 or 9 clocks (8.33 on average): each run is k bits of 8 to 9 clocks
    let runs = runs.lock().unwrap().clone();
    for &n in &runs[1..runs.len() - 1] {
        let bits = (n as f64 / 8.33).round() as u64;
        assert!(
            (8 * bits..=9 * bits).contains(&n),
            "a run of {n} clocks is not {bits} bits of 8 or 9 clocks"
        );
    }
}

/// A receiver at 12 Mbaud fed with characters at `baud_scale` x 12 Mbaud by the testbench.
fn receive_at(baud_scale: f64, bytes: &[u8]) -> Vec<(u8, bool)> {
    let inc = nco_increment(CLOCK_HZ, BAUD).unwrap();
    let got = Arc::new(Mutex::new(Vec::new()));
    let g = got.clone();
    // line level per cycle: characters back to back, 10 bits each, after 20 idle cycles
    let cpb = CLOCK_HZ as f64 / (BAUD as f64 * baud_scale);
    let total = (20.0 + bytes.len() as f64 * 10.0 * cpb) as usize + 40;
    let level: Vec<bool> = (0..total)
        .map(|c| {
            let t = c as f64 - 20.0;
            if t < 0.0 {
                return true;
            }
            let bit = (t / cpb) as usize;
            let (ch, k) = (bit / 10, bit % 10);
            match bytes.get(ch) {
                None => true,
                Some(b) => match k {
                    0 => false,
                    9 => true,
                    _ => (b >> (k - 1)) & 1 == 1,
                },
            }
        })
        .collect();
    let mut sim = Simulation::new();
    sim.add_clock(5000, |x: &mut Box<UartRx>| x.clock.next = !x.clock.val());
    sim.add_testbench(move |mut sim: Sim<UartRx>| {
        let mut x = sim.init()?;
        for l in &level {
            x.rx.next = *l;
            wait_clock_cycle!(sim, clock, x);
            if x.valid.val() {
                g.lock()
                    .unwrap()
                    .push((x.data.val().index() as u8, x.frame_error.val()));
            }
        }
        sim.done(x)
    });
    let mut uut = UartRx::new(inc);
    uut.connect_all();
    sim.run(Box::new(uut), 10_000_000_000).unwrap();
    let v = got.lock().unwrap().clone();
    v
}

#[test]
fn uart_receiver_tolerates_a_transmitter_2_percent_off() {
    let bytes: Vec<u8> = (0..20u8).map(|i| i.wrapping_mul(37) ^ 0x5A).collect();
    for scale in [0.98, 1.0, 1.02] {
        let got = receive_at(scale, &bytes);
        let want: Vec<(u8, bool)> = bytes.iter().map(|b| (*b, false)).collect();
        assert_eq!(got, want, "transmitter at {scale} x 12 Mbaud");
    }
    // and a rate far off is noticed (framing errors or wrong bytes), not silently accepted
    let got = receive_at(0.85, &bytes);
    let want: Vec<(u8, bool)> = bytes.iter().map(|b| (*b, false)).collect();
    assert_ne!(got, want);
}

/// What the decoder's slot showed when the testbench took it: a request with its payload (the
/// image register's low bytes, as many as the type's length) or an error.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Slot {
    Frame { kind: u8, payload: Vec<u8> },
    Error { code: u8, info: u8 },
}

/// A request type's payload length (`ENGINE_REQUESTS`).
fn len_of(kind: u8) -> usize {
    ENGINE_REQUESTS.iter().find(|r| r.kind == kind).unwrap().len
}

/// One decoder run: `script` is a list of (byte or None = idle for n cycles, cfg_write_ok);
/// the slot is taken whenever it is full, unless `hold` cycles have not passed since the
/// last take.
/// One decoder input: (byte and its frame-error flag, or none; idle cycles after it;
/// `cfg_write_ok`).
type Step = (Option<(u8, bool)>, u32, bool);

fn decode(script: &[Step], hold: u32, timeout: u64) -> Vec<Slot> {
    let got = Arc::new(Mutex::new(Vec::new()));
    let g = got.clone();
    let script = script.to_vec();
    let mut sim = Simulation::new();
    sim.add_clock(5000, |x: &mut Box<FrameDecoder>| {
        x.clock.next = !x.clock.val()
    });
    sim.add_testbench(move |mut sim: Sim<FrameDecoder>| {
        let mut x = sim.init()?;
        let mut since_take = hold;
        for (byte, gap, ok) in &script {
            // each byte, then `gap` idle cycles (a byte is on the wire for ~83)
            for c in 0..(1 + gap) {
                x.byte_valid.next = false;
                x.byte_ferr.next = false;
                x.cfg_write_ok.next = *ok;
                if let (0, Some((b, ferr))) = (c, byte) {
                    x.data.next = (*b as u64).to_bits();
                    x.byte_valid.next = true;
                    x.byte_ferr.next = *ferr;
                }
                x.take.next = false;
                if x.slot_full.val() && since_take >= hold {
                    x.take.next = true;
                    since_take = 0;
                    let s = if x.slot_error.val() {
                        Slot::Error {
                            code: x.err_code.val().index() as u8,
                            info: x.err_info.val().index() as u8,
                        }
                    } else {
                        let kind = x.slot_type.val().index() as u8;
                        let img = x.cfg_image.val();
                        let n = len_of(kind);
                        let payload = (0..n)
                            .map(|i| img.get_bits::<8>((n - 1 - i) * 8).index() as u8)
                            .collect();
                        Slot::Frame { kind, payload }
                    };
                    g.lock().unwrap().push(s);
                } else {
                    since_take += 1;
                }
                wait_clock_cycle!(sim, clock, x);
            }
        }
        sim.done(x)
    });
    let mut uut = FrameDecoder::with_requests(timeout, ENGINE_REQUESTS);
    uut.connect_all();
    sim.run(Box::new(uut), 100_000_000_000).unwrap();
    let v = got.lock().unwrap().clone();
    v
}

fn bytes(f: &[u8]) -> Vec<Step> {
    f.iter().map(|b| (Some((*b, false)), 20, true)).collect()
}

fn err(code: ErrorCode, info: u8) -> Slot {
    Slot::Error {
        code: code as u8,
        info,
    }
}

#[test]
fn decoder_accepts_good_frames_and_reports_every_bad_one() {
    // every request but REFUSALS has a payload, and each goes to the image register
    assert!(ENGINE_REQUESTS
        .iter()
        .all(|r| (r.len == 0) == (r.dest == PayloadDest::None) && r.dest != PayloadDest::Event));
    let ev: Vec<u8> = (0..len_of(T_CCC_EVENT) as u8).map(|i| i * 11 + 1).collect();
    let profile: Vec<u8> = (0..len_of(T_PROFILE) as u8).map(|i| 200 - i * 3).collect();
    let mut bad_crc = encode_frame(T_REFUSALS, &[]);
    bad_crc[4] ^= 0x40;
    let mut s = Vec::new();
    s.extend(bytes(&encode_frame(T_CCC_EVENT, &ev)));
    s.extend(bytes(&encode_frame(T_PROFILE, &profile)));
    s.extend(bytes(&bad_crc));
    s.extend(bytes(&encode_frame(T_CCC_EVENT, &ev[..5]))); // LEN not CCC_EVENT's
    let too_long = (max_len(ENGINE_REQUESTS) + 1) as u8;
    s.extend(bytes(&[0xA5, T_CCC_EVENT, too_long])); // LEN beyond any request: refused at once
    s.extend(bytes(&encode_frame(0x77, &[9]))); // unknown type
    s.extend(bytes(&[0x10, 0x20, 0x30])); // outside a frame: one report
    s.push((Some((0x66, true)), 20, true)); // low stop bit
    s.extend(bytes(&encode_frame(T_REFUSALS, &[])));
    let got = decode(&s, 0, 1_000);
    let want = vec![
        Slot::Frame {
            kind: T_CCC_EVENT,
            payload: ev,
        },
        Slot::Frame {
            kind: T_PROFILE,
            payload: profile,
        },
        err(ErrorCode::BadCrc, T_REFUSALS),
        err(ErrorCode::BadLength, 5),
        err(ErrorCode::BadLength, too_long),
        err(ErrorCode::BadType, 0x77),
        err(ErrorCode::BadSync, 0x10),
        err(ErrorCode::Framing, 0x66),
        Slot::Frame {
            kind: T_REFUSALS,
            payload: vec![],
        },
    ];
    assert_eq!(got, want);
}

#[test]
fn decoder_reports_overflow_timeout_and_a_refused_image_request() {
    let refusals = encode_frame(T_REFUSALS, &[]);
    let profile = vec![7; len_of(T_PROFILE)];
    let mut s = Vec::new();
    // three REFUSALS while each result is held for 400 cycles: the first is taken at once,
    // the second waits in the slot, the third's bytes overflow
    s.extend(bytes(&refusals));
    s.extend(bytes(&refusals));
    s.extend(bytes(&refusals));
    s.push((None, 600, true));
    // a frame that stops: Timeout after 300 idle cycles
    s.extend(bytes(&[0xA5, T_REFUSALS]));
    s.push((None, 600, true));
    // a PROFILE that starts while the board cannot let the image change (cfg_write_ok low
    // at its LEN byte)
    let f = encode_frame(T_PROFILE, &profile);
    for (i, b) in f.iter().enumerate() {
        s.push((Some((*b, false)), 20, i > 2));
    }
    let got = decode(&s, 400, 300);
    let refusals = Slot::Frame {
        kind: T_REFUSALS,
        payload: vec![],
    };
    assert_eq!(
        got,
        vec![
            refusals.clone(),
            refusals,
            err(ErrorCode::Overflow, 0),
            err(ErrorCode::Timeout, 0),
            err(ErrorCode::Overflow, T_PROFILE),
        ]
    );
}

/// The frame encoder driving a transmitter, and a receiver on the line.
#[derive(LogicBlock)]
struct EncoderLine {
    clock: Signal<In, Clock>,
    send: Signal<In, Bit>,
    kind: Signal<In, Bits<8>>,
    len: Signal<In, Bits<8>>,
    payload_byte: Signal<In, Bits<8>>,
    index: Signal<Out, Bits<8>>,
    busy: Signal<Out, Bit>,
    rx_data: Signal<Out, Bits<8>>,
    rx_valid: Signal<Out, Bit>,
    rx_ferr: Signal<Out, Bit>,
    enc: FrameEncoder,
    tx: UartTx,
    rx: UartRx,
}

impl Logic for EncoderLine {
    #[hdl_gen]
    fn update(&mut self) {
        clock!(self, clock, enc, tx, rx);
        self.enc.rst.next = false;
        self.enc.send.next = self.send.val();
        self.enc.kind.next = self.kind.val();
        self.enc.len.next = self.len.val();
        self.enc.payload_byte.next = self.payload_byte.val();
        self.enc.tx_busy.next = self.tx.busy.val();
        self.tx.data.next = self.enc.tx_data.val();
        self.tx.start.next = self.enc.tx_start.val();
        self.rx.rx.next = self.tx.tx.val();
        self.index.next = self.enc.index.val();
        self.busy.next = self.enc.busy.val();
        self.rx_data.next = self.rx.data.val();
        self.rx_valid.next = self.rx.valid.val();
        self.rx_ferr.next = self.rx.frame_error.val();
    }
}

#[test]
fn encoder_emits_byte_exact_frames() {
    let inc = nco_increment(CLOCK_HZ, BAUD).unwrap();
    for (kind, len) in [(0x82u8, 64usize), (0xE0, 2), (0x83, 0)] {
        let payload: Vec<u8> = (0..len)
            .map(|i| (i as u8).wrapping_mul(29) ^ kind)
            .collect();
        let out = Arc::new(Mutex::new(Vec::new()));
        let (o, p) = (out.clone(), payload.clone());
        let mut sim = Simulation::new();
        sim.add_clock(5000, |x: &mut Box<EncoderLine>| {
            x.clock.next = !x.clock.val()
        });
        sim.add_testbench(move |mut sim: Sim<EncoderLine>| {
            let mut x = sim.init()?;
            let cycles = (len as u64 + 5) * 84 + 200;
            for c in 0..cycles {
                x.send.next = c == 2;
                x.kind.next = (kind as u64).to_bits();
                x.len.next = (len as u64).to_bits();
                // the parent's registered byte mux: valid the cycle after the index moves
                let i = x.index.val().index();
                x.payload_byte.next = (*p.get(i).unwrap_or(&0) as u64).to_bits();
                wait_clock_cycle!(sim, clock, x);
                if x.rx_valid.val() {
                    o.lock()
                        .unwrap()
                        .push((x.rx_data.val().index() as u8, x.rx_ferr.val()));
                }
            }
            sim_assert!(sim, !x.busy.val(), x);
            sim.done(x)
        });
        let mut uut = EncoderLine {
            clock: Default::default(),
            send: Default::default(),
            kind: Default::default(),
            len: Default::default(),
            payload_byte: Default::default(),
            index: Default::default(),
            busy: Default::default(),
            rx_data: Default::default(),
            rx_valid: Default::default(),
            rx_ferr: Default::default(),
            enc: Default::default(),
            tx: UartTx::new(inc),
            rx: UartRx::new(inc),
        };
        uut.connect_all();
        sim.run(Box::new(uut), 1_000_000_000_000).unwrap();
        let got: Vec<(u8, bool)> = out.lock().unwrap().clone();
        let want: Vec<(u8, bool)> = encode_frame(kind, &payload)
            .into_iter()
            .map(|b| (b, false))
            .collect();
        assert_eq!(got, want, "frame type {kind:#04x}");
    }
}
