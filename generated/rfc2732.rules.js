// GENERATED FILE, do not edit. The fast parser of every rule.
// Source: grammars/rfc2732.peggy. Edit the grammar and run `npm run generate`.
// Base: grammars/rfc2396.peggy, whose rules grammars/rfc2732.peggy replaces or adds to.
// Generator: scripts/generate.js with peggy 5.1.0.
"use strict";

// The fast parser (scripts/optimize.js, generateSplit): on input outside the
// language it returns peg$reject; generated/rfc2732.rules.report.js reports.
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

// No peggy parser here (generated/rfc2732.js has it, with every rule): a
// call the fast parser does not take gets the error peggy's would throw.
const peg$allowedStartRules = ["URI_reference","absoluteURI","relativeURI","hier_part","opaque_part","uric_no_slash","net_path","abs_path","rel_path","rel_segment","scheme","authority","reg_name","server","userinfo","hostport","host","hostname","domainlabel","toplabel","IPv4address","port","path","path_segments","segment","param","pchar","query","fragment","uric","reserved","unreserved","mark","escaped","hex","alphanum","alpha","lowalpha","upalpha","digit","authority_end","query_only_reference","lenient_URI_reference","IPv6reference","IPv6address","hexpart","hexseq","hex4","DIGIT","HEXDIG"];
function peg$parse(input, options) {
  const startRule = options.startRule === undefined ? peg$allowedStartRules[0] : options.startRule;
  if (!peg$allowedStartRules.includes(startRule)) {
    throw new Error(`Can't start parsing from rule "${startRule}".`);
  }
  if (typeof input !== "string") throw new TypeError("input must be a string");
  throw new Error("generated/rfc2732.rules.js takes no peggy options; generated/rfc2732.js does");
}
const peg$NO_REPORT = "generated/rfc2732.rules.js has no reporting parser: give peg$reject, or parse with generated/rfc2732.rules.report.js";

