//! Verilator co-simulation of the RTL tops (`nscc_rtl::verilated_tops()`), driven from Rust
//! cycle by cycle.
//!
//! A top is Verilated on first use ([`model`]: built at run time, cached by the hash of its
//! Verilog and the Verilator build) into a shared library that this module loads and wraps
//! safely. Ports are looked up once by name ([`Verilated::port`]), then set and read through
//! the returned [`PortId`] every cycle:
//!
//! ```no_run
//! use nscc_cosim::verilated::Verilated;
//! let mut dut = Verilated::new("recip_div")?;
//! let (valid, num, den) = (dut.port("in_valid")?, dut.port("num")?, dut.port("den")?);
//! let quot = dut.port("quot")?;
//! dut.set(valid, 1);
//! dut.set(num, 1 << 40);
//! dut.set(den, 3);
//! dut.tick(); // one clock cycle on the port `clock`
//! let _q = dut.get(quot);
//! # Ok::<(), nscc_cosim::verilated::VerilatedError>(())
//! ```
//!
//! Each instance has its own `VerilatedContext`, so tests may run instances on several
//! threads; one instance stays on the thread that made it (it is neither `Send` nor `Sync`).

mod model;
mod packing;

use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_void, CString};
use std::fmt;
use std::path::{Path, PathBuf};
use std::ptr::NonNull;
use std::sync::{Mutex, OnceLock};

/// Direction of a top-level port.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PortDir {
    In,
    Out,
}

/// One port of a Verilated top: name, width in bits, direction, and its position in the
/// module header (the index the C interface uses).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PortInfo {
    pub name: &'static str,
    pub width: u32,
    pub dir: PortDir,
    pub index: u32,
}

impl PortInfo {
    /// Number of 32-bit words of the port's value (`set_wide`/`get_wide`).
    pub fn words(&self) -> usize {
        self.width.div_ceil(32) as usize
    }
}

impl fmt::Display for PortInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dir = match self.dir {
            PortDir::In => "in",
            PortDir::Out => "out",
        };
        write!(
            f,
            "{} ({dir}, {} bit{})",
            self.name,
            self.width,
            if self.width == 1 { "" } else { "s" }
        )
    }
}

/// The C interface of one top (the generated shim's `vsim_top_*` entry points).
struct VTable {
    new: unsafe extern "C" fn() -> *mut c_void,
    free: unsafe extern "C" fn(*mut c_void),
    tick: unsafe extern "C" fn(*mut c_void),
    eval: unsafe extern "C" fn(*mut c_void),
    trace_open: unsafe extern "C" fn(*mut c_void, *const c_char) -> c_int,
    trace_close: unsafe extern "C" fn(*mut c_void),
    set: unsafe extern "C" fn(*mut c_void, u32, *const u32) -> c_int,
    get: unsafe extern "C" fn(*mut c_void, u32, *mut u32) -> c_int,
    run: unsafe extern "C" fn(
        *mut c_void,
        *const RunSpecC,
        *const u32,
        u32,
        u64,
        *mut u32,
        u32,
        *mut RunStateC,
    ),
}

/// `VsimRunSpec` of `csrc/vsim.h`.
#[repr(C)]
struct RunSpecC {
    n_in: u32,
    in_ports: *const u32,
    in_words: *const u32,
    valid: u32,
    ready: u32,
    n_groups: u32,
    strobes: *const u32,
    group_len: *const u32,
    group_ports: *const u32,
    group_words: *const u32,
}

/// `VsimRunState` of `csrc/vsim.h`.
#[repr(C)]
#[derive(Default)]
struct RunStateC {
    cycle: u64,
    waited: u32,
    idle_left: u32,
    consumed: u32,
    log_len: u32,
    status: u32,
    until_done: u32,
}

/// A loaded top: kept for the life of the process (the library is never unloaded).
struct TopDesc {
    id: u16,
    name: &'static str,
    ports: &'static [PortInfo],
    vt: VTable,
    _library: libloading::Library,
}

/// Names of the Verilated tops (the prefixes of `nscc_rtl::VERILATED_TOPS`).
pub fn tops() -> Vec<&'static str> {
    nscc_rtl::VERILATED_TOPS.iter().map(|t| t.0).collect()
}

/// Builds (or finds in the cache) and loads the model of `top` now, so that a co-simulation's
/// timing does not count its one-off Verilator build.
pub fn prepare(top: &str) -> Result<(), VerilatedError> {
    load(top).map(|_| ())
}

