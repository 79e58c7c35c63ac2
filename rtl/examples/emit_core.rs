fn main() {
    let v = nscc_rtl::core::verilog();
    std::fs::write("/tmp/nscc_core.v", &v).unwrap();
    println!("{} bytes", v.len());
}