// ---------------------------------------------------------------------------
// The tables of the character sets, which the reporting module reads too.
const peg$T0 = Int32Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 27138, 0, 32, 7898, 0, 7898, 27138, 27138, 27138, 27138, 7899, 7898, 27139, 27139, 6176, 11015, 11015, 11015, 11015, 11015, 11015, 11015, 11015, 11015, 11015, 7882, 6362, 0, 7898, 0, 6186, 7770, 11015, 11015, 11015, 11015, 11015, 11015, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 6144, 0, 6144, 0, 27138, 0, 11015, 11015, 11015, 11015, 11015, 11015, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 11011, 0, 0, 0, 27138, 0]);

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


  function peg$a0(uri, fragment) { return { uri, fragment }; }
  function peg$a1(scheme, part) { return { scheme, part }; }
  function peg$a2(path, query) { return { path, query }; }
  function peg$a3(path, query) { return { path, query }; }
  function peg$a4(authority, path) { return { authority, path }; }
  function peg$a5(userinfo, hostport) { return { userinfo, hostport }; }
  function peg$a6(host, port) { return { host, port }; }
  function peg$a7(text) { return { type: "hostname", text }; }
  function peg$a8(text) { return { type: "IPv4address", text }; }
  function peg$a9(text) { return { type: "IPv6reference", text }; }
  function peg$a10(query) { return { path: "", query }; }
  function peg$a11(uri, fragment) { return { uri, fragment }; }

  const peg$R0 = /(?:[\x21\x24\x26-\x3b\x3d\x3f-\x5b\x5d\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R1 = /(?:[\x21\x24\x26-\x3b\x3d\x3f-\x5b\x5d\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R2 = /(?:[\x21\x24\x26-\x2e0-9\x3b\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f])+/y;
  const peg$R3 = /(?:[\x21\x24\x26-\x2e0-9\x3b\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R4 = /(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f])+/y;
  const peg$R5 = /(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R6 = /(?:[\x21\x24\x26-\x2e0-\x3b\x3dA-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R7 = /(?:[\x21\x24\x26-\x2e0-\x3b\x3dA-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R8 = /(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R9 = /(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R10 = /(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R11 = /(?:[\x21\x24\x26-\x2e0-\x3a\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R12 = /(?:[\x21\x24\x26-\x2e0-\x3a\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  function peg$m_IPv6address(input, p) {
    const len = input.length;
    let s0, s1, s2, s3, s4, s5, n6, c, s8, s9, s10, s11, n12, s13, s14, s15, n16, s17, n18, s19, n20, s21, n22, s23, s24, s25, s26, n27, s28, n29, s30, n31, s32, n33;
    F: {
      s0 = p;
      L0: {
        L1: {
          if (input.indexOf("::", p) < 0) break L1;
          s1 = p;
          s2 = p;
          L2: {
            s3 = p;
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
            s8 = p;
            L4: {
              if (p >= len) break L4;
              c = input.charCodeAt(p);
              if (!(c === 46)) break L4;
              p++;
              break L2;
            }
            p = s8;
            for (;;) {
              s9 = p;
              L5: {
                if (p >= len) break L5;
                c = input.charCodeAt(p);
                if (!(c === 58)) break L5;
                p++;
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
                s13 = p;
                L7: {
                  if (p >= len) break L7;
                  c = input.charCodeAt(p);
                  if (!(c === 46)) break L7;
                  p++;
                  break L5;
                }
                p = s13;
                continue;
              }
              p = s9;
              break;
            }
            s2 = p;
          }
          p = s2;
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break L1;
          p += 2;
          s14 = p;
          n16 = 0;
          for (;;) {
            if (n16 >= 3) break;
            s15 = p;
            L8: {
              if (p >= len) break L8;
              c = input.charCodeAt(p);
              if (!((c >= 48 && c <= 57))) break L8;
              p++;
              n16++;
              continue;
            }
            p = s15;
            break;
          }
          if (n16 < 1) break L1;
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c === 46)) break L1;
          p++;
          n18 = 0;
          for (;;) {
            if (n18 >= 3) break;
            s17 = p;
            L9: {
              if (p >= len) break L9;
              c = input.charCodeAt(p);
              if (!((c >= 48 && c <= 57))) break L9;
              p++;
              n18++;
              continue;
            }
            p = s17;
            break;
          }
          if (n18 < 1) break L1;
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c === 46)) break L1;
          p++;
          n20 = 0;
          for (;;) {
            if (n20 >= 3) break;
            s19 = p;
            L10: {
              if (p >= len) break L10;
              c = input.charCodeAt(p);
              if (!((c >= 48 && c <= 57))) break L10;
              p++;
              n20++;
              continue;
            }
            p = s19;
            break;
          }
          if (n20 < 1) break L1;
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c === 46)) break L1;
          p++;
          n22 = 0;
          for (;;) {
            if (n22 >= 3) break;
            s21 = p;
            L11: {
              if (p >= len) break L11;
              c = input.charCodeAt(p);
              if (!((c >= 48 && c <= 57))) break L11;
              p++;
              n22++;
              continue;
            }
            p = s21;
            break;
          }
          if (n22 < 1) break L1;
          break L0;
        }
        p = s0;
        s23 = p;
        p = peg$m_hexpart(input, p);
        if (p < 0) break F;
        s24 = p;
        L12: {
          if (p >= len) break L12;
          c = input.charCodeAt(p);
          if (!(c === 58)) break L12;
          p++;
          s25 = p;
          n27 = 0;
          for (;;) {
            if (n27 >= 3) break;
            s26 = p;
            L13: {
              if (p >= len) break L13;
              c = input.charCodeAt(p);
              if (!((c >= 48 && c <= 57))) break L13;
              p++;
              n27++;
              continue;
            }
            p = s26;
            break;
          }
          if (n27 < 1) break L12;
          if (p >= len) break L12;
          c = input.charCodeAt(p);
          if (!(c === 46)) break L12;
          p++;
          n29 = 0;
          for (;;) {
            if (n29 >= 3) break;
            s28 = p;
            L14: {
              if (p >= len) break L14;
              c = input.charCodeAt(p);
              if (!((c >= 48 && c <= 57))) break L14;
              p++;
              n29++;
              continue;
            }
            p = s28;
            break;
          }
          if (n29 < 1) break L12;
          if (p >= len) break L12;
          c = input.charCodeAt(p);
          if (!(c === 46)) break L12;
          p++;
          n31 = 0;
          for (;;) {
            if (n31 >= 3) break;
            s30 = p;
            L15: {
              if (p >= len) break L15;
              c = input.charCodeAt(p);
              if (!((c >= 48 && c <= 57))) break L15;
              p++;
              n31++;
              continue;
            }
            p = s30;
            break;
          }
          if (n31 < 1) break L12;
          if (p >= len) break L12;
          c = input.charCodeAt(p);
          if (!(c === 46)) break L12;
          p++;
          n33 = 0;
          for (;;) {
            if (n33 >= 3) break;
            s32 = p;
            L16: {
              if (p >= len) break L16;
              c = input.charCodeAt(p);
              if (!((c >= 48 && c <= 57))) break L16;
              p++;
              n33++;
              continue;
            }
            p = s32;
            break;
          }
          if (n33 < 1) break L12;
          s24 = p;
        }
        p = s24;
      }
      return p;
    }
    return -1;
  }
  function peg$m_hexpart(input, p) {
    const len = input.length;
    let s0, s1, s2, s3, s4, n5, c, s7, s8, s9, s10, n11, s12, s13, s14, s15, s16, n17, s18, s19, s20, s21, n22, s23, s24, s25, s26, n27, s28, s29, s30, s31, n32, s33, s34, s35, s36, s37, s38, n39, s40, s41, s42, s43, n44, s45;
    F: {
      s0 = p;
      L0: {
        L1: {
          if (input.indexOf("::", p) < 0) break L1;
          s1 = p;
          s2 = p;
          s3 = p;
          n5 = 0;
          for (;;) {
            if (n5 >= 4) break;
            s4 = p;
            L2: {
              if (p >= len) break L2;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L2;
              p++;
              n5++;
              continue;
            }
            p = s4;
            break;
          }
          if (n5 < 1) break L1;
          s7 = p;
          L3: {
            if (p >= len) break L3;
            c = input.charCodeAt(p);
            if (!(c === 46)) break L3;
            p++;
            break L1;
          }
          p = s7;
          for (;;) {
            s8 = p;
            L4: {
              if (p >= len) break L4;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L4;
              p++;
              s9 = p;
              n11 = 0;
              for (;;) {
                if (n11 >= 4) break;
                s10 = p;
                L5: {
                  if (p >= len) break L5;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L5;
                  p++;
                  n11++;
                  continue;
                }
                p = s10;
                break;
              }
              if (n11 < 1) break L4;
              s12 = p;
              L6: {
                if (p >= len) break L6;
                c = input.charCodeAt(p);
                if (!(c === 46)) break L6;
                p++;
                break L4;
              }
              p = s12;
              continue;
            }
            p = s8;
            break;
          }
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break L1;
          p += 2;
          s13 = p;
          L7: {
            s14 = p;
            s15 = p;
            n17 = 0;
            for (;;) {
              if (n17 >= 4) break;
              s16 = p;
              L8: {
                if (p >= len) break L8;
                c = input.charCodeAt(p);
                if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L8;
                p++;
                n17++;
                continue;
              }
              p = s16;
              break;
            }
            if (n17 < 1) break L7;
            s18 = p;
            L9: {
              if (p >= len) break L9;
              c = input.charCodeAt(p);
              if (!(c === 46)) break L9;
              p++;
              break L7;
            }
            p = s18;
            for (;;) {
              s19 = p;
              L10: {
                if (p >= len) break L10;
                c = input.charCodeAt(p);
                if (!(c === 58)) break L10;
                p++;
                s20 = p;
                n22 = 0;
                for (;;) {
                  if (n22 >= 4) break;
                  s21 = p;
                  L11: {
                    if (p >= len) break L11;
                    c = input.charCodeAt(p);
                    if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L11;
                    p++;
                    n22++;
                    continue;
                  }
                  p = s21;
                  break;
                }
                if (n22 < 1) break L10;
                s23 = p;
                L12: {
                  if (p >= len) break L12;
                  c = input.charCodeAt(p);
                  if (!(c === 46)) break L12;
                  p++;
                  break L10;
                }
                p = s23;
                continue;
              }
              p = s19;
              break;
            }
            s13 = p;
          }
          p = s13;
          break L0;
        }
        p = s0;
        L13: {
          s24 = p;
          s25 = p;
          n27 = 0;
          for (;;) {
            if (n27 >= 4) break;
            s26 = p;
            L14: {
              if (p >= len) break L14;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L14;
              p++;
              n27++;
              continue;
            }
            p = s26;
            break;
          }
          if (n27 < 1) break L13;
          s28 = p;
          L15: {
            if (p >= len) break L15;
            c = input.charCodeAt(p);
            if (!(c === 46)) break L15;
            p++;
            break L13;
          }
          p = s28;
          for (;;) {
            s29 = p;
            L16: {
              if (p >= len) break L16;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L16;
              p++;
              s30 = p;
              n32 = 0;
              for (;;) {
                if (n32 >= 4) break;
                s31 = p;
                L17: {
                  if (p >= len) break L17;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L17;
                  p++;
                  n32++;
                  continue;
                }
                p = s31;
                break;
              }
              if (n32 < 1) break L16;
              s33 = p;
              L18: {
                if (p >= len) break L18;
                c = input.charCodeAt(p);
                if (!(c === 46)) break L18;
                p++;
                break L16;
              }
              p = s33;
              continue;
            }
            p = s29;
            break;
          }
          break L0;
        }
        p = s0;
        s34 = p;
        if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break F;
        p += 2;
        s35 = p;
        L19: {
          s36 = p;
          s37 = p;
          n39 = 0;
          for (;;) {
            if (n39 >= 4) break;
            s38 = p;
            L20: {
              if (p >= len) break L20;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L20;
              p++;
              n39++;
              continue;
            }
            p = s38;
            break;
          }
          if (n39 < 1) break L19;
          s40 = p;
          L21: {
            if (p >= len) break L21;
            c = input.charCodeAt(p);
            if (!(c === 46)) break L21;
            p++;
            break L19;
          }
          p = s40;
          for (;;) {
            s41 = p;
            L22: {
              if (p >= len) break L22;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L22;
              p++;
              s42 = p;
              n44 = 0;
              for (;;) {
                if (n44 >= 4) break;
                s43 = p;
                L23: {
                  if (p >= len) break L23;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L23;
                  p++;
                  n44++;
                  continue;
                }
                p = s43;
                break;
              }
              if (n44 < 1) break L22;
              s45 = p;
              L24: {
                if (p >= len) break L24;
                c = input.charCodeAt(p);
                if (!(c === 46)) break L24;
                p++;
                break L22;
              }
              p = s45;
              continue;
            }
            p = s41;
            break;
          }
          s35 = p;
        }
        p = s35;
      }
      return p;
    }
    return -1;
  }
  function peg$m_path_segments(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R8.lastIndex = p;
        peg$R8.test(input);
        p = peg$R8.lastIndex;
      } else {
        do {
          s1 = p;
          peg$R9.lastIndex = p;
          peg$R9.test(input);
          p = peg$R9.lastIndex;
        } while (p - s1 >= 4096);
      }
      return p;
    }
    return -1;
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
  function peg$v_IPv4address(input, p) {
    const len = input.length;
    let r0, s1, s2, n3, c, s5, n6, s7, n8, s9, n10;
    F: {
      s1 = p;
      n3 = 0;
      for (;;) {
        if (n3 >= 3) break;
        s2 = p;
        L0: {
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L0;
          p++;
          n3++;
          continue;
        }
        p = s2;
        break;
      }
      if (n3 < 1) break F;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 46)) break F;
      p++;
      n6 = 0;
      for (;;) {
        if (n6 >= 3) break;
        s5 = p;
        L1: {
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L1;
          p++;
          n6++;
          continue;
        }
        p = s5;
        break;
      }
      if (n6 < 1) break F;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 46)) break F;
      p++;
      n8 = 0;
      for (;;) {
        if (n8 >= 3) break;
        s7 = p;
        L2: {
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L2;
          p++;
          n8++;
          continue;
        }
        p = s7;
        break;
      }
      if (n8 < 1) break F;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 46)) break F;
      p++;
      n10 = 0;
      for (;;) {
        if (n10 >= 3) break;
        s9 = p;
        L3: {
          if (p >= len) break L3;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L3;
          p++;
          n10++;
          continue;
        }
        p = s9;
        break;
      }
      if (n10 < 1) break F;
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
  function peg$v_IPv6reference(input, p) {
    const len = input.length;
    let r0, s1, c;
    F: {
      s1 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 91)) break F;
      p++;
      p = peg$m_IPv6address(input, p);
      if (p < 0) break F;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 93)) break F;
      p++;
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_URI_reference(input, p) {
    const len = input.length;
    let r0, s1, l2, s3, s4, l5, s6, c, s8, e9, s10, s11;
    F: {
      s1 = p;
      s3 = p;
      L1: {
        L0: {
          s4 = p;
          L2: {
            L3: {
              l2 = peg$v_absoluteURI(input, p);
              if (l2 === peg$FAILED) break L3;
              p = peg$end;
              break L2;
            }
            p = s4;
            l2 = peg$v_relativeURI(input, p);
            if (l2 === peg$FAILED) break L0;
            p = peg$end;
          }
          break L1;
        }
        p = s3;
        l2 = null;
      }
      s6 = p;
      L5: {
        L4: {
          if (p >= len) break L4;
          c = input.charCodeAt(p);
          if (!(c === 35)) break L4;
          p++;
          s8 = p;
          s10 = p;
          if (len - p <= 2097152) {
            peg$R0.lastIndex = p;
            peg$R0.test(input);
            p = peg$R0.lastIndex;
          } else {
            do {
              s11 = p;
              peg$R1.lastIndex = p;
              peg$R1.test(input);
              p = peg$R1.lastIndex;
            } while (p - s11 >= 4096);
          }
          e9 = p;
          l5 = input.substring(s8, e9);
          break L5;
        }
        p = s6;
        l5 = null;
      }
      r0 = peg$a0(l2, l5);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_abs_path(input, p) {
    const len = input.length;
    let r0, s1, c;
    F: {
      s1 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 47)) break F;
      p++;
      p = peg$m_path_segments(input, p);
      if (p < 0) break F;
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_absoluteURI(input, p) {
    const len = input.length;
    let r0, s1, s2, e3, s4, c, l6, s7;
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
      s7 = p;
      L0: {
        L1: {
          l6 = peg$v_hier_part(input, p);
          if (l6 === peg$FAILED) break L1;
          p = peg$end;
          break L0;
        }
        p = s7;
        l6 = peg$v_opaque_part(input, p);
        if (l6 === peg$FAILED) break F;
        p = peg$end;
      }
      r0 = peg$a1(input.substring(s2, e3), l6);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_alpha(input, p) {
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
  function peg$v_alphanum(input, p) {
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
  function peg$v_authority(input, p) {
    const len = input.length;
    let r0, s1, l2, s3, s4, s5, c, s7;
    F: {
      s1 = p;
      L0: {
        L1: {
          l2 = peg$v_server(input, p);
          if (l2 === peg$FAILED) break L1;
          p = peg$end;
          s3 = p;
          s4 = p;
          L2: {
            L3: {
              s5 = p;
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break L3;
              p++;
              p = s5;
              break L2;
            }
            p = s4;
            s7 = p;
            L4: {
              if (p >= len) break L4;
              c = input.charCodeAt(p);
              if (!(c <= 65535)) break L4;
              p++;
              break L1;
            }
            p = s7;
          }
          p = s3;
          r0 = l2;
          break L0;
        }
        p = s1;
        r0 = peg$v_reg_name(input, p);
        if (r0 === peg$FAILED) break F;
        p = peg$end;
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_authority_end(input, p) {
    const len = input.length;
    let r0, s1, s2, c, s4;
    F: {
      s1 = p;
      L0: {
        L1: {
          s2 = p;
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break L1;
          p++;
          p = s2;
          r0 = undefined;
          break L0;
        }
        p = s1;
        s4 = p;
        L2: {
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!(c <= 65535)) break L2;
          p++;
          break F;
        }
        p = s4;
        r0 = undefined;
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_digit(input, p) {
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
  function peg$v_domainlabel(input, p) {
    const len = input.length;
    let r0, s1, c, s3;
    F: {
      s1 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 256) !== 0)) break F;
      p++;
      s3 = p;
      while (p < len) {
        c = input.charCodeAt(p);
        if (c < 128 && (peg$T0[c] & 256) !== 0) s3 = ++p;
        else if (c === 45) p++;
        else break;
      }
      p = s3;
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_escaped(input, p) {
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
  function peg$v_hex(input, p) {
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
  function peg$v_hex4(input, p) {
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
  function peg$v_hexpart(input, p) {
    const end = peg$m_hexpart(input, p);
    if (end < 0) return peg$FAILED;
    peg$end = end;
    return input.substring(p, end);
  }
  function peg$v_hexseq(input, p) {
    const len = input.length;
    let r0, s1, s2, s3, n4, c, s6, s7, s8, s9, n10, s11;
    F: {
      s1 = p;
      s2 = p;
      n4 = 0;
      for (;;) {
        if (n4 >= 4) break;
        s3 = p;
        L0: {
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L0;
          p++;
          n4++;
          continue;
        }
        p = s3;
        break;
      }
      if (n4 < 1) break F;
      s6 = p;
      L1: {
        if (p >= len) break L1;
        c = input.charCodeAt(p);
        if (!(c === 46)) break L1;
        p++;
        break F;
      }
      p = s6;
      for (;;) {
        s7 = p;
        L2: {
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!(c === 58)) break L2;
          p++;
          s8 = p;
          n10 = 0;
          for (;;) {
            if (n10 >= 4) break;
            s9 = p;
            L3: {
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L3;
              p++;
              n10++;
              continue;
            }
            p = s9;
            break;
          }
          if (n10 < 1) break L2;
          s11 = p;
          L4: {
            if (p >= len) break L4;
            c = input.charCodeAt(p);
            if (!(c === 46)) break L4;
            p++;
            break L2;
          }
          p = s11;
          continue;
        }
        p = s7;
        break;
      }
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_hier_part(input, p) {
    const len = input.length;
    let r0, s1, l2, s3, l4, s5, c, s7, e8, s9, s10;
    F: {
      s1 = p;
      s3 = p;
      L0: {
        L1: {
          l2 = peg$v_net_path(input, p);
          if (l2 === peg$FAILED) break L1;
          p = peg$end;
          break L0;
        }
        p = s3;
        l2 = peg$v_abs_path(input, p);
        if (l2 === peg$FAILED) break F;
        p = peg$end;
      }
      s5 = p;
      L3: {
        L2: {
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!(c === 63)) break L2;
          p++;
          s7 = p;
          s9 = p;
          if (len - p <= 2097152) {
            peg$R0.lastIndex = p;
            peg$R0.test(input);
            p = peg$R0.lastIndex;
          } else {
            do {
              s10 = p;
              peg$R1.lastIndex = p;
              peg$R1.test(input);
              p = peg$R1.lastIndex;
            } while (p - s10 >= 4096);
          }
          e8 = p;
          l4 = input.substring(s7, e8);
          break L3;
        }
        p = s5;
        l4 = null;
      }
      r0 = peg$a3(l2, l4);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_host(input, p) {
    const len = input.length;
    let r0, s1, s2, s3, e4, s5, s6, s7, c, s9, s10, s11, s12, s13, s14, s15, e16, s17, s18, n19, s20, n21, s22, n23, s24, n25, s26, s27, e28, s29;
    F: {
      s1 = p;
      L0: {
        L1: {
          s2 = p;
          s3 = p;
          s5 = p;
          for (;;) {
            s6 = p;
            L2: {
              s7 = p;
              if (p >= len) break L2;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 256) !== 0)) break L2;
              p++;
              s9 = p;
              while (p < len) {
                c = input.charCodeAt(p);
                if (c < 128 && (peg$T0[c] & 256) !== 0) s9 = ++p;
                else if (c === 45) p++;
                else break;
              }
              p = s9;
              if (p >= len) break L2;
              c = input.charCodeAt(p);
              if (!(c === 46)) break L2;
              p++;
              s10 = p;
              if (p >= len) break L2;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 256) !== 0)) break L2;
              p++;
              p = s10;
              continue;
            }
            p = s6;
            break;
          }
          s11 = p;
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break L1;
          p++;
          s12 = p;
          while (p < len) {
            c = input.charCodeAt(p);
            if (c < 128 && (peg$T0[c] & 256) !== 0) s12 = ++p;
            else if (c === 45) p++;
            else break;
          }
          p = s12;
          s13 = p;
          L3: {
            if (p >= len) break L3;
            c = input.charCodeAt(p);
            if (!(c === 46)) break L3;
            p++;
            s13 = p;
          }
          p = s13;
          e4 = p;
          r0 = peg$a7(input.substring(s3, e4));
          break L0;
        }
        p = s1;
        L4: {
          s14 = p;
          s15 = p;
          s17 = p;
          n19 = 0;
          for (;;) {
            if (n19 >= 3) break;
            s18 = p;
            L5: {
              if (p >= len) break L5;
              c = input.charCodeAt(p);
              if (!((c >= 48 && c <= 57))) break L5;
              p++;
              n19++;
              continue;
            }
            p = s18;
            break;
          }
          if (n19 < 1) break L4;
          if (p >= len) break L4;
          c = input.charCodeAt(p);
          if (!(c === 46)) break L4;
          p++;
          n21 = 0;
          for (;;) {
            if (n21 >= 3) break;
            s20 = p;
            L6: {
              if (p >= len) break L6;
              c = input.charCodeAt(p);
              if (!((c >= 48 && c <= 57))) break L6;
              p++;
              n21++;
              continue;
            }
            p = s20;
            break;
          }
          if (n21 < 1) break L4;
          if (p >= len) break L4;
          c = input.charCodeAt(p);
          if (!(c === 46)) break L4;
          p++;
          n23 = 0;
          for (;;) {
            if (n23 >= 3) break;
            s22 = p;
            L7: {
              if (p >= len) break L7;
              c = input.charCodeAt(p);
              if (!((c >= 48 && c <= 57))) break L7;
              p++;
              n23++;
              continue;
            }
            p = s22;
            break;
          }
          if (n23 < 1) break L4;
          if (p >= len) break L4;
          c = input.charCodeAt(p);
          if (!(c === 46)) break L4;
          p++;
          n25 = 0;
          for (;;) {
            if (n25 >= 3) break;
            s24 = p;
            L8: {
              if (p >= len) break L8;
              c = input.charCodeAt(p);
              if (!((c >= 48 && c <= 57))) break L8;
              p++;
              n25++;
              continue;
            }
            p = s24;
            break;
          }
          if (n25 < 1) break L4;
          e16 = p;
          r0 = peg$a8(input.substring(s15, e16));
          break L0;
        }
        p = s1;
        s26 = p;
        s27 = p;
        s29 = p;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c === 91)) break F;
        p++;
        p = peg$m_IPv6address(input, p);
        if (p < 0) break F;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c === 93)) break F;
        p++;
        e28 = p;
        r0 = peg$a9(input.substring(s27, e28));
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_hostname(input, p) {
    const len = input.length;
    let r0, s1, s2, s3, c, s5, s6, s7, s8, s9;
    F: {
      s1 = p;
      for (;;) {
        s2 = p;
        L0: {
          s3 = p;
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 256) !== 0)) break L0;
          p++;
          s5 = p;
          while (p < len) {
            c = input.charCodeAt(p);
            if (c < 128 && (peg$T0[c] & 256) !== 0) s5 = ++p;
            else if (c === 45) p++;
            else break;
          }
          p = s5;
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c === 46)) break L0;
          p++;
          s6 = p;
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 256) !== 0)) break L0;
          p++;
          p = s6;
          continue;
        }
        p = s2;
        break;
      }
      s7 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break F;
      p++;
      s8 = p;
      while (p < len) {
        c = input.charCodeAt(p);
        if (c < 128 && (peg$T0[c] & 256) !== 0) s8 = ++p;
        else if (c === 45) p++;
        else break;
      }
      p = s8;
      s9 = p;
      L1: {
        if (p >= len) break L1;
        c = input.charCodeAt(p);
        if (!(c === 46)) break L1;
        p++;
        s9 = p;
      }
      p = s9;
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_hostport(input, p) {
    const len = input.length;
    let r0, s1, l2, l3, s4, c, s6, e7, s8;
    F: {
      s1 = p;
      l2 = peg$v_host(input, p);
      if (l2 === peg$FAILED) break F;
      p = peg$end;
      s4 = p;
      L1: {
        L0: {
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c === 58)) break L0;
          p++;
          s6 = p;
          s8 = p;
          while (p < len) {
            c = input.charCodeAt(p);
            if (!((c >= 48 && c <= 57))) break;
            p++;
          }
          e7 = p;
          l3 = input.substring(s6, e7);
          break L1;
        }
        p = s4;
        l3 = null;
      }
      r0 = peg$a6(l2, l3);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_lenient_URI_reference(input, p) {
    const len = input.length;
    let r0, s1, l2, s3, s4, l5, s6, c, s8, e9, s10, s11;
    F: {
      s1 = p;
      s3 = p;
      L1: {
        L0: {
          s4 = p;
          L2: {
            L3: {
              l2 = peg$v_absoluteURI(input, p);
              if (l2 === peg$FAILED) break L3;
              p = peg$end;
              break L2;
            }
            p = s4;
            L4: {
              l2 = peg$v_relativeURI(input, p);
              if (l2 === peg$FAILED) break L4;
              p = peg$end;
              break L2;
            }
            p = s4;
            l2 = peg$v_query_only_reference(input, p);
            if (l2 === peg$FAILED) break L0;
            p = peg$end;
          }
          break L1;
        }
        p = s3;
        l2 = null;
      }
      s6 = p;
      L6: {
        L5: {
          if (p >= len) break L5;
          c = input.charCodeAt(p);
          if (!(c === 35)) break L5;
          p++;
          s8 = p;
          s10 = p;
          if (len - p <= 2097152) {
            peg$R0.lastIndex = p;
            peg$R0.test(input);
            p = peg$R0.lastIndex;
          } else {
            do {
              s11 = p;
              peg$R1.lastIndex = p;
              peg$R1.test(input);
              p = peg$R1.lastIndex;
            } while (p - s11 >= 4096);
          }
          e9 = p;
          l5 = input.substring(s8, e9);
          break L6;
        }
        p = s6;
        l5 = null;
      }
      r0 = peg$a11(l2, l5);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_lowalpha(input, p) {
    const len = input.length;
    let r0, c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 97 && c <= 122))) break F;
      r0 = input.charAt(p);
      p++;
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_mark(input, p) {
    const len = input.length;
    let r0, c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 16384) !== 0)) break F;
      r0 = input.charAt(p);
      p++;
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_net_path(input, p) {
    const len = input.length;
    let r0, s1, l2, l3, s4;
    F: {
      s1 = p;
      if (p + 2 > len || input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
      p += 2;
      l2 = peg$v_authority(input, p);
      if (l2 === peg$FAILED) break F;
      p = peg$end;
      s4 = p;
      L1: {
        L0: {
          l3 = peg$v_abs_path(input, p);
          if (l3 === peg$FAILED) break L0;
          p = peg$end;
          break L1;
        }
        p = s4;
        l3 = null;
      }
      r0 = peg$a4(l2, l3);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_opaque_part(input, p) {
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
        peg$R0.lastIndex = p;
        peg$R0.test(input);
        p = peg$R0.lastIndex;
      } else {
        do {
          s5 = p;
          peg$R1.lastIndex = p;
          peg$R1.test(input);
          p = peg$R1.lastIndex;
        } while (p - s5 >= 4096);
      }
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_param(input, p) {
    const len = input.length;
    let r0, s1, s2;
    F: {
      s1 = p;
      if (len - p <= 2097152) {
        peg$R11.lastIndex = p;
        peg$R11.test(input);
        p = peg$R11.lastIndex;
      } else {
        do {
          s2 = p;
          peg$R12.lastIndex = p;
          peg$R12.test(input);
          p = peg$R12.lastIndex;
        } while (p - s2 >= 4096);
      }
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_path(input, p) {
    const len = input.length;
    let r0, s1, s2, s3, s4, c, s6, s7, s8, s9;
    F: {
      s1 = p;
      s2 = p;
      L0: {
        s3 = p;
        L1: {
          L2: {
            s4 = p;
            if (p >= len) break L2;
            c = input.charCodeAt(p);
            if (!(c === 47)) break L2;
            p++;
            p = peg$m_path_segments(input, p);
            if (p < 0) break L2;
            break L1;
          }
          p = s3;
          s6 = p;
          s7 = p;
          L3: {
            L4: {
              if (p >= len) break L4;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 2) !== 0)) break L4;
              p++;
              break L3;
            }
            p = s7;
            s8 = p;
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
  function peg$v_path_segments(input, p) {
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
  function peg$v_pchar(input, p) {
    const len = input.length;
    let r0, s1, c;
    F: {
      s1 = p;
      L0: {
        L1: {
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 512) !== 0)) break L1;
          r0 = input.charAt(p);
          p++;
          break L0;
        }
        p = s1;
        r0 = peg$v_escaped(input, p);
        if (r0 === peg$FAILED) break F;
        p = peg$end;
      }
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
  function peg$v_query_only_reference(input, p) {
    const len = input.length;
    let r0, s1, c, s3, e4, s5, s6;
    F: {
      s1 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 63)) break F;
      p++;
      s3 = p;
      s5 = p;
      if (len - p <= 2097152) {
        peg$R0.lastIndex = p;
        peg$R0.test(input);
        p = peg$R0.lastIndex;
      } else {
        do {
          s6 = p;
          peg$R1.lastIndex = p;
          peg$R1.test(input);
          p = peg$R1.lastIndex;
        } while (p - s6 >= 4096);
      }
      e4 = p;
      r0 = peg$a10(input.substring(s3, e4));
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_reg_name(input, p) {
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
  function peg$v_rel_path(input, p) {
    const len = input.length;
    let r0, s1, s2, s3, s4, s5, s6, c;
    F: {
      s1 = p;
      s2 = p;
      if (len - p <= 2097152) {
        peg$R2.lastIndex = p;
        if (!peg$R2.test(input)) break F;
        p = peg$R2.lastIndex;
      } else {
        s4 = p;
        do {
          s3 = p;
          peg$R3.lastIndex = p;
          peg$R3.test(input);
          p = peg$R3.lastIndex;
        } while (p - s3 >= 4096);
        if (p === s4) break F;
      }
      s5 = p;
      L0: {
        s6 = p;
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!(c === 47)) break L0;
        p++;
        p = peg$m_path_segments(input, p);
        if (p < 0) break L0;
        s5 = p;
      }
      p = s5;
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_rel_segment(input, p) {
    const len = input.length;
    let r0, s1, s2, s3;
    F: {
      s1 = p;
      if (len - p <= 2097152) {
        peg$R2.lastIndex = p;
        if (!peg$R2.test(input)) break F;
        p = peg$R2.lastIndex;
      } else {
        s3 = p;
        do {
          s2 = p;
          peg$R3.lastIndex = p;
          peg$R3.test(input);
          p = peg$R3.lastIndex;
        } while (p - s2 >= 4096);
        if (p === s3) break F;
      }
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_relativeURI(input, p) {
    const len = input.length;
    let r0, s1, l2, s3, l4, s5, c, s7, e8, s9, s10;
    F: {
      s1 = p;
      s3 = p;
      L0: {
        L1: {
          l2 = peg$v_net_path(input, p);
          if (l2 === peg$FAILED) break L1;
          p = peg$end;
          break L0;
        }
        p = s3;
        L2: {
          l2 = peg$v_abs_path(input, p);
          if (l2 === peg$FAILED) break L2;
          p = peg$end;
          break L0;
        }
        p = s3;
        l2 = peg$v_rel_path(input, p);
        if (l2 === peg$FAILED) break F;
        p = peg$end;
      }
      s5 = p;
      L4: {
        L3: {
          if (p >= len) break L3;
          c = input.charCodeAt(p);
          if (!(c === 63)) break L3;
          p++;
          s7 = p;
          s9 = p;
          if (len - p <= 2097152) {
            peg$R0.lastIndex = p;
            peg$R0.test(input);
            p = peg$R0.lastIndex;
          } else {
            do {
              s10 = p;
              peg$R1.lastIndex = p;
              peg$R1.test(input);
              p = peg$R1.lastIndex;
            } while (p - s10 >= 4096);
          }
          e8 = p;
          l4 = input.substring(s7, e8);
          break L4;
        }
        p = s5;
        l4 = null;
      }
      r0 = peg$a2(l2, l4);
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
      if (!(c < 128 && (peg$T0[c] & 4096) !== 0)) break F;
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
          peg$R5.lastIndex = p;
          peg$R5.test(input);
          p = peg$R5.lastIndex;
        } while (p - s2 >= 4096);
      }
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_server(input, p) {
    const len = input.length;
    let r0, s1, s2, l3, s4, s5, e6, s7, s8, c, l10;
    F: {
      s1 = p;
      L1: {
        L0: {
          s2 = p;
          s4 = p;
          L3: {
            L2: {
              if (input.indexOf("@", p) < 0) break L2;
              s5 = p;
              s7 = p;
              if (len - p <= 2097152) {
                peg$R6.lastIndex = p;
                peg$R6.test(input);
                p = peg$R6.lastIndex;
              } else {
                do {
                  s8 = p;
                  peg$R7.lastIndex = p;
                  peg$R7.test(input);
                  p = peg$R7.lastIndex;
                } while (p - s8 >= 4096);
              }
              e6 = p;
              if (p >= len) break L2;
              c = input.charCodeAt(p);
              if (!(c === 64)) break L2;
              p++;
              l3 = input.substring(s5, e6);
              break L3;
            }
            p = s4;
            l3 = null;
          }
          l10 = peg$v_hostport(input, p);
          if (l10 === peg$FAILED) break L0;
          p = peg$end;
          r0 = peg$a5(l3, l10);
          break L1;
        }
        p = s1;
        r0 = null;
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_toplabel(input, p) {
    const len = input.length;
    let r0, s1, c, s3;
    F: {
      s1 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break F;
      p++;
      s3 = p;
      while (p < len) {
        c = input.charCodeAt(p);
        if (c < 128 && (peg$T0[c] & 256) !== 0) s3 = ++p;
        else if (c === 45) p++;
        else break;
      }
      p = s3;
      r0 = input.substring(s1, p);
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
      if (!(c < 128 && (peg$T0[c] & 8192) !== 0)) break F;
      r0 = input.charAt(p);
      p++;
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_upalpha(input, p) {
    const len = input.length;
    let r0, c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 65 && c <= 90))) break F;
      r0 = input.charAt(p);
      p++;
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_uric(input, p) {
    const len = input.length;
    let r0, s1, c;
    F: {
      s1 = p;
      L0: {
        L1: {
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 2048) !== 0)) break L1;
          r0 = input.charAt(p);
          p++;
          break L0;
        }
        p = s1;
        r0 = peg$v_escaped(input, p);
        if (r0 === peg$FAILED) break F;
        p = peg$end;
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_uric_no_slash(input, p) {
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
        r0 = peg$v_escaped(input, p);
        if (r0 === peg$FAILED) break F;
        p = peg$end;
      }
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
    ["URI_reference", peg$v_URI_reference],
    ["absoluteURI", peg$v_absoluteURI],
    ["relativeURI", peg$v_relativeURI],
    ["hier_part", peg$v_hier_part],
    ["opaque_part", peg$v_opaque_part],
    ["uric_no_slash", peg$v_uric_no_slash],
    ["net_path", peg$v_net_path],
    ["abs_path", peg$v_abs_path],
    ["rel_path", peg$v_rel_path],
    ["rel_segment", peg$v_rel_segment],
    ["scheme", peg$v_scheme],
    ["authority", peg$v_authority],
    ["reg_name", peg$v_reg_name],
    ["server", peg$v_server],
    ["userinfo", peg$v_userinfo],
    ["hostport", peg$v_hostport],
    ["host", peg$v_host],
    ["hostname", peg$v_hostname],
    ["domainlabel", peg$v_domainlabel],
    ["toplabel", peg$v_toplabel],
    ["IPv4address", peg$v_IPv4address],
    ["port", peg$v_port],
    ["path", peg$v_path],
    ["path_segments", peg$v_path_segments],
    ["segment", peg$v_segment],
    ["param", peg$v_param],
    ["pchar", peg$v_pchar],
    ["query", peg$v_query],
    ["fragment", peg$v_fragment],
    ["uric", peg$v_uric],
    ["reserved", peg$v_reserved],
    ["unreserved", peg$v_unreserved],
    ["mark", peg$v_mark],
    ["escaped", peg$v_escaped],
    ["hex", peg$v_hex],
    ["alphanum", peg$v_alphanum],
    ["alpha", peg$v_alpha],
    ["lowalpha", peg$v_lowalpha],
    ["upalpha", peg$v_upalpha],
    ["digit", peg$v_digit],
    ["authority_end", peg$v_authority_end],
    ["query_only_reference", peg$v_query_only_reference],
    ["lenient_URI_reference", peg$v_lenient_URI_reference],
    ["IPv6reference", peg$v_IPv6reference],
    ["IPv6address", peg$v_IPv6address],
    ["hexpart", peg$v_hexpart],
    ["hexseq", peg$v_hexseq],
    ["hex4", peg$v_hex4],
    ["DIGIT", peg$v_DIGIT],
    ["HEXDIG", peg$v_HEXDIG],
  ]);
  const peg$defaultStart = peg$starts.get("URI_reference");

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