/// Models made from now on in this thread can write a VCD ([`Verilated::trace_open`]): they
/// are built (once, cached) with Verilator's trace support, which models are built without
/// otherwise (it is most of a large model's C++). Call it in the thread that makes the
/// instance whose clocks a VCD should show, before making it. (Per thread: one test that
/// writes a VCD does not make the other tests of its binary build traced models.)
pub fn enable_traces() {
    TRACES.with(|t| t.set(true));
}

/// Whether [`enable_traces`] was called in this thread.
pub fn traces_enabled() -> bool {
    TRACES.with(|t| t.get())
}

thread_local! {
    static TRACES: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// The loaded top `name`: built (or found in the cache) and loaded on first use; the
/// variant with VCD support after [`enable_traces`].
fn load(name: &str) -> Result<&'static TopDesc, VerilatedError> {
    static LOADED: OnceLock<Mutex<HashMap<(String, bool), &'static TopDesc>>> = OnceLock::new();
    let traced = traces_enabled();
    let loaded = LOADED.get_or_init(|| Mutex::new(HashMap::new()));
    let mut loaded = loaded.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(d) = loaded.get(&(name.to_string(), traced)) {
        return Ok(d);
    }
    let (name, verilog) = nscc_rtl::VERILATED_TOPS
        .iter()
        .find(|t| t.0 == name)
        .map(|(n, f)| (*n, nscc_rtl::with_emit_stack(f)))
        .ok_or_else(|| VerilatedError::UnknownTop {
            top: name.to_string(),
            available: tops().join(", "),
        })?;
    let built = model::build(name, &verilog, traced)
        .map_err(|message| VerilatedError::Build { top: name, message })?;
    let load_err = |e: libloading::Error| VerilatedError::Load {
        path: built.library.clone(),
        message: e.to_string(),
    };
    // SAFETY: the library is the one `model::build` made for this top; its initialisers are
    // the Verilator runtime's and the model's static constructors.
    let library = unsafe { libloading::Library::new(&built.library) }.map_err(load_err)?;
    // SAFETY: each symbol is a function of the generated shim with exactly this signature.
    let vt = unsafe {
        VTable {
            new: *library.get(b"vsim_top_new\0").map_err(load_err)?,
            free: *library.get(b"vsim_top_free\0").map_err(load_err)?,
            tick: *library.get(b"vsim_top_tick\0").map_err(load_err)?,
            eval: *library.get(b"vsim_top_eval\0").map_err(load_err)?,
            trace_open: *library.get(b"vsim_top_trace_open\0").map_err(load_err)?,
            trace_close: *library.get(b"vsim_top_trace_close\0").map_err(load_err)?,
            set: *library.get(b"vsim_top_set\0").map_err(load_err)?,
            get: *library.get(b"vsim_top_get\0").map_err(load_err)?,
            run: *library.get(b"vsim_top_run\0").map_err(load_err)?,
        }
    };
    let ports: Vec<PortInfo> = built
        .ports
        .into_iter()
        .enumerate()
        .map(|(i, p)| PortInfo {
            name: Box::leak(p.name.into_boxed_str()),
            width: p.width,
            dir: p.dir,
            index: i as u32,
        })
        .collect();
    let desc: &'static TopDesc = Box::leak(Box::new(TopDesc {
        id: loaded.len() as u16,
        name,
        ports: Box::leak(ports.into_boxed_slice()),
        vt,
        _library: library,
    }));
    loaded.insert((name.to_string(), traced), desc);
    Ok(desc)
}

