// GENERATED FILE, do not edit. The fast parser of every rule.
// Source: grammars/rfc3986.peggy. Edit the grammar and run `npm run generate`.
// Generator: scripts/generate.js with peggy 5.1.0.
"use strict";

// The fast parser (scripts/optimize.js, generateSplit): on input outside the
// language it returns peg$reject; generated/rfc3986.rules.report.js reports.
// The caller's options, as own properties only (scripts/optimize.js).
const peg$NO_PROTOTYPE = Object.freeze(Object.create(null));
function peg$ownOptions(options) {
  if (options !== undefined && options !== null) {
    const proto = Object.getPrototypeOf(options);
    if (proto === null) return options;
    // A prototype of no prototype, which no realm's Object.prototype is (each has its own isPrototypeOf).
    if (Object.getPrototypeOf(proto) === null && !Object.hasOwn(proto, "isPrototypeOf")) return options;
  }
  const own = Object.create(peg$NO_PROTOTYPE);
  if (options !== undefined && options !== null) {
    for (const key of Object.keys(options)) own[key] = options[key];
  }
  return own;
}

// No peggy parser here (generated/rfc3986.js has it, with every rule): a
// call the fast parser does not take gets the error peggy's would throw.
const peg$allowedStartRules = ["URI","hier_part","URI_reference","absolute_URI","relative_ref","relative_part","scheme","authority","userinfo","host","port","IP_literal","IPvFuture","IPv6address","h16","ls32","IPv4address","dec_octet","reg_name","path","path_abempty","path_absolute","path_noscheme","path_rootless","path_empty","segment","segment_nz","segment_nz_nc","pchar","query","fragment","pct_encoded","unreserved","reserved","gen_delims","sub_delims","ALPHA","DIGIT","HEXDIG"];
function peg$parse(input, options) {
  const startRule = options.startRule === undefined ? peg$allowedStartRules[0] : options.startRule;
  if (!peg$allowedStartRules.includes(startRule)) {
    throw new Error(`Can't start parsing from rule "${startRule}".`);
  }
  if (typeof input !== "string") throw new TypeError("input must be a string");
  throw new Error("generated/rfc3986.rules.js takes no peggy options; generated/rfc3986.js does");
}
const peg$NO_REPORT = "generated/rfc3986.rules.js has no reporting parser: give peg$reject, or parse with generated/rfc3986.rules.report.js";

// ---------------------------------------------------------------------------
// The tables of the character sets, which the reporting module reads too.
const peg$T0 = Int32Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 698, 0, 384, 698, 0, 698, 698, 698, 698, 698, 699, 698, 123, 123, 416, 127, 127, 127, 127, 127, 127, 127, 127, 127, 127, 434, 698, 0, 698, 0, 384, 418, 127, 127, 127, 127, 127, 127, 123, 123, 123, 123, 123, 123, 123, 123, 123, 123, 123, 123, 123, 123, 123, 123, 123, 123, 123, 123, 384, 0, 384, 0, 122, 0, 127, 127, 127, 127, 127, 127, 123, 123, 123, 123, 123, 123, 123, 123, 123, 123, 123, 123, 123, 123, 123, 123, 123, 123, 123, 123, 0, 0, 0, 122, 0]);

