//! Trace I/O: the ACK trace interchange format CSV v1 (`docs/trace-format.md`).
//!
//! * [`TraceReader`] streams a trace row by row (plain text or gzip, detected from the file
//!   name or the gzip magic bytes). It never holds more than one line in memory, reuses one line
//!   buffer, and splits fields by hand, so a 10^7-row trace replays in constant memory. A
//!   row's `rto_before` count comes as that many timeout cuts (`rto` events,
//!   [`TraceRow::rto_cut`]) before the row: every consumer takes the cuts the recorder made.
//! * [`TraceWriter`] writes a trace (gzip when the path ends in `.gz`): the header, the v1 input
//!   columns, the pass-through columns of the input and the state columns of a replay.
//!
//! Nothing in here panics on user data. Every error is a [`TraceError`] whose message names the
//! file and the 1-based line; errors about one field also name the 1-based column number, the
//! column name, the offending text and what was expected, e.g.
//! `trace.csv:17: column 4 (bytes): expected an unsigned decimal integer, found "-3"`.

use std::borrow::Cow;
use std::fmt;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Cursor, Read, Write};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use flate2::bufread::MultiGzDecoder;
use flate2::write::GzEncoder;
use flate2::Compression;
use golden_model::event::{Event, EventKind};
use golden_model::intcc::{IntAck, IntAlgo, IntHop};
use golden_model::multipath::{Feedback, Strategy as EvStrategy};
use golden_model::Action;
use serde::{Deserialize, Serialize};

/// The mandatory first line of every v1 trace.
pub const MAGIC_LINE: &str = "# nscc-trace v1";

/// The v1 input columns, in the order [`TraceWriter`] writes them.
pub const V1_COLUMNS: [&str; 16] = [
    "t_ps",
    "ccc",
    "kind",
    "bytes",
    "psn",
    "cum_ack",
    "rtt_ps",
    "ecn",
    "last_hop",
    "ooo",
    "ev",
    "rcv_cwnd_pend",
    "rc",
    "in_flight",
    "probe",
    "probe_rtt_ps",
];

/// Input columns a trace must have; every other v1 column reads as 0 when absent.
pub const REQUIRED_COLUMNS: [&str; 4] = ["t_ps", "ccc", "kind", "bytes"];

/// Reference state columns parsed into [`RefState`] (they are also passed through in
/// [`TraceRow::extra`]).
pub const REF_COLUMNS: [&str; 6] = [
    "ref_cwnd",
    "ref_avg_delay_ps",
    "ref_base_rtt_ps",
    "ref_action",
    "ref_fulfill",
    "ref_maxwnd",
];

/// The multipath extension's columns (`docs/trace-format.md`, "Extension: multipath and
/// receiver credit"), parsed into [`MpColumns`] (and passed through in [`TraceRow::extra`]).
pub const MP_COLUMNS: [&str; 6] = [
    "credit",
    "rts",
    "ar",
    "ev_change",
    "ecn_last_hop",
    "path_feedback",
];

/// The INT extension's input columns besides the records `int<k>_qlen`, `int<k>_ts_ps`,
/// `int<k>_txbytes`, `int<k>_bps` (`docs/trace-format.md`, "Extension: in-band telemetry"),
/// parsed into [`IntColumns`] (and passed through in [`TraceRow::extra`]).
pub const INT_COLUMNS: [&str; 3] = ["snd_nxt", "int_hops", "n_flows"];

/// The fields of one INT record column group, `int<k>_<field>`, in [`IntHop`] order.
pub const INT_RECORD_FIELDS: [&str; 4] = ["qlen", "ts_ps", "txbytes", "bps"];

/// Most INT record groups a column line may have (`int0_*` .. `int255_*`).
pub const INT_RECORD_GROUPS_MAX: usize = 256;

/// The INT extension's reference columns, parsed into [`IntRefs`] (and passed through).
pub const INT_REF_COLUMNS: [&str; 10] = [
    "ref_wc",
    "ref_u_ppm",
    "ref_inc_stage",
    "ref_rate_bps",
    "ref_lhcs",
    "ref_cwnd_nb",
    "ref_wc_nb",
    "ref_u_e12",
    "ref_branch",
    "ref_update_wc",
];

/// Largest `credit` value (the 24-bit credit field).
pub const CREDIT_COLUMN_MAX: u64 = (1 << 24) - 1;

/// The optional column counting the retransmission-timeout cwnd cuts a flow took since its
/// previous row. The reader delivers each cut as a row of its own before the row
/// ([`TraceRow::rto_cut`]); the column itself is passed through.
pub const RTO_BEFORE_COLUMN: &str = "rto_before";

/// Largest `rto_before` value. Each cut takes one packet out of the flight, so a count stays
/// far below it (a 24-bit cwnd holds about 4,000 full packets).
pub const RTO_BEFORE_MAX: u64 = 65_535;

/// Header keys with a meaning (and a typed field in [`TraceHeader`]).
pub const KNOWN_HEADER_KEYS: [&str; 21] = [
    "link_bps",
    "base_rtt_ps",
    "network_rtt_ps",
    "target_qdelay_ps",
    "mss",
    "mtu",
    "init_cwnd",
    "trimming",
    "qa_gate",
    "source",
    "scenario",
    "mp_paths",
    "mp_strategy",
    "cc",
    "int_path",
    "hpcc_t_ps",
    "hpcc_eta_ppm",
    "hpcc_max_stage",
    "hpcc_wai",
    "fncc_alpha_ppm",
    "fncc_beta_ppm",
];

/// The algorithm a trace's recording sender ran (header key `cc`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum CcAlgo {
    /// NSCC (the default when `cc` is absent).
    #[default]
    Nscc,
    /// An INT-driven window algorithm (`hpcc`, `fncc`; `rx-hpcc` for Rx-HPCC).
    Int(IntAlgo),
}

impl CcAlgo {
    /// The name in the header and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            CcAlgo::Nscc => "nscc",
            CcAlgo::Int(a) => a.name(),
        }
    }

    pub fn parse(s: &str) -> Option<CcAlgo> {
        if s == "nscc" {
            Some(CcAlgo::Nscc)
        } else {
            IntAlgo::parse(s).map(CcAlgo::Int)
        }
    }
}

/// Where switches stamped INT (header key `int_path`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum IntPath {
    /// On the data packet, echoed by the ACK (HPCC++).
    Data,
    /// On the returning ACK, describing the request path's egress ports (FNCC).
    Ack,
}

impl IntPath {
    pub fn name(self) -> &'static str {
        match self {
            IntPath::Data => "data",
            IntPath::Ack => "ack",
        }
    }
}

/// Default payload bytes per full packet when the header has no `mss`.
pub const DEFAULT_MSS: u32 = golden_model::config::DEFAULT_MSS;
/// Default wire overhead per packet: `mtu` defaults to `mss + DEFAULT_MTU_OVERHEAD`.
pub const DEFAULT_MTU_OVERHEAD: u32 = 64;
/// Default Quick Adapt gate exponent when the header has no `qa_gate`.
pub const DEFAULT_QA_GATE: u8 = golden_model::config::DEFAULT_QA_GATE;

const GZIP_MAGIC: [u8; 2] = [0x1f, 0x8b];
/// Longest accepted line; protects against reading a binary file as one gigantic line.
const MAX_LINE_BYTES: u64 = 1 << 20;
/// Longest offending text quoted in an error message.
const MAX_QUOTED: usize = 80;

// ---------------------------------------------------------------------------------------------
// Header, rows
// ---------------------------------------------------------------------------------------------

/// The `# key=value` configuration of a trace (shared by every CCC in the file).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TraceHeader {
    /// Slowest of sender and receiver link speed, bits/s (required, > 0).
    pub link_bps: u64,
    /// Configured base RTT used to initialise each CCC, ps (required, > 0).
    pub base_rtt_ps: u64,
    /// Fabric-wide RTT for parameter scaling; `None` = `base_rtt_ps`.
    pub network_rtt_ps: Option<u64>,
    /// Target queueing delay; `None` = 0.75 x network RTT with trimming, 1.0 x without.
    pub target_qdelay_ps: Option<u64>,
    /// Payload bytes per full packet; `None` = 4096.
    pub mss: Option<u32>,
    /// Wire bytes per full packet; `None` = mss + 64.
    pub mtu: Option<u32>,
    /// Initial cwnd in bytes; `None` or `Some(0)` = MaxWnd.
    pub init_cwnd: Option<u64>,
    /// The fabric trims (NACKs) instead of dropping.
    pub trimming: bool,
    /// Quick Adapt gate exponent (0..=63); `None` = 3.
    pub qa_gate: Option<u8>,
    pub source: Option<String>,
    pub scenario: Option<String>,
    /// EVs per CCC the recording sender sprayed over (a power of two, 1..=65536).
    pub mp_paths: Option<u32>,
    /// The EV strategy the recording sender ran.
    pub mp_strategy: Option<EvStrategy>,
    /// The algorithm the recording sender ran (`None`: NSCC).
    #[serde(default)]
    pub cc: Option<CcAlgo>,
    /// Where switches stamped INT.
    #[serde(default)]
    pub int_path: Option<IntPath>,
    /// HPCC++/FNCC: T, the known baseline RTT, ps (> 0).
    #[serde(default)]
    pub hpcc_t_ps: Option<u64>,
    /// eta, ppm.
    #[serde(default)]
    pub hpcc_eta_ppm: Option<u32>,
    /// maxStage.
    #[serde(default)]
    pub hpcc_max_stage: Option<u32>,
    /// W_AI, bytes.
    #[serde(default)]
    pub hpcc_wai: Option<u64>,
    /// FNCC's alpha and beta, ppm.
    #[serde(default)]
    pub fncc_alpha_ppm: Option<u32>,
    #[serde(default)]
    pub fncc_beta_ppm: Option<u32>,
    /// Every `# key=value` pair in file order (known and unknown keys), as written in the file.
    /// [`TraceWriter`] writes these back, with the values of known keys taken from the typed
    /// fields above (see [`TraceHeader::pairs_to_write`]).
    pub pairs: Vec<(String, String)>,
    /// Free comment lines (header lines without a `key=value`), without the leading `#` and
    /// surrounding blanks.
    pub comments: Vec<String>,
}

impl TraceHeader {
    /// A header with the two required keys and nothing else.
    pub fn new(link_bps: u64, base_rtt_ps: u64) -> Self {
        TraceHeader {
            link_bps,
            base_rtt_ps,
            network_rtt_ps: None,
            target_qdelay_ps: None,
            mss: None,
            mtu: None,
            init_cwnd: None,
            trimming: false,
            qa_gate: None,
            source: None,
            scenario: None,
            mp_paths: None,
            mp_strategy: None,
            cc: None,
            int_path: None,
            hpcc_t_ps: None,
            hpcc_eta_ppm: None,
            hpcc_max_stage: None,
            hpcc_wai: None,
            fncc_alpha_ppm: None,
            fncc_beta_ppm: None,
            pairs: Vec::new(),
            comments: Vec::new(),
        }
    }

    /// The raw text of the first pair with this key, known or unknown.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.pairs
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// `network_rtt_ps`, defaulting to `base_rtt_ps`.
    pub fn network_rtt_or_default(&self) -> u64 {
        self.network_rtt_ps.unwrap_or(self.base_rtt_ps)
    }

    /// `target_qdelay_ps`, defaulting to 0.75 x network RTT (rounded down) with trimming and
    /// 1.0 x network RTT without.
    pub fn target_qdelay_or_default(&self) -> u64 {
        self.target_qdelay_ps.unwrap_or_else(|| {
            let n = self.network_rtt_or_default();
            if self.trimming {
                (u128::from(n) * 3 / 4) as u64
            } else {
                n
            }
        })
    }

    /// `mss`, defaulting to [`DEFAULT_MSS`].
    pub fn mss_or_default(&self) -> u32 {
        self.mss.unwrap_or(DEFAULT_MSS)
    }

    /// `mtu`, defaulting to mss + [`DEFAULT_MTU_OVERHEAD`].
    pub fn mtu_or_default(&self) -> u32 {
        self.mtu
            .unwrap_or_else(|| self.mss_or_default().saturating_add(DEFAULT_MTU_OVERHEAD))
    }

    /// `qa_gate`, defaulting to [`DEFAULT_QA_GATE`].
    pub fn qa_gate_or_default(&self) -> u8 {
        self.qa_gate.unwrap_or(DEFAULT_QA_GATE)
    }

    /// The initial cwnd in bytes, `None` when the CCC starts at MaxWnd (key absent or 0).
    pub fn init_cwnd_bytes(&self) -> Option<u64> {
        self.init_cwnd.filter(|&c| c != 0)
    }

    /// The current value of a known key as header text (`None`: the key is not set).
    fn known_value(&self, key: &str) -> Option<String> {
        match key {
            "link_bps" => Some(self.link_bps.to_string()),
            "base_rtt_ps" => Some(self.base_rtt_ps.to_string()),
            "network_rtt_ps" => self.network_rtt_ps.map(|v| v.to_string()),
            "target_qdelay_ps" => self.target_qdelay_ps.map(|v| v.to_string()),
            "mss" => self.mss.map(|v| v.to_string()),
            "mtu" => self.mtu.map(|v| v.to_string()),
            "init_cwnd" => self.init_cwnd.map(|v| v.to_string()),
            "trimming" => Some(if self.trimming { "1" } else { "0" }.to_string()),
            "qa_gate" => self.qa_gate.map(|v| v.to_string()),
            "source" => self.source.clone(),
            "scenario" => self.scenario.clone(),
            "mp_paths" => self.mp_paths.map(|v| v.to_string()),
            "mp_strategy" => self.mp_strategy.map(|v| v.as_str().to_string()),
            "cc" => self.cc.map(|v| v.name().to_string()),
            "int_path" => self.int_path.map(|v| v.name().to_string()),
            "hpcc_t_ps" => self.hpcc_t_ps.map(|v| v.to_string()),
            "hpcc_eta_ppm" => self.hpcc_eta_ppm.map(|v| v.to_string()),
            "hpcc_max_stage" => self.hpcc_max_stage.map(|v| v.to_string()),
            "hpcc_wai" => self.hpcc_wai.map(|v| v.to_string()),
            "fncc_alpha_ppm" => self.fncc_alpha_ppm.map(|v| v.to_string()),
            "fncc_beta_ppm" => self.fncc_beta_ppm.map(|v| v.to_string()),
            _ => None,
        }
    }

    /// The `key=value` pairs a writer emits: [`pairs`](Self::pairs) in order, where a known key
    /// carries its typed field's current value (and is dropped if that field is `None`), then
    /// every set known key that `pairs` does not mention (`trimming` only when true).
    pub fn pairs_to_write(&self) -> Vec<(String, String)> {
        let mut out = Vec::with_capacity(self.pairs.len() + KNOWN_HEADER_KEYS.len());
        let mut done = [false; KNOWN_HEADER_KEYS.len()];
        for (k, v) in &self.pairs {
            match KNOWN_HEADER_KEYS.iter().position(|x| x == k) {
                Some(i) => {
                    if !done[i] {
                        done[i] = true;
                        if let Some(val) = self.known_value(k) {
                            out.push((k.clone(), val));
                        }
                    }
                }
                None => out.push((k.clone(), v.clone())),
            }
        }
        for (i, k) in KNOWN_HEADER_KEYS.iter().enumerate() {
            if done[i] || (*k == "trimming" && !self.trimming) {
                continue;
            }
            if let Some(val) = self.known_value(k) {
                out.push((k.to_string(), val));
            }
        }
        out
    }
}

