//! The one table of the C declarations: the `#[repr(C)]` structs, the constants and the
//! `extern "C"` functions are written once, in macros that emit both the Rust item and its
//! C declaration, so `include/nscc.h` ([`header`]) cannot drift from the code (a test
//! compares the checked-in file with [`header`]).

use std::fmt::Write as _;

/// A Rust type that crosses the boundary, and its C spelling.
pub trait CType {
    /// The C type, e.g. `uint32_t`, `const nscc_event *`.
    fn c_name() -> String;
    /// A declaration of `name` with this type (arrays put their length after the name).
    fn c_decl(name: &str) -> String {
        let t = Self::c_name();
        if t.ends_with('*') {
            format!("{t}{name}")
        } else {
            format!("{t} {name}")
        }
    }
}

macro_rules! prim {
    ($($t:ty => $c:literal),* $(,)?) => {
        $(impl CType for $t {
            fn c_name() -> String {
                $c.to_string()
            }
        })*
    };
}
prim!(u8 => "uint8_t", u16 => "uint16_t", u32 => "uint32_t", u64 => "uint64_t",
      i8 => "int8_t", i32 => "int32_t", i64 => "int64_t", () => "void");

/// The all-zero value of a field (C's `= {0}`): `Default` of the structs, which arrays
/// longer than 32 do not have.
pub trait Zero {
    fn zero() -> Self;
}

macro_rules! zero {
    ($($t:ty),*) => {
        $(impl Zero for $t {
            fn zero() -> Self {
                0
            }
        })*
    };
}
zero!(u8, u16, u32, u64, i8, i32, i64);

impl<const N: usize> Zero for [u8; N] {
    fn zero() -> Self {
        [0; N]
    }
}

impl<T: CType> CType for *const T {
    fn c_name() -> String {
        pointer(&format!("const {}", T::c_name()))
    }
}

impl<T: CType> CType for *mut T {
    fn c_name() -> String {
        pointer(&T::c_name())
    }
}

fn pointer(t: &str) -> String {
    if t.ends_with('*') {
        format!("{t}*")
    } else {
        format!("{t} *")
    }
}

/// A fixed-size array of 64-bit integers: `uint64_t name[N]`.
impl<const N: usize> CType for [u64; N] {
    fn c_name() -> String {
        "uint64_t".to_string()
    }
    fn c_decl(name: &str) -> String {
        format!("uint64_t {name}[{N}]")
    }
}

impl<const N: usize> Zero for [u64; N] {
    fn zero() -> Self {
        [0; N]
    }
}

/// A fixed-size text buffer (NUL-terminated): `char name[N]`.
impl<const N: usize> CType for [u8; N] {
    fn c_name() -> String {
        "char".to_string()
    }
    fn c_decl(name: &str) -> String {
        format!("char {name}[{N}]")
    }
}

/// A pointer to a static NUL-terminated string: `const char *`.
#[repr(transparent)]
pub struct CStrPtr(pub *const std::ffi::c_char);

impl CType for CStrPtr {
    fn c_name() -> String {
        "const char *".to_string()
    }
}

/// One field of a C struct.
pub struct CField {
    pub decl: String,
    pub doc: Vec<&'static str>,
}

/// A C struct (or, with no fields, an opaque handle type).
pub struct CStruct {
    pub name: &'static str,
    pub doc: Vec<&'static str>,
    pub fields: Vec<CField>,
}

/// A `#define` constant.
pub struct CConst {
    pub name: &'static str,
    pub value: String,
    pub doc: Vec<&'static str>,
}

/// A C function prototype.
pub struct CFn {
    pub name: &'static str,
    pub doc: Vec<&'static str>,
    pub ret: String,
    pub params: Vec<String>,
}