// ---------------------------------------------------------------------------
// The fast parser (scripts/optimize.js): the same language and results as
// peggy's peg$parse. peg$v_* build values, peg$m_* only match. It records no
// expectations: the reporting parser, in the reporting module, does.
const peg$parsers = /* @__PURE__ */ (function () {
  const peg$FAILED = {};
  let peg$end = 0;
  let peg$savedPos = 0;
  let peg$currPos = 0;
  let input = "";
  let options = peg$ownOptions(undefined);

  function text() { return input.substring(peg$savedPos, peg$currPos); }

  function peg$a0(scheme, hierPart, query, fragment) { return { type: "URI", scheme, hierPart, query, fragment }; }
  function peg$a1(authority, path) { return { authority, pathForm: "path-abempty", path }; }
  function peg$a2(path) { return { authority: null, pathForm: "path-absolute", path }; }
  function peg$a3(path) { return { authority: null, pathForm: "path-rootless", path }; }
  function peg$a4(path) { return { authority: null, pathForm: "path-empty", path }; }
  function peg$a5(scheme, hierPart, query) { return { type: "absolute-URI", scheme, hierPart, query }; }
  function peg$a6(relativePart, query, fragment) { return { type: "relative-ref", relativePart, query, fragment }; }
  function peg$a7(authority, path) { return { authority, pathForm: "path-abempty", path }; }
  function peg$a8(path) { return { authority: null, pathForm: "path-absolute", path }; }
  function peg$a9(path) { return { authority: null, pathForm: "path-noscheme", path }; }
  function peg$a10(path) { return { authority: null, pathForm: "path-empty", path }; }
  function peg$a11(userinfo, host, port) { return { text: text(), userinfo, host, port }; }
  function peg$a12(ipLiteral) { return { type: "IP-literal", text: text(), ipLiteral }; }
  function peg$a13(text) { return { type: "IPv4address", text }; }
  function peg$a14(text) { return { type: "reg-name", text }; }
  function peg$a15(address) { return { type: "IPv6address", address }; }
  function peg$a16(version) { return { type: "IPvFuture", version, address: text() }; }
  function peg$a17(text) { return { type: "path-abempty", text }; }
  function peg$a18(text) { return { type: "path-absolute", text }; }
  function peg$a19(text) { return { type: "path-noscheme", text }; }
  function peg$a20(text) { return { type: "path-rootless", text }; }
  function peg$a21(text) { return { type: "path-empty", text }; }

  const peg$R0 = /(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R1 = /(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R2 = /(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R3 = /(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R4 = /(?:[\x21\x24\x26-\x2e0-9\x3b\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f])+/y;
  const peg$R5 = /(?:[\x21\x24\x26-\x2e0-9\x3b\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R6 = /(?:[\x21\x24\x26-\x2e0-\x3b\x3dA-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R7 = /(?:[\x21\x24\x26-\x2e0-\x3b\x3dA-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R8 = /(?:[\x21\x24\x26-\x2e0-9\x3b\x3dA-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R9 = /(?:[\x21\x24\x26-\x2e0-9\x3b\x3dA-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R10 = /(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R11 = /(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R12 = /(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f])+/y;
  function peg$m_IPv4address(input, p) {
    const len = input.length;
    let s0, s1, s2, c, s4, s5, s6, n7, s8, s9, s10, s11, s12, s13, n14, s15, s16, s17, s18, s19, s20, n21, s22, s23, s24, s25, s26, s27, n28, s29;
    F: {
      s0 = p;
      s1 = p;
      L0: {
        L1: {
          s2 = p;
          if (p + 2 > len || input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) break L1;
          p += 2;
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 53))) break L1;
          p++;
          break L0;
        }
        p = s1;
        L2: {
          s4 = p;
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!(c === 50)) break L2;
          p++;
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 52))) break L2;
          p++;
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L2;
          p++;
          break L0;
        }
        p = s1;
        L3: {
          s5 = p;
          if (p >= len) break L3;
          c = input.charCodeAt(p);
          if (!(c === 49)) break L3;
          p++;
          n7 = 0;
          for (;;) {
            if (n7 >= 2) break;
            s6 = p;
            L4: {
              if (p >= len) break L4;
              c = input.charCodeAt(p);
              if (!((c >= 48 && c <= 57))) break L4;
              p++;
              n7++;
              continue;
            }
            p = s6;
            break;
          }
          if (n7 < 2) break L3;
          break L0;
        }
        p = s1;
        L5: {
          s8 = p;
          if (p >= len) break L5;
          c = input.charCodeAt(p);
          if (!((c >= 49 && c <= 57))) break L5;
          p++;
          if (p >= len) break L5;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L5;
          p++;
          break L0;
        }
        p = s1;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break F;
        p++;
      }
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 46)) break F;
      p++;
      s9 = p;
      L6: {
        L7: {
          s10 = p;
          if (p + 2 > len || input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) break L7;
          p += 2;
          if (p >= len) break L7;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 53))) break L7;
          p++;
          break L6;
        }
        p = s9;
        L8: {
          s11 = p;
          if (p >= len) break L8;
          c = input.charCodeAt(p);
          if (!(c === 50)) break L8;
          p++;
          if (p >= len) break L8;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 52))) break L8;
          p++;
          if (p >= len) break L8;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L8;
          p++;
          break L6;
        }
        p = s9;
        L9: {
          s12 = p;
          if (p >= len) break L9;
          c = input.charCodeAt(p);
          if (!(c === 49)) break L9;
          p++;
          n14 = 0;
          for (;;) {
            if (n14 >= 2) break;
            s13 = p;
            L10: {
              if (p >= len) break L10;
              c = input.charCodeAt(p);
              if (!((c >= 48 && c <= 57))) break L10;
              p++;
              n14++;
              continue;
            }
            p = s13;
            break;
          }
          if (n14 < 2) break L9;
          break L6;
        }
        p = s9;
        L11: {
          s15 = p;
          if (p >= len) break L11;
          c = input.charCodeAt(p);
          if (!((c >= 49 && c <= 57))) break L11;
          p++;
          if (p >= len) break L11;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L11;
          p++;
          break L6;
        }
        p = s9;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break F;
        p++;
      }
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 46)) break F;
      p++;
      s16 = p;
      L12: {
        L13: {
          s17 = p;
          if (p + 2 > len || input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) break L13;
          p += 2;
          if (p >= len) break L13;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 53))) break L13;
          p++;
          break L12;
        }
        p = s16;
        L14: {
          s18 = p;
          if (p >= len) break L14;
          c = input.charCodeAt(p);
          if (!(c === 50)) break L14;
          p++;
          if (p >= len) break L14;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 52))) break L14;
          p++;
          if (p >= len) break L14;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L14;
          p++;
          break L12;
        }
        p = s16;
        L15: {
          s19 = p;
          if (p >= len) break L15;
          c = input.charCodeAt(p);
          if (!(c === 49)) break L15;
          p++;
          n21 = 0;
          for (;;) {
            if (n21 >= 2) break;
            s20 = p;
            L16: {
              if (p >= len) break L16;
              c = input.charCodeAt(p);
              if (!((c >= 48 && c <= 57))) break L16;
              p++;
              n21++;
              continue;
            }
            p = s20;
            break;
          }
          if (n21 < 2) break L15;
          break L12;
        }
        p = s16;
        L17: {
          s22 = p;
          if (p >= len) break L17;
          c = input.charCodeAt(p);
          if (!((c >= 49 && c <= 57))) break L17;
          p++;
          if (p >= len) break L17;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L17;
          p++;
          break L12;
        }
        p = s16;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break F;
        p++;
      }
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 46)) break F;
      p++;
      s23 = p;
      L18: {
        L19: {
          s24 = p;
          if (p + 2 > len || input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) break L19;
          p += 2;
          if (p >= len) break L19;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 53))) break L19;
          p++;
          break L18;
        }
        p = s23;
        L20: {
          s25 = p;
          if (p >= len) break L20;
          c = input.charCodeAt(p);
          if (!(c === 50)) break L20;
          p++;
          if (p >= len) break L20;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 52))) break L20;
          p++;
          if (p >= len) break L20;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L20;
          p++;
          break L18;
        }
        p = s23;
        L21: {
          s26 = p;
          if (p >= len) break L21;
          c = input.charCodeAt(p);
          if (!(c === 49)) break L21;
          p++;
          n28 = 0;
          for (;;) {
            if (n28 >= 2) break;
            s27 = p;
            L22: {
              if (p >= len) break L22;
              c = input.charCodeAt(p);
              if (!((c >= 48 && c <= 57))) break L22;
              p++;
              n28++;
              continue;
            }
            p = s27;
            break;
          }
          if (n28 < 2) break L21;
          break L18;
        }
        p = s23;
        L23: {
          s29 = p;
          if (p >= len) break L23;
          c = input.charCodeAt(p);
          if (!((c >= 49 && c <= 57))) break L23;
          p++;
          if (p >= len) break L23;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L23;
          p++;
          break L18;
        }
        p = s23;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break F;
        p++;
      }
      return p;
    }
    return -1;
  }
  function peg$m_IPv6address(input, p) {
    const len = input.length;
    let s0, s1, s2, n3, s4, s5, n6, c, s8, s9, s10, s11, n12, s13, s14, n15, s16, s17, n18, s19, s20, n21, s22, s23, s24, s25, n26, s27, s28, n29, s30, s31, s32, s33, n34, s35, n36, s37, s38, n39, s40, s41, s42, s43, n44, s45, s46, n47, s48, s49, s50, n51, s52, s53, n54, s55, s56, s57, n58, s59, n60, s61, s62, n63, s64, s65, s66, s67, n68, s69, s70, n71, s72, s73, s74, n75, s76, s77, n78, s79, s80, s81, n82, s83, n84, s85, s86, n87, s88, s89, s90, s91, n92, s93, s94, n95, s96, s97, s98, n99, s100, s101, n102, s103, s104, s105, n106, s107, s108, n109, s110, s111, s112, s113, n114, s115, s116, n117, s118, s119, s120, n121, s122, s123, n124, s125, s126, s127, n128, s129, s130, s131, s132, n133, s134, s135, n136, s137, s138, s139, n140, s141, s142, n143, s144, s145, s146, n147, s148, s149, n150, s151, s152, s153, n154, s155, s156, n157, s158, s159, s160, n161;
    F: {
      s0 = p;
      L0: {
        L1: {
          s1 = p;
          n3 = 0;
          for (;;) {
            if (n3 >= 6) break;
            s2 = p;
            L2: {
              s4 = p;
              n6 = 0;
              for (;;) {
                if (n6 >= 4) break;
                s5 = p;
                L3: {
                  if (p >= len) break L3;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L3;
                  p++;
                  n6++;
                  continue;
                }
                p = s5;
                break;
              }
              if (n6 < 1) break L2;
              if (p >= len) break L2;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L2;
              p++;
              n3++;
              continue;
            }
            p = s2;
            break;
          }
          if (n3 < 6) break L1;
          s8 = p;
          L4: {
            L5: {
              s9 = p;
              s10 = p;
              n12 = 0;
              for (;;) {
                if (n12 >= 4) break;
                s11 = p;
                L6: {
                  if (p >= len) break L6;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L6;
                  p++;
                  n12++;
                  continue;
                }
                p = s11;
                break;
              }
              if (n12 < 1) break L5;
              if (p >= len) break L5;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L5;
              p++;
              s13 = p;
              n15 = 0;
              for (;;) {
                if (n15 >= 4) break;
                s14 = p;
                L7: {
                  if (p >= len) break L7;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L7;
                  p++;
                  n15++;
                  continue;
                }
                p = s14;
                break;
              }
              if (n15 < 1) break L5;
              break L4;
            }
            p = s8;
            p = peg$m_IPv4address(input, p);
            if (p < 0) break L1;
          }
          break L0;
        }
        p = s0;
        L8: {
          s16 = p;
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break L8;
          p += 2;
          n18 = 0;
          for (;;) {
            if (n18 >= 5) break;
            s17 = p;
            L9: {
              s19 = p;
              n21 = 0;
              for (;;) {
                if (n21 >= 4) break;
                s20 = p;
                L10: {
                  if (p >= len) break L10;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L10;
                  p++;
                  n21++;
                  continue;
                }
                p = s20;
                break;
              }
              if (n21 < 1) break L9;
              if (p >= len) break L9;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L9;
              p++;
              n18++;
              continue;
            }
            p = s17;
            break;
          }
          if (n18 < 5) break L8;
          s22 = p;
          L11: {
            L12: {
              s23 = p;
              s24 = p;
              n26 = 0;
              for (;;) {
                if (n26 >= 4) break;
                s25 = p;
                L13: {
                  if (p >= len) break L13;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L13;
                  p++;
                  n26++;
                  continue;
                }
                p = s25;
                break;
              }
              if (n26 < 1) break L12;
              if (p >= len) break L12;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L12;
              p++;
              s27 = p;
              n29 = 0;
              for (;;) {
                if (n29 >= 4) break;
                s28 = p;
                L14: {
                  if (p >= len) break L14;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L14;
                  p++;
                  n29++;
                  continue;
                }
                p = s28;
                break;
              }
              if (n29 < 1) break L12;
              break L11;
            }
            p = s22;
            p = peg$m_IPv4address(input, p);
            if (p < 0) break L8;
          }
          break L0;
        }
        p = s0;
        L15: {
          s30 = p;
          s31 = p;
          L16: {
            s32 = p;
            n34 = 0;
            for (;;) {
              if (n34 >= 4) break;
              s33 = p;
              L17: {
                if (p >= len) break L17;
                c = input.charCodeAt(p);
                if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L17;
                p++;
                n34++;
                continue;
              }
              p = s33;
              break;
            }
            if (n34 < 1) break L16;
            s31 = p;
          }
          p = s31;
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break L15;
          p += 2;
          n36 = 0;
          for (;;) {
            if (n36 >= 4) break;
            s35 = p;
            L18: {
              s37 = p;
              n39 = 0;
              for (;;) {
                if (n39 >= 4) break;
                s38 = p;
                L19: {
                  if (p >= len) break L19;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L19;
                  p++;
                  n39++;
                  continue;
                }
                p = s38;
                break;
              }
              if (n39 < 1) break L18;
              if (p >= len) break L18;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L18;
              p++;
              n36++;
              continue;
            }
            p = s35;
            break;
          }
          if (n36 < 4) break L15;
          s40 = p;
          L20: {
            L21: {
              s41 = p;
              s42 = p;
              n44 = 0;
              for (;;) {
                if (n44 >= 4) break;
                s43 = p;
                L22: {
                  if (p >= len) break L22;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L22;
                  p++;
                  n44++;
                  continue;
                }
                p = s43;
                break;
              }
              if (n44 < 1) break L21;
              if (p >= len) break L21;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L21;
              p++;
              s45 = p;
              n47 = 0;
              for (;;) {
                if (n47 >= 4) break;
                s46 = p;
                L23: {
                  if (p >= len) break L23;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L23;
                  p++;
                  n47++;
                  continue;
                }
                p = s46;
                break;
              }
              if (n47 < 1) break L21;
              break L20;
            }
            p = s40;
            p = peg$m_IPv4address(input, p);
            if (p < 0) break L15;
          }
          break L0;
        }
        p = s0;
        L24: {
          s48 = p;
          s49 = p;
          L25: {
            n51 = 0;
            for (;;) {
              if (n51 >= 1) break;
              s50 = p;
              L26: {
                s52 = p;
                n54 = 0;
                for (;;) {
                  if (n54 >= 4) break;
                  s53 = p;
                  L27: {
                    if (p >= len) break L27;
                    c = input.charCodeAt(p);
                    if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L27;
                    p++;
                    n54++;
                    continue;
                  }
                  p = s53;
                  break;
                }
                if (n54 < 1) break L26;
                if (p >= len) break L26;
                c = input.charCodeAt(p);
                if (!(c === 58)) break L26;
                p++;
                s55 = p;
                L28: {
                  if (p >= len) break L28;
                  c = input.charCodeAt(p);
                  if (!(c === 58)) break L28;
                  p++;
                  break L26;
                }
                p = s55;
                n51++;
                continue;
              }
              p = s50;
              break;
            }
            s56 = p;
            n58 = 0;
            for (;;) {
              if (n58 >= 4) break;
              s57 = p;
              L29: {
                if (p >= len) break L29;
                c = input.charCodeAt(p);
                if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L29;
                p++;
                n58++;
                continue;
              }
              p = s57;
              break;
            }
            if (n58 < 1) break L25;
            s49 = p;
          }
          p = s49;
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break L24;
          p += 2;
          n60 = 0;
          for (;;) {
            if (n60 >= 3) break;
            s59 = p;
            L30: {
              s61 = p;
              n63 = 0;
              for (;;) {
                if (n63 >= 4) break;
                s62 = p;
                L31: {
                  if (p >= len) break L31;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L31;
                  p++;
                  n63++;
                  continue;
                }
                p = s62;
                break;
              }
              if (n63 < 1) break L30;
              if (p >= len) break L30;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L30;
              p++;
              n60++;
              continue;
            }
            p = s59;
            break;
          }
          if (n60 < 3) break L24;
          s64 = p;
          L32: {
            L33: {
              s65 = p;
              s66 = p;
              n68 = 0;
              for (;;) {
                if (n68 >= 4) break;
                s67 = p;
                L34: {
                  if (p >= len) break L34;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L34;
                  p++;
                  n68++;
                  continue;
                }
                p = s67;
                break;
              }
              if (n68 < 1) break L33;
              if (p >= len) break L33;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L33;
              p++;
              s69 = p;
              n71 = 0;
              for (;;) {
                if (n71 >= 4) break;
                s70 = p;
                L35: {
                  if (p >= len) break L35;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L35;
                  p++;
                  n71++;
                  continue;
                }
                p = s70;
                break;
              }
              if (n71 < 1) break L33;
              break L32;
            }
            p = s64;
            p = peg$m_IPv4address(input, p);
            if (p < 0) break L24;
          }
          break L0;
        }
        p = s0;
        L36: {
          s72 = p;
          s73 = p;
          L37: {
            n75 = 0;
            for (;;) {
              if (n75 >= 2) break;
              s74 = p;
              L38: {
                s76 = p;
                n78 = 0;
                for (;;) {
                  if (n78 >= 4) break;
                  s77 = p;
                  L39: {
                    if (p >= len) break L39;
                    c = input.charCodeAt(p);
                    if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L39;
                    p++;
                    n78++;
                    continue;
                  }
                  p = s77;
                  break;
                }
                if (n78 < 1) break L38;
                if (p >= len) break L38;
                c = input.charCodeAt(p);
                if (!(c === 58)) break L38;
                p++;
                s79 = p;
                L40: {
                  if (p >= len) break L40;
                  c = input.charCodeAt(p);
                  if (!(c === 58)) break L40;
                  p++;
                  break L38;
                }
                p = s79;
                n75++;
                continue;
              }
              p = s74;
              break;
            }
            s80 = p;
            n82 = 0;
            for (;;) {
              if (n82 >= 4) break;
              s81 = p;
              L41: {
                if (p >= len) break L41;
                c = input.charCodeAt(p);
                if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L41;
                p++;
                n82++;
                continue;
              }
              p = s81;
              break;
            }
            if (n82 < 1) break L37;
            s73 = p;
          }
          p = s73;
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break L36;
          p += 2;
          n84 = 0;
          for (;;) {
            if (n84 >= 2) break;
            s83 = p;
            L42: {
              s85 = p;
              n87 = 0;
              for (;;) {
                if (n87 >= 4) break;
                s86 = p;
                L43: {
                  if (p >= len) break L43;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L43;
                  p++;
                  n87++;
                  continue;
                }
                p = s86;
                break;
              }
              if (n87 < 1) break L42;
              if (p >= len) break L42;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L42;
              p++;
              n84++;
              continue;
            }
            p = s83;
            break;
          }
          if (n84 < 2) break L36;
          s88 = p;
          L44: {
            L45: {
              s89 = p;
              s90 = p;
              n92 = 0;
              for (;;) {
                if (n92 >= 4) break;
                s91 = p;
                L46: {
                  if (p >= len) break L46;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L46;
                  p++;
                  n92++;
                  continue;
                }
                p = s91;
                break;
              }
              if (n92 < 1) break L45;
              if (p >= len) break L45;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L45;
              p++;
              s93 = p;
              n95 = 0;
              for (;;) {
                if (n95 >= 4) break;
                s94 = p;
                L47: {
                  if (p >= len) break L47;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L47;
                  p++;
                  n95++;
                  continue;
                }
                p = s94;
                break;
              }
              if (n95 < 1) break L45;
              break L44;
            }
            p = s88;
            p = peg$m_IPv4address(input, p);
            if (p < 0) break L36;
          }
          break L0;
        }
        p = s0;
        L48: {
          s96 = p;
          s97 = p;
          L49: {
            n99 = 0;
            for (;;) {
              if (n99 >= 3) break;
              s98 = p;
              L50: {
                s100 = p;
                n102 = 0;
                for (;;) {
                  if (n102 >= 4) break;
                  s101 = p;
                  L51: {
                    if (p >= len) break L51;
                    c = input.charCodeAt(p);
                    if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L51;
                    p++;
                    n102++;
                    continue;
                  }
                  p = s101;
                  break;
                }
                if (n102 < 1) break L50;
                if (p >= len) break L50;
                c = input.charCodeAt(p);
                if (!(c === 58)) break L50;
                p++;
                s103 = p;
                L52: {
                  if (p >= len) break L52;
                  c = input.charCodeAt(p);
                  if (!(c === 58)) break L52;
                  p++;
                  break L50;
                }
                p = s103;
                n99++;
                continue;
              }
              p = s98;
              break;
            }
            s104 = p;
            n106 = 0;
            for (;;) {
              if (n106 >= 4) break;
              s105 = p;
              L53: {
                if (p >= len) break L53;
                c = input.charCodeAt(p);
                if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L53;
                p++;
                n106++;
                continue;
              }
              p = s105;
              break;
            }
            if (n106 < 1) break L49;
            s97 = p;
          }
          p = s97;
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break L48;
          p += 2;
          s107 = p;
          n109 = 0;
          for (;;) {
            if (n109 >= 4) break;
            s108 = p;
            L54: {
              if (p >= len) break L54;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L54;
              p++;
              n109++;
              continue;
            }
            p = s108;
            break;
          }
          if (n109 < 1) break L48;
          if (p >= len) break L48;
          c = input.charCodeAt(p);
          if (!(c === 58)) break L48;
          p++;
          s110 = p;
          L55: {
            L56: {
              s111 = p;
              s112 = p;
              n114 = 0;
              for (;;) {
                if (n114 >= 4) break;
                s113 = p;
                L57: {
                  if (p >= len) break L57;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L57;
                  p++;
                  n114++;
                  continue;
                }
                p = s113;
                break;
              }
              if (n114 < 1) break L56;
              if (p >= len) break L56;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L56;
              p++;
              s115 = p;
              n117 = 0;
              for (;;) {
                if (n117 >= 4) break;
                s116 = p;
                L58: {
                  if (p >= len) break L58;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L58;
                  p++;
                  n117++;
                  continue;
                }
                p = s116;
                break;
              }
              if (n117 < 1) break L56;
              break L55;
            }
            p = s110;
            p = peg$m_IPv4address(input, p);
            if (p < 0) break L48;
          }
          break L0;
        }
        p = s0;
        L59: {
          s118 = p;
          s119 = p;
          L60: {
            n121 = 0;
            for (;;) {
              if (n121 >= 4) break;
              s120 = p;
              L61: {
                s122 = p;
                n124 = 0;
                for (;;) {
                  if (n124 >= 4) break;
                  s123 = p;
                  L62: {
                    if (p >= len) break L62;
                    c = input.charCodeAt(p);
                    if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L62;
                    p++;
                    n124++;
                    continue;
                  }
                  p = s123;
                  break;
                }
                if (n124 < 1) break L61;
                if (p >= len) break L61;
                c = input.charCodeAt(p);
                if (!(c === 58)) break L61;
                p++;
                s125 = p;
                L63: {
                  if (p >= len) break L63;
                  c = input.charCodeAt(p);
                  if (!(c === 58)) break L63;
                  p++;
                  break L61;
                }
                p = s125;
                n121++;
                continue;
              }
              p = s120;
              break;
            }
            s126 = p;
            n128 = 0;
            for (;;) {
              if (n128 >= 4) break;
              s127 = p;
              L64: {
                if (p >= len) break L64;
                c = input.charCodeAt(p);
                if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L64;
                p++;
                n128++;
                continue;
              }
              p = s127;
              break;
            }
            if (n128 < 1) break L60;
            s119 = p;
          }
          p = s119;
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break L59;
          p += 2;
          s129 = p;
          L65: {
            L66: {
              s130 = p;
              s131 = p;
              n133 = 0;
              for (;;) {
                if (n133 >= 4) break;
                s132 = p;
                L67: {
                  if (p >= len) break L67;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L67;
                  p++;
                  n133++;
                  continue;
                }
                p = s132;
                break;
              }
              if (n133 < 1) break L66;
              if (p >= len) break L66;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L66;
              p++;
              s134 = p;
              n136 = 0;
              for (;;) {
                if (n136 >= 4) break;
                s135 = p;
                L68: {
                  if (p >= len) break L68;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L68;
                  p++;
                  n136++;
                  continue;
                }
                p = s135;
                break;
              }
              if (n136 < 1) break L66;
              break L65;
            }
            p = s129;
            p = peg$m_IPv4address(input, p);
            if (p < 0) break L59;
          }
          break L0;
        }
        p = s0;
        L69: {
          s137 = p;
          s138 = p;
          L70: {
            n140 = 0;
            for (;;) {
              if (n140 >= 5) break;
              s139 = p;
              L71: {
                s141 = p;
                n143 = 0;
                for (;;) {
                  if (n143 >= 4) break;
                  s142 = p;
                  L72: {
                    if (p >= len) break L72;
                    c = input.charCodeAt(p);
                    if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L72;
                    p++;
                    n143++;
                    continue;
                  }
                  p = s142;
                  break;
                }
                if (n143 < 1) break L71;
                if (p >= len) break L71;
                c = input.charCodeAt(p);
                if (!(c === 58)) break L71;
                p++;
                s144 = p;
                L73: {
                  if (p >= len) break L73;
                  c = input.charCodeAt(p);
                  if (!(c === 58)) break L73;
                  p++;
                  break L71;
                }
                p = s144;
                n140++;
                continue;
              }
              p = s139;
              break;
            }
            s145 = p;
            n147 = 0;
            for (;;) {
              if (n147 >= 4) break;
              s146 = p;
              L74: {
                if (p >= len) break L74;
                c = input.charCodeAt(p);
                if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L74;
                p++;
                n147++;
                continue;
              }
              p = s146;
              break;
            }
            if (n147 < 1) break L70;
            s138 = p;
          }
          p = s138;
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break L69;
          p += 2;
          s148 = p;
          n150 = 0;
          for (;;) {
            if (n150 >= 4) break;
            s149 = p;
            L75: {
              if (p >= len) break L75;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L75;
              p++;
              n150++;
              continue;
            }
            p = s149;
            break;
          }
          if (n150 < 1) break L69;
          break L0;
        }
        p = s0;
        s151 = p;
        s152 = p;
        L76: {
          n154 = 0;
          for (;;) {
            if (n154 >= 6) break;
            s153 = p;
            L77: {
              s155 = p;
              n157 = 0;
              for (;;) {
                if (n157 >= 4) break;
                s156 = p;
                L78: {
                  if (p >= len) break L78;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L78;
                  p++;
                  n157++;
                  continue;
                }
                p = s156;
                break;
              }
              if (n157 < 1) break L77;
              if (p >= len) break L77;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L77;
              p++;
              s158 = p;
              L79: {
                if (p >= len) break L79;
                c = input.charCodeAt(p);
                if (!(c === 58)) break L79;
                p++;
                break L77;
              }
              p = s158;
              n154++;
              continue;
            }
            p = s153;
            break;
          }
          s159 = p;
          n161 = 0;
          for (;;) {
            if (n161 >= 4) break;
            s160 = p;
            L80: {
              if (p >= len) break L80;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L80;
              p++;
              n161++;
              continue;
            }
            p = s160;
            break;
          }
          if (n161 < 1) break L76;
          s152 = p;
        }
        p = s152;
        if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break F;
        p += 2;
      }
      return p;
    }
    return -1;
  }
  function peg$m_ls32(input, p) {
    const len = input.length;
    let s0, s1, s2, s3, n4, c, s6, s7, n8;
    F: {
      s0 = p;
      L0: {
        L1: {
          s1 = p;
          s2 = p;
          n4 = 0;
          for (;;) {
            if (n4 >= 4) break;
            s3 = p;
            L2: {
              if (p >= len) break L2;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L2;
              p++;
              n4++;
              continue;
            }
            p = s3;
            break;
          }
          if (n4 < 1) break L1;
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c === 58)) break L1;
          p++;
          s6 = p;
          n8 = 0;
          for (;;) {
            if (n8 >= 4) break;
            s7 = p;
            L3: {
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L3;
              p++;
              n8++;
              continue;
            }
            p = s7;
            break;
          }
          if (n8 < 1) break L1;
          break L0;
        }
        p = s0;
        p = peg$m_IPv4address(input, p);
        if (p < 0) break F;
      }
      return p;
    }
    return -1;
  }
  function peg$v_ALPHA(input, p) {
    const len = input.length;
    let r0, c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break F;
      r0 = input.charAt(p);
      p++;
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_DIGIT(input, p) {
    const len = input.length;
    let r0, c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 48 && c <= 57))) break F;
      r0 = input.charAt(p);
      p++;
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_HEXDIG(input, p) {
    const len = input.length;
    let r0, c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break F;
      r0 = input.charAt(p);
      p++;
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_IP_literal(input, p) {
    const len = input.length;
    let r0, c, l2, s3, s4, s5, e6;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 91)) break F;
      p++;
      s3 = p;
      L0: {
        L1: {
          s4 = p;
          s5 = p;
          p = peg$m_IPv6address(input, p);
          if (p < 0) break L1;
          e6 = p;
          l2 = peg$a15(input.substring(s5, e6));
          break L0;
        }
        p = s3;
        l2 = peg$v_IPvFuture(input, p);
        if (l2 === peg$FAILED) break F;
        p = peg$end;
      }
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 93)) break F;
      p++;
      r0 = l2;
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_IPv4address(input, p) {
    const len = input.length;
    let r0, s1, s2, s3, c, s5, s6, s7, n8, s9, s10, s11, s12, s13, s14, n15, s16, s17, s18, s19, s20, s21, n22, s23, s24, s25, s26, s27, s28, n29, s30;
    F: {
      s1 = p;
      s2 = p;
      L0: {
        L1: {
          s3 = p;
          if (p + 2 > len || input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) break L1;
          p += 2;
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 53))) break L1;
          p++;
          break L0;
        }
        p = s2;
        L2: {
          s5 = p;
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!(c === 50)) break L2;
          p++;
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 52))) break L2;
          p++;
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L2;
          p++;
          break L0;
        }
        p = s2;
        L3: {
          s6 = p;
          if (p >= len) break L3;
          c = input.charCodeAt(p);
          if (!(c === 49)) break L3;
          p++;
          n8 = 0;
          for (;;) {
            if (n8 >= 2) break;
            s7 = p;
            L4: {
              if (p >= len) break L4;
              c = input.charCodeAt(p);
              if (!((c >= 48 && c <= 57))) break L4;
              p++;
              n8++;
              continue;
            }
            p = s7;
            break;
          }
          if (n8 < 2) break L3;
          break L0;
        }
        p = s2;
        L5: {
          s9 = p;
          if (p >= len) break L5;
          c = input.charCodeAt(p);
          if (!((c >= 49 && c <= 57))) break L5;
          p++;
          if (p >= len) break L5;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L5;
          p++;
          break L0;
        }
        p = s2;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break F;
        p++;
      }
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 46)) break F;
      p++;
      s10 = p;
      L6: {
        L7: {
          s11 = p;
          if (p + 2 > len || input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) break L7;
          p += 2;
          if (p >= len) break L7;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 53))) break L7;
          p++;
          break L6;
        }
        p = s10;
        L8: {
          s12 = p;
          if (p >= len) break L8;
          c = input.charCodeAt(p);
          if (!(c === 50)) break L8;
          p++;
          if (p >= len) break L8;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 52))) break L8;
          p++;
          if (p >= len) break L8;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L8;
          p++;
          break L6;
        }
        p = s10;
        L9: {
          s13 = p;
          if (p >= len) break L9;
          c = input.charCodeAt(p);
          if (!(c === 49)) break L9;
          p++;
          n15 = 0;
          for (;;) {
            if (n15 >= 2) break;
            s14 = p;
            L10: {
              if (p >= len) break L10;
              c = input.charCodeAt(p);
              if (!((c >= 48 && c <= 57))) break L10;
              p++;
              n15++;
              continue;
            }
            p = s14;
            break;
          }
          if (n15 < 2) break L9;
          break L6;
        }
        p = s10;
        L11: {
          s16 = p;
          if (p >= len) break L11;
          c = input.charCodeAt(p);
          if (!((c >= 49 && c <= 57))) break L11;
          p++;
          if (p >= len) break L11;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L11;
          p++;
          break L6;
        }
        p = s10;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break F;
        p++;
      }
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 46)) break F;
      p++;
      s17 = p;
      L12: {
        L13: {
          s18 = p;
          if (p + 2 > len || input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) break L13;
          p += 2;
          if (p >= len) break L13;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 53))) break L13;
          p++;
          break L12;
        }
        p = s17;
        L14: {
          s19 = p;
          if (p >= len) break L14;
          c = input.charCodeAt(p);
          if (!(c === 50)) break L14;
          p++;
          if (p >= len) break L14;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 52))) break L14;
          p++;
          if (p >= len) break L14;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L14;
          p++;
          break L12;
        }
        p = s17;
        L15: {
          s20 = p;
          if (p >= len) break L15;
          c = input.charCodeAt(p);
          if (!(c === 49)) break L15;
          p++;
          n22 = 0;
          for (;;) {
            if (n22 >= 2) break;
            s21 = p;
            L16: {
              if (p >= len) break L16;
              c = input.charCodeAt(p);
              if (!((c >= 48 && c <= 57))) break L16;
              p++;
              n22++;
              continue;
            }
            p = s21;
            break;
          }
          if (n22 < 2) break L15;
          break L12;
        }
        p = s17;
        L17: {
          s23 = p;
          if (p >= len) break L17;
          c = input.charCodeAt(p);
          if (!((c >= 49 && c <= 57))) break L17;
          p++;
          if (p >= len) break L17;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L17;
          p++;
          break L12;
        }
        p = s17;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break F;
        p++;
      }
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 46)) break F;
      p++;
      s24 = p;
      L18: {
        L19: {
          s25 = p;
          if (p + 2 > len || input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) break L19;
          p += 2;
          if (p >= len) break L19;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 53))) break L19;
          p++;
          break L18;
        }
        p = s24;
        L20: {
          s26 = p;
          if (p >= len) break L20;
          c = input.charCodeAt(p);
          if (!(c === 50)) break L20;
          p++;
          if (p >= len) break L20;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 52))) break L20;
          p++;
          if (p >= len) break L20;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L20;
          p++;
          break L18;
        }
        p = s24;
        L21: {
          s27 = p;
          if (p >= len) break L21;
          c = input.charCodeAt(p);
          if (!(c === 49)) break L21;
          p++;
          n29 = 0;
          for (;;) {
            if (n29 >= 2) break;
            s28 = p;
            L22: {
              if (p >= len) break L22;
              c = input.charCodeAt(p);
              if (!((c >= 48 && c <= 57))) break L22;
              p++;
              n29++;
              continue;
            }
            p = s28;
            break;
          }
          if (n29 < 2) break L21;
          break L18;
        }
        p = s24;
        L23: {
          s30 = p;
          if (p >= len) break L23;
          c = input.charCodeAt(p);
          if (!((c >= 49 && c <= 57))) break L23;
          p++;
          if (p >= len) break L23;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L23;
          p++;
          break L18;
        }
        p = s24;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break F;
        p++;
      }
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_IPv6address(input, p) {
    const end = peg$m_IPv6address(input, p);
    if (end < 0) return peg$FAILED;
    peg$end = end;
    return input.substring(p, end);
  }
  function peg$v_IPvFuture(input, p) {
    const len = input.length;
    let r0, s1, c, s3, e4, s5;
    F: {
      s1 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 86 || c === 118)) break F;
      p++;
      s3 = p;
      s5 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break F;
      p++;
      while (p < len) {
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break;
        p++;
      }
      e4 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 46)) break F;
      p++;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break F;
      p++;
      while (p < len) {
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break;
        p++;
      }
      peg$savedPos = s1;
      peg$currPos = p;
      r0 = peg$a16(input.substring(s3, e4));
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_URI(input, p) {
    const len = input.length;
    let r0, s1, s2, e3, s4, c, l6, l7, s8, s9, e10, s11, s12, l13, s14, s15, e16, s17, s18;
    F: {
      s1 = p;
      s2 = p;
      s4 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break F;
      p++;
      while (p < len) {
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 1) !== 0)) break;
        p++;
      }
      e3 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 58)) break F;
      p++;
      l6 = peg$v_hier_part(input, p);
      if (l6 === peg$FAILED) break F;
      p = peg$end;
      s8 = p;
      L1: {
        L0: {
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c === 63)) break L0;
          p++;
          s9 = p;
          s11 = p;
          if (len - p <= 2097152) {
            peg$R0.lastIndex = p;
            peg$R0.test(input);
            p = peg$R0.lastIndex;
          } else {
            do {
              s12 = p;
              peg$R1.lastIndex = p;
              peg$R1.test(input);
              p = peg$R1.lastIndex;
            } while (p - s12 >= 4096);
          }
          e10 = p;
          l7 = input.substring(s9, e10);
          break L1;
        }
        p = s8;
        l7 = null;
      }
      s14 = p;
      L3: {
        L2: {
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!(c === 35)) break L2;
          p++;
          s15 = p;
          s17 = p;
          if (len - p <= 2097152) {
            peg$R0.lastIndex = p;
            peg$R0.test(input);
            p = peg$R0.lastIndex;
          } else {
            do {
              s18 = p;
              peg$R1.lastIndex = p;
              peg$R1.test(input);
              p = peg$R1.lastIndex;
            } while (p - s18 >= 4096);
          }
          e16 = p;
          l13 = input.substring(s15, e16);
          break L3;
        }
        p = s14;
        l13 = null;
      }
      r0 = peg$a0(input.substring(s2, e3), l6, l7, l13);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_URI_reference(input, p) {
    const len = input.length;
    let r0, s1;
    F: {
      s1 = p;
      L0: {
        L1: {
          r0 = peg$v_URI(input, p);
          if (r0 === peg$FAILED) break L1;
          p = peg$end;
          break L0;
        }
        p = s1;
        r0 = peg$v_relative_ref(input, p);
        if (r0 === peg$FAILED) break F;
        p = peg$end;
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_absolute_URI(input, p) {
    const len = input.length;
    let r0, s1, s2, e3, s4, c, l6, l7, s8, s9, e10, s11, s12;
    F: {
      s1 = p;
      s2 = p;
      s4 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break F;
      p++;
      while (p < len) {
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 1) !== 0)) break;
        p++;
      }
      e3 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 58)) break F;
      p++;
      l6 = peg$v_hier_part(input, p);
      if (l6 === peg$FAILED) break F;
      p = peg$end;
      s8 = p;
      L1: {
        L0: {
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c === 63)) break L0;
          p++;
          s9 = p;
          s11 = p;
          if (len - p <= 2097152) {
            peg$R0.lastIndex = p;
            peg$R0.test(input);
            p = peg$R0.lastIndex;
          } else {
            do {
              s12 = p;
              peg$R1.lastIndex = p;
              peg$R1.test(input);
              p = peg$R1.lastIndex;
            } while (p - s12 >= 4096);
          }
          e10 = p;
          l7 = input.substring(s9, e10);
          break L1;
        }
        p = s8;
        l7 = null;
      }
      r0 = peg$a5(input.substring(s2, e3), l6, l7);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_authority(input, p) {
    const len = input.length;
    let r0, s1, l2, s3, s4, e5, s6, s7, c, l9, l10, s11, s12, e13, s14;
    F: {
      s1 = p;
      s3 = p;
      L1: {
        L0: {
          if (input.indexOf("@", p) < 0) break L0;
          s4 = p;
          s6 = p;
          if (len - p <= 2097152) {
            peg$R6.lastIndex = p;
            peg$R6.test(input);
            p = peg$R6.lastIndex;
          } else {
            do {
              s7 = p;
              peg$R7.lastIndex = p;
              peg$R7.test(input);
              p = peg$R7.lastIndex;
            } while (p - s7 >= 4096);
          }
          e5 = p;
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c === 64)) break L0;
          p++;
          l2 = input.substring(s4, e5);
          break L1;
        }
        p = s3;
        l2 = null;
      }
      l9 = peg$v_host(input, p);
      if (l9 === peg$FAILED) break F;
      p = peg$end;
      s11 = p;
      L3: {
        L2: {
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!(c === 58)) break L2;
          p++;
          s12 = p;
          s14 = p;
          while (p < len) {
            c = input.charCodeAt(p);
            if (!((c >= 48 && c <= 57))) break;
            p++;
          }
          e13 = p;
          l10 = input.substring(s12, e13);
          break L3;
        }
        p = s11;
        l10 = null;
      }
      peg$savedPos = s1;
      peg$currPos = p;
      r0 = peg$a11(l2, l9, l10);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_dec_octet(input, p) {
    const len = input.length;
    let r0, s1, s2, c, s4, s5, s6, n7, s8;
    F: {
      s1 = p;
      L0: {
        L1: {
          s2 = p;
          if (p + 2 > len || input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) break L1;
          p += 2;
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 53))) break L1;
          p++;
          r0 = input.substring(s2, p);
          break L0;
        }
        p = s1;
        L2: {
          s4 = p;
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!(c === 50)) break L2;
          p++;
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 52))) break L2;
          p++;
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L2;
          p++;
          r0 = input.substring(s4, p);
          break L0;
        }
        p = s1;
        L3: {
          s5 = p;
          if (p >= len) break L3;
          c = input.charCodeAt(p);
          if (!(c === 49)) break L3;
          p++;
          n7 = 0;
          for (;;) {
            if (n7 >= 2) break;
            s6 = p;
            L4: {
              if (p >= len) break L4;
              c = input.charCodeAt(p);
              if (!((c >= 48 && c <= 57))) break L4;
              p++;
              n7++;
              continue;
            }
            p = s6;
            break;
          }
          if (n7 < 2) break L3;
          r0 = input.substring(s5, p);
          break L0;
        }
        p = s1;
        L5: {
          s8 = p;
          if (p >= len) break L5;
          c = input.charCodeAt(p);
          if (!((c >= 49 && c <= 57))) break L5;
          p++;
          if (p >= len) break L5;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L5;
          p++;
          r0 = input.substring(s8, p);
          break L0;
        }
        p = s1;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break F;
        r0 = input.charAt(p);
        p++;
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_fragment(input, p) {
    const len = input.length;
    let r0, s1, s2;
    F: {
      s1 = p;
      if (len - p <= 2097152) {
        peg$R0.lastIndex = p;
        peg$R0.test(input);
        p = peg$R0.lastIndex;
      } else {
        do {
          s2 = p;
          peg$R1.lastIndex = p;
          peg$R1.test(input);
          p = peg$R1.lastIndex;
        } while (p - s2 >= 4096);
      }
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_gen_delims(input, p) {
    const len = input.length;
    let r0, c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 256) !== 0)) break F;
      r0 = input.charAt(p);
      p++;
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_h16(input, p) {
    const len = input.length;
    let r0, s1, s2, n3, c;
    F: {
      s1 = p;
      n3 = 0;
      for (;;) {
        if (n3 >= 4) break;
        s2 = p;
        L0: {
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L0;
          p++;
          n3++;
          continue;
        }
        p = s2;
        break;
      }
      if (n3 < 1) break F;
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_hier_part(input, p) {
    const len = input.length;
    let r0, s1, s2, l3, s4, e5, s6, s7, c, s9, s10, s11, e12, s13, s14, s15, s16, s17, s18, s19, e20, s21, s22, s23, s24, s25, l26;
    F: {
      s1 = p;
      L0: {
        L1: {
          s2 = p;
          if (p + 2 > len || input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break L1;
          p += 2;
          l3 = peg$v_authority(input, p);
          if (l3 === peg$FAILED) break L1;
          p = peg$end;
          s4 = p;
          s6 = p;
          s7 = p;
          L2: {
            if (p >= len) break L2;
            c = input.charCodeAt(p);
            if (!(c === 47)) break L2;
            p++;
            if (len - p <= 2097152) {
              peg$R2.lastIndex = p;
              peg$R2.test(input);
              p = peg$R2.lastIndex;
            } else {
              do {
                s9 = p;
                peg$R3.lastIndex = p;
                peg$R3.test(input);
                p = peg$R3.lastIndex;
              } while (p - s9 >= 4096);
            }
            s7 = p;
          }
          p = s7;
          e5 = p;
          r0 = peg$a1(l3, input.substring(s4, e5));
          break L0;
        }
        p = s1;
        L3: {
          s10 = p;
          s11 = p;
          s13 = p;
          if (p >= len) break L3;
          c = input.charCodeAt(p);
          if (!(c === 47)) break L3;
          p++;
          s14 = p;
          L4: {
            s15 = p;
            L5: {
              L6: {
                if (p >= len) break L6;
                c = input.charCodeAt(p);
                if (!(c < 128 && (peg$T0[c] & 2) !== 0)) break L6;
                p++;
                break L5;
              }
              p = s15;
              s16 = p;
              if (p >= len) break L4;
              c = input.charCodeAt(p);
              if (!(c === 37)) break L4;
              p++;
              if (p >= len) break L4;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L4;
              p++;
              if (p >= len) break L4;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L4;
              p++;
            }
            if (len - p <= 2097152) {
              peg$R2.lastIndex = p;
              peg$R2.test(input);
              p = peg$R2.lastIndex;
            } else {
              do {
                s17 = p;
                peg$R3.lastIndex = p;
                peg$R3.test(input);
                p = peg$R3.lastIndex;
              } while (p - s17 >= 4096);
            }
            s14 = p;
          }
          p = s14;
          e12 = p;
          r0 = peg$a2(input.substring(s11, e12));
          break L0;
        }
        p = s1;
        L7: {
          s18 = p;
          s19 = p;
          s21 = p;
          s22 = p;
          L8: {
            L9: {
              if (p >= len) break L9;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 2) !== 0)) break L9;
              p++;
              break L8;
            }
            p = s22;
            s23 = p;
            if (p >= len) break L7;
            c = input.charCodeAt(p);
            if (!(c === 37)) break L7;
            p++;
            if (p >= len) break L7;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L7;
            p++;
            if (p >= len) break L7;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L7;
            p++;
          }
          if (len - p <= 2097152) {
            peg$R2.lastIndex = p;
            peg$R2.test(input);
            p = peg$R2.lastIndex;
          } else {
            do {
              s24 = p;
              peg$R3.lastIndex = p;
              peg$R3.test(input);
              p = peg$R3.lastIndex;
            } while (p - s24 >= 4096);
          }
          e20 = p;
          r0 = peg$a3(input.substring(s19, e20));
          break L0;
        }
        p = s1;
        s25 = p;
        l26 = peg$v_path_empty(input, p);
        if (l26 === peg$FAILED) break F;
        p = peg$end;
        r0 = peg$a4(l26);
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_host(input, p) {
    const len = input.length;
    let r0, s1, s2, l3, s4, s5, e6, s7, s8, c, s10, s11, s12, e13, s14, s15;
    F: {
      s1 = p;
      L0: {
        L1: {
          s2 = p;
          l3 = peg$v_IP_literal(input, p);
          if (l3 === peg$FAILED) break L1;
          p = peg$end;
          peg$savedPos = s2;
          peg$currPos = p;
          r0 = peg$a12(l3);
          break L0;
        }
        p = s1;
        L2: {
          s4 = p;
          s5 = p;
          p = peg$m_IPv4address(input, p);
          if (p < 0) break L2;
          e6 = p;
          s7 = p;
          L3: {
            s8 = p;
            L4: {
              L5: {
                if (p >= len) break L5;
                c = input.charCodeAt(p);
                if (!(c < 128 && (peg$T0[c] & 8) !== 0)) break L5;
                p++;
                break L4;
              }
              p = s8;
              s10 = p;
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c === 37)) break L3;
              p++;
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L3;
              p++;
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L3;
              p++;
            }
            break L2;
          }
          p = s7;
          r0 = peg$a13(input.substring(s5, e6));
          break L0;
        }
        p = s1;
        s11 = p;
        s12 = p;
        s14 = p;
        if (len - p <= 2097152) {
          peg$R8.lastIndex = p;
          peg$R8.test(input);
          p = peg$R8.lastIndex;
        } else {
          do {
            s15 = p;
            peg$R9.lastIndex = p;
            peg$R9.test(input);
            p = peg$R9.lastIndex;
          } while (p - s15 >= 4096);
        }
        e13 = p;
        r0 = peg$a14(input.substring(s12, e13));
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_ls32(input, p) {
    const end = peg$m_ls32(input, p);
    if (end < 0) return peg$FAILED;
    peg$end = end;
    return input.substring(p, end);
  }
  function peg$v_path(input, p) {
    const len = input.length;
    let r0, s1, s2, s3, e4, s5, s6, c, s8, s9, s10, s11, s12, s13, e14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, e25, s26, s27, s28, s29, s30, s31, s32, s33, s34, s35, s36, e37, s38, s39, s40, s41, s42, s43, s44, s45, l46, s47, s48, s49;
    F: {
      s1 = p;
      L0: {
        L1: {
          s2 = p;
          s3 = p;
          s5 = p;
          s6 = p;
          L2: {
            if (p >= len) break L2;
            c = input.charCodeAt(p);
            if (!(c === 47)) break L2;
            p++;
            if (len - p <= 2097152) {
              peg$R2.lastIndex = p;
              peg$R2.test(input);
              p = peg$R2.lastIndex;
            } else {
              do {
                s8 = p;
                peg$R3.lastIndex = p;
                peg$R3.test(input);
                p = peg$R3.lastIndex;
              } while (p - s8 >= 4096);
            }
            s6 = p;
          }
          p = s6;
          e4 = p;
          s9 = p;
          L3: {
            s10 = p;
            L4: {
              L5: {
                if (p >= len) break L5;
                c = input.charCodeAt(p);
                if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break L5;
                p++;
                break L4;
              }
              p = s10;
              s11 = p;
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c === 37)) break L3;
              p++;
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L3;
              p++;
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L3;
              p++;
            }
            break L1;
          }
          p = s9;
          r0 = peg$a17(input.substring(s3, e4));
          break L0;
        }
        p = s1;
        L6: {
          s12 = p;
          s13 = p;
          s15 = p;
          if (p >= len) break L6;
          c = input.charCodeAt(p);
          if (!(c === 47)) break L6;
          p++;
          s16 = p;
          L7: {
            s17 = p;
            L8: {
              L9: {
                if (p >= len) break L9;
                c = input.charCodeAt(p);
                if (!(c < 128 && (peg$T0[c] & 2) !== 0)) break L9;
                p++;
                break L8;
              }
              p = s17;
              s18 = p;
              if (p >= len) break L7;
              c = input.charCodeAt(p);
              if (!(c === 37)) break L7;
              p++;
              if (p >= len) break L7;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L7;
              p++;
              if (p >= len) break L7;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L7;
              p++;
            }
            if (len - p <= 2097152) {
              peg$R2.lastIndex = p;
              peg$R2.test(input);
              p = peg$R2.lastIndex;
            } else {
              do {
                s19 = p;
                peg$R3.lastIndex = p;
                peg$R3.test(input);
                p = peg$R3.lastIndex;
              } while (p - s19 >= 4096);
            }
            s16 = p;
          }
          p = s16;
          e14 = p;
          s20 = p;
          L10: {
            s21 = p;
            L11: {
              L12: {
                if (p >= len) break L12;
                c = input.charCodeAt(p);
                if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break L12;
                p++;
                break L11;
              }
              p = s21;
              s22 = p;
              if (p >= len) break L10;
              c = input.charCodeAt(p);
              if (!(c === 37)) break L10;
              p++;
              if (p >= len) break L10;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L10;
              p++;
              if (p >= len) break L10;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L10;
              p++;
            }
            break L6;
          }
          p = s20;
          r0 = peg$a18(input.substring(s13, e14));
          break L0;
        }
        p = s1;
        L13: {
          s23 = p;
          s24 = p;
          s26 = p;
          s27 = p;
          if (len - p <= 2097152) {
            peg$R4.lastIndex = p;
            if (!peg$R4.test(input)) break L13;
            p = peg$R4.lastIndex;
          } else {
            s29 = p;
            do {
              s28 = p;
              peg$R5.lastIndex = p;
              peg$R5.test(input);
              p = peg$R5.lastIndex;
            } while (p - s28 >= 4096);
            if (p === s29) break L13;
          }
          s30 = p;
          L14: {
            if (p >= len) break L14;
            c = input.charCodeAt(p);
            if (!(c === 47)) break L14;
            p++;
            if (len - p <= 2097152) {
              peg$R2.lastIndex = p;
              peg$R2.test(input);
              p = peg$R2.lastIndex;
            } else {
              do {
                s31 = p;
                peg$R3.lastIndex = p;
                peg$R3.test(input);
                p = peg$R3.lastIndex;
              } while (p - s31 >= 4096);
            }
            s30 = p;
          }
          p = s30;
          e25 = p;
          s32 = p;
          L15: {
            s33 = p;
            L16: {
              L17: {
                if (p >= len) break L17;
                c = input.charCodeAt(p);
                if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break L17;
                p++;
                break L16;
              }
              p = s33;
              s34 = p;
              if (p >= len) break L15;
              c = input.charCodeAt(p);
              if (!(c === 37)) break L15;
              p++;
              if (p >= len) break L15;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L15;
              p++;
              if (p >= len) break L15;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L15;
              p++;
            }
            break L13;
          }
          p = s32;
          r0 = peg$a19(input.substring(s24, e25));
          break L0;
        }
        p = s1;
        L18: {
          s35 = p;
          s36 = p;
          s38 = p;
          s39 = p;
          L19: {
            L20: {
              if (p >= len) break L20;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 2) !== 0)) break L20;
              p++;
              break L19;
            }
            p = s39;
            s40 = p;
            if (p >= len) break L18;
            c = input.charCodeAt(p);
            if (!(c === 37)) break L18;
            p++;
            if (p >= len) break L18;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L18;
            p++;
            if (p >= len) break L18;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L18;
            p++;
          }
          if (len - p <= 2097152) {
            peg$R2.lastIndex = p;
            peg$R2.test(input);
            p = peg$R2.lastIndex;
          } else {
            do {
              s41 = p;
              peg$R3.lastIndex = p;
              peg$R3.test(input);
              p = peg$R3.lastIndex;
            } while (p - s41 >= 4096);
          }
          e37 = p;
          s42 = p;
          L21: {
            s43 = p;
            L22: {
              L23: {
                if (p >= len) break L23;
                c = input.charCodeAt(p);
                if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break L23;
                p++;
                break L22;
              }
              p = s43;
              s44 = p;
              if (p >= len) break L21;
              c = input.charCodeAt(p);
              if (!(c === 37)) break L21;
              p++;
              if (p >= len) break L21;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L21;
              p++;
              if (p >= len) break L21;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L21;
              p++;
            }
            break L18;
          }
          p = s42;
          r0 = peg$a20(input.substring(s36, e37));
          break L0;
        }
        p = s1;
        s45 = p;
        l46 = peg$v_path_empty(input, p);
        if (l46 === peg$FAILED) break F;
        p = peg$end;
        s47 = p;
        L24: {
          s48 = p;
          L25: {
            L26: {
              if (p >= len) break L26;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break L26;
              p++;
              break L25;
            }
            p = s48;
            s49 = p;
            if (p >= len) break L24;
            c = input.charCodeAt(p);
            if (!(c === 37)) break L24;
            p++;
            if (p >= len) break L24;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L24;
            p++;
            if (p >= len) break L24;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L24;
            p++;
          }
          break F;
        }
        p = s47;
        r0 = peg$a21(l46);
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_path_abempty(input, p) {
    const len = input.length;
    let r0, s1, s2, c, s4;
    F: {
      s1 = p;
      s2 = p;
      L0: {
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!(c === 47)) break L0;
        p++;
        if (len - p <= 2097152) {
          peg$R2.lastIndex = p;
          peg$R2.test(input);
          p = peg$R2.lastIndex;
        } else {
          do {
            s4 = p;
            peg$R3.lastIndex = p;
            peg$R3.test(input);
            p = peg$R3.lastIndex;
          } while (p - s4 >= 4096);
        }
        s2 = p;
      }
      p = s2;
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_path_absolute(input, p) {
    const len = input.length;
    let r0, s1, c, s3, s4, s5, s6;
    F: {
      s1 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 47)) break F;
      p++;
      s3 = p;
      L0: {
        s4 = p;
        L1: {
          L2: {
            if (p >= len) break L2;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 2) !== 0)) break L2;
            p++;
            break L1;
          }
          p = s4;
          s5 = p;
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c === 37)) break L0;
          p++;
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L0;
          p++;
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L0;
          p++;
        }
        if (len - p <= 2097152) {
          peg$R2.lastIndex = p;
          peg$R2.test(input);
          p = peg$R2.lastIndex;
        } else {
          do {
            s6 = p;
            peg$R3.lastIndex = p;
            peg$R3.test(input);
            p = peg$R3.lastIndex;
          } while (p - s6 >= 4096);
        }
        s3 = p;
      }
      p = s3;
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_path_empty(input, p) {
    const len = input.length;
    let r0;
    F: {
      r0 = "";
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_path_noscheme(input, p) {
    const len = input.length;
    let r0, s1, s2, s3, s4, s5, c, s7;
    F: {
      s1 = p;
      s2 = p;
      if (len - p <= 2097152) {
        peg$R4.lastIndex = p;
        if (!peg$R4.test(input)) break F;
        p = peg$R4.lastIndex;
      } else {
        s4 = p;
        do {
          s3 = p;
          peg$R5.lastIndex = p;
          peg$R5.test(input);
          p = peg$R5.lastIndex;
        } while (p - s3 >= 4096);
        if (p === s4) break F;
      }
      s5 = p;
      L0: {
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!(c === 47)) break L0;
        p++;
        if (len - p <= 2097152) {
          peg$R2.lastIndex = p;
          peg$R2.test(input);
          p = peg$R2.lastIndex;
        } else {
          do {
            s7 = p;
            peg$R3.lastIndex = p;
            peg$R3.test(input);
            p = peg$R3.lastIndex;
          } while (p - s7 >= 4096);
        }
        s5 = p;
      }
      p = s5;
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_path_rootless(input, p) {
    const len = input.length;
    let r0, s1, s2, c, s4, s5;
    F: {
      s1 = p;
      s2 = p;
      L0: {
        L1: {
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 2) !== 0)) break L1;
          p++;
          break L0;
        }
        p = s2;
        s4 = p;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c === 37)) break F;
        p++;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break F;
        p++;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break F;
        p++;
      }
      if (len - p <= 2097152) {
        peg$R2.lastIndex = p;
        peg$R2.test(input);
        p = peg$R2.lastIndex;
      } else {
        do {
          s5 = p;
          peg$R3.lastIndex = p;
          peg$R3.test(input);
          p = peg$R3.lastIndex;
        } while (p - s5 >= 4096);
      }
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_pchar(input, p) {
    const len = input.length;
    let r0, s1, c;
    F: {
      s1 = p;
      L0: {
        L1: {
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 2) !== 0)) break L1;
          r0 = input.charAt(p);
          p++;
          break L0;
        }
        p = s1;
        r0 = peg$v_pct_encoded(input, p);
        if (r0 === peg$FAILED) break F;
        p = peg$end;
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_pct_encoded(input, p) {
    const len = input.length;
    let r0, s1, c;
    F: {
      s1 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 37)) break F;
      p++;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break F;
      p++;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break F;
      p++;
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_port(input, p) {
    const len = input.length;
    let r0, s1, c;
    F: {
      s1 = p;
      while (p < len) {
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break;
        p++;
      }
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_query(input, p) {
    const len = input.length;
    let r0, s1, s2;
    F: {
      s1 = p;
      if (len - p <= 2097152) {
        peg$R0.lastIndex = p;
        peg$R0.test(input);
        p = peg$R0.lastIndex;
      } else {
        do {
          s2 = p;
          peg$R1.lastIndex = p;
          peg$R1.test(input);
          p = peg$R1.lastIndex;
        } while (p - s2 >= 4096);
      }
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_reg_name(input, p) {
    const len = input.length;
    let r0, s1, s2;
    F: {
      s1 = p;
      if (len - p <= 2097152) {
        peg$R8.lastIndex = p;
        peg$R8.test(input);
        p = peg$R8.lastIndex;
      } else {
        do {
          s2 = p;
          peg$R9.lastIndex = p;
          peg$R9.test(input);
          p = peg$R9.lastIndex;
        } while (p - s2 >= 4096);
      }
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_relative_part(input, p) {
    const len = input.length;
    let r0, s1, s2, l3, s4, e5, s6, s7, c, s9, s10, s11, e12, s13, s14, s15, s16, s17, s18, s19, e20, s21, s22, s23, s24, s25, s26, s27, l28;
    F: {
      s1 = p;
      L0: {
        L1: {
          s2 = p;
          if (p + 2 > len || input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break L1;
          p += 2;
          l3 = peg$v_authority(input, p);
          if (l3 === peg$FAILED) break L1;
          p = peg$end;
          s4 = p;
          s6 = p;
          s7 = p;
          L2: {
            if (p >= len) break L2;
            c = input.charCodeAt(p);
            if (!(c === 47)) break L2;
            p++;
            if (len - p <= 2097152) {
              peg$R2.lastIndex = p;
              peg$R2.test(input);
              p = peg$R2.lastIndex;
            } else {
              do {
                s9 = p;
                peg$R3.lastIndex = p;
                peg$R3.test(input);
                p = peg$R3.lastIndex;
              } while (p - s9 >= 4096);
            }
            s7 = p;
          }
          p = s7;
          e5 = p;
          r0 = peg$a7(l3, input.substring(s4, e5));
          break L0;
        }
        p = s1;
        L3: {
          s10 = p;
          s11 = p;
          s13 = p;
          if (p >= len) break L3;
          c = input.charCodeAt(p);
          if (!(c === 47)) break L3;
          p++;
          s14 = p;
          L4: {
            s15 = p;
            L5: {
              L6: {
                if (p >= len) break L6;
                c = input.charCodeAt(p);
                if (!(c < 128 && (peg$T0[c] & 2) !== 0)) break L6;
                p++;
                break L5;
              }
              p = s15;
              s16 = p;
              if (p >= len) break L4;
              c = input.charCodeAt(p);
              if (!(c === 37)) break L4;
              p++;
              if (p >= len) break L4;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L4;
              p++;
              if (p >= len) break L4;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L4;
              p++;
            }
            if (len - p <= 2097152) {
              peg$R2.lastIndex = p;
              peg$R2.test(input);
              p = peg$R2.lastIndex;
            } else {
              do {
                s17 = p;
                peg$R3.lastIndex = p;
                peg$R3.test(input);
                p = peg$R3.lastIndex;
              } while (p - s17 >= 4096);
            }
            s14 = p;
          }
          p = s14;
          e12 = p;
          r0 = peg$a8(input.substring(s11, e12));
          break L0;
        }
        p = s1;
        L7: {
          s18 = p;
          s19 = p;
          s21 = p;
          s22 = p;
          if (len - p <= 2097152) {
            peg$R4.lastIndex = p;
            if (!peg$R4.test(input)) break L7;
            p = peg$R4.lastIndex;
          } else {
            s24 = p;
            do {
              s23 = p;
              peg$R5.lastIndex = p;
              peg$R5.test(input);
              p = peg$R5.lastIndex;
            } while (p - s23 >= 4096);
            if (p === s24) break L7;
          }
          s25 = p;
          L8: {
            if (p >= len) break L8;
            c = input.charCodeAt(p);
            if (!(c === 47)) break L8;
            p++;
            if (len - p <= 2097152) {
              peg$R2.lastIndex = p;
              peg$R2.test(input);
              p = peg$R2.lastIndex;
            } else {
              do {
                s26 = p;
                peg$R3.lastIndex = p;
                peg$R3.test(input);
                p = peg$R3.lastIndex;
              } while (p - s26 >= 4096);
            }
            s25 = p;
          }
          p = s25;
          e20 = p;
          r0 = peg$a9(input.substring(s19, e20));
          break L0;
        }
        p = s1;
        s27 = p;
        l28 = peg$v_path_empty(input, p);
        if (l28 === peg$FAILED) break F;
        p = peg$end;
        r0 = peg$a10(l28);
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_relative_ref(input, p) {
    const len = input.length;
    let r0, s1, l2, l3, s4, c, s6, e7, s8, s9, l10, s11, s12, e13, s14, s15;
    F: {
      s1 = p;
      l2 = peg$v_relative_part(input, p);
      if (l2 === peg$FAILED) break F;
      p = peg$end;
      s4 = p;
      L1: {
        L0: {
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c === 63)) break L0;
          p++;
          s6 = p;
          s8 = p;
          if (len - p <= 2097152) {
            peg$R0.lastIndex = p;
            peg$R0.test(input);
            p = peg$R0.lastIndex;
          } else {
            do {
              s9 = p;
              peg$R1.lastIndex = p;
              peg$R1.test(input);
              p = peg$R1.lastIndex;
            } while (p - s9 >= 4096);
          }
          e7 = p;
          l3 = input.substring(s6, e7);
          break L1;
        }
        p = s4;
        l3 = null;
      }
      s11 = p;
      L3: {
        L2: {
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!(c === 35)) break L2;
          p++;
          s12 = p;
          s14 = p;
          if (len - p <= 2097152) {
            peg$R0.lastIndex = p;
            peg$R0.test(input);
            p = peg$R0.lastIndex;
          } else {
            do {
              s15 = p;
              peg$R1.lastIndex = p;
              peg$R1.test(input);
              p = peg$R1.lastIndex;
            } while (p - s15 >= 4096);
          }
          e13 = p;
          l10 = input.substring(s12, e13);
          break L3;
        }
        p = s11;
        l10 = null;
      }
      r0 = peg$a6(l2, l3, l10);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_reserved(input, p) {
    const len = input.length;
    let r0, c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 128) !== 0)) break F;
      r0 = input.charAt(p);
      p++;
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_scheme(input, p) {
    const len = input.length;
    let r0, s1, c;
    F: {
      s1 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break F;
      p++;
      while (p < len) {
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 1) !== 0)) break;
        p++;
      }
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_segment(input, p) {
    const len = input.length;
    let r0, s1, s2;
    F: {
      s1 = p;
      if (len - p <= 2097152) {
        peg$R10.lastIndex = p;
        peg$R10.test(input);
        p = peg$R10.lastIndex;
      } else {
        do {
          s2 = p;
          peg$R11.lastIndex = p;
          peg$R11.test(input);
          p = peg$R11.lastIndex;
        } while (p - s2 >= 4096);
      }
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_segment_nz(input, p) {
    const len = input.length;
    let r0, s1, s2, s3;
    F: {
      s1 = p;
      if (len - p <= 2097152) {
        peg$R12.lastIndex = p;
        if (!peg$R12.test(input)) break F;
        p = peg$R12.lastIndex;
      } else {
        s3 = p;
        do {
          s2 = p;
          peg$R11.lastIndex = p;
          peg$R11.test(input);
          p = peg$R11.lastIndex;
        } while (p - s2 >= 4096);
        if (p === s3) break F;
      }
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_segment_nz_nc(input, p) {
    const len = input.length;
    let r0, s1, s2, s3;
    F: {
      s1 = p;
      if (len - p <= 2097152) {
        peg$R4.lastIndex = p;
        if (!peg$R4.test(input)) break F;
        p = peg$R4.lastIndex;
      } else {
        s3 = p;
        do {
          s2 = p;
          peg$R5.lastIndex = p;
          peg$R5.test(input);
          p = peg$R5.lastIndex;
        } while (p - s2 >= 4096);
        if (p === s3) break F;
      }
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_sub_delims(input, p) {
    const len = input.length;
    let r0, c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 512) !== 0)) break F;
      r0 = input.charAt(p);
      p++;
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_unreserved(input, p) {
    const len = input.length;
    let r0, c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 64) !== 0)) break F;
      r0 = input.charAt(p);
      p++;
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_userinfo(input, p) {
    const len = input.length;
    let r0, s1, s2;
    F: {
      s1 = p;
      if (len - p <= 2097152) {
        peg$R6.lastIndex = p;
        peg$R6.test(input);
        p = peg$R6.lastIndex;
      } else {
        do {
          s2 = p;
          peg$R7.lastIndex = p;
          peg$R7.test(input);
          p = peg$R7.lastIndex;
        } while (p - s2 >= 4096);
      }
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }

  // Start rule -> value function.
  const peg$starts = new Map([
    ["URI", peg$v_URI],
    ["hier_part", peg$v_hier_part],
    ["URI_reference", peg$v_URI_reference],
    ["absolute_URI", peg$v_absolute_URI],
    ["relative_ref", peg$v_relative_ref],
    ["relative_part", peg$v_relative_part],
    ["scheme", peg$v_scheme],
    ["authority", peg$v_authority],
    ["userinfo", peg$v_userinfo],
    ["host", peg$v_host],
    ["port", peg$v_port],
    ["IP_literal", peg$v_IP_literal],
    ["IPvFuture", peg$v_IPvFuture],
    ["IPv6address", peg$v_IPv6address],
    ["h16", peg$v_h16],
    ["ls32", peg$v_ls32],
    ["IPv4address", peg$v_IPv4address],
    ["dec_octet", peg$v_dec_octet],
    ["reg_name", peg$v_reg_name],
    ["path", peg$v_path],
    ["path_abempty", peg$v_path_abempty],
    ["path_absolute", peg$v_path_absolute],
    ["path_noscheme", peg$v_path_noscheme],
    ["path_rootless", peg$v_path_rootless],
    ["path_empty", peg$v_path_empty],
    ["segment", peg$v_segment],
    ["segment_nz", peg$v_segment_nz],
    ["segment_nz_nc", peg$v_segment_nz_nc],
    ["pchar", peg$v_pchar],
    ["query", peg$v_query],
    ["fragment", peg$v_fragment],
    ["pct_encoded", peg$v_pct_encoded],
    ["unreserved", peg$v_unreserved],
    ["reserved", peg$v_reserved],
    ["gen_delims", peg$v_gen_delims],
    ["sub_delims", peg$v_sub_delims],
    ["ALPHA", peg$v_ALPHA],
    ["DIGIT", peg$v_DIGIT],
    ["HEXDIG", peg$v_HEXDIG],
  ]);
  const peg$defaultStart = peg$starts.get("URI");

  function makeParse(report) {
    return function peg$fastParse(source, given) {
      // The caller's own options only (see peg$ownOptions).
      const opts = peg$ownOptions(given);
      if (opts.tracer !== undefined || opts.peg$library !== undefined || opts.peg$currPos !== undefined
          || opts.peg$silentFails !== undefined || opts.peg$maxFailExpected !== undefined) {
        return peg$parse(source, opts);
      }
      const start = opts.startRule === undefined ? peg$defaultStart : peg$starts.get(opts.startRule);
      if (start === undefined || typeof source !== "string") return peg$parse(source, opts);
      // Saved and restored, so that an action may parse, and no input outlives its parse.
      const outerInput = input, outerOptions = options;
      input = source;
      options = opts;
      let result;
      result = start(source, 0);
      input = outerInput;
      options = outerOptions;
      if (result !== peg$FAILED && peg$end === source.length) return result;
      // The input is not in the language. A caller that needs no error (a
      // validity check) gives peg$reject, the value to return instead.
      if (opts.peg$reject !== undefined) return opts.peg$reject;
      if (report === null) throw new Error(peg$NO_REPORT);
      return report(source, opts);
    };
  }

  // What peg$fastParse does with options that give only startRule and
  // peg$reject, without reading any: for a caller that parses many strings
  // from one rule (a dialect's parse), and checks that each is a string.
  const peg$noOptions = peg$ownOptions(undefined);
  function startParser(rule) {
    const start = peg$starts.get(rule);
    if (start === undefined) throw new Error(`Can't start parsing from rule "${rule}".`);
    return function peg$parseStart(source, reject) {
      const outerInput = input, outerOptions = options;
      input = source;
      options = peg$noOptions;
      let result;
      result = start(source, 0);
      input = outerInput;
      options = outerOptions;
      return result !== peg$FAILED && peg$end === source.length ? result : reject;
    };
  }

  return { makeParse, startParser };
})();

/** The fast parser that calls `report` on input outside the language (null: none). */
function peg$makeParse(report) {
  return peg$parsers.makeParse(report);
}

/**
 * The parser of one start rule, as peg$fastParse with { startRule: rule,
 * peg$reject: reject } parses: (source, reject) => the rule's value on
 * source, or reject for source outside the language. source must be a
 * string.
 */
function peg$startParser(rule) {
  return peg$parsers.startParser(rule);
}

const peg$fastParse = /* @__PURE__ */ peg$makeParse(null);

module.exports = {
  StartRules: peg$allowedStartRules,
  parse: peg$fastParse,
  peg$makeParse,
  peg$startParser,
  peg$T0,
};