#[derive(Debug, thiserror::Error)]
pub enum VerilatedError {
    #[error("no Verilated top `{top}`; the tops are: {available}")]
    UnknownTop { top: String, available: String },
    #[error("top `{top}` has no port `{port}`; its ports are: {available}")]
    UnknownPort {
        top: &'static str,
        port: String,
        available: String,
    },
    #[error("top `{top}`: could not create the Verilated model")]
    Create { top: &'static str },
    #[error("top `{top}`: cannot build its Verilated model: {message}")]
    Build { top: &'static str, message: String },
    #[error("cannot load the Verilated model {}: {message}", path.display())]
    Load { path: PathBuf, message: String },
    #[error("VCD trace {}: {reason}", path.display())]
    Trace { path: PathBuf, reason: &'static str },
}

/// A port of one Verilated top, from [`Verilated::port`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PortId {
    top: u16,
    index: u16,
}

/// One Verilated instance of a top.
pub struct Verilated {
    top: u16,
    desc: &'static TopDesc,
    sim: NonNull<c_void>,
    cycles: u64,
}

impl Verilated {
    /// A new instance of `top` (a prefix of `nscc_rtl::VERILATED_TOPS`), clock low, after
    /// the `initial` blocks (register power-up values, ROM contents). The first instance of a
    /// top in a process loads its model, building it if the cache has none.
    pub fn new(top: &str) -> Result<Self, VerilatedError> {
        let desc = load(top)?;
        // SAFETY: the generated constructor has no preconditions.
        let sim = NonNull::new(unsafe { (desc.vt.new)() })
            .ok_or(VerilatedError::Create { top: desc.name })?;
        Ok(Self {
            top: desc.id,
            desc,
            sim,
            cycles: 0,
        })
    }

    /// The top's name.
    pub fn name(&self) -> &'static str {
        self.desc.name
    }

    /// All ports of the top, in module-header order.
    pub fn ports(&self) -> &'static [PortInfo] {
        self.desc.ports
    }

    /// The port called `name`; the error lists the available ports.
    pub fn port(&self, name: &str) -> Result<PortId, VerilatedError> {
        match self.desc.ports.iter().position(|p| p.name == name) {
            Some(i) => Ok(PortId {
                top: self.top,
                index: i as u16,
            }),
            None => Err(VerilatedError::UnknownPort {
                top: self.desc.name,
                port: name.to_string(),
                available: self
                    .desc
                    .ports
                    .iter()
                    .map(|p| p.to_string())
                    .collect::<Vec<_>>()
                    .join(", "),
            }),
        }
    }

