//! The RTL's port groups, from the port map (`nscc-port-map`), declared nowhere else:
//!
//! - `#[ports]` on a block's struct replaces each field marked `#[group(sink)]` or
//!   `#[group(source)]`, named after a group of the map (`register_image: (),`), by that
//!   group's ports, in the map's order (named after a bundle, `engine_port: (),`, by the
//!   bundle's groups in order): a sink takes the group (its forward ports are `In`,
//!   its back ports — ready, done — `Out`), a source drives it. `#[group(sink, prefix =
//!   "eng_")]` names the ports with another prefix, `only(valid, ready)` takes a subset of
//!   the group's fields, in the order it lists them, `subset = "qa_counters"` one the port
//!   map names (`port_map::SUBSETS`). It also writes `<Name>Init`, the
//!   fields a constructor sets (every `Constant`, and the fields marked `#[init]`), and
//!   `Name::with_init(<Name>Init { .. })`, which sets every other field to its default.
//! - `#[offsets(group, prefix = "at_e_", layout = proto::CCC_EVENT)] at_e: Constant<..>` in
//!   a `#[ports]` struct: one constant per field of the group (`at_e_t`, ...), the field's
//!   lsb in the payload layout, set by `with_init` (what `unpack_payload!` reads).
//! - `#[port_logic]` on a block's `update`, before `#[hdl_gen]`, writes out these
//!   statements and expressions of its body, so that `hdl_gen` sees plain assignments:
//!   - `connect!(group, dst, src)`: every forward port `dst.p.next = src.p.val();`, every
//!     back port `src.p.next = dst.p.val();`, in the map's order (`src_prefix = "eng_"`,
//!     `dst_prefix = ".."` rename a side's ports, `only(..)` or `subset = ".."` takes a
//!     subset);
//!   - `pack_event!(W, src)`: the event word (`port_map::event_word`: `ccc`, then the
//!     event's fields) of `src.ev_*` as a `Bits<W>` expression;
//!   - `unpack_event!(word, dst, "prefix_")`: `dst.<prefix><field>.next` from the word, for
//!     every field of the event word;
//!   - `unpack_payload!(group, dst, word, "at_")`: `dst.<port>.next` from the word at the
//!     offset in the block's constant `self.at_<field>`, for every field of the group (or
//!     of `only(..)`);
//!   - `repack_payload!(W, group, word, "at_a_", "at_b_")`: the group's fields moved from
//!     their offsets in one payload layout (`self.at_a_<field>`) to another's, a `Bits<W>`;
//!   - `regmap_stage_image!(W, word, "at_p_")`: the staged registers' words (register k at
//!     bits 32 k..) from the register image in a payload, a `Bits<W>`;
//!   - `event_field!(word, field)` (or `event_field!(word, field, bits)` for the low bits):
//!     one field of the event word;
//!   - `ctx_field!(word, t, field [, k])`: a field (or its bit `k`) of a context group's word
//!     (`port_map::CONTEXT`, or the Cu's words `cu0`, `cu1` of `port_map::CU_WORDS`;
//!     `ctx_bits!` the same, `get_bits` even for one bit); `ctx_put!(W, t, field [, k],
//!     value)` the value placed there in a `Bits<W>` word; `ctx_saturate!(dst, value, t,
//!     field)` the saturating store of a counter at the field's width;
//!   - `subset_word!(W, prof7, self, "cfg_")`: a port map subset's ports packed into one
//!     `Bits<W>` word in its order, and `subset_field!(word, prof7, target)` one of them.
//!
//! The generated code is what the blocks wrote by hand before (the same statements, in the
//! same order), so the emitted Verilog is unchanged.

use proc_macro::TokenStream;
use proc_macro2::{Span, TokenStream as TokenStream2};
use quote::{format_ident, quote};
use syn::parse::{Parse, ParseStream};
use syn::punctuated::Punctuated;
use syn::visit_mut::VisitMut;
use syn::{parse_macro_input, Expr, Fields, Ident, ItemFn, ItemStruct, LitStr, Stmt, Token};

use port_map::{event_word, group, Field, Group};

fn err(span: Span, msg: String) -> TokenStream {
    syn::Error::new(span, msg).to_compile_error().into()
}

fn find_group(name: &Ident) -> syn::Result<&'static Group> {
    group(&name.to_string()).ok_or_else(|| {
        let names: Vec<_> = port_map::GROUPS.iter().map(|g| g.name).collect();
        syn::Error::new(
            name.span(),
            format!(
                "no port group `{name}` in the port map ({})",
                names.join(", ")
            ),
        )
    })
}

/// A number as the blocks write it (`16`, not `16usize`).
fn lit(n: usize) -> proc_macro2::Literal {
    proc_macro2::Literal::usize_unsuffixed(n)
}

