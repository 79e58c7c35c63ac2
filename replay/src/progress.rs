//! The progress bar of long replays (stderr; hidden when stderr is not a terminal).

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// A byte-based bar when the input size is known, a spinner otherwise.
pub fn bar(len: Option<u64>) -> ProgressBar {
    let pb = match len {
        Some(n) => ProgressBar::new(n).with_style(
            ProgressStyle::with_template(
                "{spinner} replay [{bar:40}] {bytes}/{total_bytes} {elapsed} eta {eta}",
            )
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
        ),
        None => ProgressBar::new_spinner(),
    };
    pb.set_draw_target(ProgressDrawTarget::stderr_with_hz(4));
    pb
}