    /// Width, direction and name of `port`.
    pub fn info(&self, port: PortId) -> &'static PortInfo {
        assert_eq!(
            port.top, self.top,
            "{port:?} belongs to another top than `{}`",
            self.desc.name
        );
        &self.desc.ports[port.index as usize]
    }

    fn input(&self, port: PortId) -> &'static PortInfo {
        let p = self.info(port);
        assert!(
            p.dir == PortDir::In,
            "port `{}` of `{}` is an output",
            p.name,
            self.desc.name
        );
        p
    }

    /// Drives input `port` (up to 64 bits) with `value`, which must fit its width. The model
    /// sees it at the next [`tick`](Self::tick) or [`eval`](Self::eval).
    pub fn set(&mut self, port: PortId, value: u64) {
        let p = self.input(port);
        assert!(
            p.width <= 64,
            "port `{}` is {} bits wide: use set_wide",
            p.name,
            p.width
        );
        assert!(
            p.width == 64 || value >> p.width == 0,
            "value {value:#x} does not fit port `{}` ({} bits)",
            p.name,
            p.width
        );
        let words = [value as u32, (value >> 32) as u32];
        // SAFETY: `sim` is live, the port is an input of this top, and `words` holds the
        // ceil(width / 32) <= 2 words the shim reads.
        let rc = unsafe { (self.desc.vt.set)(self.sim.as_ptr(), p.index, words.as_ptr()) };
        debug_assert_eq!(rc, 0);
    }

    /// Drives input `port` of any width with its value as little-endian 32-bit words
    /// (exactly [`PortInfo::words`] of them, the top one fitting the width).
    pub fn set_wide(&mut self, port: PortId, words: &[u32]) {
        let p = self.input(port);
        assert_eq!(
            words.len(),
            p.words(),
            "port `{}` ({} bits) takes {} words",
            p.name,
            p.width,
            p.words()
        );
        let top_bits = p.width - 32 * (p.words() as u32 - 1);
        assert!(
            top_bits == 32 || words[words.len() - 1] >> top_bits == 0,
            "value does not fit port `{}` ({} bits)",
            p.name,
            p.width
        );
        // SAFETY: as in `set`; `words` has exactly the length the shim reads.
        let rc = unsafe { (self.desc.vt.set)(self.sim.as_ptr(), p.index, words.as_ptr()) };
        debug_assert_eq!(rc, 0);
    }

    /// The value of `port` (input or output, up to 64 bits) after the last tick/eval.
    pub fn get(&self, port: PortId) -> u64 {
        let p = self.info(port);
        assert!(
            p.width <= 64,
            "port `{}` is {} bits wide: use get_wide",
            p.name,
            p.width
        );
        let mut words = [0u32; 2];
        // SAFETY: `sim` is live, the port belongs to this top, `words` has room for the
        // ceil(width / 32) <= 2 words the shim writes.
        let rc = unsafe { (self.desc.vt.get)(self.sim.as_ptr(), p.index, words.as_mut_ptr()) };
        debug_assert_eq!(rc, 0);
        words[0] as u64 | (words[1] as u64) << 32
    }

    /// The value of `port` of any width as little-endian 32-bit words.
    pub fn get_wide(&self, port: PortId) -> Vec<u32> {
        let p = self.info(port);
        let mut words = vec![0u32; p.words()];
        // SAFETY: as in `get`; `words` has exactly the length the shim writes.
        let rc = unsafe { (self.desc.vt.get)(self.sim.as_ptr(), p.index, words.as_mut_ptr()) };
        debug_assert_eq!(rc, 0);
        words
    }

    /// One clock cycle on the port `clock`: evaluate the inputs, rising edge, falling edge
    /// (dumping the VCD at the first two when a trace is open). Outputs of registers clocked
    /// at that edge are visible right after.
    pub fn tick(&mut self) {
        // SAFETY: `sim` is live.
        unsafe { (self.desc.vt.tick)(self.sim.as_ptr()) };
        self.cycles += 1;
    }

    /// Evaluates the model without a clock edge (combinational settling).
    pub fn eval(&mut self) {
        // SAFETY: `sim` is live.
        unsafe { (self.desc.vt.eval)(self.sim.as_ptr()) };
    }

    /// Clock cycles ([`tick`](Self::tick)s) since the instance was made.
    pub fn cycles(&self) -> u64 {
        self.cycles
    }

    /// Starts a VCD of the whole hierarchy into `path` (10 time units per clock cycle).
    pub fn trace_open(&mut self, path: impl AsRef<Path>) -> Result<(), VerilatedError> {
        let path = path.as_ref();
        let err = |reason| VerilatedError::Trace {
            path: path.to_path_buf(),
            reason,
        };
        use std::os::unix::ffi::OsStrExt;
        let c = CString::new(path.as_os_str().as_bytes()).map_err(|_| err("NUL in the path"))?;
        // SAFETY: `sim` is live, `c` is a NUL-terminated path that outlives the call.
        match unsafe { (self.desc.vt.trace_open)(self.sim.as_ptr(), c.as_ptr()) } {
            0 => Ok(()),
            -1 => Err(err("a trace is already open")),
            -3 => Err(err(
                "the model was built without VCD support (nscc_cosim::verilated::enable_traces \
                 before making it)",
            )),
            _ => Err(err("cannot open the file")),
        }
    }

    /// Flushes and closes the VCD (no-op without one).
    pub fn trace_close(&mut self) {
        // SAFETY: `sim` is live.
        unsafe { (self.desc.vt.trace_close)(self.sim.as_ptr()) };
    }
}

/// A valid/ready input stream and the strobed outputs of one top, for [`Verilated::run`]:
/// many clock cycles per call. A record is the words of `inputs` (each port's
/// [`PortInfo::words`], in order) behind a header of three words: idle cycles before it is
/// presented (valid low) and the 64-bit cycle it is presented at the earliest.
///
/// The log [`Verilated::run`] fills holds, in cycle order: `[0, cycle, waited]` when a record
/// is taken (`cycle` is the cycle count before the rising edge, `waited` the cycles it was
/// presented with `ready` low), then `[g + 1, cycle, words...]` for each group `g` whose
/// strobe is non-zero after a rising edge (`cycle` after that edge; the words of the group's
/// ports in order). Cycles are the low 32 bits of [`Verilated::cycles`].
#[derive(Clone, Debug)]
pub struct Stream {
    top: u16,
    in_ports: Vec<u32>,
    in_words: Vec<u32>,
    valid: u32,
    ready: u32,
    strobes: Vec<u32>,
    group_len: Vec<u32>,
    group_ports: Vec<u32>,
    group_words: Vec<u32>,
    record_words: usize,
    entry_words: Vec<usize>,
}

/// Why [`Verilated::run`] returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunStatus {
    /// Every record was taken (`until_done`).
    Done,
    /// The log had no room for another cycle's entries.
    LogFull,
    /// `max_cycles` cycles ran.
    MaxCycles,
}

/// What one [`Verilated::run`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunOutcome {
    pub status: RunStatus,
    /// Records taken.
    pub consumed: usize,
    /// Cycles the first record not taken has waited for `ready` (pass it to the next call).
    pub waited: u32,
    /// Idle cycles that record still has before it is presented (its header's count, less
    /// those run).
    pub idle_left: u32,
    /// Words of the log written.
    pub log_len: usize,
}

