//! Quick EV engine co-simulation runs while developing: `mp_quick INSTANCE [N] [SEED]` or
//! `mp_quick INSTANCE TRACE`.
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let inst = nscc_rtl::multipath::mp_engine::instance_named(&a[1]).expect("instance");
    let r = match a.get(2) {
        Some(p) if p.contains(".csv") => nscc_cosim::multipath::mp_cosim_trace_on(
            nscc_trace::TraceReader::open(std::path::Path::new(p)).unwrap(),
            inst,
        ),
        n => nscc_cosim::multipath::mp_cosim_random_on(
            inst,
            n.map(|x| x.parse().unwrap()).unwrap_or(3000),
            a.get(3).map(|x| x.parse().unwrap()).unwrap_or(17),
        ),
    }
    .unwrap();
    println!("{}", r.to_text());
}
