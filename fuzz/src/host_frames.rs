//! The host's response decoder (`hil::Driver::read_response`) on any byte stream from the
//! board.
//!
//! Contract: no panic; the stream is consumed frame by frame, every call taking at least one
//! byte; a decoded frame is whole (its response re-encodes to exactly the bytes it took:
//! SYNC, type, length, payload with zero padding, CRC); anything else is refused with
//! `HilError::Frame` or `BadResponseCrc` naming the offset where the refused frame started.

use nscc_hil::{response_layout, Driver, HilError, MemLink, Response};
use nscc_rtl::board::board_protocol::{self as proto, encode_frame, SYNC};

use crate::mutate::Rng;
use crate::{hash, Exec, Target};

/// The host frame decoder target.
pub struct HostFrames;

/// The frame a response re-encodes to.
pub fn reencode(r: &Response) -> Vec<u8> {
    match r {
        Response::Error { code, info } => encode_frame(proto::T_ERROR, &[*code, *info]),
        Response::Answer { kind, fields } => match proto::engine_answer_layout(*kind) {
            Some(l) => encode_frame(*kind, &l.pack(fields)),
            None => Vec::new(),
        },
    }
}

fn first_word(s: &str) -> String {
    s.chars().filter(|c| !c.is_ascii_digit()).take(40).collect()
}

impl Target for HostFrames {
    fn execute(&mut self, input: &[u8]) -> Exec {
        let mut d = Driver::new(MemLink::receiving(input));
        let mut f = Vec::new();
        let mut violation = None;
        let total = input.len() as u64;
        while d.rx_offset() < total {
            let start = d.rx_offset();
            let r = d.read_response();
            let end = d.rx_offset();
            if end <= start {
                violation = Some(format!("read_response took no byte at offset {start}"));
                break;
            }
            match r {
                Ok(resp) => {
                    let bytes = &input[start as usize..end as usize];
                    let again = reencode(&resp);
                    if again != bytes {
                        violation = Some(format!(
                            "the frame at offset {start} decoded to {resp:?}, which is {} on the line, not the {} received",
                            crate::escape(&again),
                            crate::escape(bytes)
                        ));
                        break;
                    }
                    let k = match resp {
                        Response::Answer { kind, .. } => kind,
                        Response::Error { code, .. } => 0xE0 ^ code,
                    };
                    f.push(hash(&[b"ok", &[k]]));
                }
                Err(HilError::Frame { offset, reason, .. }) => {
                    if offset != start {
                        violation = Some(format!(
                            "a frame refused at offset {offset}, but it started at {start}"
                        ));
                        break;
                    }
                    f.push(hash(&[b"frame", first_word(&reason).as_bytes()]));
                }
                Err(HilError::BadResponseCrc { offset, kind, .. }) => {
                    if offset != start {
                        violation = Some(format!(
                            "a bad CRC reported at offset {offset}, but the frame started at {start}"
                        ));
                        break;
                    }
                    f.push(hash(&[b"crc", &[kind]]));
                }
                Err(e) => {
                    violation = Some(format!(
                        "at offset {start}: an error without an offset: {e}"
                    ));
                    break;
                }
            }
        }
        f.push(hash(&[b"frames", &[f.len().min(16) as u8]]));
        Exec {
            features: f,
            violation,
        }
    }

    fn mutate(&self, rng: &mut Rng, data: &mut Vec<u8>) -> bool {
        if rng.chance(2) {
            // a whole response frame (right or wrong length) with a good CRC
            let kinds = [
                0xE0u8, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x80, 0x81, 0x84, 0x13,
            ];
            let kind = kinds[rng.below(kinds.len())];
            let len = match response_layout(kind) {
                Some(l) if !rng.chance(4) => l.bytes(),
                _ => rng.below(70),
            };
            let payload: Vec<u8> = (0..len)
                .map(|_| if rng.chance(2) { 0 } else { rng.byte() })
                .collect();
            let at = rng.below(data.len() + 1);
            data.splice(at..at, encode_frame(kind, &payload));
        } else {
            // recompute the CRC of the frame at a SYNC, so that its contents are explored
            let syncs: Vec<usize> = (0..data.len()).filter(|&i| data[i] == SYNC).collect();
            if syncs.is_empty() {
                return false;
            }
            let s = syncs[rng.below(syncs.len())];
            if s + 3 > data.len() {
                return false;
            }
            let len = data[s + 2] as usize;
            let end = s + 3 + len;
            if end + 2 > data.len() {
                return false;
            }
            let crc = proto::crc16(&data[s + 1..end]);
            data[end..end + 2].copy_from_slice(&crc.to_be_bytes());
        }
        true
    }
}
