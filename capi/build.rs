// The tests build the C example with the `cc` crate, which needs the target triple; cargo
// gives it to build scripts only.
fn main() {
    println!(
        "cargo:rustc-env=NSCC_CAPI_TARGET={}",
        std::env::var("TARGET").unwrap_or_default()
    );
    println!("cargo:rerun-if-changed=build.rs");
}