/// Reference state columns after the event (all optional: `None` when the column is absent).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct RefState {
    pub cwnd: Option<u64>,
    pub avg_delay_ps: Option<u64>,
    pub base_rtt_ps: Option<u64>,
    pub action: Option<Action>,
    pub fulfill: Option<bool>,
    pub maxwnd: Option<u64>,
}

/// The multipath extension's columns of a row (all 0 / `None` when absent).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct MpColumns {
    /// ack, nack: credit bytes the receiver granted this CCC on this ACK/NACK (24 bits).
    pub credit: u32,
    /// send: this row is an RTS (a header-only request for credit), not a data packet.
    pub rts: bool,
    /// send: the packet carries the ACK-request flag.
    pub ar: bool,
    /// ack: the receiver asks the sender to leave the EV `ev`.
    pub ev_change: bool,
    /// ack with ecn: the CE mark was set at the last hop.
    pub ecn_last_hop: bool,
    /// The feedback class the recorder's EV engine was given (`None`: not recorded, derive
    /// it with [`MpColumns::feedback`]).
    pub path_feedback: Option<Feedback>,
}

impl MpColumns {
    /// The feedback class of the row: the recorded `path_feedback`, else the class the
    /// v1 columns and the extension's flags give ([`Feedback::of_event`]); `None` on sends.
    pub fn feedback(&self, ev: &Event) -> Option<Feedback> {
        if ev.kind == EventKind::Send {
            return None;
        }
        self.path_feedback.or_else(|| {
            Feedback::of_event(
                ev.kind,
                ev.ecn,
                ev.last_hop,
                self.ecn_last_hop,
                self.ev_change,
            )
        })
    }
}

/// The INT extension's input columns of a row (0 / empty when absent).
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct IntColumns {
    /// ack: the sender's next sequence number, bytes.
    pub snd_nxt: u64,
    /// FNCC: the receiver's flow count N (0 = not reported).
    pub n_flows: u64,
    /// The `int_hops` records, first hop from the sender first.
    pub hops: Vec<IntHop>,
}

/// The INT extension's reference columns (all optional: `None` when the column is absent).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct IntRefs {
    pub wc: Option<u64>,
    pub u_ppm: Option<u64>,
    pub inc_stage: Option<u32>,
    pub rate_bps: Option<u64>,
    pub lhcs: Option<bool>,
    /// W in nano-bytes, round(W x 1e9).
    pub cwnd_nb: Option<u64>,
    /// Wc in nano-bytes.
    pub wc_nb: Option<u64>,
    /// round(U x 1e12).
    pub u_e12: Option<u64>,
    /// 0 no ComputeWind, 1 MI/MD, 2 AI.
    pub branch: Option<u8>,
    pub update_wc: Option<bool>,
}

/// One data row of a trace, or one timeout cut the reader delivers before a row
/// ([`TraceRow::rto_cut`]).
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct TraceRow {
    /// 1-based line number in the file (of a cut: the line of the row it precedes).
    pub line: u64,
    /// The v1 input columns (absent optional columns read as 0).
    pub event: Event,
    /// The row's `rto_before` column (0 when absent): the reader has delivered that many
    /// cuts right before this row.
    #[serde(default)]
    pub rto_before: u32,
    /// Not a line of the file: one of the `rto_before` cuts of the row on `line`, delivered
    /// before it. Its event is an `rto` of the row's CCC at the row's `t_ps` with `bytes` =
    /// the header's mtu (the cut packet's size is not recorded) and every other input
    /// column 0 (its PSN and EV are not recorded); no `ref_` values, no extension columns,
    /// every pass-through value empty. [`TraceWriter::write_row`] writes nothing for it (the
    /// row it precedes carries it in its `rto_before` column).
    #[serde(default)]
    pub rto_cut: bool,
    /// The `ref_` columns the reader knows.
    pub refs: RefState,
    /// The multipath extension's columns.
    #[serde(default)]
    pub mp: MpColumns,
    /// The INT extension's input columns.
    #[serde(default)]
    pub int: IntColumns,
    /// The INT extension's reference columns.
    #[serde(default)]
    pub int_refs: IntRefs,
    /// Raw text of every column that is not a v1 input column, in file column order (`ref_*`
    /// and unknown ones), to pass through. Names: [`TraceReader::extra_columns`].
    pub extra: Vec<String>,
}

impl TraceRow {
    /// The row as the INT models see an ACK: its time and cumulative ACK, the INT extension's
    /// columns and records.
    pub fn int_ack(&self) -> IntAck<'_> {
        IntAck {
            t_ps: self.event.t_ps,
            cum_ack: self.event.cum_ack,
            snd_nxt: self.int.snd_nxt,
            n_flows: self.int.n_flows,
            hops: &self.int.hops,
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/// Everything that can go wrong reading or writing a trace. The message always starts with the
/// file name (and `:line` when a line is concerned).
#[derive(thiserror::Error, Debug)]
pub enum TraceError {
    /// Operating-system or decompression failure.
    #[error("{file}: {context}: {source}")]
    Io {
        file: String,
        context: String,
        #[source]
        source: io::Error,
    },
    /// The first line is not `# nscc-trace v1`.
    #[error("{file}:1: expected the first line to be \"# nscc-trace v1\", found {found}")]
    BadMagic { file: String, found: String },
    /// The file name ends in `.gz` but the content is not gzip.
    #[error("{file}: the file name ends in .gz but the content does not start with the gzip magic bytes 1f 8b")]
    NotGzip { file: String },
    /// A required header key is absent.
    #[error("{file}:{line}: missing required header key {key}: expected a line \"# {key}=<value>\" before the column line (line {line})")]
    MissingHeaderKey {
        file: String,
        line: u64,
        key: &'static str,
    },
    /// A header value does not parse or is out of range.
    #[error("{file}:{line}: header key {key}: expected {expected}, found {found:?}")]
    BadHeaderValue {
        file: String,
        line: u64,
        key: String,
        expected: Cow<'static, str>,
        found: String,
    },
    /// The column line is absent or malformed.
    #[error("{file}:{line}: {message}")]
    BadColumnLine {
        file: String,
        line: u64,
        message: String,
    },
    /// A required column is absent from the column line.
    #[error("{file}:{line}: the column line has no column {name} (required columns: t_ps, ccc, kind, bytes){hint}")]
    MissingColumn {
        file: String,
        line: u64,
        name: &'static str,
        hint: &'static str,
    },
    /// Two columns have the same name.
    #[error(
        "{file}:{line}: column {column} ({name}): duplicate column name (already column {first})"
    )]
    DuplicateColumn {
        file: String,
        line: u64,
        column: usize,
        first: usize,
        name: String,
    },
    /// A row has a different number of fields than the column line.
    #[error("{file}:{line}: expected {expected} fields as on the column line (line {column_line}), found {found}: {detail}")]
    FieldCount {
        file: String,
        line: u64,
        expected: usize,
        found: usize,
        column_line: u64,
        detail: String,
    },
    /// One field does not parse or is out of range of its type.
    #[error("{file}:{line}: column {column} ({name}): expected {expected}, found {found:?}")]
    BadField {
        file: String,
        line: u64,
        column: usize,
        name: String,
        expected: Cow<'static, str>,
        found: String,
    },
    /// `t_ps` decreased.
    #[error("{file}:{line}: column {column} (t_ps): expected a time >= {prev} (t_ps of line {prev_line}; rows must be in non-decreasing t_ps order), found \"{t_ps}\"")]
    OutOfOrder {
        file: String,
        line: u64,
        column: usize,
        t_ps: u64,
        prev: u64,
        prev_line: u64,
    },
    /// A blank line followed by more rows.
    #[error("{file}:{line}: blank line inside the data (line {next} holds a row again; only the end of the file may be blank)")]
    BlankLine { file: String, line: u64, next: u64 },
    /// A line longer than the reader accepts (probably not a trace).
    #[error("{file}:{line}: line longer than {max} bytes (is this a trace file?)")]
    LineTooLong { file: String, line: u64, max: u64 },
    /// Invalid data handed to a [`TraceWriter`].
    #[error("{file}: {message}")]
    Write { file: String, message: String },
}

impl TraceError {
    /// The file (or stream name) the error is about.
    pub fn file(&self) -> &str {
        match self {
            TraceError::Io { file, .. }
            | TraceError::BadMagic { file, .. }
            | TraceError::NotGzip { file }
            | TraceError::MissingHeaderKey { file, .. }
            | TraceError::BadHeaderValue { file, .. }
            | TraceError::BadColumnLine { file, .. }
            | TraceError::MissingColumn { file, .. }
            | TraceError::DuplicateColumn { file, .. }
            | TraceError::FieldCount { file, .. }
            | TraceError::BadField { file, .. }
            | TraceError::OutOfOrder { file, .. }
            | TraceError::BlankLine { file, .. }
            | TraceError::LineTooLong { file, .. }
            | TraceError::Write { file, .. } => file,
        }
    }

    /// The 1-based line the error is about, when there is one.
    pub fn line(&self) -> Option<u64> {
        match self {
            TraceError::BadMagic { .. } => Some(1),
            TraceError::MissingHeaderKey { line, .. }
            | TraceError::BadHeaderValue { line, .. }
            | TraceError::BadColumnLine { line, .. }
            | TraceError::MissingColumn { line, .. }
            | TraceError::DuplicateColumn { line, .. }
            | TraceError::FieldCount { line, .. }
            | TraceError::BadField { line, .. }
            | TraceError::OutOfOrder { line, .. }
            | TraceError::BlankLine { line, .. }
            | TraceError::LineTooLong { line, .. } => Some(*line),
            TraceError::Io { .. } | TraceError::NotGzip { .. } | TraceError::Write { .. } => None,
        }
    }
}

/// Offending text for an error message: lossy UTF-8, shortened when very long.
fn quoted(text: &[u8]) -> String {
    let s = String::from_utf8_lossy(text);
    if s.chars().count() <= MAX_QUOTED {
        s.into_owned()
    } else {
        let mut t: String = s.chars().take(MAX_QUOTED).collect();
        t.push_str("...");
        t
    }
}

// ---------------------------------------------------------------------------------------------
// Field parsing
// ---------------------------------------------------------------------------------------------

/// Where a column's value goes. Everything from `RefCwnd` on is passed through in `extra`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Slot {
    TPs,
    Ccc,
    Kind,
    Bytes,
    Psn,
    CumAck,
    RttPs,
    Ecn,
    LastHop,
    Ooo,
    Ev,
    RcvCwndPend,
    Rc,
    InFlight,
    Probe,
    ProbeRttPs,
    RefCwnd,
    RefAvgDelay,
    RefBaseRtt,
    RefAction,
    RefFulfill,
    RefMaxwnd,
    RtoBefore,
    Credit,
    Rts,
    Ar,
    EvChange,
    EcnLastHop,
    PathFeedback,
    SndNxt,
    IntHops,
    NFlows,
    /// `int<k>_<field>`: record k, field index into [`INT_RECORD_FIELDS`].
    IntRecord(u16, u8),
    /// An [`INT_REF_COLUMNS`] column, by index.
    IntRef(u8),
    Other,
}

/// Slots of [`V1_COLUMNS`] and [`REF_COLUMNS`], in the same order.
const V1_SLOTS: [Slot; 16] = [
    Slot::TPs,
    Slot::Ccc,
    Slot::Kind,
    Slot::Bytes,
    Slot::Psn,
    Slot::CumAck,
    Slot::RttPs,
    Slot::Ecn,
    Slot::LastHop,
    Slot::Ooo,
    Slot::Ev,
    Slot::RcvCwndPend,
    Slot::Rc,
    Slot::InFlight,
    Slot::Probe,
    Slot::ProbeRttPs,
];
const REF_SLOTS: [Slot; 6] = [
    Slot::RefCwnd,
    Slot::RefAvgDelay,
    Slot::RefBaseRtt,
    Slot::RefAction,
    Slot::RefFulfill,
    Slot::RefMaxwnd,
];
const MP_SLOTS: [Slot; 6] = [
    Slot::Credit,
    Slot::Rts,
    Slot::Ar,
    Slot::EvChange,
    Slot::EcnLastHop,
    Slot::PathFeedback,
];

impl Slot {
    fn of(name: &str) -> Slot {
        if let Some(i) = V1_COLUMNS.iter().position(|c| *c == name) {
            V1_SLOTS[i]
        } else if let Some(i) = REF_COLUMNS.iter().position(|c| *c == name) {
            REF_SLOTS[i]
        } else if name == RTO_BEFORE_COLUMN {
            Slot::RtoBefore
        } else if let Some(i) = MP_COLUMNS.iter().position(|c| *c == name) {
            MP_SLOTS[i]
        } else if let Some(i) = INT_COLUMNS.iter().position(|c| *c == name) {
            [Slot::SndNxt, Slot::IntHops, Slot::NFlows][i]
        } else if let Some(i) = INT_REF_COLUMNS.iter().position(|c| *c == name) {
            Slot::IntRef(i as u8)
        } else if let Some((k, f)) = int_record_column(name) {
            Slot::IntRecord(k, f)
        } else {
            Slot::Other
        }
    }

    /// Not a v1 input column: passed through in [`TraceRow::extra`].
    fn is_extra(self) -> bool {
        self >= Slot::RefCwnd
    }
}

/// `int<k>_<field>` with k a decimal without leading zeros: (k, field index). k may exceed
/// the reader's limit here (the column line check names it).
fn int_record_column(name: &str) -> Option<(u16, u8)> {
    let rest = name.strip_prefix("int")?;
    let (k, field) = rest.split_once('_')?;
    if k.is_empty() || k.len() > 4 || !k.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if k.len() > 1 && k.starts_with('0') {
        return None;
    }
    let f = INT_RECORD_FIELDS.iter().position(|x| *x == field)?;
    Some((k.parse().ok()?, f as u8))
}

enum UintError {
    Syntax,
    Range,
}

/// Parses an unsigned decimal integer (digits only, no sign, no blanks) no larger than `max`.
#[inline]
fn parse_uint(text: &[u8], max: u64) -> Result<u64, UintError> {
    if text.is_empty() {
        return Err(UintError::Syntax);
    }
    let mut v: u64 = 0;
    let mut overflow = false;
    for &b in text {
        let d = b.wrapping_sub(b'0');
        if d > 9 {
            return Err(UintError::Syntax);
        }
        match v.checked_mul(10).and_then(|x| x.checked_add(u64::from(d))) {
            Some(x) => v = x,
            None => overflow = true,
        }
    }
    if overflow || v > max {
        Err(UintError::Range)
    } else {
        Ok(v)
    }
}

const EXPECT_U64: &str = "an unsigned decimal integer";
const EXPECT_U64_RANGE: &str = "an unsigned decimal integer no larger than 18446744073709551615";
const EXPECT_U32_RANGE: &str = "an unsigned decimal integer no larger than 4294967295";
const EXPECT_PEND: &str = "an integer from 0 to 127";
const EXPECT_BOOL: &str = "0 or 1";
const EXPECT_KIND: &str = "an event kind (ack, nack, send or rto)";
const EXPECT_CREDIT: &str = "an unsigned decimal integer no larger than 16777215 (24-bit credit)";
const EXPECT_RTO_BEFORE: &str =
    "a count of timeout cuts: an unsigned decimal integer no larger than 65535";
const EXPECT_FEEDBACK: &str =
    "a feedback class (none, good, last_hop, ecn, nack, timeout or ev_change)";