impl Stream {
    /// `inputs` presented with `valid` until `ready`; `groups` logged when their strobe is
    /// non-zero.
    pub fn new(
        dut: &Verilated,
        inputs: &[PortId],
        valid: PortId,
        ready: PortId,
        groups: &[(PortId, Vec<PortId>)],
    ) -> Stream {
        let idx = |p: PortId| dut.info(p).index;
        let words = |p: PortId| dut.info(p).words() as u32;
        for p in inputs.iter().chain([&valid]) {
            dut.input(*p);
        }
        let st = Stream {
            top: dut.top,
            in_ports: inputs.iter().map(|p| idx(*p)).collect(),
            in_words: inputs.iter().map(|p| words(*p)).collect(),
            valid: idx(valid),
            ready: idx(ready),
            strobes: groups.iter().map(|g| idx(g.0)).collect(),
            group_len: groups.iter().map(|g| g.1.len() as u32).collect(),
            group_ports: groups
                .iter()
                .flat_map(|g| g.1.iter().map(|p| idx(*p)))
                .collect(),
            group_words: groups
                .iter()
                .flat_map(|g| g.1.iter().map(|p| words(*p)))
                .collect(),
            record_words: 3 + inputs.iter().map(|p| words(*p) as usize).sum::<usize>(),
            entry_words: groups
                .iter()
                .map(|g| 2 + g.1.iter().map(|p| words(*p) as usize).sum::<usize>())
                .collect(),
        };
        assert!(
            groups.iter().all(|g| dut.info(g.0).words() <= 2) && dut.info(ready).words() == 1,
            "strobes and ready are narrow ports"
        );
        st
    }

    /// Words of one record (header included).
    pub fn record_words(&self) -> usize {
        self.record_words
    }

    /// The smallest log [`Verilated::run`] takes: one cycle's entries.
    pub fn min_log(&self) -> usize {
        3 + self.entry_words.iter().sum::<usize>()
    }

    /// Words of a log entry of group `g` (its two header words included).
    pub fn entry_words(&self, g: usize) -> usize {
        self.entry_words[g]
    }

    /// Appends a record: `idle` cycles first, not before cycle `not_before`, then the input
    /// ports' values (each up to 64 bits, fitting its port).
    pub fn push(&self, records: &mut Vec<u32>, idle: u32, not_before: u64, values: &[u64]) {
        assert_eq!(
            values.len(),
            self.in_ports.len(),
            "one value per input port"
        );
        records.push(idle);
        records.push(not_before as u32);
        records.push((not_before >> 32) as u32);
        for (v, w) in values.iter().zip(&self.in_words) {
            assert!(
                *w <= 2,
                "a port wider than 64 bits takes its words directly"
            );
            records.push(*v as u32);
            if *w == 2 {
                records.push((*v >> 32) as u32);
            }
        }
    }
}

impl Verilated {
    /// Runs clock cycles presenting `records` (whole records of `stream`) and logging the
    /// strobed groups into `log` from its start, until every record is taken
    /// (`until_done`), `max_cycles` cycles ran or the log has no room for another cycle
    /// (it must hold at least [`Stream::min_log`] words). `waited`: the cycles the first record already waited (from
    /// the last outcome). Two evaluations a cycle (inputs settled, rising edge); the clock is
    /// low between calls as after [`tick`](Self::tick).
    #[allow(clippy::too_many_arguments)]
    pub fn run(
        &mut self,
        stream: &Stream,
        records: &[u32],
        max_cycles: u64,
        until_done: bool,
        waited: u32,
        log: &mut [u32],
    ) -> RunOutcome {
        assert_eq!(stream.top, self.top, "the stream belongs to another top");
        assert_eq!(records.len() % stream.record_words, 0, "whole records");
        assert!(
            log.len() >= stream.min_log(),
            "the log holds one cycle's entries"
        );
        let n = records.len() / stream.record_words;
        let cap = log.len().min(u32::MAX as usize);
        let spec = RunSpecC {
            n_in: stream.in_ports.len() as u32,
            in_ports: stream.in_ports.as_ptr(),
            in_words: stream.in_words.as_ptr(),
            valid: stream.valid,
            ready: stream.ready,
            n_groups: stream.strobes.len() as u32,
            strobes: stream.strobes.as_ptr(),
            group_len: stream.group_len.as_ptr(),
            group_ports: stream.group_ports.as_ptr(),
            group_words: stream.group_words.as_ptr(),
        };
        let mut st = RunStateC {
            cycle: self.cycles,
            waited,
            until_done: until_done as u32,
            ..RunStateC::default()
        };
        // SAFETY: `sim` is live; the spec's arrays outlive the call and name ports of this
        // top with their word counts; `records` holds `n` whole records; `log` has `cap`
        // words, and the shim writes at most that many.
        unsafe {
            (self.desc.vt.run)(
                self.sim.as_ptr(),
                &spec,
                records.as_ptr(),
                n as u32,
                max_cycles,
                log.as_mut_ptr(),
                cap as u32,
                &mut st,
            )
        };
        self.cycles = st.cycle;
        RunOutcome {
            status: match st.status {
                0 => RunStatus::Done,
                1 => RunStatus::LogFull,
                _ => RunStatus::MaxCycles,
            },
            consumed: st.consumed as usize,
            waited: st.waited,
            idle_left: st.idle_left,
            log_len: st.log_len as usize,
        }
    }
}