fn port_type(f: &Field, input: bool) -> TokenStream2 {
    let dir = if input { quote!(In) } else { quote!(Out) };
    if f.bits == 1 {
        quote!(Signal<#dir, Bit>)
    } else {
        let n = lit(f.bits);
        quote!(Signal<#dir, Bits<#n>>)
    }
}

/// The options after a macro's leading arguments: `, key = "..", layout = expr, only(a, b),
/// subset = ".."`; one parser for every macro, each taking the keys it names.
#[derive(Default)]
struct Options {
    prefix: Option<String>,
    dst_prefix: Option<String>,
    src_prefix: Option<String>,
    layout: Option<Expr>,
    /// `only(..)`, or the fields of `subset = ".."`
    only: Option<Vec<Ident>>,
}

impl Options {
    /// Parses the options `keys` allows; `g`: the group whose fields `only` and `subset`
    /// name, checked here when known.
    fn parse(input: ParseStream, g: Option<&Group>, keys: &[&str]) -> syn::Result<Options> {
        let mut o = Options::default();
        while input.parse::<Option<Token![,]>>()?.is_some() {
            if input.is_empty() {
                break;
            }
            let key: Ident = input.parse()?;
            let k = key.to_string();
            if !keys.contains(&k.as_str()) {
                return Err(syn::Error::new(
                    key.span(),
                    format!("expected one of {}, not `{k}`", keys.join(", ")),
                ));
            }
            if k == "only" {
                o.only = Some(parse_only(input, g)?);
                continue;
            }
            input.parse::<Token![=]>()?;
            if k == "layout" {
                o.layout = Some(input.parse::<Expr>()?);
                continue;
            }
            let v = input.parse::<LitStr>()?;
            match k.as_str() {
                "prefix" => o.prefix = Some(v.value()),
                "dst_prefix" => o.dst_prefix = Some(v.value()),
                "src_prefix" => o.src_prefix = Some(v.value()),
                _ => o.only = Some(subset_fields(&v, g)?),
            }
        }
        Ok(o)
    }
}

/// The fields of the port map's subset named by `v` (of group `g` when known).
fn subset_fields(v: &LitStr, g: Option<&Group>) -> syn::Result<Vec<Ident>> {
    let sub = port_map::subset(&v.value()).ok_or_else(|| {
        let names: Vec<_> = port_map::SUBSETS.iter().map(|s| s.name).collect();
        syn::Error::new(
            v.span(),
            format!(
                "no subset `{}` in the port map ({})",
                v.value(),
                names.join(", ")
            ),
        )
    })?;
    if let Some(g) = g {
        if g.name != sub.group {
            return Err(syn::Error::new(
                v.span(),
                format!("the subset `{}` is of the group `{}`", sub.name, sub.group),
            ));
        }
    }
    Ok(sub.fields.iter().map(|f| Ident::new(f, v.span())).collect())
}

/// `only(a, b, ..)`: a subset of a group's fields, each checked against the map.
fn parse_only(input: ParseStream, g: Option<&Group>) -> syn::Result<Vec<Ident>> {
    let inner;
    syn::parenthesized!(inner in input);
    let names: Punctuated<Ident, Token![,]> = Punctuated::parse_terminated(&inner)?;
    if let Some(g) = g {
        check_only(g, names.iter())?;
    }
    Ok(names.into_iter().collect())
}

fn check_only<'a>(g: &Group, names: impl Iterator<Item = &'a Ident>) -> syn::Result<()> {
    for n in names {
        if !g.fields.iter().any(|f| *n == f.name) {
            return Err(syn::Error::new(
                n.span(),
                format!("no field `{n}` in the port group `{}`", g.name),
            ));
        }
    }
    Ok(())
}

/// The fields of a group in the map's order, or those of `only` in its order (a block
/// that takes a few fields of a group, as its ports have always been ordered).
fn selected(g: &'static Group, only: &Option<Vec<Ident>>) -> Vec<&'static Field> {
    match only {
        None => g.fields.iter().collect(),
        Some(o) => o
            .iter()
            .filter_map(|n| g.fields.iter().find(|f| *n == f.name))
            .collect(),
    }
}

/// `#[group(sink|source [, prefix = ".."] [, only(..) | subset = ".."])]`
struct GroupAttr {
    sink: bool,
    prefix: Option<String>,
    only: Option<Vec<Ident>>,
}

impl Parse for GroupAttr {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let role: Ident = input.parse()?;
        let sink = match role.to_string().as_str() {
            "sink" => true,
            "source" => false,
            r => {
                return Err(syn::Error::new(
                    role.span(),
                    format!("a group's role is `sink` or `source`, not `{r}`"),
                ))
            }
        };
        // (the group is the field's name: `only` is checked against it by `ports`)
        let o = Options::parse(input, None, &["prefix", "only", "subset"])?;
        Ok(GroupAttr {
            sink,
            prefix: o.prefix,
            only: o.only,
        })
    }
}

/// `#[offsets(group, prefix = "at_e_", layout = proto::CCC_EVENT [, only(..)])]`
struct OffsetsAttr {
    group: &'static Group,
    prefix: String,
    layout: Expr,
    only: Option<Vec<Ident>>,
}

impl Parse for OffsetsAttr {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let name: Ident = input.parse()?;
        let group = find_group(&name)?;
        let o = Options::parse(input, Some(group), &["prefix", "layout", "only", "subset"])?;
        let missing = |what| syn::Error::new(name.span(), format!("#[offsets] needs `{what}`"));
        Ok(OffsetsAttr {
            group,
            prefix: o.prefix.ok_or_else(|| missing("prefix = \"..\""))?,
            layout: o.layout.ok_or_else(|| missing("layout = .."))?,
            only: o.only,
        })
    }
}

