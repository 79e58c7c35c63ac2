//! The host's response decoder: a frame is decoded whole or refused with its offset
//! (regression inputs of the fuzzing work, `docs/reliability.md`).

use nscc_hil::{Driver, HilError, MemLink, Response};
use nscc_rtl::board::board_protocol::{encode_frame, BIST_RESULT, T_ERROR};

/// The first response decoded from `stream`, or the refused frame's offset and reason.
fn first(stream: &[u8]) -> Result<Response, (u64, String)> {
    match Driver::new(MemLink::receiving(stream)).read_response() {
        Ok(r) => Ok(r),
        Err(HilError::Frame { offset, reason, .. }) => Err((offset, reason)),
        Err(HilError::BadResponseCrc { offset, .. }) => Err((offset, "bad CRC".into())),
        Err(e) => panic!("an error without an offset: {e}"),
    }
}

fn refused(stream: &[u8], why: &str) {
    match first(stream) {
        Err((0, reason)) => assert!(reason.contains(why), "{reason}"),
        r => panic!("expected a refusal ({why}) at offset 0, got {r:?}"),
    }
}

#[test]
fn frames_of_the_wrong_type_length_or_padding_are_refused_at_their_offset() {
    // a BIST_RESULT (0x95)
    let answer = vec![0u8; BIST_RESULT.bytes()];
    assert!(matches!(
        first(&encode_frame(0x95, &answer)),
        Ok(Response::Answer { kind: 0x95, .. })
    ));
    // a length that is not the type's
    let len = format!("with {} payload bytes", answer.len());
    refused(&encode_frame(T_ERROR, &answer), &len);
    refused(&encode_frame(0x93, &answer), &len);
    // a DONE (0x91, one bit) with a padding bit set
    assert!(first(&encode_frame(0x91, &[0x80])).is_ok());
    refused(&encode_frame(0x91, &[0x81]), "padding bits");
    // no answer of any board (0x82: the retired single-CCC board's STATE)
    refused(&encode_frame(0x82, &answer), "no response type");
    refused(&encode_frame(0x84, &answer), "no response type");
    refused(&encode_frame(0x95, &answer)[..10], "truncated");
    let mut bad = encode_frame(0x95, &answer);
    bad[12] ^= 4;
    refused(&bad, "bad CRC");
    // a stray byte, then a frame: the refusal names offset 0, the frame decodes after it
    let mut s = vec![0x00];
    s.extend(encode_frame(T_ERROR, &[1, 2]));
    let mut d = Driver::new(MemLink::receiving(&s));
    assert!(matches!(
        d.read_response(),
        Err(HilError::Frame { offset: 0, .. })
    ));
    assert_eq!(
        d.read_response().unwrap(),
        Response::Error { code: 1, info: 2 }
    );
    assert_eq!(d.rx_offset(), s.len() as u64);
}