const EXPECT_BRANCH: &str = "0, 1 or 2 (no ComputeWind, MI/MD, AI)";
const EXPECT_ACTION: &str =
    "an action word (prop, fast, fair, md, md_skipped, noop, qa, ignored, nack or none)";

/// Header key with a `key=value` shape: an identifier before the first `=`.
fn split_pair(content: &str) -> Option<(&str, &str)> {
    let (k, v) = content.split_once('=')?;
    let k = k.trim();
    let ident = !k.is_empty()
        && k.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-' || b == b'.');
    ident.then(|| (k, v.trim()))
}

fn is_blank(line: &[u8]) -> bool {
    line.iter().all(u8::is_ascii_whitespace)
}

// ---------------------------------------------------------------------------------------------
// Input plumbing
// ---------------------------------------------------------------------------------------------

/// Counts the bytes consumed from the raw (possibly compressed) input, for progress bars.
struct CountingBufRead<R> {
    inner: R,
    count: Arc<AtomicU64>,
}

impl<R: BufRead> Read for CountingBufRead<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.count.fetch_add(n as u64, Ordering::Relaxed);
        Ok(n)
    }
}

impl<R: BufRead> BufRead for CountingBufRead<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        self.inner.fill_buf()
    }

    fn consume(&mut self, amt: usize) {
        self.inner.consume(amt);
        self.count.fetch_add(amt as u64, Ordering::Relaxed);
    }
}

/// Reads up to the first two bytes (to look for the gzip magic) without losing them.
fn read_prefix(r: &mut dyn BufRead) -> io::Result<Vec<u8>> {
    let mut prefix = Vec::with_capacity(2);
    while prefix.len() < 2 {
        let buf = match r.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            break;
        }
        let take = (2 - prefix.len()).min(buf.len());
        prefix.extend_from_slice(&buf[..take]);
        r.consume(take);
    }
    Ok(prefix)
}

// ---------------------------------------------------------------------------------------------
// Reader
// ---------------------------------------------------------------------------------------------

/// Streaming reader of a CSV v1 trace. Iterate it for [`TraceRow`]s; after the first error the
/// iterator ends. [`TraceReader::read_into`] reads without allocating per row.
pub struct TraceReader {
    name: String,
    input: Box<dyn BufRead + Send>,
    consumed: Arc<AtomicU64>,
    total: Option<u64>,
    header: TraceHeader,
    columns: Vec<String>,
    slots: Vec<Slot>,
    extra_columns: Vec<String>,
    column_line: u64,
    t_col: usize,
    /// Number of INT record column groups (`int0_*` .. `int<K-1>_*`).
    int_groups: usize,
    /// Column of `int_hops`, when present.
    int_hops_col: Option<usize>,
    has_refs: bool,
    keep_extra: bool,
    /// `bytes` of a timeout cut (the header's mtu).
    rto_bytes: u64,
    /// The row read last while its `rto_before` cuts are delivered (`holding`), and how many
    /// of them are still to come.
    held: TraceRow,
    holding: bool,
    cuts_left: u32,
    /// Current line without its line end.
    buf: Vec<u8>,
    /// Number of lines read so far (the 1-based number of the line in `buf`).
    line: u64,
    prev_t: u64,
    prev_line: u64,
    pending_blank: Option<u64>,
    done: bool,
}

impl fmt::Debug for TraceReader {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TraceReader")
            .field("name", &self.name)
            .field("line", &self.line)
            .field("columns", &self.columns)
            .field("header", &self.header)
            .finish_non_exhaustive()
    }
}

impl TraceReader {
    /// Opens a trace file; gunzips when the name ends in `.gz` or the content starts with the
    /// gzip magic. Reads and checks the header and the column line.
    pub fn open(path: &Path) -> Result<Self, TraceError> {
        let name = path.display().to_string();
        let file = File::open(path).map_err(|source| TraceError::Io {
            file: name.clone(),
            context: "cannot open".into(),
            source,
        })?;
        let total = file.metadata().ok().map(|m| m.len());
        let input = Box::new(BufReader::with_capacity(1 << 17, file));
        Self::start(name, input, total)
    }

    /// Reads a trace from any buffered stream (`name` is used in messages and, when it ends in
    /// `.gz`, demands gzip content). Gzip is detected from the magic bytes.
    pub fn from_reader(name: &str, r: Box<dyn BufRead + Send>) -> Result<Self, TraceError> {
        Self::start(name.to_string(), r, None)
    }

    /// Reads an embedded trace (e.g. `include_bytes!`), gzip or plain.
    pub fn from_bytes(name: &str, bytes: &'static [u8]) -> Result<Self, TraceError> {
        Self::start(name.to_string(), Box::new(bytes), Some(bytes.len() as u64))
    }

    fn start(
        name: String,
        mut raw: Box<dyn BufRead + Send>,
        total: Option<u64>,
    ) -> Result<Self, TraceError> {
        let prefix = read_prefix(&mut *raw).map_err(|source| TraceError::Io {
            file: name.clone(),
            context: "cannot read".into(),
            source,
        })?;
        let gz_magic = prefix == GZIP_MAGIC;
        if name.ends_with(".gz") && !gz_magic && !prefix.is_empty() {
            return Err(TraceError::NotGzip { file: name });
        }
        let consumed = Arc::new(AtomicU64::new(0));
        let counted = CountingBufRead {
            inner: Cursor::new(prefix).chain(raw),
            count: Arc::clone(&consumed),
        };
        let input: Box<dyn BufRead + Send> = if gz_magic {
            Box::new(BufReader::with_capacity(
                1 << 17,
                MultiGzDecoder::new(counted),
            ))
        } else {
            Box::new(counted)
        };
        let mut r = TraceReader {
            name,
            input,
            consumed,
            total,
            header: TraceHeader::new(0, 0),
            columns: Vec::new(),
            slots: Vec::new(),
            extra_columns: Vec::new(),
            column_line: 0,
            t_col: 0,
            int_groups: 0,
            int_hops_col: None,
            has_refs: false,
            keep_extra: true,
            rto_bytes: 0,
            held: TraceRow::default(),
            holding: false,
            cuts_left: 0,
            buf: Vec::with_capacity(512),
            line: 0,
            prev_t: 0,
            prev_line: 0,
            pending_blank: None,
            done: false,
        };
        r.read_header()?;
        r.rto_bytes = r.header.mtu_or_default().into();
        Ok(r)
    }

    /// The header (configuration) of the trace.
    pub fn header(&self) -> &TraceHeader {
        &self.header
    }

    /// Names of the columns passed through in [`TraceRow::extra`], in file order.
    pub fn extra_columns(&self) -> &[String] {
        &self.extra_columns
    }

    /// All column names in file order.
    pub fn columns(&self) -> &[String] {
        &self.columns
    }

    /// Whether the column line has this column.
    pub fn has_column(&self, name: &str) -> bool {
        self.columns.iter().any(|c| c == name)
    }

    /// True when the trace carries reference state (`ref_cwnd` is present).
    pub fn has_refs(&self) -> bool {
        self.has_refs
    }

    /// Raw input bytes (compressed bytes for gzip) consumed so far, for a progress bar. Runs
    /// ahead of the parsed rows by at most one read buffer.
    pub fn bytes_read(&self) -> u64 {
        self.consumed.load(Ordering::Relaxed)
    }

    /// Total raw input size when known (file size, embedded slice length), for a progress bar.
    pub fn total_bytes(&self) -> Option<u64> {
        self.total
    }

    /// The name used in error messages.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Number of lines read so far.
    pub fn line(&self) -> u64 {
        self.line
    }

    /// 1-based line number of the column line.
    pub fn column_line(&self) -> u64 {
        self.column_line
    }

    /// Whether rows carry [`TraceRow::extra`] (default true). Without it a replay that does not
    /// pass columns through saves the string copies.
    pub fn set_keep_extra(&mut self, keep: bool) {
        self.keep_extra = keep;
    }

    /// Reads the next row into `row`, reusing its `extra` strings. Returns `Ok(false)` at the end
    /// of the trace (and after an error has been returned once).
    ///
    /// A row whose `rto_before` is k > 0 comes after k cuts ([`TraceRow::rto_cut`]): k `rto`
    /// events of its CCC at its time, each of the header's mtu, so that every model sees the
    /// window cuts the recorder made between the flow's previous row and this one.
    pub fn read_into(&mut self, row: &mut TraceRow) -> Result<bool, TraceError> {
        if self.holding {
            if self.cuts_left > 0 {
                self.cuts_left -= 1;
                self.cut_into(row);
            } else {
                std::mem::swap(row, &mut self.held);
                self.holding = false;
            }
            return Ok(true);
        }
        if self.done {
            return Ok(false);
        }
        let r = self.read_row(row);
        if !matches!(r, Ok(true)) {
            self.done = true;
            return r;
        }
        if row.rto_before > 0 {
            std::mem::swap(row, &mut self.held);
            self.holding = true;
            self.cuts_left = self.held.rto_before - 1;
            self.cut_into(row);
        }
        Ok(true)
    }

    /// Fills `row` with a timeout cut before the held row (see [`TraceRow::rto_cut`]).
    fn cut_into(&self, row: &mut TraceRow) {
        let at = &self.held;
        row.line = at.line;
        row.event = Event {
            t_ps: at.event.t_ps,
            ccc: at.event.ccc,
            kind: EventKind::Rto,
            bytes: self.rto_bytes,
            ..Event::default()
        };
        row.rto_before = 0;
        row.rto_cut = true;
        row.refs = RefState::default();
        row.mp = MpColumns::default();
        row.int.snd_nxt = 0;
        row.int.n_flows = 0;
        row.int.hops.clear();
        row.int_refs = IntRefs::default();
        row.extra.truncate(at.extra.len());
        for e in &mut row.extra {
            e.clear();
        }
        row.extra.resize(at.extra.len(), String::new());
    }

    fn read_row(&mut self, row: &mut TraceRow) -> Result<bool, TraceError> {
        loop {
            if !self.read_line()? {
                return Ok(false); // blank lines at the end are fine
            }
            if is_blank(&self.buf) {
                self.pending_blank.get_or_insert(self.line);
                continue;
            }
            if let Some(line) = self.pending_blank {
                return Err(TraceError::BlankLine {
                    file: self.name.clone(),
                    line,
                    next: self.line,
                });
            }
            break;
        }
        self.parse_row(row)?;
        let t = row.event.t_ps;
        if t < self.prev_t {
            return Err(TraceError::OutOfOrder {
                file: self.name.clone(),
                line: self.line,
                column: self.t_col + 1,
                t_ps: t,
                prev: self.prev_t,
                prev_line: self.prev_line,
            });
        }
        self.prev_t = t;
        self.prev_line = self.line;
        Ok(true)
    }

    /// Reads one line into `buf` without its `\n` / `\r\n`. `Ok(false)` at end of input.
    fn read_line(&mut self) -> Result<bool, TraceError> {
        self.buf.clear();
        let res = (&mut self.input)
            .take(MAX_LINE_BYTES + 1)
            .read_until(b'\n', &mut self.buf);
        let n = match res {
            Ok(n) => n,
            Err(source) => {
                return Err(TraceError::Io {
                    file: self.name.clone(),
                    context: format!("error reading line {}", self.line + 1),
                    source,
                })
            }
        };
        if n == 0 {
            return Ok(false);
        }
        self.line += 1;
        if self.buf.last() == Some(&b'\n') {
            self.buf.pop();
            if self.buf.last() == Some(&b'\r') {
                self.buf.pop();
            }
        } else if self.buf.len() as u64 > MAX_LINE_BYTES {
            return Err(TraceError::LineTooLong {
                file: self.name.clone(),
                line: self.line,
                max: MAX_LINE_BYTES,
            });
        } else if self.buf.last() == Some(&b'\r') {
            self.buf.pop();
        }
        Ok(true)
    }

    fn line_text(&self, what: &str) -> Result<&str, TraceError> {
        std::str::from_utf8(&self.buf).map_err(|e| TraceError::BadColumnLine {
            file: self.name.clone(),
            line: self.line,
            message: format!(
                "{what} is not valid UTF-8 (invalid byte at column {} of the line)",
                e.valid_up_to() + 1
            ),
        })
    }