/// `#[repr(C)]` structs with their C declaration: `c_structs! { /// doc
/// pub struct Rust = "c_name" { /// doc
/// pub field: u32, } }`. A struct without fields is an opaque handle (its Rust body is
/// given apart, with `c_structs!{ opaque Rust = "c_name"; }`).
macro_rules! c_structs {
    ($(
        $(#[doc = $doc:expr])*
        pub struct $name:ident = $c:literal {
            $($(#[doc = $fdoc:expr])* pub $field:ident : $ty:ty,)*
        }
    )*) => {
        $(
            $(#[doc = $doc])*
            #[repr(C)]
            #[derive(Clone, Copy, Debug, PartialEq, Eq)]
            pub struct $name {
                $($(#[doc = $fdoc])* pub $field: $ty,)*
            }
            impl $crate::decl::Zero for $name {
                fn zero() -> Self {
                    $name { $($field: <$ty as $crate::decl::Zero>::zero(),)* }
                }
            }
            impl Default for $name {
                fn default() -> Self {
                    <Self as $crate::decl::Zero>::zero()
                }
            }
            impl $crate::decl::CType for $name {
                fn c_name() -> String {
                    $c.to_string()
                }
            }
        )*
        /// The C declarations of these structs, in order.
        pub fn c_structs() -> Vec<$crate::decl::CStruct> {
            vec![$($crate::decl::CStruct {
                name: $c,
                doc: vec![$($doc),*],
                fields: vec![$($crate::decl::CField {
                    decl: <$ty as $crate::decl::CType>::c_decl(stringify!($field)),
                    doc: vec![$($fdoc),*],
                }),*],
            }),*]
        }
    };
}

/// Constants with their C `#define`: `c_consts! { /// doc
/// NAME: i32 = 0; }`.
macro_rules! c_consts {
    ($($(#[doc = $doc:expr])* $name:ident : $ty:ty = $value:expr;)*) => {
        $($(#[doc = $doc])* pub const $name: $ty = $value;)*
        /// The C `#define`s of these constants, in order.
        pub fn c_consts() -> Vec<$crate::decl::CConst> {
            vec![$($crate::decl::CConst {
                name: stringify!($name),
                value: $name.to_string(),
                doc: vec![$($doc),*],
            }),*]
        }
    };
}

/// `extern "C"` functions with their C prototype: `c_fns! { /// doc
/// fn name(a: u32, b: *mut T) -> Status { body } }`.
macro_rules! c_fns {
    ($(
        $(#[doc = $doc:expr])*
        fn $name:ident ($($p:ident : $t:ty),* $(,)?) -> $ret:ty $body:block
    )*) => {
        $(
            $(#[doc = $doc])*
            #[no_mangle]
            #[allow(clippy::unused_unit)]
            pub unsafe extern "C" fn $name($($p: $t),*) -> $ret $body
        )*
        /// The C prototypes of these functions, in order.
        pub fn c_fns() -> Vec<$crate::decl::CFn> {
            vec![$($crate::decl::CFn {
                name: stringify!($name),
                doc: vec![$($doc),*],
                ret: <$ret as $crate::decl::CType>::c_name(),
                params: vec![$(<$t as $crate::decl::CType>::c_decl(stringify!($p))),*],
            }),*]
        }
    };
}

pub(crate) use {c_consts, c_fns, c_structs};

fn comment(out: &mut String, indent: &str, doc: &[&str]) {
    let lines: Vec<&str> = doc
        .iter()
        .map(|l| l.strip_prefix(' ').unwrap_or(l))
        .collect();
    match lines.as_slice() {
        [] => {}
        [one] => {
            let _ = writeln!(out, "{indent}/* {one} */");
        }
        many => {
            let _ = writeln!(out, "{indent}/*");
            for l in many {
                let _ = writeln!(out, "{indent} * {l}");
            }
            let _ = writeln!(out, "{indent} */");
        }
    }
}

/// The C header, from the tables: what `include/nscc.h` holds.
pub fn header(
    preamble: &[&str],
    consts: &[CConst],
    opaque: &[(&str, &str)],
    structs: &[CStruct],
    fns: &[CFn],
) -> String {
    let mut h = String::new();
    h.push_str(
        "/* Generated from capi/src/lib.rs (capi/src/decl.rs); do not edit: a test compares\n",
    );
    h.push_str(" * this file with the Rust declarations. Regenerate with\n");
    h.push_str(" * NSCC_BLESS=1 cargo test -p nscc-capi --lib header */\n");
    comment(&mut h, "", preamble);
    h.push_str("#ifndef NSCC_H\n#define NSCC_H\n\n#include <stdint.h>\n\n");
    h.push_str("#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n");
    for c in consts {
        comment(&mut h, "", &c.doc);
        let _ = writeln!(h, "#define {} {}", c.name, c.value);
    }
    h.push('\n');
    for (name, doc) in opaque {
        comment(&mut h, "", &[doc]);
        let _ = writeln!(h, "typedef struct {name} {name};\n");
    }
    for s in structs {
        comment(&mut h, "", &s.doc);
        let _ = writeln!(h, "typedef struct {} {{", s.name);
        for f in &s.fields {
            comment(&mut h, "    ", &f.doc);
            let _ = writeln!(h, "    {};", f.decl);
        }
        let _ = writeln!(h, "}} {};\n", s.name);
    }
    for f in fns {
        comment(&mut h, "", &f.doc);
        let params = if f.params.is_empty() {
            "void".to_string()
        } else {
            f.params.join(", ")
        };
        let ret = if f.ret.ends_with('*') {
            f.ret.clone()
        } else {
            format!("{} ", f.ret)
        };
        let _ = writeln!(h, "{ret}{}({params});\n", f.name);
    }
    h.push_str("#ifdef __cplusplus\n}\n#endif\n\n#endif /* NSCC_H */\n");
    h
}

/// The ctypes spelling of a C field declaration (`uint64_t speeds_bps[8]` ->
/// `("speeds_bps", C.c_uint64 * 8)`), or `None` for a type this emitter does not know.
fn ctypes_field(decl: &str) -> Option<String> {
    let (ty, name) = decl.rsplit_once(' ')?;
    let (name, len) = match name.split_once('[') {
        Some((n, l)) => (n, Some(l.trim_end_matches(']'))),
        None => (name, None),
    };
    let base = match ty {
        "uint8_t" => "C.c_uint8".to_string(),
        "uint16_t" => "C.c_uint16".to_string(),
        "uint32_t" => "C.c_uint32".to_string(),
        "uint64_t" => "C.c_uint64".to_string(),
        "int8_t" => "C.c_int8".to_string(),
        "int32_t" => "C.c_int32".to_string(),
        "int64_t" => "C.c_int64".to_string(),
        "char" => "C.c_char".to_string(),
        t if t.starts_with("nscc_") => py_class(t),
        _ => return None,
    };
    Some(match len {
        Some(l) => format!("(\"{name}\", {base} * {l})"),
        None => format!("(\"{name}\", {base})"),
    })
}

/// `nscc_ev_config` -> `NsccEvConfig`.
fn py_class(c_name: &str) -> String {
    c_name
        .split('_')
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
                .unwrap_or_default()
        })
        .collect()
}

/// The structs and integer constants as a Python module of `ctypes` declarations, so that
/// a Python caller (the IP core's cocotb bench) cannot drift from the header either.
pub fn python_module(preamble: &str, consts: &[CConst], structs: &[CStruct]) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{preamble}\n\nimport ctypes as C\n");
    for c in consts {
        if c.value.parse::<i64>().is_ok() {
            let _ = writeln!(s, "{} = {}", c.name, c.value);
        }
    }
    for st in structs.iter().filter(|st| !st.fields.is_empty()) {
        let _ = writeln!(s, "\n\nclass {}(C.Structure):", py_class(st.name));
        if let Some(d) = st.doc.first() {
            let _ = writeln!(s, "    \"\"\"{}\"\"\"\n", d.trim().replace('"', "'"));
        }
        let _ = writeln!(s, "    _fields_ = [");
        for f in &st.fields {
            let field = ctypes_field(&f.decl)
                .unwrap_or_else(|| panic!("no ctypes spelling for `{}` of {}", f.decl, st.name));
            let _ = writeln!(s, "        {field},");
        }
        let _ = writeln!(s, "    ]");
    }
    s
}