/// Writes the port groups marked `#[group(..)]` into the struct (see the crate's docs).
#[proc_macro_attribute]
pub fn ports(attr: TokenStream, item: TokenStream) -> TokenStream {
    if !attr.is_empty() {
        return err(Span::call_site(), "#[ports] takes no arguments".into());
    }
    let mut st = parse_macro_input!(item as ItemStruct);
    let Fields::Named(named) = &mut st.fields else {
        return err(
            Span::call_site(),
            "#[ports] is for a struct with named fields".into(),
        );
    };
    let mut out: Punctuated<syn::Field, Token![,]> = Punctuated::new();
    // the offsets' fields and the values `with_init` gives them
    let mut computed: Vec<(Ident, TokenStream2)> = vec![];
    for field in std::mem::take(&mut named.named) {
        if let Some(pos) = field
            .attrs
            .iter()
            .position(|a| a.path().is_ident("offsets"))
        {
            let spec: OffsetsAttr = match field.attrs[pos].parse_args() {
                Ok(s) => s,
                Err(e) => return e.to_compile_error().into(),
            };
            let (ty, vis, layout) = (&field.ty, &field.vis, &spec.layout);
            for f in selected(spec.group, &spec.only) {
                let name = format_ident!("{}{}", spec.prefix, f.name);
                let key = f.name;
                match syn::Field::parse_named.parse2(quote!(#vis #name: #ty)) {
                    Ok(p) => out.push(p),
                    Err(e) => return e.to_compile_error().into(),
                }
                computed.push((name, quote!(Constant::new((#layout).lsb(#key).to_bits()))));
            }
            continue;
        }
        if field.attrs.iter().any(|a| a.path().is_ident("regmap")) {
            for (name, ty) in regmap_fields() {
                match syn::Field::parse_named.parse2(quote!(#name: #ty)) {
                    Ok(p) => out.push(p),
                    Err(e) => return e.to_compile_error().into(),
                }
            }
            continue;
        }
        let Some(pos) = field.attrs.iter().position(|a| a.path().is_ident("group")) else {
            out.push(field);
            continue;
        };
        let spec: GroupAttr = match field.attrs[pos].parse_args() {
            Ok(s) => s,
            Err(e) => return e.to_compile_error().into(),
        };
        let name = field.ident.as_ref().expect("named field");
        // a bundle: its groups in order, each with the taker's role or the reverse
        let parts: Vec<(&'static Group, bool)> = match port_map::bundle(&name.to_string()) {
            Some(b) => b
                .parts
                .iter()
                .map(|(g, rev)| (group(g).expect("the port map's bundles name groups"), *rev))
                .collect(),
            None => match find_group(name) {
                Ok(g) => vec![(g, false)],
                Err(e) => return e.to_compile_error().into(),
            },
        };
        for (g, rev) in parts {
            if let Some(o) = &spec.only {
                if let Err(e) = check_only(g, o.iter()) {
                    return e.to_compile_error().into();
                }
            }
            let prefix = spec.prefix.as_deref().unwrap_or(g.prefix);
            for f in selected(g, &spec.only) {
                let port = format_ident!("{}{}", prefix, f.name);
                let ty = port_type(f, (spec.sink != rev) != f.back);
                let parsed = syn::Field::parse_named.parse2(quote!(pub #port: #ty));
                match parsed {
                    Ok(p) => out.push(p),
                    Err(e) => return e.to_compile_error().into(),
                }
            }
        }
    }
    named.named = out;
    let init = with_init(&mut st, &computed);
    quote!(#st #init).into()
}

/// A field set by the constructor: a `Constant` (rust-hdl's has no `Default`) or one
/// marked `#[init]` (a block built with arguments).
fn is_init(field: &mut syn::Field) -> bool {
    if let Some(pos) = field.attrs.iter().position(|a| a.path().is_ident("init")) {
        field.attrs.remove(pos);
        return true;
    }
    matches!(&field.ty, syn::Type::Path(p)
        if p.path.segments.last().is_some_and(|s| s.ident == "Constant"))
}

/// `<Name>Init`, the fields a constructor sets, and `Name::with_init`, which takes them and
/// sets every other field to its default: a block's constructor names only what it
/// computes. Nothing when every field has a default.
fn with_init(st: &mut ItemStruct, computed: &[(Ident, TokenStream2)]) -> TokenStream2 {
    let Fields::Named(named) = &mut st.fields else {
        return TokenStream2::new();
    };
    let (mut init, mut rest) = (vec![], vec![]);
    for f in named.named.iter_mut() {
        if computed.iter().any(|(n, _)| Some(n) == f.ident.as_ref()) {
            continue;
        }
        if is_init(f) {
            init.push((f.ident.clone(), f.ty.clone()));
        } else {
            rest.push(f.ident.clone());
        }
    }
    if init.is_empty() && computed.is_empty() {
        return TokenStream2::new();
    }
    let (name, vis) = (&st.ident, &st.vis);
    let init_name = format_ident!("{}Init", name);
    let (impl_g, ty_g, where_g) = st.generics.split_for_impl();
    let names: Vec<_> = init.iter().map(|(n, _)| n).collect();
    let types: Vec<_> = init.iter().map(|(_, t)| t).collect();
    let (cnames, cvalues): (Vec<_>, Vec<_>) = computed.iter().cloned().unzip();
    let doc = format!("The fields of [`{name}`] its constructor sets (`{name}::with_init`).");
    quote! {
        #[doc = #doc]
        #vis struct #init_name #impl_g #where_g {
            #(pub #names: #types,)*
        }

        impl #impl_g #name #ty_g #where_g {
            /// The block with `init`'s fields, every other field at its default.
            pub fn with_init(init: #init_name #ty_g) -> Self {
                Self {
                    #(#names: init.#names,)*
                    #(#cnames: #cvalues,)*
                    #(#rest: Default::default(),)*
                }
            }
        }
    }
}

use syn::parse::Parser;

/// `connect!(group, dst, src [, src_prefix = ".."] [, dst_prefix = ".."])`
struct Connect {
    /// the groups, each with whether it flows the bundle's other way
    groups: Vec<(&'static Group, bool)>,
    dst: Expr,
    src: Expr,
    dst_prefix: Option<String>,
    src_prefix: Option<String>,
    only: Option<Vec<Ident>>,
}

impl Parse for Connect {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let name: Ident = input.parse()?;
        let groups: Vec<(&'static Group, bool)> = match port_map::bundle(&name.to_string()) {
            Some(b) => b
                .parts
                .iter()
                .map(|(g, rev)| (group(g).expect("the port map's bundles name groups"), *rev))
                .collect(),
            None => vec![(find_group(&name)?, false)],
        };
        input.parse::<Token![,]>()?;
        let dst: Expr = input.parse()?;
        input.parse::<Token![,]>()?;
        let src: Expr = input.parse()?;
        let keys: &[&str] = if groups.len() == 1 {
            &["dst_prefix", "src_prefix", "only", "subset"]
        } else {
            // `only` takes a group's fields
            &["dst_prefix", "src_prefix"]
        };
        let o = Options::parse(input, Some(groups[0].0), keys)?;
        Ok(Connect {
            groups,
            dst,
            src,
            dst_prefix: o.dst_prefix,
            src_prefix: o.src_prefix,
            only: o.only,
        })
    }
}

impl Connect {
    fn statements(&self) -> TokenStream2 {
        let mut out = TokenStream2::new();
        for (g, rev) in &self.groups {
            let (dst, src) = (&self.dst, &self.src);
            let dp = self.dst_prefix.as_deref().unwrap_or(g.prefix);
            let sp = self.src_prefix.as_deref().unwrap_or(g.prefix);
            for f in selected(g, &self.only) {
                let d = format_ident!("{}{}", dp, f.name);
                let s = format_ident!("{}{}", sp, f.name);
                out.extend(if f.back != *rev {
                    quote!(#src.#s.next = #dst.#d.val();)
                } else {
                    quote!(#dst.#d.next = #src.#s.val();)
                });
            }
        }
        out
    }
}

/// `pack_event!(W, src)`
struct Pack {
    width: Expr,
    src: Expr,
}

impl Parse for Pack {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let width = input.parse()?;
        input.parse::<Token![,]>()?;
        let src = input.parse()?;
        Ok(Pack { width, src })
    }
}

impl Pack {
    fn expr(&self) -> TokenStream2 {
        let (w, src) = (&self.width, &self.src);
        let mut out = TokenStream2::new();
        for (f, at) in event_word() {
            let port = format_ident!("ev_{}", f.name);
            let (n, at) = (lit(f.bits), lit(at));
            let first = f.name == "ccc";
            let v = if f.bits == 1 {
                quote!(#src.#port.val().into())
            } else {
                quote!(#src.#port.val())
            };
            out.extend(if first {
                quote!(bit_cast::<#w, #n>(#v))
            } else {
                quote!(| (bit_cast::<#w, #n>(#v) << #at))
            });
        }
        out
    }
}

/// `unpack_event!(word, dst, "prefix_")`
struct Unpack {
    word: Expr,
    dst: Expr,
    prefix: String,
}

impl Parse for Unpack {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let word = input.parse()?;
        input.parse::<Token![,]>()?;
        let dst = input.parse()?;
        input.parse::<Token![,]>()?;
        let prefix = input.parse::<LitStr>()?.value();
        Ok(Unpack { word, dst, prefix })
    }
}

fn field_of(word: &Expr, f: &Field, at: usize, bits: usize) -> TokenStream2 {
    let (at, bits) = (lit(at), lit(bits));
    if f.bits == 1 {
        quote!(#word.get_bit(#at))
    } else {
        quote!(#word.get_bits::<#bits>(#at))
    }
}

impl Unpack {
    fn statements(&self) -> TokenStream2 {
        let (word, dst) = (&self.word, &self.dst);
        let mut out = TokenStream2::new();
        for (f, at) in event_word() {
            let port = format_ident!("{}{}", self.prefix, f.name);
            let v = field_of(word, f, at, f.bits);
            out.extend(quote!(#dst.#port.next = #v;));
        }
        out
    }
}

/// `unpack_payload!(group, dst, word, "at_" [, only(..)])`: each field `f` of the group
/// from `word` at the bit offset in the block's constant `self.at_<f>` (a payload whose
/// layout the board protocol computes).
/// `repack_payload!(W, group, word, "at_from_", "at_to_")`: every field of the group (or of
/// `only(..)`) moved from its offset in `word` (the block's constant `self.at_from_<field>`)
/// to its offset in a `Bits<W>` word (`self.at_to_<field>`): one layout's payload in another's.
struct RepackPayload {
    width: syn::LitInt,
    group: &'static Group,
    word: Expr,
    from: String,
    to: String,
    only: Option<Vec<Ident>>,
}

impl Parse for RepackPayload {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let width = input.parse()?;
        input.parse::<Token![,]>()?;
        let name: Ident = input.parse()?;
        let group = find_group(&name)?;
        input.parse::<Token![,]>()?;
        let word = input.parse()?;
        input.parse::<Token![,]>()?;
        let from = input.parse::<LitStr>()?.value();
        input.parse::<Token![,]>()?;
        let to = input.parse::<LitStr>()?.value();
        let only = Options::parse(input, Some(group), &["only", "subset"])?.only;
        Ok(RepackPayload {
            width,
            group,
            word,
            from,
            to,
            only,
        })
    }
}

impl RepackPayload {
    fn expr(&self) -> TokenStream2 {
        let (w, word) = (&self.width, &self.word);
        let terms = selected(self.group, &self.only).into_iter().map(|f| {
            let from = format_ident!("{}{}", self.from, f.name);
            let to = format_ident!("{}{}", self.to, f.name);
            let n = lit(f.bits);
            quote!((bit_cast::<#w, #n>(#word.get_bits::<#n>(self.#from.val().index())) << self.#to.val()))
        });
        quote!((bits::<#w>(0) #(| #terms)*))
    }
}

/// `regmap_stage_image!(W, word, "at_p_")`: the staged registers' words, register k at bits
/// [32 k + 31 : 32 k] of a `Bits<W>`, each field at its lsb in the register, from the register
/// image in `word` (at the block's constants `self.at_p_<field>`), in the register map's order
/// (`port_map::registers`): what software writes into `stage_*`, one word per register.
struct RegmapStageImage {
    width: syn::LitInt,
    word: Expr,
    at: String,
}

impl Parse for RegmapStageImage {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let width = input.parse()?;
        input.parse::<Token![,]>()?;
        let word = input.parse()?;
        input.parse::<Token![,]>()?;
        let at = input.parse::<LitStr>()?.value();
        Ok(RegmapStageImage { width, word, at })
    }
}

impl RegmapStageImage {
    fn expr(&self) -> TokenStream2 {
        let (w, word) = (&self.width, &self.word);
        let stages = port_map::registers::registers()
            .into_iter()
            .filter(|r| r.name.starts_with("stage_"));
        let mut terms = vec![];
        for (k, r) in stages.enumerate() {
            for f in &r.fields {
                let at = format_ident!("{}{}", self.at, f.name);
                let n = lit(f.bits as usize);
                let lsb = lit(32 * k + f.lsb as usize);
                terms.push(quote!((bit_cast::<#w, #n>(#word.get_bits::<#n>(self.#at.val().index())) << #lsb)));
            }
        }
        quote!((bits::<#w>(0) #(| #terms)*))
    }
}

struct UnpackPayload {
    group: &'static Group,
    dst: Expr,
    word: Expr,
    at: String,
    only: Option<Vec<Ident>>,
}

impl Parse for UnpackPayload {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let name: Ident = input.parse()?;
        let group = find_group(&name)?;
        input.parse::<Token![,]>()?;
        let dst = input.parse()?;
        input.parse::<Token![,]>()?;
        let word = input.parse()?;
        input.parse::<Token![,]>()?;
        let at = input.parse::<LitStr>()?.value();
        let only = Options::parse(input, Some(group), &["only", "subset"])?.only;
        Ok(UnpackPayload {
            group,
            dst,
            word,
            at,
            only,
        })
    }
}

impl UnpackPayload {
    fn statements(&self) -> TokenStream2 {
        let (dst, word) = (&self.dst, &self.word);
        let mut out = TokenStream2::new();
        for f in selected(self.group, &self.only) {
            let port = format_ident!("{}{}", self.group.prefix, f.name);
            let at = format_ident!("{}{}", self.at, f.name);
            out.extend(if f.bits == 1 {
                quote!(#dst.#port.next = #word.get_bit(self.#at.val().index());)
            } else {
                let n = lit(f.bits);
                quote!(#dst.#port.next = #word.get_bits::<#n>(self.#at.val().index());)
            });
        }
        out
    }
}

/// `event_field!(word, field [, bits])`
struct EventField {
    word: Expr,
    name: Ident,
    bits: Option<Expr>,
}

impl Parse for EventField {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let word = input.parse()?;
        input.parse::<Token![,]>()?;
        let name = input.parse()?;
        let bits = if input.parse::<Option<Token![,]>>()?.is_some() {
            Some(input.parse()?)
        } else {
            None
        };
        Ok(EventField { word, name, bits })
    }
}

impl EventField {
    fn expr(&self) -> syn::Result<TokenStream2> {
        let (f, at) = event_word()
            .find(|(f, _)| self.name == f.name)
            .ok_or_else(|| {
                syn::Error::new(
                    self.name.span(),
                    format!("no field `{}` in the event word", self.name),
                )
            })?;
        let word = &self.word;
        Ok(match &self.bits {
            Some(b) => {
                let at = lit(at);
                quote!(#word.get_bits::<#b>(#at))
            }
            None => field_of(word, f, at, f.bits),
        })
    }
}

/// `ctx_field!(word, group, field [, k])`: a field of a context group's word
/// (`port_map::CONTEXT`), or bit `k` of it.
struct CtxField {
    word: Expr,
    at: usize,
    field: &'static Field,
    bit: Option<usize>,
    /// `ctx_bits!`: `get_bits::<w>` even for one bit
    bits: bool,
}

/// The group and field named next in `input`, and the field's lsb in the group's word.
fn parse_ctx_field(input: ParseStream) -> syn::Result<(usize, &'static Field)> {
    let g: Ident = input.parse()?;
    input.parse::<Token![,]>()?;
    let name: Ident = input.parse()?;
    let group = port_map::CONTEXT
        .iter()
        .chain(port_map::CU_WORDS)
        .find(|c| g == c.name)
        .ok_or_else(|| syn::Error::new(g.span(), format!("no context group `{g}`")))?;
    let mut at = 0;
    for f in group.fields {
        if name == f.name {
            return Ok((at, f));
        }
        at += f.bits;
    }
    Err(syn::Error::new(
        name.span(),
        format!("no field `{name}` in the context group `{g}`"),
    ))
}

/// `, k` after a field: bit `k` of it (checked against its width).
fn parse_bit(input: ParseStream, f: &Field) -> syn::Result<Option<usize>> {
    if !input.peek(Token![,]) || !input.peek2(syn::LitInt) {
        return Ok(None);
    }
    input.parse::<Token![,]>()?;
    let k: syn::LitInt = input.parse()?;
    let k: usize = k.base10_parse()?;
    if k >= f.bits {
        return Err(input.error(format!("`{}` has {} bits", f.name, f.bits)));
    }
    Ok(Some(k))
}

impl Parse for CtxField {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let word = input.parse()?;
        input.parse::<Token![,]>()?;
        let (at, field) = parse_ctx_field(input)?;
        let bit = parse_bit(input, field)?;
        Ok(CtxField {
            word,
            at,
            field,
            bit,
            bits: false,
        })
    }
}

impl CtxField {
    fn expr(&self) -> TokenStream2 {
        let word = &self.word;
        if self.bits {
            let (at, w) = match self.bit {
                Some(k) => (self.at + k, 1),
                None => (self.at, self.field.bits),
            };
            let (at, w) = (lit(at), lit(w));
            return quote!(#word.get_bits::<#w>(#at));
        }
        match self.bit {
            Some(k) => {
                let at = lit(self.at + k);
                quote!(#word.get_bit(#at))
            }
            None => field_of(word, self.field, self.at, self.field.bits),
        }
    }
}

/// `ctx_put!(W, group, field [, k], value)`: `value` placed at a field of a context group's
/// word of `W` bits (or at bit `k` of it), as `bit_cast::<W, w>(value) << lsb`.
struct CtxPut {
    width: syn::LitInt,
    at: usize,
    bits: usize,
    value: Expr,
}

impl Parse for CtxPut {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let width = input.parse()?;
        input.parse::<Token![,]>()?;
        let (at, field) = parse_ctx_field(input)?;
        let (at, bits) = match parse_bit(input, field)? {
            Some(k) => (at + k, 1),
            None => (at, field.bits),
        };
        input.parse::<Token![,]>()?;
        let value = input.parse()?;
        Ok(CtxPut {
            width,
            at,
            bits,
            value,
        })
    }
}

impl CtxPut {
    fn expr(&self) -> TokenStream2 {
        let (w, b, v) = (&self.width, lit(self.bits), &self.value);
        if self.at == 0 {
            quote!(bit_cast::<#w, #b>(#v))
        } else {
            let at = lit(self.at);
            quote!((bit_cast::<#w, #b>(#v) << #at))
        }
    }
}

/// `ctx_saturate!(dst, value, group, field)`: `dst` takes the low bits of `value` at the
/// field's stored width, or its largest value when `value` is above it (the saturating
/// counters of the context layout).
struct CtxSaturate {
    dst: Expr,
    value: Expr,
    bits: usize,
}

impl Parse for CtxSaturate {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let dst = input.parse()?;
        input.parse::<Token![,]>()?;
        let value = input.parse()?;
        input.parse::<Token![,]>()?;
        let (_, field) = parse_ctx_field(input)?;
        Ok(CtxSaturate {
            dst,
            value,
            bits: field.bits,
        })
    }
}

impl CtxSaturate {
    fn statements(&self) -> TokenStream2 {
        let (dst, value) = (&self.dst, &self.value);
        let bits = lit(self.bits);
        // the largest value as the blocks write it: hex, `_` every four digits
        let hex = format!("{:X}", (1u64 << self.bits) - 1);
        let mut grouped = String::new();
        for (i, c) in hex.chars().enumerate() {
            if i > 0 && (hex.len() - i) % 4 == 0 {
                grouped.push('_');
            }
            grouped.push(c);
        }
        let max = syn::LitInt::new(&format!("0x{grouped}"), Span::call_site());
        quote! {
            #dst.next = #value.get_bits::<#bits>(0);
            if #value > #max {
                #dst.next = #max.into();
            }
        }
    }
}

/// The fields of the port map's subset `name`, each with its lsb when packed in the
/// subset's order from bit 0.
fn subset_layout(name: &Ident) -> syn::Result<Vec<(&'static Field, usize)>> {
    let sub = port_map::subset(&name.to_string())
        .ok_or_else(|| syn::Error::new(name.span(), format!("no subset `{name}`")))?;
    let g = group(sub.group).expect("a subset names a group");
    let mut at = 0;
    Ok(sub
        .fields
        .iter()
        .map(|n| {
            let f = g
                .fields
                .iter()
                .find(|f| f.name == *n)
                .expect("a subset's field");
            let here = at;
            at += f.bits;
            (f, here)
        })
        .collect())
}

/// `subset_word!(W, subset, src, "prefix_")`: the ports `src.<prefix><field>` of a subset's
/// fields packed into a `Bits<W>` word in the subset's order from bit 0.
struct SubsetWord {
    width: syn::LitInt,
    fields: Vec<(&'static Field, usize)>,
    src: Expr,
    prefix: String,
}

impl Parse for SubsetWord {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let width = input.parse()?;
        input.parse::<Token![,]>()?;
        let name: Ident = input.parse()?;
        input.parse::<Token![,]>()?;
        let src = input.parse()?;
        input.parse::<Token![,]>()?;
        let prefix = input.parse::<LitStr>()?.value();
        Ok(SubsetWord {
            width,
            fields: subset_layout(&name)?,
            src,
            prefix,
        })
    }
}

impl SubsetWord {
    fn expr(&self) -> TokenStream2 {
        let (w, src) = (&self.width, &self.src);
        let terms = self.fields.iter().map(|(f, at)| {
            let port = format_ident!("{}{}", self.prefix, f.name);
            let b = lit(f.bits);
            if *at == 0 {
                quote!(bit_cast::<#w, #b>(#src.#port.val()))
            } else {
                let at = lit(*at);
                quote!((bit_cast::<#w, #b>(#src.#port.val()) << #at))
            }
        });
        quote!(#(#terms)|*)
    }
}

/// `subset_field!(word, subset, field)`: a field of a word `subset_word!` packed.
struct SubsetField {
    word: Expr,
    field: &'static Field,
    at: usize,
}

impl Parse for SubsetField {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let word = input.parse()?;
        input.parse::<Token![,]>()?;
        let name: Ident = input.parse()?;
        input.parse::<Token![,]>()?;
        let fname: Ident = input.parse()?;
        let (field, at) = subset_layout(&name)?
            .into_iter()
            .find(|(f, _)| fname == f.name)
            .ok_or_else(|| {
                syn::Error::new(
                    fname.span(),
                    format!("no field `{fname}` in the subset `{name}`"),
                )
            })?;
        Ok(SubsetField { word, field, at })
    }
}

/// The fields `#[regmap] regs: ()` stands for in a `#[ports]` struct: per register of
/// `port_map::registers::registers()`, `r_<name>: DFF<Bits<32>>` (read-write: what software
/// wrote, its fields only), `ro_<name>: Signal<Local, Bits<32>>` (read-only: the block drives
/// it; constants need none) or `wo_<name>: Signal<Local, Bit>` (write-only: high in the
/// cycle of a write, its data in `rm_wdata`).
fn regmap_fields() -> Vec<(Ident, TokenStream2)> {
    use port_map::registers::{registers, Access};
    let mut out = vec![];
    for r in registers() {
        match (r.access, r.constant) {
            (Access::Rw, _) => out.push((format_ident!("r_{}", r.name), quote!(DFF<Bits<32>>))),
            (Access::Ro, false) => out.push((
                format_ident!("ro_{}", r.name),
                quote!(Signal<Local, Bits<32>>),
            )),
            (Access::Wo, _) => {
                out.push((format_ident!("wo_{}", r.name), quote!(Signal<Local, Bit>)))
            }
            (Access::Ro, true) => {}
        }
    }
    out
}

/// A 32-bit constant as hdl_gen writes it correctly (its literals are 32-bit signed: a value
/// from 2^31 on is written as two 16-bit halves).
fn word32(v: u64) -> TokenStream2 {
    if v < 1 << 31 {
        let v = proc_macro2::Literal::u64_unsuffixed(v);
        quote!(bits::<32>(#v))
    } else {
        let (hi, lo) = (
            proc_macro2::Literal::u64_unsuffixed(v >> 16),
            proc_macro2::Literal::u64_unsuffixed(v & 0xFFFF),
        );
        quote!((bits::<32>(#lo) | (bits::<32>(#hi) << 16)))
    }
}

/// `regmap_decode!()`: the register map's decode, from the block's signals `rm_we` (a write
/// now), `rm_waddr` and `rm_raddr` (word addresses, byte address / 4), `rm_wdata` and
/// `rm_reset` (the read-write registers to their reset values): drives `rm_wok` (the write
/// address is a writable register), `rm_rok` (the read address is a register), `rm_rdata`,
/// the read-write registers' `r_*` and the write strobes `wo_*`. A read of a write-only
/// register gives 0; a write stores the register's fields' bits only.
///
/// `rm_rdata` is the read address's register only where `rm_rok` is high: it is a tree of
/// multiplexers on the address's low bits (a 4-to-1 per group of 4 words, then one on the
/// group), not a priority chain of a compare per register (the IP on ECP5: ~90 LUT4 fewer),
/// and takes the word address's bits up to the highest register read, so an address above
/// them reads some register's value.
///
/// `regmap_decode!(read_skip = "stage_")` leaves the registers whose name starts so out of
/// the read decode (`rm_rok` low at their addresses; the block reads them back its own way);
/// their writes are decoded as the others'.
struct RegmapDecode {
    read_skip: Option<String>,
}

impl Parse for RegmapDecode {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        if input.is_empty() {
            return Ok(RegmapDecode { read_skip: None });
        }
        let key: Ident = input.parse()?;
        if key != "read_skip" {
            return Err(syn::Error::new(
                key.span(),
                "regmap_decode! takes nothing or `read_skip = \"prefix\"`",
            ));
        }
        input.parse::<Token![=]>()?;
        let prefix = input.parse::<LitStr>()?.value();
        Ok(RegmapDecode {
            read_skip: Some(prefix),
        })
    }
}

fn regmap_decode(d: &RegmapDecode) -> TokenStream2 {
    use port_map::registers::{registers, Access};
    let mut head = quote!(
        self.rm_wok.next = false;
        self.rm_rok.next = false;
        self.rm_rdata.next = 0.into();
    );
    let mut body = TokenStream2::new();
    let mut tail = TokenStream2::new();
    // the read data's sources by word address (0 needs none: the default)
    let mut reads: Vec<(usize, TokenStream2)> = vec![];
    for r in registers() {
        let w = r.offset as usize / 4;
        let word = lit(w);
        let mask = r
            .fields
            .iter()
            .fold(0u64, |m, f| m | (((1u64 << f.bits) - 1) << f.lsb));
        let mask = word32(mask);
        let value = match (r.access, r.constant) {
            (Access::Ro, true) => Some(word32(r.reset() as u64)).filter(|_| r.reset() != 0),
            (Access::Ro, false) => {
                let n = format_ident!("ro_{}", r.name);
                Some(quote!(self.#n.val()))
            }
            (Access::Rw, _) => {
                let n = format_ident!("r_{}", r.name);
                head.extend(quote!(
                    self.#n.clock.next = self.clock.val();
                    self.#n.d.next = self.#n.q.val();
                ));
                tail.extend(quote!(
                    if self.rm_reset.val() {
                        self.#n.d.next = 0.into();
                    }
                ));
                body.extend(quote!(
                    if self.rm_waddr.val() == #word {
                        self.rm_wok.next = true;
                        if self.rm_we.val() {
                            self.#n.d.next = self.rm_wdata.val() & #mask;
                        }
                    }
                ));
                Some(quote!(self.#n.q.val()))
            }
            (Access::Wo, _) => {
                let n = format_ident!("wo_{}", r.name);
                head.extend(quote!(self.#n.next = false;));
                body.extend(quote!(
                    if self.rm_waddr.val() == #word {
                        self.rm_wok.next = true;
                        if self.rm_we.val() {
                            self.#n.next = true;
                        }
                    }
                ));
                None
            }
        };
        if matches!(&d.read_skip, Some(p) if r.name.starts_with(p.as_str())) {
            continue;
        }
        body.extend(quote!(
            if self.rm_raddr.val() == #word {
                self.rm_rok.next = true;
            }
        ));
        if let Some(v) = value {
            reads.push((w, v));
        }
    }
    // the read data: per group of 4 words a 4-to-1 on the word address's bits [1:0], then
    // one on the group (bits [n+1:2])
    let top = reads.iter().map(|(w, _)| w >> 2).max().unwrap_or(0);
    let group_bits = lit((usize::BITS - top.leading_zeros()).max(1) as usize);
    let mut groups = TokenStream2::new();
    let mut g = 0;
    while g <= top {
        let arms: Vec<TokenStream2> = reads
            .iter()
            .filter(|(w, _)| w >> 2 == g)
            .map(|(w, v)| {
                let k = lit(w & 3);
                quote!(#k => self.rm_rdata.next = #v,)
            })
            .collect();
        if !arms.is_empty() {
            let gl = lit(g);
            groups.extend(quote!(
                #gl => {
                    match self.rm_raddr.val().get_bits::<2>(0).index() {
                        #(#arms)*
                        _ => {}
                    }
                }
            ));
        }
        g += 1;
    }
    let read = quote!(
        match self.rm_raddr.val().get_bits::<#group_bits>(2).index() {
            #groups
            _ => {}
        }
    );
    quote!(#head #body #read #tail)
}

/// `regmap_image!(dst, "cfg_")`: each field of the register image, `dst.<prefix><field>`,
/// from its staged register `r_stage_<field>`.
struct RegmapImage {
    dst: Expr,
    prefix: String,
}

impl Parse for RegmapImage {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let dst = input.parse()?;
        input.parse::<Token![,]>()?;
        let prefix = input.parse::<LitStr>()?.value();
        Ok(RegmapImage { dst, prefix })
    }
}

impl RegmapImage {
    fn statements(&self) -> TokenStream2 {
        let dst = &self.dst;
        let mut out = TokenStream2::new();
        for f in port_map::REGISTER_IMAGE {
            let port = format_ident!("{}{}", self.prefix, f.name);
            let reg = format_ident!("r_stage_{}", f.name);
            let n = lit(f.bits);
            out.extend(quote!(#dst.#port.next = self.#reg.q.val().get_bits::<#n>(0);));
        }
        out
    }
}

struct Expand {
    error: Option<syn::Error>,
}

impl Expand {
    fn note(&mut self, e: syn::Error) {
        if self.error.is_none() {
            self.error = Some(e);
        }
    }

    /// The statements a statement macro stands for, or `None` when it is not one of ours.
    fn statements(&mut self, mac: &syn::Macro) -> Option<Vec<Stmt>> {
        let tokens = if mac.path.is_ident("connect") {
            mac.parse_body::<Connect>().map(|c| c.statements())
        } else if mac.path.is_ident("unpack_event") {
            mac.parse_body::<Unpack>().map(|u| u.statements())
        } else if mac.path.is_ident("unpack_payload") {
            mac.parse_body::<UnpackPayload>().map(|u| u.statements())
        } else if mac.path.is_ident("ctx_saturate") {
            mac.parse_body::<CtxSaturate>().map(|u| u.statements())
        } else if mac.path.is_ident("regmap_decode") {
            mac.parse_body::<RegmapDecode>().map(|d| regmap_decode(&d))
        } else if mac.path.is_ident("regmap_image") {
            mac.parse_body::<RegmapImage>().map(|u| u.statements())
        } else {
            return None;
        };
        match tokens.and_then(|t| syn::Block::parse_within.parse2(t)) {
            Ok(stmts) => Some(stmts),
            Err(e) => {
                self.note(e);
                Some(vec![])
            }
        }
    }
}

impl VisitMut for Expand {
    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        let mut out = Vec::with_capacity(block.stmts.len());
        for stmt in std::mem::take(&mut block.stmts) {
            let mac = match &stmt {
                Stmt::Macro(m) => Some(&m.mac),
                Stmt::Expr(Expr::Macro(m), _) => Some(&m.mac),
                _ => None,
            };
            if let Some(stmts) = mac.and_then(|m| self.statements(m)) {
                out.extend(stmts);
            } else {
                out.push(stmt);
            }
        }
        block.stmts = out;
        syn::visit_mut::visit_block_mut(self, block);
    }

    fn visit_expr_mut(&mut self, expr: &mut Expr) {
        if let Expr::Macro(m) = expr {
            let tokens = if m.mac.path.is_ident("pack_event") {
                Some(m.mac.parse_body::<Pack>().map(|p| p.expr()))
            } else if m.mac.path.is_ident("event_field") {
                Some(m.mac.parse_body::<EventField>().and_then(|f| f.expr()))
            } else if m.mac.path.is_ident("ctx_field") {
                Some(m.mac.parse_body::<CtxField>().map(|f| f.expr()))
            } else if m.mac.path.is_ident("subset_word") {
                Some(m.mac.parse_body::<SubsetWord>().map(|f| f.expr()))
            } else if m.mac.path.is_ident("subset_field") {
                Some(
                    m.mac
                        .parse_body::<SubsetField>()
                        .map(|f| field_of(&f.word, f.field, f.at, f.field.bits)),
                )
            } else if m.mac.path.is_ident("ctx_bits") {
                Some(
                    m.mac
                        .parse_body::<CtxField>()
                        .map(|f| CtxField { bits: true, ..f }.expr()),
                )
            } else if m.mac.path.is_ident("ctx_put") {
                Some(m.mac.parse_body::<CtxPut>().map(|f| f.expr()))
            } else if m.mac.path.is_ident("repack_payload") {
                Some(m.mac.parse_body::<RepackPayload>().map(|f| f.expr()))
            } else if m.mac.path.is_ident("regmap_stage_image") {
                Some(m.mac.parse_body::<RegmapStageImage>().map(|f| f.expr()))
            } else {
                None
            };
            if let Some(t) = tokens {
                match t.and_then(syn::parse2::<Expr>) {
                    Ok(e) => {
                        // a macro inside the expansion (a value given to `ctx_put!`)
                        *expr = e;
                        syn::visit_mut::visit_expr_mut(self, expr);
                    }
                    Err(e) => self.note(e),
                }
                return;
            }
        }
        syn::visit_mut::visit_expr_mut(self, expr);
    }
}

/// Writes out `connect!`, `pack_event!`, `unpack_event!` and `event_field!` in a block's
/// `update` (see the crate's docs); goes before `#[hdl_gen]`.
#[proc_macro_attribute]
pub fn port_logic(attr: TokenStream, item: TokenStream) -> TokenStream {
    if !attr.is_empty() {
        return err(Span::call_site(), "#[port_logic] takes no arguments".into());
    }
    let mut f = parse_macro_input!(item as ItemFn);
    let mut x = Expand { error: None };
    x.visit_block_mut(&mut f.block);
    if let Some(e) = x.error {
        return e.to_compile_error().into();
    }
    quote!(#f).into()
}