    fn read_header(&mut self) -> Result<(), TraceError> {
        if !self.read_line()? {
            return Err(TraceError::BadMagic {
                file: self.name.clone(),
                found: "an empty file".into(),
            });
        }
        let first = self.buf.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&self.buf);
        if first.trim_ascii_end() != MAGIC_LINE.as_bytes() {
            return Err(TraceError::BadMagic {
                file: self.name.clone(),
                found: format!("{:?}", quoted(first)),
            });
        }
        let mut raw_pairs: Vec<(String, String, u64)> = Vec::new();
        let mut comments = Vec::new();
        loop {
            if !self.read_line()? {
                return Err(TraceError::BadColumnLine {
                    file: self.name.clone(),
                    line: self.line + 1,
                    message: "end of file where the column line was expected".into(),
                });
            }
            if self.buf.first() != Some(&b'#') {
                break;
            }
            let text = self.line_text("header line")?;
            let content = text[1..].trim();
            match split_pair(content) {
                Some((k, v)) => raw_pairs.push((k.to_string(), v.to_string(), self.line)),
                None => comments.push(content.to_string()),
            }
        }
        self.column_line = self.line;
        self.header = self.parse_header_values(raw_pairs, comments)?;
        self.parse_column_line()
    }

    fn parse_header_values(
        &self,
        raw: Vec<(String, String, u64)>,
        comments: Vec<String>,
    ) -> Result<TraceHeader, TraceError> {
        let mut h = TraceHeader::new(0, 0);
        let mut seen: [Option<u64>; KNOWN_HEADER_KEYS.len()] = [None; KNOWN_HEADER_KEYS.len()];
        for (key, value, line) in &raw {
            let Some(i) = KNOWN_HEADER_KEYS.iter().position(|k| k == key) else {
                continue;
            };
            let bad = |expected: Cow<'static, str>| TraceError::BadHeaderValue {
                file: self.name.clone(),
                line: *line,
                key: key.clone(),
                expected,
                found: quoted(value.as_bytes()),
            };
            if let Some(first) = seen[i] {
                return Err(bad(format!(
                    "a single definition (already defined on line {first})"
                )
                .into()));
            }
            seen[i] = Some(*line);
            let uint = |min: u64, max: u64| -> Result<u64, TraceError> {
                match parse_uint(value.as_bytes(), max) {
                    Ok(v) if v >= min => Ok(v),
                    _ if min == 0 && max == u64::MAX => Err(bad(EXPECT_U64.into())),
                    _ => Err(bad(format!(
                        "an unsigned decimal integer from {min} to {max}"
                    )
                    .into())),
                }
            };
            match key.as_str() {
                "link_bps" => h.link_bps = uint(1, u64::MAX)?,
                "base_rtt_ps" => h.base_rtt_ps = uint(1, u64::MAX)?,
                "network_rtt_ps" => h.network_rtt_ps = Some(uint(1, u64::MAX)?),
                "target_qdelay_ps" => h.target_qdelay_ps = Some(uint(0, u64::MAX)?),
                "mss" => h.mss = Some(uint(1, u32::MAX.into())? as u32),
                "mtu" => h.mtu = Some(uint(1, u32::MAX.into())? as u32),
                "init_cwnd" => h.init_cwnd = Some(uint(0, u64::MAX)?),
                "trimming" => match value.as_str() {
                    "0" => h.trimming = false,
                    "1" => h.trimming = true,
                    _ => return Err(bad(EXPECT_BOOL.into())),
                },
                "qa_gate" => h.qa_gate = Some(uint(0, 63)? as u8),
                "source" => h.source = Some(value.clone()),
                "scenario" => h.scenario = Some(value.clone()),
                "mp_paths" => {
                    let v = uint(1, 65_536)?;
                    if !v.is_power_of_two() {
                        return Err(bad("a power of two from 1 to 65536".into()));
                    }
                    h.mp_paths = Some(v as u32);
                }
                "mp_strategy" => {
                    h.mp_strategy = Some(
                        EvStrategy::parse(value)
                            .ok_or_else(|| bad("oblivious, bitmap, reps or mixed".into()))?,
                    )
                }
                "cc" => {
                    h.cc = Some(CcAlgo::parse(value).ok_or_else(|| {
                        bad("an algorithm name (nscc, hpcc, fncc or rx-hpcc)".into())
                    })?)
                }
                "int_path" => {
                    h.int_path = Some(match value.as_str() {
                        "data" => IntPath::Data,
                        "ack" => IntPath::Ack,
                        _ => return Err(bad("data or ack".into())),
                    })
                }
                "hpcc_t_ps" => h.hpcc_t_ps = Some(uint(1, u64::MAX)?),
                "hpcc_eta_ppm" => h.hpcc_eta_ppm = Some(uint(1, 2_000_000)? as u32),
                "hpcc_max_stage" => h.hpcc_max_stage = Some(uint(0, 15)? as u32),
                "hpcc_wai" => h.hpcc_wai = Some(uint(0, 1 << 24)?),
                "fncc_alpha_ppm" => h.fncc_alpha_ppm = Some(uint(0, 16_000_000)? as u32),
                "fncc_beta_ppm" => h.fncc_beta_ppm = Some(uint(0, 16_000_000)? as u32),
                _ => {}
            }
        }
        for (i, key) in ["link_bps", "base_rtt_ps"].into_iter().enumerate() {
            if seen[i].is_none() {
                return Err(TraceError::MissingHeaderKey {
                    file: self.name.clone(),
                    line: self.column_line,
                    key,
                });
            }
        }
        h.pairs = raw.into_iter().map(|(k, v, _)| (k, v)).collect();
        h.comments = comments;
        Ok(h)
    }

    fn parse_column_line(&mut self) -> Result<(), TraceError> {
        let bad = |message: String| TraceError::BadColumnLine {
            file: self.name.clone(),
            line: self.line,
            message,
        };
        if is_blank(&self.buf) {
            return Err(bad(
                "blank line where the column line was expected".to_string()
            ));
        }
        let text = self.line_text("the column line")?;
        let columns: Vec<String> = text.split(',').map(|c| c.trim().to_string()).collect();
        for (i, c) in columns.iter().enumerate() {
            if c.is_empty() {
                return Err(bad(format!("column {}: empty column name", i + 1)));
            }
            if let Some(first) = columns[..i].iter().position(|p| p == c) {
                return Err(TraceError::DuplicateColumn {
                    file: self.name.clone(),
                    line: self.line,
                    column: i + 1,
                    first: first + 1,
                    name: c.clone(),
                });
            }
        }
        for name in REQUIRED_COLUMNS {
            if !columns.iter().any(|c| c == name) {
                let looks_like_data = columns
                    .first()
                    .is_some_and(|c| c.bytes().all(|b| b.is_ascii_digit()));
                return Err(TraceError::MissingColumn {
                    file: self.name.clone(),
                    line: self.line,
                    name,
                    hint: if looks_like_data {
                        " (this looks like a data row: is the column line missing?)"
                    } else {
                        ""
                    },
                });
            }
        }
        self.slots = columns.iter().map(|c| Slot::of(c)).collect();
        self.extra_columns = columns
            .iter()
            .zip(&self.slots)
            .filter(|(_, s)| s.is_extra())
            .map(|(c, _)| c.clone())
            .collect();
        self.t_col = self.slots.iter().position(|s| *s == Slot::TPs).unwrap_or(0);
        self.has_refs = self.slots.contains(&Slot::RefCwnd);
        self.check_int_columns(&columns)?;
        self.columns = columns;
        Ok(())
    }

    /// The INT extension's column line rules: record groups `int0_*` .. `int<K-1>_*`, each
    /// with its four fields, numbered from 0 without a gap, and an `int_hops` column with them.
    fn check_int_columns(&mut self, columns: &[String]) -> Result<(), TraceError> {
        let bad = |message: String| TraceError::BadColumnLine {
            file: self.name.clone(),
            line: self.line,
            message,
        };
        let mut groups: Vec<[Option<usize>; 4]> = Vec::new();
        for (i, slot) in self.slots.iter().enumerate() {
            if let Slot::IntRecord(k, f) = *slot {
                let k = k as usize;
                if k >= INT_RECORD_GROUPS_MAX {
                    return Err(bad(format!(
                        "column {} ({}): expected an INT record index below {INT_RECORD_GROUPS_MAX}",
                        i + 1,
                        columns[i]
                    )));
                }
                if groups.len() <= k {
                    groups.resize(k + 1, [None; 4]);
                }
                groups[k][f as usize] = Some(i);
            }
        }
        for (k, g) in groups.iter().enumerate() {
            for (f, at) in g.iter().enumerate() {
                if at.is_none() {
                    let present = g
                        .iter()
                        .flatten()
                        .next()
                        .map(|&i| format!("column {} ({})", i + 1, columns[i]))
                        .unwrap_or_else(|| format!("record {} has columns", groups.len() - 1));
                    return Err(bad(format!(
                        "expected a column int{k}_{} (INT records need int<k>_qlen, int<k>_ts_ps, int<k>_txbytes and int<k>_bps for every k from 0 to the highest; {present})",
                        INT_RECORD_FIELDS[f]
                    )));
                }
            }
        }
        self.int_hops_col = self.slots.iter().position(|s| *s == Slot::IntHops);
        if !groups.is_empty() && self.int_hops_col.is_none() {
            return Err(bad(format!(
                "the column line has INT record columns (int0_* .. int{}_*) but no int_hops column",
                groups.len() - 1
            )));
        }
        self.int_groups = groups.len();
        Ok(())
    }

    fn bad_field(&self, col: usize, text: &[u8], expected: &'static str) -> TraceError {
        TraceError::BadField {
            file: self.name.clone(),
            line: self.line,
            column: col + 1,
            name: self.columns[col].clone(),
            expected: Cow::Borrowed(expected),
            found: quoted(text),
        }
    }

    #[inline]
    fn u64_field(&self, col: usize, text: &[u8]) -> Result<u64, TraceError> {
        parse_uint(text, u64::MAX).map_err(|e| {
            let expected = match e {
                UintError::Syntax => EXPECT_U64,
                UintError::Range => EXPECT_U64_RANGE,
            };
            self.bad_field(col, text, expected)
        })
    }

    #[inline]
    fn u32_field(&self, col: usize, text: &[u8]) -> Result<u32, TraceError> {
        match parse_uint(text, u32::MAX.into()) {
            Ok(v) => Ok(v as u32),
            Err(UintError::Syntax) => Err(self.bad_field(col, text, EXPECT_U64)),
            Err(UintError::Range) => Err(self.bad_field(col, text, EXPECT_U32_RANGE)),
        }
    }

    #[inline]
    fn bool_field(&self, col: usize, text: &[u8]) -> Result<bool, TraceError> {
        match text {
            b"0" => Ok(false),
            b"1" => Ok(true),
            _ => Err(self.bad_field(col, text, EXPECT_BOOL)),
        }
    }

    fn field_count_error(&self) -> TraceError {
        let found = self.buf.split(|&b| b == b',').count();
        let expected = self.columns.len();
        let detail = if found < expected {
            format!("column {} ({}) is missing", found + 1, self.columns[found])
        } else {
            format!(
                "{} field(s) after the last column {} ({})",
                found - expected,
                expected,
                self.columns[expected - 1]
            )
        };
        TraceError::FieldCount {
            file: self.name.clone(),
            line: self.line,
            expected,
            found,
            column_line: self.column_line,
            detail,
        }
    }

    /// Parses the fields of the line in `buf` into `row`.
    fn parse_row(&self, row: &mut TraceRow) -> Result<(), TraceError> {
        let n = self.slots.len();
        let keep = self.keep_extra;
        let mut ev = Event::default();
        let mut refs = RefState::default();
        let mut mp = MpColumns::default();
        let mut int_refs = IntRefs::default();
        let mut int_hops: u64 = 0;
        let mut rto_before: u64 = 0;
        row.int.snd_nxt = 0;
        row.int.n_flows = 0;
        row.int.hops.clear();
        row.int.hops.resize(self.int_groups, IntHop::default());
        // column of each extension field present, for the checks across columns
        let mut mp_at: [Option<usize>; 6] = [None; 6];
        let mut n_extra = 0;
        let mut rest: &[u8] = &self.buf;
        for (i, &slot) in self.slots.iter().enumerate() {
            let comma = rest.iter().position(|&b| b == b',');
            let field = match comma {
                Some(p) if i + 1 < n => {
                    let f = &rest[..p];
                    rest = &rest[p + 1..];
                    f
                }
                None if i + 1 == n => rest,
                _ => return Err(self.field_count_error()),
            };
            match slot {
                Slot::TPs => ev.t_ps = self.u64_field(i, field)?,
                Slot::Ccc => ev.ccc = self.u32_field(i, field)?,
                Slot::Kind => {
                    ev.kind = std::str::from_utf8(field)
                        .ok()
                        .and_then(EventKind::parse)
                        .ok_or_else(|| self.bad_field(i, field, EXPECT_KIND))?
                }
                Slot::Bytes => ev.bytes = self.u64_field(i, field)?,
                Slot::Psn => ev.psn = self.u64_field(i, field)?,
                Slot::CumAck => ev.cum_ack = self.u64_field(i, field)?,
                Slot::RttPs => ev.rtt_ps = self.u64_field(i, field)?,
                Slot::Ecn => ev.ecn = self.bool_field(i, field)?,
                Slot::LastHop => ev.last_hop = self.bool_field(i, field)?,
                Slot::Ooo => ev.ooo = self.u32_field(i, field)?,
                Slot::Ev => ev.ev = self.u32_field(i, field)?,
                Slot::RcvCwndPend => {
                    ev.rcv_cwnd_pend = parse_uint(field, 127)
                        .map_err(|_| self.bad_field(i, field, EXPECT_PEND))?
                        as u8
                }
                Slot::Rc => ev.rc = self.bool_field(i, field)?,
                Slot::InFlight => ev.in_flight = self.u64_field(i, field)?,
                Slot::Probe => ev.probe = self.bool_field(i, field)?,
                Slot::ProbeRttPs => ev.probe_rtt_ps = self.u64_field(i, field)?,
                Slot::RefCwnd => refs.cwnd = Some(self.u64_field(i, field)?),
                Slot::RefAvgDelay => refs.avg_delay_ps = Some(self.u64_field(i, field)?),
                Slot::RefBaseRtt => refs.base_rtt_ps = Some(self.u64_field(i, field)?),
                Slot::RefAction => {
                    refs.action = Some(
                        std::str::from_utf8(field)
                            .ok()
                            .and_then(Action::from_word)
                            .ok_or_else(|| self.bad_field(i, field, EXPECT_ACTION))?,
                    )
                }
                Slot::RefFulfill => refs.fulfill = Some(self.bool_field(i, field)?),
                Slot::RefMaxwnd => refs.maxwnd = Some(self.u64_field(i, field)?),
                Slot::RtoBefore => {
                    rto_before = parse_uint(field, RTO_BEFORE_MAX)
                        .map_err(|_| self.bad_field(i, field, EXPECT_RTO_BEFORE))?
                }
                Slot::Credit => {
                    mp_at[0] = Some(i);
                    mp.credit = parse_uint(field, CREDIT_COLUMN_MAX)
                        .map_err(|_| self.bad_field(i, field, EXPECT_CREDIT))?
                        as u32
                }
                Slot::Rts => {
                    mp_at[1] = Some(i);
                    mp.rts = self.bool_field(i, field)?
                }
                Slot::Ar => {
                    mp_at[2] = Some(i);
                    mp.ar = self.bool_field(i, field)?
                }
                Slot::EvChange => {
                    mp_at[3] = Some(i);
                    mp.ev_change = self.bool_field(i, field)?
                }
                Slot::EcnLastHop => {
                    mp_at[4] = Some(i);
                    mp.ecn_last_hop = self.bool_field(i, field)?
                }
                Slot::PathFeedback => {
                    mp_at[5] = Some(i);
                    mp.path_feedback = match field {
                        b"none" => None,
                        _ => Some(
                            std::str::from_utf8(field)
                                .ok()
                                .and_then(Feedback::parse)
                                .ok_or_else(|| self.bad_field(i, field, EXPECT_FEEDBACK))?,
                        ),
                    }
                }
                Slot::SndNxt => row.int.snd_nxt = self.u64_field(i, field)?,
                Slot::IntHops => int_hops = self.u64_field(i, field)?,
                Slot::NFlows => row.int.n_flows = self.u64_field(i, field)?,
                Slot::IntRecord(k, f) => {
                    let v = self.u64_field(i, field)?;
                    let h = &mut row.int.hops[k as usize];
                    match f {
                        0 => h.qlen = v,
                        1 => h.ts_ps = v,
                        2 => h.txbytes = v,
                        _ => h.bps = v,
                    }
                }
                Slot::IntRef(r) => match r {
                    0 => int_refs.wc = Some(self.u64_field(i, field)?),
                    1 => int_refs.u_ppm = Some(self.u64_field(i, field)?),
                    2 => int_refs.inc_stage = Some(self.u32_field(i, field)?),
                    3 => int_refs.rate_bps = Some(self.u64_field(i, field)?),
                    4 => int_refs.lhcs = Some(self.bool_field(i, field)?),
                    5 => int_refs.cwnd_nb = Some(self.u64_field(i, field)?),
                    6 => int_refs.wc_nb = Some(self.u64_field(i, field)?),
                    7 => int_refs.u_e12 = Some(self.u64_field(i, field)?),
                    8 => {
                        int_refs.branch = Some(
                            parse_uint(field, 2)
                                .map_err(|_| self.bad_field(i, field, EXPECT_BRANCH))?
                                as u8,
                        )
                    }
                    _ => int_refs.update_wc = Some(self.bool_field(i, field)?),
                },
                Slot::Other => {}
            }
            if keep && slot.is_extra() {
                let s = std::str::from_utf8(field)
                    .map_err(|_| self.bad_field(i, field, "UTF-8 text"))?;
                match row.extra.get_mut(n_extra) {
                    Some(e) => {
                        e.clear();
                        e.push_str(s);
                    }
                    None => row.extra.push(s.to_owned()),
                }
                n_extra += 1;
            }
        }
        row.extra.truncate(n_extra);
        if mp_at.iter().any(Option::is_some) {
            self.check_mp(&ev, &mp, &mp_at)?;
        }
        if int_hops > self.int_groups as u64 {
            let i = self.int_hops_col.unwrap_or(0);
            let text = self
                .buf
                .split(|&b| b == b',')
                .nth(i)
                .map(<[u8]>::to_vec)
                .unwrap_or_default();
            return Err(TraceError::BadField {
                file: self.name.clone(),
                line: self.line,
                column: i + 1,
                name: self.columns[i].clone(),
                expected: Cow::Owned(if self.int_groups == 0 {
                    "0 (the column line has no INT record columns int<k>_qlen, int<k>_ts_ps, int<k>_txbytes, int<k>_bps)".to_string()
                } else {
                    format!(
                        "at most {} (the column line has INT records int0_* .. int{}_*)",
                        self.int_groups,
                        self.int_groups - 1
                    )
                }),
                found: quoted(&text),
            });
        }
        row.int.hops.truncate(int_hops as usize);
        row.int_refs = int_refs;
        row.line = self.line;
        row.event = ev;
        row.rto_before = rto_before as u32;
        row.rto_cut = false;
        row.refs = refs;
        row.mp = mp;
        Ok(())
    }

    /// The multipath extension's rules across columns: each flag only on the row kinds it
    /// belongs to, and a recorded feedback class that the row's kind can have.
    fn check_mp(
        &self,
        ev: &Event,
        mp: &MpColumns,
        at: &[Option<usize>; 6],
    ) -> Result<(), TraceError> {
        use EventKind::*;
        let k = ev.kind;
        let field_text = |i: usize| -> Vec<u8> {
            self.buf
                .split(|&b| b == b',')
                .nth(i)
                .map(<[u8]>::to_vec)
                .unwrap_or_default()
        };
        let fail = |slot: usize, expected: &'static str| -> Result<(), TraceError> {
            let i = at[slot].unwrap_or(0);
            Err(self.bad_field(i, &field_text(i), expected))
        };
        if mp.credit > 0 && !matches!(k, Ack | Nack) {
            return fail(0, "0 (credit rides on ack and nack rows only)");
        }
        if mp.rts && k != Send {
            return fail(1, "0 (rts is 1 only on send rows)");
        }
        if mp.ar && k != Send {
            return fail(2, "0 (ar is 1 only on send rows)");
        }
        if mp.ev_change && k != Ack {
            return fail(3, "0 (ev_change is 1 only on ack rows)");
        }
        if mp.ecn_last_hop && !(k == Ack && ev.ecn) {
            return fail(4, "0 (ecn_last_hop is 1 only on ack rows with ecn 1)");
        }
        if let Some(fb) = mp.path_feedback {
            let ok = match fb {
                Feedback::Good | Feedback::Ecn | Feedback::EvChange => k == Ack,
                Feedback::LastHop => matches!(k, Ack | Nack),
                Feedback::Nack => k == Nack,
                Feedback::Timeout => k == Rto,
            };
            if !ok {
                return fail(
                    5,
                    "a class the row's kind can have (send: none; ack: good, ecn, last_hop, ev_change; nack: nack, last_hop; rto: timeout)",
                );
            }
        }
        Ok(())
    }
}