impl fmt::Debug for Verilated {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Verilated")
            .field("top", &self.desc.name)
            .field("cycles", &self.cycles)
            .finish()
    }
}

impl Drop for Verilated {
    fn drop(&mut self) {
        // SAFETY: `sim` came from this top's constructor and is freed once.
        unsafe { (self.desc.vt.free)(self.sim.as_ptr()) };
    }
}

/// One Verilated model shared by several benches (each observing its own ports of a top
/// that holds several engines, as `cc_engine_ecp5`): the same calls as [`Verilated`], on a
/// shared handle. Whoever clocks it lets every bench observe the clock.
#[derive(Clone)]
pub struct SharedDut(std::rc::Rc<std::cell::RefCell<Verilated>>);

impl From<Verilated> for SharedDut {
    fn from(v: Verilated) -> Self {
        SharedDut(std::rc::Rc::new(std::cell::RefCell::new(v)))
    }
}

impl SharedDut {
    pub fn new(top: &str) -> Result<Self, VerilatedError> {
        Ok(Verilated::new(top)?.into())
    }
    pub fn name(&self) -> &'static str {
        self.0.borrow().name()
    }
    pub fn port(&self, name: &str) -> Result<PortId, VerilatedError> {
        self.0.borrow().port(name)
    }
    pub fn info(&self, port: PortId) -> &'static PortInfo {
        self.0.borrow().info(port)
    }
    pub fn set(&self, port: PortId, value: u64) {
        self.0.borrow_mut().set(port, value)
    }
    pub fn set_wide(&self, port: PortId, words: &[u32]) {
        self.0.borrow_mut().set_wide(port, words)
    }
    pub fn get(&self, port: PortId) -> u64 {
        self.0.borrow().get(port)
    }
    pub fn get_wide(&self, port: PortId) -> Vec<u32> {
        self.0.borrow().get_wide(port)
    }
    pub fn tick(&self) {
        self.0.borrow_mut().tick()
    }
    pub fn eval(&self) {
        self.0.borrow_mut().eval()
    }
    pub fn cycles(&self) -> u64 {
        self.0.borrow().cycles()
    }
    pub fn trace_open(&self, path: impl AsRef<Path>) -> Result<(), VerilatedError> {
        self.0.borrow_mut().trace_open(path)
    }
    /// [`Verilated::run`] on the shared model.
    #[allow(clippy::too_many_arguments)]
    pub fn run(
        &self,
        stream: &Stream,
        records: &[u32],
        max_cycles: u64,
        until_done: bool,
        waited: u32,
        log: &mut [u32],
    ) -> RunOutcome {
        self.0
            .borrow_mut()
            .run(stream, records, max_cycles, until_done, waited, log)
    }
    /// A [`Stream`] of the shared model's ports.
    pub fn stream(
        &self,
        inputs: &[PortId],
        valid: PortId,
        ready: PortId,
        groups: &[(PortId, Vec<PortId>)],
    ) -> Stream {
        Stream::new(&self.0.borrow(), inputs, valid, ready, groups)
    }
}

impl SharedDut {
    /// Sets the port called `name`.
    pub fn set_port(&self, name: &str, value: u64) -> Result<(), VerilatedError> {
        let p = self.port(name)?;
        self.set(p, value);
        Ok(())
    }
}