impl Iterator for TraceReader {
    type Item = Result<TraceRow, TraceError>;

    fn next(&mut self) -> Option<Self::Item> {
        let mut row = TraceRow {
            extra: Vec::with_capacity(if self.keep_extra {
                self.extra_columns.len()
            } else {
                0
            }),
            ..TraceRow::default()
        };
        match self.read_into(&mut row) {
            Ok(true) => Some(Ok(row)),
            Ok(false) => None,
            Err(e) => Some(Err(e)),
        }
    }
}

impl std::iter::FusedIterator for TraceReader {}

// ---------------------------------------------------------------------------------------------
// Writer
// ---------------------------------------------------------------------------------------------

enum Sink {
    Plain(BufWriter<Box<dyn Write + Send>>),
    Gz(BufWriter<GzEncoder<Box<dyn Write + Send>>>),
}

impl Sink {
    fn write_all(&mut self, bytes: &[u8]) -> io::Result<()> {
        match self {
            Sink::Plain(w) => w.write_all(bytes),
            Sink::Gz(w) => w.write_all(bytes),
        }
    }

    fn finish(self) -> io::Result<()> {
        match self {
            Sink::Plain(w) => w.into_inner().map_err(|e| e.into_error())?.flush(),
            Sink::Gz(w) => {
                let enc = w.into_inner().map_err(|e| e.into_error())?;
                enc.finish()?.flush()
            }
        }
    }
}

/// Writer of a CSV v1 trace: header, column line (v1 input columns, the pass-through columns,
/// the state columns), rows. Call [`TraceWriter::finish`] to flush and complete the gzip stream
/// and to see the final I/O error.
pub struct TraceWriter {
    name: String,
    sink: Sink,
    columns: Vec<String>,
    n_extra: usize,
    n_state: usize,
    buf: Vec<u8>,
    line: u64,
    prev_t: Option<(u64, u64)>,
}

impl fmt::Debug for TraceWriter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TraceWriter")
            .field("name", &self.name)
            .field("line", &self.line)
            .field("columns", &self.columns)
            .finish_non_exhaustive()
    }
}

fn push_u64(buf: &mut Vec<u8>, mut v: u64) {
    let mut tmp = [0u8; 20];
    let mut i = tmp.len();
    loop {
        i -= 1;
        tmp[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    buf.extend_from_slice(&tmp[i..]);
}

fn has_line_break(s: &str) -> bool {
    s.bytes().any(|b| b == b'\n' || b == b'\r')
}

impl TraceWriter {
    /// Creates `path` (gzip when it ends in `.gz`) and writes `# nscc-trace v1`, the header
    /// pairs ([`TraceHeader::pairs_to_write`]) and comments, then the column line: the v1 input
    /// columns ([`V1_COLUMNS`]), `extra_in_columns` (usually [`TraceReader::extra_columns`]),
    /// then `state_columns`.
    pub fn create(
        path: &Path,
        header: &TraceHeader,
        extra_in_columns: &[String],
        state_columns: &[&str],
    ) -> Result<Self, TraceError> {
        let name = path.display().to_string();
        let file = File::create(path).map_err(|source| TraceError::Io {
            file: name.clone(),
            context: "cannot create".into(),
            source,
        })?;
        let gzip = name.ends_with(".gz");
        Self::to_writer(
            &name,
            Box::new(file),
            gzip,
            header,
            extra_in_columns,
            state_columns,
        )
    }

    /// Like [`create`](Self::create), to any stream (e.g. stdout); `name` is used in messages.
    pub fn to_writer(
        name: &str,
        w: Box<dyn Write + Send>,
        gzip: bool,
        header: &TraceHeader,
        extra_in_columns: &[String],
        state_columns: &[&str],
    ) -> Result<Self, TraceError> {
        let sink = if gzip {
            Sink::Gz(BufWriter::with_capacity(
                1 << 17,
                GzEncoder::new(w, Compression::default()),
            ))
        } else {
            Sink::Plain(BufWriter::with_capacity(1 << 17, w))
        };
        let mut tw = TraceWriter {
            name: name.to_string(),
            sink,
            columns: Vec::new(),
            n_extra: extra_in_columns.len(),
            n_state: state_columns.len(),
            buf: Vec::with_capacity(512),
            line: 0,
            prev_t: None,
        };
        let columns: Vec<String> = V1_COLUMNS
            .iter()
            .map(|c| c.to_string())
            .chain(extra_in_columns.iter().cloned())
            .chain(state_columns.iter().map(|c| c.to_string()))
            .collect();
        for (i, c) in columns.iter().enumerate() {
            let trimmed_differs = c.trim() != c;
            if c.is_empty() || c.contains(',') || has_line_break(c) || trimmed_differs {
                return Err(tw.usage(format!(
                    "column {} {c:?}: a column name must be non-empty, without ',', line breaks or surrounding blanks",
                    i + 1
                )));
            }
            if let Some(first) = columns[..i].iter().position(|p| p == c) {
                return Err(tw.usage(format!(
                    "column {} ({c}): duplicate column name (already column {})",
                    i + 1,
                    first + 1
                )));
            }
        }
        if header.link_bps == 0 || header.base_rtt_ps == 0 {
            return Err(tw.usage("header: link_bps and base_rtt_ps must be set (> 0)".into()));
        }
        let mut text = String::with_capacity(1024);
        text.push_str(MAGIC_LINE);
        text.push('\n');
        for (k, v) in header.pairs_to_write() {
            if split_pair(&format!("{k}=")).map(|(key, _)| key) != Some(k.as_str())
                || has_line_break(&v)
            {
                return Err(tw.usage(format!(
                    "header pair {k:?}={v:?}: the key must be a name of letters, digits, '_', '-', '.', the value a single line"
                )));
            }
            text.push_str(&format!("# {k}={v}\n"));
        }
        for c in &header.comments {
            if has_line_break(c) || split_pair(c).is_some() {
                return Err(tw.usage(format!(
                    "header comment {c:?}: a comment must be a single line and must not look like key=value"
                )));
            }
            if c.is_empty() {
                text.push_str("#\n");
            } else {
                text.push_str(&format!("# {c}\n"));
            }
        }
        text.push_str(&columns.join(","));
        text.push('\n');
        tw.line = text.bytes().filter(|&b| b == b'\n').count() as u64;
        tw.columns = columns;
        tw.sink.write_all(text.as_bytes()).map_err(|e| tw.io(e))?;
        Ok(tw)
    }

    /// All column names written on the column line.
    pub fn columns(&self) -> &[String] {
        &self.columns
    }

    fn usage(&self, message: String) -> TraceError {
        TraceError::Write {
            file: self.name.clone(),
            message,
        }
    }

    fn io(&self, source: io::Error) -> TraceError {
        TraceError::Io {
            file: self.name.clone(),
            context: format!("error writing line {}", self.line + 1),
            source,
        }
    }

    /// Writes one row: `row.event`, then `row.extra` (one value per `extra_in_columns`), then
    /// `state_values` (one per `state_columns`). A timeout cut ([`TraceRow::rto_cut`]) writes
    /// nothing: the row it precedes carries it in its `rto_before` column, which the output
    /// must then have.
    pub fn write_row(&mut self, row: &TraceRow, state_values: &[String]) -> Result<(), TraceError> {
        if row.rto_cut {
            if !self.columns.iter().any(|c| c == RTO_BEFORE_COLUMN) {
                return Err(self.usage(format!(
                    "line {}: the timeout cut before input line {} is kept only in an {RTO_BEFORE_COLUMN} column, which this output lacks",
                    self.line + 1,
                    row.line
                )));
            }
            return Ok(());
        }
        self.write_fields(&row.event, &row.extra, state_values)
    }

    /// Writes one row from an event and string-like pass-through and state values.
    pub fn write_event<A: AsRef<str>, B: AsRef<str>>(
        &mut self,
        event: &Event,
        extra: &[A],
        state_values: &[B],
    ) -> Result<(), TraceError> {
        self.write_fields(event, extra, state_values)
    }

    fn write_fields<A: AsRef<str>, B: AsRef<str>>(
        &mut self,
        e: &Event,
        extra: &[A],
        state: &[B],
    ) -> Result<(), TraceError> {
        let line = self.line + 1;
        if extra.len() != self.n_extra || state.len() != self.n_state {
            return Err(self.usage(format!(
                "line {line}: expected {} pass-through and {} state values, got {} and {}",
                self.n_extra,
                self.n_state,
                extra.len(),
                state.len()
            )));
        }
        if let Some((prev, prev_line)) = self.prev_t {
            if e.t_ps < prev {
                return Err(self.usage(format!(
                    "line {line}: t_ps {} is smaller than {prev} on line {prev_line} (rows must be in non-decreasing t_ps order)",
                    e.t_ps
                )));
            }
        }
        if e.rcv_cwnd_pend > 127 {
            return Err(self.usage(format!(
                "line {line}: rcv_cwnd_pend {} is above 127",
                e.rcv_cwnd_pend
            )));
        }
        let b = &mut self.buf;
        b.clear();
        let bit = |v: bool| if v { b'1' } else { b'0' };
        push_u64(b, e.t_ps);
        b.push(b',');
        push_u64(b, e.ccc.into());
        b.push(b',');
        b.extend_from_slice(e.kind.as_str().as_bytes());
        for v in [e.bytes, e.psn, e.cum_ack, e.rtt_ps] {
            b.push(b',');
            push_u64(b, v);
        }
        b.extend_from_slice(&[b',', bit(e.ecn), b',', bit(e.last_hop), b',']);
        push_u64(b, e.ooo.into());
        b.push(b',');
        push_u64(b, e.ev.into());
        b.push(b',');
        push_u64(b, e.rcv_cwnd_pend.into());
        b.extend_from_slice(&[b',', bit(e.rc), b',']);
        push_u64(b, e.in_flight);
        b.extend_from_slice(&[b',', bit(e.probe), b',']);
        push_u64(b, e.probe_rtt_ps);
        let values = extra
            .iter()
            .map(|s| s.as_ref())
            .chain(state.iter().map(|s| s.as_ref()));
        for (i, v) in values.enumerate() {
            if v.bytes().any(|c| c == b',' || c == b'\n' || c == b'\r') {
                let col = V1_COLUMNS.len() + i;
                return Err(self.usage(format!(
                    "line {line}: column {} ({}): value {v:?} contains ',' or a line break",
                    col + 1,
                    self.columns[col]
                )));
            }
            b.push(b',');
            b.extend_from_slice(v.as_bytes());
        }
        b.push(b'\n');
        if let Err(err) = self.sink.write_all(&self.buf) {
            return Err(self.io(err));
        }
        self.line = line;
        self.prev_t = Some((e.t_ps, line));
        Ok(())
    }

    /// Flushes everything and completes the gzip stream.
    pub fn finish(self) -> Result<(), TraceError> {
        let TraceWriter {
            name, sink, line, ..
        } = self;
        sink.finish().map_err(|source| TraceError::Io {
            file: name,
            context: format!("error finishing the file after line {line}"),
            source,
        })
    }
}

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    const HTSIM_DIR: &str = crate::HTSIM_TRACE_DIR;

    /// Lines: 1 magic, 2-3 pairs, 4 column line, rows from line 5.
    const HDR: &str =
        "# nscc-trace v1\n# link_bps=400000000000\n# base_rtt_ps=12506880\nt_ps,ccc,kind,bytes,psn\n";

    fn reader(name: &str, text: &[u8]) -> Result<TraceReader, TraceError> {
        TraceReader::from_reader(name, Box::new(Cursor::new(text.to_vec())))
    }

    fn read_all(name: &str, text: &[u8]) -> Result<Vec<TraceRow>, TraceError> {
        reader(name, text)?.collect()
    }

    fn expect_err(text: &str, needles: &[&str]) -> TraceError {
        let e = read_all("trace.csv", text.as_bytes()).expect_err("input should be rejected");
        let msg = e.to_string();
        for n in needles {
            assert!(msg.contains(n), "message {msg:?} lacks {n:?}");
        }
        e
    }

    fn gzip(bytes: &[u8]) -> Vec<u8> {
        let mut enc = GzEncoder::new(Vec::new(), Compression::fast());
        enc.write_all(bytes).unwrap();
        enc.finish().unwrap()
    }

    fn tmp_path(name: &str) -> PathBuf {
        std::env::temp_dir().join(format!("nscc-trace-test-{}-{name}", std::process::id()))
    }

    fn htsim(file: &str) -> PathBuf {
        Path::new(HTSIM_DIR).join(file)
    }

    /// The multipath extension (docs/trace-format.md): its header keys and columns read into
    /// typed fields and stay in `extra` for pass-through; the checks across columns name the
    /// line and the column.
    const MP_HDR: &str = "# nscc-trace v1\n# link_bps=400000000000\n# base_rtt_ps=12506880\n# mp_paths=8\n# mp_strategy=mixed\nt_ps,ccc,kind,bytes,ecn,last_hop,ev,credit,rts,ar,ev_change,ecn_last_hop,path_feedback\n";

    #[test]
    fn multipath_extension_reads_typed_and_passes_through() {
        let text = format!(
            "{MP_HDR}0,1,send,4160,0,0,13845,0,0,1,0,0,none\n\
             1,1,send,64,0,0,13844,0,1,1,0,0,none\n\
             2,1,ack,4160,1,0,13845,16384,0,0,1,0,none\n\
             3,1,ack,4160,1,0,13846,0,0,0,0,1,none\n\
             4,1,nack,4160,1,1,13847,0,0,0,0,0,ecn_not_a_word\n"
        );
        let e = expect_err(
            &text,
            &[
                "trace.csv:11:",
                "column 13 (path_feedback)",
                "ecn_not_a_word",
            ],
        );
        assert_eq!(e.line(), Some(11));
        let text = text.replace("ecn_not_a_word", "last_hop");
        let mut r = reader("t.csv", text.as_bytes()).unwrap();
        assert_eq!(r.header().mp_paths, Some(8));
        assert_eq!(r.header().mp_strategy, Some(EvStrategy::Mixed));
        assert_eq!(r.extra_columns(), MP_COLUMNS);
        let rows: Vec<TraceRow> = r.by_ref().collect::<Result<_, _>>().unwrap();
        assert!(rows[0].mp.ar && !rows[0].mp.rts);
        assert!(rows[1].mp.rts);
        assert_eq!(rows[2].mp.credit, 16384);
        assert_eq!(
            rows[2].mp.feedback(&rows[2].event),
            Some(Feedback::EvChange)
        );
        assert_eq!(rows[3].mp.feedback(&rows[3].event), Some(Feedback::LastHop));
        assert_eq!(rows[4].mp.path_feedback, Some(Feedback::LastHop));
        assert_eq!(rows[0].mp.feedback(&rows[0].event), None);
        assert_eq!(rows[2].extra[0], "16384");
        // the header keys are written back
        let pairs = r.header().pairs_to_write();
        assert!(pairs.contains(&("mp_paths".into(), "8".into())));
        assert!(pairs.contains(&("mp_strategy".into(), "mixed".into())));
    }

    #[test]
    fn multipath_extension_refuses_bad_values_with_line_and_column() {
        let row = |r: &str| format!("{MP_HDR}{r}\n");
        let cases: [(&str, &[&str]); 9] = [
            (
                "0,1,ack,4160,0,0,1,16777216,0,0,0,0,none",
                &[":7:", "column 8 (credit)", "16777215", "\"16777216\""],
            ),
            (
                "0,1,send,4160,0,0,1,5,0,0,0,0,none",
                &[":7:", "column 8 (credit)", "ack and nack rows"],
            ),
            (
                "0,1,ack,4160,0,0,1,0,1,0,0,0,none",
                &[":7:", "column 9 (rts)", "only on send rows"],
            ),
            (
                "0,1,nack,4160,0,0,1,0,0,1,0,0,none",
                &[":7:", "column 10 (ar)", "only on send rows"],
            ),
            (
                "0,1,rto,4160,0,0,1,0,0,0,1,0,none",
                &[":7:", "column 11 (ev_change)", "only on ack rows"],
            ),
            (
                "0,1,ack,4160,0,0,1,0,0,0,0,1,none",
                &[":7:", "column 12 (ecn_last_hop)", "ecn 1"],
            ),
            (
                "0,1,ack,4160,0,0,1,0,0,0,0,2,none",
                &[":7:", "column 12 (ecn_last_hop)", "0 or 1"],
            ),
            (
                "0,1,send,4160,0,0,1,0,0,0,0,0,good",
                &[":7:", "column 13 (path_feedback)", "send: none"],
            ),
            (
                "0,1,ack,4160,0,0,1,0,0,0,0,0,timeout",
                &[":7:", "column 13 (path_feedback)", "rto: timeout"],
            ),
        ];
        for (r, needles) in cases {
            expect_err(&row(r), needles);
        }
        let bad_hdr = MP_HDR.replace("mp_paths=8", "mp_paths=6");
        expect_err(&bad_hdr, &["trace.csv:4:", "mp_paths", "power of two"]);
        let bad_hdr = MP_HDR.replace("mp_strategy=mixed", "mp_strategy=random");
        expect_err(
            &bad_hdr,
            &[
                "trace.csv:5:",
                "mp_strategy",
                "oblivious, bitmap, reps or mixed",
            ],
        );
    }

    #[test]
    fn traces_without_the_extension_read_as_before() {
        for f in ["a_incast8_400g_trim.csv.gz", "c_perm128_400g_paths8.csv.gz"] {
            let r = TraceReader::open(&htsim(f)).unwrap();
            assert_eq!(r.header().mp_paths, None);
            for row in r.take(2000) {
                let row = row.unwrap();
                assert_eq!(row.mp.path_feedback, None);
                assert!(!row.mp.rts && !row.mp.ar && row.mp.credit == 0);
                if row.event.kind == EventKind::Nack && row.event.last_hop {
                    assert_eq!(row.mp.feedback(&row.event), Some(Feedback::LastHop));
                }
            }
        }
    }

    #[test]
    fn minimal_trace_defaults_missing_columns_to_zero() {
        let text = format!("{HDR}0,1,send,4160,0\n5,2,ack,4160,0\n5,1,nack,4160,7\n");
        let mut r = reader("t.csv", text.as_bytes()).unwrap();
        assert_eq!(r.header().link_bps, 400_000_000_000);
        assert_eq!(r.header().base_rtt_ps, 12_506_880);
        assert_eq!(r.header().network_rtt_or_default(), 12_506_880);
        assert_eq!(r.header().target_qdelay_or_default(), 12_506_880);
        assert_eq!(r.header().mtu_or_default(), 4160);
        assert!(!r.has_refs());
        assert!(r.extra_columns().is_empty());
        let rows: Vec<TraceRow> = r.by_ref().collect::<Result<_, _>>().unwrap();
        assert_eq!(rows.len(), 3);
        assert_eq!(rows[0].line, 5);
        assert_eq!(
            rows[2].event,
            Event {
                t_ps: 5,
                ccc: 1,
                kind: EventKind::Nack,
                bytes: 4160,
                psn: 7,
                ..Event::default()
            }
        );
        assert_eq!(rows[2].refs, RefState::default());
        assert!(r.next().is_none());
        assert_eq!(r.bytes_read(), text.len() as u64);
    }

    /// Lines: 1 magic, 2-4 pairs (mtu 2112), 5 column line with `rto_before` and a ref_
    /// column, rows from line 6.
    const RTO_HDR: &str = "# nscc-trace v1\n# link_bps=400000000000\n# base_rtt_ps=12506880\n# mtu=2112\nt_ps,ccc,kind,bytes,psn,rto_before,ref_cwnd\n";

    #[test]
    fn rto_before_is_delivered_as_timeout_cuts_before_its_row() {
        let text = format!(
            "{RTO_HDR}0,1,send,2112,0,0,9000\n7,2,ack,2112,0,2,8000\n9,1,nack,2112,3,1,7000\n"
        );
        let mut r = reader("t.csv", text.as_bytes()).unwrap();
        let rows: Vec<TraceRow> = r.by_ref().collect::<Result<_, _>>().unwrap();
        let shape: Vec<(u64, u32, EventKind, u64, bool, u32)> = rows
            .iter()
            .map(|x| {
                let e = &x.event;
                (x.line, e.ccc, e.kind, e.bytes, x.rto_cut, x.rto_before)
            })
            .collect();
        use EventKind::*;
        assert_eq!(
            shape,
            [
                (6, 1, Send, 2112, false, 0),
                (7, 2, Rto, 2112, true, 0),
                (7, 2, Rto, 2112, true, 0),
                (7, 2, Ack, 2112, false, 2),
                (8, 1, Rto, 2112, true, 0),
                (8, 1, Nack, 2112, false, 1),
            ]
        );
        // a cut: the row's time and CCC, the header's mtu, nothing else recorded
        assert_eq!(
            rows[1].event,
            Event {
                t_ps: 7,
                ccc: 2,
                kind: Rto,
                bytes: 2112,
                ..Event::default()
            }
        );
        assert_eq!(rows[1].refs, RefState::default());
        assert_eq!(rows[1].extra, ["", ""]);
        // the row itself is as the file has it, its column passed through
        assert_eq!(rows[3].refs.cwnd, Some(8000));
        assert_eq!(rows[3].extra, ["2", "8000"]);
        assert_eq!(r.extra_columns(), ["rto_before", "ref_cwnd"]);
        // read_into with one reused row gives the same sequence
        let mut r = reader("t.csv", text.as_bytes()).unwrap();
        let mut row = TraceRow::default();
        let mut again = Vec::new();
        while r.read_into(&mut row).unwrap() {
            again.push(row.clone());
        }
        assert_eq!(again, rows);
        // without an mtu key, a cut is mss + 64 bytes; without the column, no cut
        let text = format!("{HDR}0,1,ack,4160,0\n");
        let rows: Vec<TraceRow> = read_all("t.csv", text.as_bytes()).unwrap();
        assert_eq!((rows.len(), rows[0].rto_before), (1, 0));
        let text = "# nscc-trace v1\n# link_bps=1\n# base_rtt_ps=1\n# mss=1000\nt_ps,ccc,kind,bytes,rto_before\n3,4,send,1064,1\n";
        let rows: Vec<TraceRow> = read_all("t.csv", text.as_bytes()).unwrap();
        assert_eq!((rows[0].event.kind, rows[0].event.bytes), (Rto, 1064));
        assert_eq!((rows[1].event.kind, rows[1].rto_before), (Send, 1));
    }

    #[test]
    fn error_bad_rto_before() {
        for bad in ["-1", "x", "", "1.5", "65536", "18446744073709551616"] {
            let e = expect_err(
                &format!("{RTO_HDR}0,1,send,2112,0,0,9000\n5,1,ack,2112,0,{bad},1\n"),
                &[],
            );
            assert_eq!(
                e.to_string(),
                format!("trace.csv:7: column 6 (rto_before): expected a count of timeout cuts: an unsigned decimal integer no larger than 65535, found \"{bad}\"")
            );
            assert_eq!(e.line(), Some(7));
        }
        // no cut of a bad row is delivered: the rows before it, then the error
        let text = format!("{RTO_HDR}0,1,send,2112,0,1,9000\n5,1,ack,2112,0,3,x\n");
        let got: Vec<_> = reader("t.csv", text.as_bytes()).unwrap().collect();
        assert_eq!(got.len(), 3, "{got:?}");
        assert!(got[0].as_ref().unwrap().rto_cut);
        assert!(!got[1].as_ref().unwrap().rto_cut);
        assert!(got[2]
            .as_ref()
            .unwrap_err()
            .to_string()
            .contains("column 7 (ref_cwnd)"));
        let text = format!("{RTO_HDR}0,1,send,2112,0,65535,9000\n");
        assert_eq!(reader("t.csv", text.as_bytes()).unwrap().count(), 65_536);
    }

    #[test]
    fn writer_keeps_cuts_in_rto_before_and_a_rewrite_reads_the_same() {
        let text = format!("{RTO_HDR}0,1,send,2112,0,0,9000\n7,2,ack,2112,0,2,8000\n");
        let r = reader("t.csv", text.as_bytes()).unwrap();
        let extra = r.extra_columns().to_vec();
        let header = r.header().clone();
        let rows: Vec<TraceRow> = r.collect::<Result<_, _>>().unwrap();
        assert_eq!(rows.len(), 4);
        let out = tmp_path("rto_rewrite.csv");
        let mut w = TraceWriter::create(&out, &header, &extra, &["cwnd"]).unwrap();
        for row in &rows {
            w.write_row(row, &["1".to_string()]).unwrap();
        }
        w.finish().unwrap();
        let written = std::fs::read_to_string(&out).unwrap();
        assert_eq!(written.lines().filter(|l| l.contains(",rto,")).count(), 0);
        assert_eq!(written.lines().count(), 5 + 2, "{written}");
        let back: Vec<TraceRow> = TraceReader::open(&out)
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        let events = |v: &[TraceRow]| v.iter().map(|x| (x.event, x.rto_cut)).collect::<Vec<_>>();
        assert_eq!(events(&back), events(&rows));
        std::fs::remove_file(&out).unwrap();
        // an output without the column cannot keep a cut
        let mut w = TraceWriter::to_writer("w.csv", Box::new(io::sink()), false, &header, &[], &[])
            .unwrap();
        w.write_row(
            &TraceRow {
                extra: vec![],
                ..rows[0].clone()
            },
            &[],
        )
        .unwrap();
        let e = w
            .write_row(
                &TraceRow {
                    extra: vec![],
                    ..rows[1].clone()
                },
                &[],
            )
            .unwrap_err();
        assert!(
            e.to_string().contains(
                "the timeout cut before input line 7 is kept only in an rto_before column"
            ),
            "{e}"
        );
    }

    #[test]
    fn header_pairs_comments_and_known_keys() {
        let text = "# nscc-trace v1\n# link_bps=100\n#base_rtt_ps = 200\n# free comment\n# a note: x = y\n\
                    # trimming=1\n# custom.key=some value\n# qa_gate=5\n# mss=1000\n# source=unit test\n#\n\
                    kind,bytes,ccc,t_ps\n";
        let r = reader("h.csv", text.as_bytes()).unwrap();
        let h = r.header();
        assert_eq!((h.link_bps, h.base_rtt_ps), (100, 200));
        assert!(h.trimming);
        assert_eq!(h.qa_gate, Some(5));
        assert_eq!(h.mss, Some(1000));
        assert_eq!(h.mtu_or_default(), 1064);
        assert_eq!(h.target_qdelay_or_default(), 150);
        assert_eq!(h.source.as_deref(), Some("unit test"));
        assert_eq!(h.get("custom.key"), Some("some value"));
        assert_eq!(h.comments, vec!["free comment", "a note: x = y", ""]);
        let keys: Vec<&str> = h.pairs.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(
            keys,
            [
                "link_bps",
                "base_rtt_ps",
                "trimming",
                "custom.key",
                "qa_gate",
                "mss",
                "source"
            ]
        );
    }

    #[test]
    fn crlf_trailing_blank_lines_and_no_final_newline_are_accepted() {
        let crlf = "# nscc-trace v1\r\n# link_bps=1\r\n# base_rtt_ps=2\r\nt_ps,ccc,kind,bytes\r\n1,1,ack,5\r\n2,1,ack,6\r\n\r\n\n";
        let rows = read_all("crlf.csv", crlf.as_bytes()).unwrap();
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[1].event.bytes, 6);
        let no_nl = format!("{HDR}1,1,ack,5,3");
        let rows = read_all("nonl.csv", no_nl.as_bytes()).unwrap();
        assert_eq!(rows[0].event.psn, 3);
    }

    #[test]
    fn gzip_is_detected_from_magic_and_name() {
        let text = format!("{HDR}0,1,send,4160,0\n9,1,ack,4160,0\n");
        let gz = gzip(text.as_bytes());
        // from_reader with an unhelpful name: the magic decides
        let rows = read_all("stdin", &gz).unwrap();
        assert_eq!(rows.len(), 2);
        // embedded bytes, plain and gzip
        let leaked_gz: &'static [u8] = Box::leak(gz.clone().into_boxed_slice());
        let mut r = TraceReader::from_bytes("embedded.csv.gz", leaked_gz).unwrap();
        assert_eq!(r.by_ref().count(), 2);
        assert_eq!(r.bytes_read(), gz.len() as u64);
        assert_eq!(r.total_bytes(), Some(gz.len() as u64));
        let leaked: &'static [u8] = Box::leak(text.clone().into_bytes().into_boxed_slice());
        assert_eq!(
            TraceReader::from_bytes("embedded.csv", leaked)
                .unwrap()
                .count(),
            2
        );
        // a file named .gz whose content is plain text
        let e = read_all("plain.csv.gz", text.as_bytes()).unwrap_err();
        assert!(matches!(e, TraceError::NotGzip { .. }), "{e}");
        assert!(e.to_string().contains("plain.csv.gz"));
    }

    #[test]
    fn truncated_gzip_is_an_io_error_naming_the_file() {
        let mut text = String::from(HDR);
        for i in 0..5000 {
            text.push_str(&format!("{i},1,ack,4160,{i}\n"));
        }
        let gz = gzip(text.as_bytes());
        let cut = &gz[..gz.len() / 2];
        let e = read_all("cut.csv.gz", cut).unwrap_err();
        assert!(matches!(e, TraceError::Io { .. }), "{e}");
        let msg = e.to_string();
        assert!(msg.starts_with("cut.csv.gz: error reading line"), "{msg}");
    }

    #[test]
    fn missing_file_error_names_the_file() {
        let p = tmp_path("does-not-exist.csv");
        let e = TraceReader::open(&p).unwrap_err();
        assert!(e.to_string().contains("does-not-exist.csv"), "{e}");
        assert!(e.to_string().contains("cannot open"), "{e}");
    }

    #[test]
    fn error_bad_integer() {
        let e = expect_err(&format!("{HDR}0,1,ack,4160,0\n10,1,ack,-3,1\n"), &[]);
        assert_eq!(
            e.to_string(),
            "trace.csv:6: column 4 (bytes): expected an unsigned decimal integer, found \"-3\""
        );
        assert_eq!(e.line(), Some(6));
        assert_eq!(e.file(), "trace.csv");
        expect_err(
            &format!("{HDR}0,1,ack,,0\n"),
            &["trace.csv:5: column 4 (bytes): expected an unsigned decimal integer, found \"\""],
        );
        expect_err(
            &format!("{HDR}0,1,ack, 12,0\n"),
            &["trace.csv:5: column 4 (bytes)", "\" 12\""],
        );
    }

    #[test]
    fn error_values_out_of_range() {
        expect_err(
            &format!("{HDR}0,4294967296,ack,1,0\n"),
            &[
                "trace.csv:5: column 2 (ccc)",
                "no larger than 4294967295",
                "\"4294967296\"",
            ],
        );
        expect_err(
            &format!("{HDR}0,1,ack,18446744073709551616,0\n"),
            &[
                "trace.csv:5: column 4 (bytes)",
                "no larger than 18446744073709551615",
            ],
        );
        let hdr = "# nscc-trace v1\n# link_bps=1\n# base_rtt_ps=2\nt_ps,ccc,kind,bytes,ecn,rcv_cwnd_pend,last_hop\n";
        expect_err(
            &format!("{hdr}0,1,ack,1,2,0,0\n"),
            &["trace.csv:5: column 5 (ecn): expected 0 or 1, found \"2\""],
        );
        expect_err(
            &format!("{hdr}0,1,ack,1,0,128,0\n"),
            &["trace.csv:5: column 6 (rcv_cwnd_pend): expected an integer from 0 to 127, found \"128\""],
        );
        expect_err(
            &format!("{hdr}0,1,ack,1,0,127,true\n"),
            &["trace.csv:5: column 7 (last_hop): expected 0 or 1, found \"true\""],
        );
        let ok = read_all("ok.csv", format!("{hdr}0,1,ack,1,1,127,1\n").as_bytes()).unwrap();
        assert_eq!(ok[0].event.rcv_cwnd_pend, 127);
        assert!(ok[0].event.ecn && ok[0].event.last_hop);
    }

    #[test]
    fn error_unknown_kind_and_bad_action() {
        expect_err(
            &format!("{HDR}0,1,ackk,4160,0\n"),
            &[
                "trace.csv:5: column 3 (kind): expected an event kind",
                "found \"ackk\"",
            ],
        );
        let hdr = "# nscc-trace v1\n# link_bps=1\n# base_rtt_ps=2\nt_ps,ccc,kind,bytes,ref_cwnd,ref_action,ref_fulfill\n";
        expect_err(
            &format!("{hdr}0,1,ack,1,100,fast,0\n1,1,ack,1,100,faster,0\n"),
            &[
                "trace.csv:6: column 6 (ref_action): expected an action word",
                "found \"faster\"",
            ],
        );
        expect_err(
            &format!("{hdr}0,1,ack,1,100,fast,2\n"),
            &["trace.csv:5: column 7 (ref_fulfill): expected 0 or 1"],
        );
    }

    #[test]
    fn error_missing_and_duplicate_columns() {
        let e = expect_err(
            "# nscc-trace v1\n# link_bps=1\n# base_rtt_ps=2\nt_ps,ccc,bytes,psn\n0,1,1,0\n",
            &["trace.csv:4:", "no column kind"],
        );
        assert!(matches!(e, TraceError::MissingColumn { name: "kind", .. }));
        expect_err(
            "# nscc-trace v1\n# link_bps=1\n# base_rtt_ps=2\n0,1,ack,5\n",
            &["trace.csv:4:", "no column t_ps", "column line missing"],
        );
        expect_err(
            "# nscc-trace v1\n# link_bps=1\n# base_rtt_ps=2\nt_ps,ccc,kind,bytes,psn,psn\n",
            &["trace.csv:4: column 6 (psn): duplicate column name (already column 5)"],
        );
        expect_err(
            "# nscc-trace v1\n# link_bps=1\n# base_rtt_ps=2\nt_ps,ccc,,kind,bytes\n",
            &["trace.csv:4: column 3: empty column name"],
        );
        expect_err(
            "# nscc-trace v1\n# link_bps=1\n# base_rtt_ps=2\n",
            &["trace.csv:4: end of file where the column line was expected"],
        );
    }

    #[test]
    fn error_wrong_field_count() {
        expect_err(
            &format!("{HDR}0,1,ack,4160,0\n1,1,ack,4160\n"),
            &[
                "trace.csv:6: expected 5 fields",
                "found 4",
                "column 5 (psn) is missing",
            ],
        );
        expect_err(
            &format!("{HDR}0,1,ack,4160,0,9\n"),
            &[
                "trace.csv:5: expected 5 fields",
                "found 6",
                "after the last column 5 (psn)",
            ],
        );
    }

    #[test]
    fn error_t_ps_decreasing() {
        let e = expect_err(
            &format!("{HDR}10,1,ack,4160,0\n10,2,ack,4160,0\n5,1,ack,4160,1\n"),
            &[
                "trace.csv:7: column 1 (t_ps)",
                "found \"5\"",
                "line 6",
                "non-decreasing",
            ],
        );
        assert!(matches!(e, TraceError::OutOfOrder { prev: 10, .. }));
        // t_ps need not be the first column
        expect_err(
            "# nscc-trace v1\n# link_bps=1\n# base_rtt_ps=2\nkind,t_ps,ccc,bytes\nack,3,1,1\nack,2,1,1\n",
            &["trace.csv:6: column 2 (t_ps)"],
        );
    }

    #[test]
    fn error_bad_magic_line() {
        expect_err(
            "# nscc-trace v2\n# link_bps=1\n",
            &[
                "trace.csv:1:",
                "# nscc-trace v1",
                "found \"# nscc-trace v2\"",
            ],
        );
        expect_err(
            "t_ps,ccc,kind,bytes\n1,1,ack,1\n",
            &["trace.csv:1:", "# nscc-trace v1"],
        );
        expect_err("", &["trace.csv:1:", "empty file"]);
    }

    #[test]
    fn error_header_keys_and_values() {
        expect_err(
            "# nscc-trace v1\n# link_bps=1\nt_ps,ccc,kind,bytes\n",
            &["trace.csv:3:", "missing required header key base_rtt_ps"],
        );
        expect_err(
            "# nscc-trace v1\n# base_rtt_ps=1\nt_ps,ccc,kind,bytes\n",
            &["trace.csv:3:", "missing required header key link_bps"],
        );
        expect_err(
            "# nscc-trace v1\n# link_bps=40G\n# base_rtt_ps=1\nt_ps,ccc,kind,bytes\n",
            &[
                "trace.csv:2: header key link_bps: expected an unsigned decimal integer from 1",
                "\"40G\"",
            ],
        );
        expect_err(
            "# nscc-trace v1\n# link_bps=1\n# base_rtt_ps=1\n# trimming=yes\nt_ps,ccc,kind,bytes\n",
            &["trace.csv:4: header key trimming: expected 0 or 1, found \"yes\""],
        );
        expect_err(
            "# nscc-trace v1\n# link_bps=1\n# base_rtt_ps=1\n# qa_gate=64\nt_ps,ccc,kind,bytes\n",
            &["trace.csv:4: header key qa_gate: expected an unsigned decimal integer from 0 to 63"],
        );
        expect_err(
            "# nscc-trace v1\n# link_bps=1\n# base_rtt_ps=1\n# link_bps=2\nt_ps,ccc,kind,bytes\n",
            &[
                "trace.csv:4: header key link_bps",
                "already defined on line 2",
            ],
        );
    }

    #[test]
    fn error_blank_line_in_the_middle() {
        expect_err(
            &format!("{HDR}0,1,ack,4160,0\n\n1,1,ack,4160,0\n"),
            &["trace.csv:6: blank line", "line 7"],
        );
        expect_err(
            "# nscc-trace v1\n# link_bps=1\n# base_rtt_ps=1\n\nt_ps,ccc,kind,bytes\n",
            &["trace.csv:4: blank line where the column line was expected"],
        );
    }

    #[test]
    fn iteration_stops_after_an_error() {
        let text = format!("{HDR}0,1,ack,x,0\n1,1,ack,1,0\n");
        let mut r = reader("t.csv", text.as_bytes()).unwrap();
        assert!(r.next().unwrap().is_err());
        assert!(r.next().is_none());
    }

    fn sample_header() -> TraceHeader {
        let mut h = TraceHeader::new(400_000_000_000, 12_506_880);
        h.network_rtt_ps = Some(12_506_880);
        h.mss = Some(4096);
        h.trimming = true;
        h.qa_gate = Some(3);
        h.scenario = Some("unit".into());
        h.pairs = vec![
            ("link_bps".into(), "400000000000".into()),
            ("base_rtt_ps".into(), "12506880".into()),
            ("custom".into(), "keep me".into()),
            ("network_rtt_ps".into(), "12506880".into()),
            ("mss".into(), "4096".into()),
            ("trimming".into(), "1".into()),
            ("qa_gate".into(), "3".into()),
            ("scenario".into(), "unit".into()),
        ];
        h.comments = vec!["first comment".into(), "second comment".into()];
        h
    }

    fn sample_rows() -> Vec<TraceRow> {
        let kinds = EventKind::ALL;
        (0..200u64)
            .map(|i| {
                let event = Event {
                    t_ps: i * 1000 + if i == 199 { u64::MAX - 199_000 } else { 0 },
                    ccc: (i % 7) as u32 + if i == 3 { u32::MAX - 3 } else { 0 },
                    kind: kinds[(i % 4) as usize],
                    bytes: 4160 - i,
                    psn: i / 2,
                    cum_ack: i / 3,
                    rtt_ps: i * 12_345,
                    ecn: i % 3 == 0,
                    last_hop: i % 5 == 0,
                    ooo: (i % 11) as u32,
                    ev: (i * 7919 % 65536) as u32,
                    rcv_cwnd_pend: (i % 128) as u8,
                    rc: i % 13 == 0,
                    in_flight: i * 4160,
                    probe: i % 17 == 0,
                    probe_rtt_ps: i * 3,
                    no_base_rtt: false,
                };
                let action = Action::ALL[(i % 10) as usize];
                let extra = vec![
                    (938_016 - i).to_string(),
                    action.word().to_string(),
                    format!("x{i}"),
                    (i % 2).to_string(),
                ];
                TraceRow {
                    line: 0,
                    event,
                    refs: RefState {
                        cwnd: Some(938_016 - i),
                        action: Some(action),
                        fulfill: Some(i % 2 == 1),
                        ..RefState::default()
                    },
                    mp: MpColumns::default(),
                    extra,
                    ..TraceRow::default()
                }
            })
            .collect()
    }

    fn round_trip(file_name: &str) {
        let path = tmp_path(file_name);
        let header = sample_header();
        let extra_cols: Vec<String> = ["ref_cwnd", "ref_action", "unknown_col", "ref_fulfill"]
            .map(String::from)
            .to_vec();
        let rows = sample_rows();
        let mut w = TraceWriter::create(&path, &header, &extra_cols, &["cwnd", "action"]).unwrap();
        for r in &rows {
            let state = vec![r.event.psn.to_string(), "none".to_string()];
            w.write_row(r, &state).unwrap();
        }
        w.finish().unwrap();

        let raw = std::fs::read(&path).unwrap();
        assert_eq!(raw.starts_with(&GZIP_MAGIC), file_name.ends_with(".gz"));
        let mut rd = TraceReader::open(&path).unwrap();
        assert_eq!(rd.header(), &header);
        assert!(rd.has_refs());
        let mut expect_cols = extra_cols.clone();
        expect_cols.extend(["cwnd".to_string(), "action".to_string()]);
        assert_eq!(rd.extra_columns(), &expect_cols[..]);
        let back: Vec<TraceRow> = rd.by_ref().collect::<Result<_, _>>().unwrap();
        assert_eq!(back.len(), rows.len());
        let first_row_line = 1 + header.pairs.len() as u64 + 2 + 1 + 1;
        for (i, (a, b)) in rows.iter().zip(&back).enumerate() {
            assert_eq!(b.line, first_row_line + i as u64);
            assert_eq!(a.event, b.event, "row {i}");
            assert_eq!(a.refs, b.refs, "row {i}");
            assert_eq!(&b.extra[..4], &a.extra[..], "row {i}");
            assert_eq!(b.extra[4], a.event.psn.to_string());
            assert_eq!(b.extra[5], "none");
        }
        assert_eq!(rd.bytes_read(), raw.len() as u64);
        std::fs::remove_file(&path).unwrap();
    }

    #[test]
    fn round_trip_plain() {
        round_trip("rt.csv");
    }

    #[test]
    fn round_trip_gzip() {
        round_trip("rt.csv.gz");
    }

    #[test]
    fn header_typed_fields_override_pairs_on_write() {
        let mut h = sample_header();
        h.qa_gate = None; // dropped
        h.mss = Some(2048); // changed in place
        h.init_cwnd = Some(4160); // appended
        let keys: Vec<(String, String)> = h.pairs_to_write();
        let expect: Vec<(String, String)> = [
            ("link_bps", "400000000000"),
            ("base_rtt_ps", "12506880"),
            ("custom", "keep me"),
            ("network_rtt_ps", "12506880"),
            ("mss", "2048"),
            ("trimming", "1"),
            ("scenario", "unit"),
            ("init_cwnd", "4160"),
        ]
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
        assert_eq!(keys, expect);
        // a bare header gets its required keys
        let bare = TraceHeader::new(5, 6).pairs_to_write();
        assert_eq!(bare.len(), 2);
    }

    #[test]
    fn writer_rejects_bad_input() {
        let h = TraceHeader::new(1, 2);
        let sink = || -> Box<dyn Write + Send> { Box::new(io::sink()) };
        let e =
            TraceWriter::to_writer("w.csv", sink(), false, &h, &["psn".into()], &[]).unwrap_err();
        assert!(e.to_string().contains("duplicate column name"), "{e}");
        let e =
            TraceWriter::to_writer("w.csv", sink(), false, &h, &["a,b".into()], &[]).unwrap_err();
        assert!(e.to_string().starts_with("w.csv:"), "{e}");
        let e = TraceWriter::to_writer("w.csv", sink(), false, &TraceHeader::new(0, 2), &[], &[])
            .unwrap_err();
        assert!(e.to_string().contains("link_bps"), "{e}");
        let mut w =
            TraceWriter::to_writer("w.csv", sink(), false, &h, &["x".into()], &["cwnd"]).unwrap();
        let row = TraceRow {
            event: Event {
                t_ps: 10,
                ..Event::default()
            },
            extra: vec!["1".into()],
            ..TraceRow::default()
        };
        let e = w.write_row(&row, &[]).unwrap_err();
        assert!(
            e.to_string()
                .contains("expected 1 pass-through and 1 state values"),
            "{e}"
        );
        let e = w.write_row(&row, &["a,b".into()]).unwrap_err();
        assert!(e.to_string().contains("column 18 (cwnd)"), "{e}");
        w.write_row(&row, &["7".into()]).unwrap();
        let mut earlier = row.clone();
        earlier.event.t_ps = 9;
        let e = w.write_row(&earlier, &["7".into()]).unwrap_err();
        assert!(e.to_string().contains("non-decreasing"), "{e}");
        w.write_event(&row.event, &["2"], &["8"]).unwrap();
        w.finish().unwrap();
    }

    #[test]
    fn keep_extra_off_skips_pass_through() {
        let hdr =
            "# nscc-trace v1\n# link_bps=1\n# base_rtt_ps=2\nt_ps,ccc,kind,bytes,ref_cwnd,foo\n";
        let mut r = reader("k.csv", format!("{hdr}0,1,ack,1,100,bar\n").as_bytes()).unwrap();
        r.set_keep_extra(false);
        let mut row = TraceRow::default();
        assert!(r.read_into(&mut row).unwrap());
        assert!(row.extra.is_empty());
        assert_eq!(row.refs.cwnd, Some(100));
        assert!(!r.read_into(&mut row).unwrap());
    }

    /// (file, rows, ack, nack, send) as documented in traces/htsim/README.md.
    const HTSIM_FILES: [(&str, usize, usize, usize, usize); 3] = [
        ("a_incast8_400g_trim.csv.gz", 10136, 3412, 1406, 5318),
        ("c_perm128_400g_paths8.csv.gz", 42167, 10659, 74, 31434),
        ("d_single_100g_ramp.csv.gz", 9773, 1960, 0, 7813),
    ];

    #[test]
    fn htsim_traces_have_documented_row_counts() {
        for (file, rows, acks, nacks, sends) in HTSIM_FILES {
            let path = htsim(file);
            let mut r = TraceReader::open(&path).unwrap_or_else(|e| panic!("{e}"));
            let h = r.header().clone();
            assert_eq!(h.mss, Some(4096));
            assert_eq!(h.mtu, Some(4160));
            assert!(h.trimming);
            assert_eq!(h.qa_gate, Some(3));
            assert_eq!(h.source.as_deref(), Some("htsim-uec"));
            assert_eq!(
                h.scenario.as_deref(),
                Some(file.trim_end_matches(".csv.gz"))
            );
            assert_eq!(h.comments.len(), 2);
            assert_eq!(h.target_qdelay_or_default(), h.target_qdelay_ps.unwrap());
            assert!(r.has_refs());
            assert!(r.extra_columns().iter().any(|c| c == "cc_in_flight"));
            assert!(!r.extra_columns().iter().any(|c| c == "probe"));
            let mut counts = [0usize; 4];
            let mut row = TraceRow::default();
            let mut n = 0;
            while r.read_into(&mut row).unwrap_or_else(|e| panic!("{e}")) {
                n += 1;
                counts[row.event.kind as usize] += 1;
                assert!(row.refs.cwnd.is_some() && row.refs.maxwnd.is_some());
                assert_eq!(row.extra.len(), r.extra_columns().len());
                if row.event.kind == EventKind::Send {
                    assert_eq!(row.refs.action, Some(Action::None));
                }
            }
            assert_eq!(n, rows, "{file}");
            assert_eq!(counts, [acks, nacks, sends, 0], "{file}");
            assert_eq!(r.bytes_read(), std::fs::metadata(&path).unwrap().len());
        }
    }

    #[test]
    fn htsim_trace_survives_rewrite() {
        let path = htsim("a_incast8_400g_trim.csv.gz");
        let mut r = TraceReader::open(&path).unwrap();
        let out = tmp_path("a_rewrite.csv.gz");
        let extra = r.extra_columns().to_vec();
        let mut w = TraceWriter::create(&out, r.header(), &extra, &[]).unwrap();
        let mut original = Vec::new();
        for row in r.by_ref() {
            let row = row.unwrap();
            w.write_row(&row, &[]).unwrap();
            original.push(row);
        }
        w.finish().unwrap();
        let back = TraceReader::open(&out).unwrap();
        assert_eq!(back.header(), r.header());
        assert_eq!(back.extra_columns(), r.extra_columns());
        let back: Vec<TraceRow> = back.collect::<Result<_, _>>().unwrap();
        assert_eq!(back.len(), original.len());
        for (a, b) in original.iter().zip(&back) {
            assert_eq!((a.event, a.refs, &a.extra), (b.event, b.refs, &b.extra));
        }
        std::fs::remove_file(&out).unwrap();
    }

    mod prop {
        use super::*;
        use proptest::prelude::*;

        fn event() -> impl Strategy<Value = Event> {
            (
                (
                    any::<u64>(),
                    any::<u32>(),
                    0usize..4,
                    any::<u64>(),
                    any::<u64>(),
                    any::<u64>(),
                ),
                (
                    any::<u64>(),
                    any::<bool>(),
                    any::<bool>(),
                    any::<u32>(),
                    any::<u32>(),
                    0u8..=127,
                ),
                (any::<bool>(), any::<u64>(), any::<bool>(), any::<u64>()),
            )
                .prop_map(
                    |(
                        (t, ccc, k, bytes, psn, cum),
                        (rtt, ecn, lh, ooo, ev, pend),
                        (rc, inf, probe, prtt),
                    )| Event {
                        t_ps: t,
                        ccc,
                        kind: EventKind::ALL[k],
                        bytes,
                        psn,
                        cum_ack: cum,
                        rtt_ps: rtt,
                        ecn,
                        last_hop: lh,
                        ooo,
                        ev,
                        rcv_cwnd_pend: pend,
                        rc,
                        in_flight: inf,
                        probe,
                        probe_rtt_ps: prtt,
                        no_base_rtt: false,
                    },
                )
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(64))]
            #[test]
            fn events_round_trip(mut events in proptest::collection::vec(event(), 0..40)) {
                events.sort_by_key(|e| e.t_ps);
                let buf = Arc::new(std::sync::Mutex::new(Vec::new()));
                struct Shared(Arc<std::sync::Mutex<Vec<u8>>>);
                impl Write for Shared {
                    fn write(&mut self, b: &[u8]) -> io::Result<usize> {
                        self.0.lock().unwrap().extend_from_slice(b);
                        Ok(b.len())
                    }
                    fn flush(&mut self) -> io::Result<()> { Ok(()) }
                }
                let h = TraceHeader::new(1, 1);
                let mut w = TraceWriter::to_writer("p.csv", Box::new(Shared(Arc::clone(&buf))), true, &h, &[], &[]).unwrap();
                for e in &events {
                    w.write_event::<&str, &str>(e, &[], &[]).unwrap();
                }
                w.finish().unwrap();
                let bytes = buf.lock().unwrap().clone();
                let back: Vec<Event> = read_all("p.csv", &bytes).unwrap().into_iter().map(|r| r.event).collect();
                prop_assert_eq!(back, events);
            }

            #[test]
            fn garbage_never_panics(body in "[0-9a-z,\\-\n\r ]{0,200}") {
                let text = format!("{HDR}{body}");
                let _ = read_all("g.csv", text.as_bytes());
            }
        }
    }

    /// The INT extension (docs/trace-format.md): header keys and record columns read into
    /// typed fields, every record column kept for pass-through.
    const INT_HDR: &str = "# nscc-trace v1\n# link_bps=100000000000\n# base_rtt_ps=9351680\n# init_cwnd=116896\n# cc=fncc\n# int_path=ack\n# hpcc_t_ps=9351680\n# hpcc_eta_ppm=950000\n# hpcc_max_stage=5\n# hpcc_wai=730\n# fncc_alpha_ppm=1050000\n# fncc_beta_ppm=900000\n";
    const INT_COLS: &str = "t_ps,ccc,kind,bytes,cum_ack,snd_nxt,int_hops,int0_qlen,int0_ts_ps,int0_txbytes,int0_bps,int1_qlen,int1_ts_ps,int1_txbytes,int1_bps,n_flows,ref_cwnd,ref_wc,ref_u_ppm,ref_inc_stage,ref_lhcs,ref_branch\n";

    #[test]
    fn int_extension_reads_typed_and_passes_through() {
        let text = format!(
            "{INT_HDR}{INT_COLS}5,1,ack,4160,1,45760,2,10,100,2000,100000000000,20,200,3000,400000000000,7,116896,116896,1000000,0,0,0\n\
             6,1,ack,4160,2,49920,1,11,101,2001,100000000000,0,0,0,0,0,116000,116000,990000,1,1,2\n"
        );
        let mut r = reader("int.csv", text.as_bytes()).unwrap();
        let h = r.header().clone();
        assert_eq!(h.cc, Some(CcAlgo::Int(IntAlgo::Fncc)));
        assert_eq!(h.int_path, Some(IntPath::Ack));
        assert_eq!(h.hpcc_t_ps, Some(9351680));
        assert_eq!(h.hpcc_eta_ppm, Some(950000));
        assert_eq!(h.hpcc_max_stage, Some(5));
        assert_eq!(h.hpcc_wai, Some(730));
        assert_eq!(h.fncc_alpha_ppm, Some(1050000));
        assert_eq!(h.fncc_beta_ppm, Some(900000));
        let rows: Vec<TraceRow> = r.by_ref().collect::<Result<_, _>>().unwrap();
        let a = &rows[0];
        assert_eq!(a.int.snd_nxt, 45760);
        assert_eq!(a.int.n_flows, 7);
        assert_eq!(
            a.int.hops,
            vec![
                IntHop {
                    qlen: 10,
                    ts_ps: 100,
                    txbytes: 2000,
                    bps: 100_000_000_000
                },
                IntHop {
                    qlen: 20,
                    ts_ps: 200,
                    txbytes: 3000,
                    bps: 400_000_000_000
                },
            ]
        );
        assert_eq!(a.int_refs.wc, Some(116896));
        assert_eq!(a.int_refs.u_ppm, Some(1000000));
        assert_eq!(a.int_refs.branch, Some(0));
        // int_hops = 1: only the first record, whatever the other columns hold
        let b = &rows[1];
        assert_eq!(b.int.hops.len(), 1);
        assert_eq!(b.int_refs.lhcs, Some(true));
        assert_eq!(b.int_refs.branch, Some(2));
        assert_eq!(b.int_refs.inc_stage, Some(1));
        // the INT columns pass through
        assert!(r.extra_columns().iter().any(|c| c == "int1_bps"));
        assert!(r.extra_columns().iter().any(|c| c == "int_hops"));
        // the typed header keys write back as read
        let pairs = h.pairs_to_write();
        assert!(pairs.contains(&("cc".into(), "fncc".into())));
        assert!(pairs.contains(&("hpcc_wai".into(), "730".into())));
    }

    #[test]
    fn int_extension_errors_name_the_line_the_column_and_what_was_expected() {
        let row = "5,1,ack,4160,1,45760,2,10,100,2000,100000000000,20,200,3000,400000000000,7,116896,116896,1000000,0,0,0\n";
        // int_hops above the record columns
        let bad = row.replacen(",45760,2,", ",45760,3,", 1);
        expect_err(
            &format!("{INT_HDR}{INT_COLS}{bad}"),
            &[
                "trace.csv:14:",
                "column 7 (int_hops)",
                "at most 2",
                "int0_* .. int1_*",
                "\"3\"",
            ],
        );
        // a record field that is not a number
        let bad = row.replacen(",20,200,", ",-20,200,", 1);
        expect_err(
            &format!("{INT_HDR}{INT_COLS}{bad}"),
            &[
                "trace.csv:14:",
                "column 12 (int1_qlen)",
                "unsigned decimal integer",
                "\"-20\"",
            ],
        );
        // ref_branch out of range
        let bad = row.strip_suffix(",0\n").unwrap().to_string() + ",3\n";
        expect_err(
            &format!("{INT_HDR}{INT_COLS}{bad}"),
            &[
                "trace.csv:14:",
                "column 22 (ref_branch)",
                "0, 1 or 2",
                "\"3\"",
            ],
        );
        // a record group without one of its fields
        let cols = INT_COLS.replacen(",int1_txbytes", ",int1_txbyte", 1);
        expect_err(
            &format!("{INT_HDR}{cols}{row}"),
            &[
                "trace.csv:13:",
                "expected a column int1_txbytes",
                "column 12 (int1_qlen)",
            ],
        );
        // a gap in the record numbering
        let cols = INT_COLS.replace("int1_", "int2_");
        expect_err(
            &format!("{INT_HDR}{cols}{row}"),
            &["trace.csv:13:", "expected a column int1_qlen"],
        );
        // records without int_hops
        let cols = INT_COLS.replacen(",int_hops", ",hops", 1);
        expect_err(
            &format!("{INT_HDR}{cols}{row}"),
            &["trace.csv:13:", "no int_hops column"],
        );
        // int_hops > 0 without any record columns
        expect_err(
            &format!(
                "{}t_ps,ccc,kind,bytes,int_hops\n5,1,ack,4160,1\n",
                HDR.strip_suffix("t_ps,ccc,kind,bytes,psn\n").unwrap()
            ),
            &["trace.csv:5:", "column 5 (int_hops)", "expected 0", "\"1\""],
        );
        // header keys
        expect_err(
            &format!("{}{INT_COLS}", INT_HDR.replace("cc=fncc", "cc=dcqcn")),
            &["header key cc", "nscc, hpcc, fncc or rx-hpcc", "\"dcqcn\""],
        );
        expect_err(
            &format!(
                "{}{INT_COLS}",
                INT_HDR.replace("hpcc_max_stage=5", "hpcc_max_stage=16")
            ),
            &[
                "trace.csv:9:",
                "header key hpcc_max_stage",
                "from 0 to 15",
                "\"16\"",
            ],
        );
        expect_err(
            &format!(
                "{}{INT_COLS}",
                INT_HDR.replace("int_path=ack", "int_path=both")
            ),
            &["trace.csv:6:", "header key int_path", "data or ack"],
        );
    }

    #[test]
    fn the_recorded_int_traces_read_with_every_record() {
        for path in crate::int_traces().unwrap() {
            let r = TraceReader::open(&path).unwrap();
            assert!(matches!(r.header().cc, Some(CcAlgo::Int(_))));
            let mut rows = 0;
            for row in r {
                let row = row.unwrap();
                assert_eq!(row.int.hops.len(), 3, "{}", path.display());
                assert!(row.int.hops.iter().all(|h| h.bps > 0));
                assert!(row.int_refs.cwnd_nb.is_some() && row.int_refs.branch.is_some());
                rows += 1;
            }
            assert_eq!(rows, 7200);
        }
    }
}
