// GENERATED FILE, do not edit. The fast parser of every rule.
// Source: grammars/rfc1808.peggy. Edit the grammar and run `npm run generate`.
// Generator: scripts/generate.js with peggy 5.1.0.
"use strict";

// The fast parser (scripts/optimize.js, generateSplit): on input outside the
// language it returns peg$reject; generated/rfc1808.rules.report.js reports.
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

// No peggy parser here (generated/rfc1808.js has it, with every rule): a
// call the fast parser does not take gets the error peggy's would throw.
const peg$allowedStartRules = ["URL","absoluteURL","generic_RL","relativeURL","net_path","abs_path","rel_path","path","fsegment","segment","params","param","scheme","net_loc","query","fragment","pchar","uchar","unreserved","escape","hex","alpha","lowalpha","hialpha","digit","safe","extra","national","reserved","punctuation","absoluteURL_end","net_loc_login","login","hostport","host","hostname","domainlabel","toplabel","alphadigit","hostnumber","port","user","password","digits"];
function peg$parse(input, options) {
  const startRule = options.startRule === undefined ? peg$allowedStartRules[0] : options.startRule;
  if (!peg$allowedStartRules.includes(startRule)) {
    throw new Error(`Can't start parsing from rule "${startRule}".`);
  }
  if (typeof input !== "string") throw new TypeError("input must be a string");
  throw new Error("generated/rfc1808.rules.js takes no peggy options; generated/rfc1808.js does");
}
const peg$NO_REPORT = "generated/rfc1808.rules.js has no reporting parser: give peg$reject, or parse with generated/rfc1808.rules.report.js";

// ---------------------------------------------------------------------------
// The tables of the character sets, which the reporting module reads too.
const peg$T0 = Int32Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 82, 512, 512, 50, 512, 2314, 82, 82, 82, 82, 51, 82, 51, 51, 256, 1047, 1047, 1047, 1047, 1047, 1047, 1047, 1047, 1047, 1047, 266, 2304, 512, 2314, 512, 2304, 266, 1047, 1047, 1047, 1047, 1047, 1047, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 128, 128, 128, 128, 50, 128, 1047, 1047, 1047, 1047, 1047, 1047, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 1043, 128, 128, 128, 128, 0]);

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


  function peg$a0(url, fragment) { return { url, fragment }; }
  function peg$a1(scheme, opaque) { return { type: "opaque", scheme, opaque }; }
  function peg$a2(scheme, relativeURL) { return { type: "generic-RL", scheme, relativeURL }; }
  function peg$a3(netLoc, absPath) { return { type: "net_path", netLoc, absPath }; }
  function peg$a4(relPath) { return { type: "abs_path", relPath }; }
  function peg$a5(path, params, query) { return { type: "rel_path", path, params, query }; }
  function peg$a6() { return null; }
  function peg$a7(user, password) { return { user, password }; }
  function peg$a8(credentials, hostport) { return { credentials, hostport }; }
  function peg$a9(host, port) { return { host, port }; }
  function peg$a10(text) { return { type: "hostname", text }; }
  function peg$a11(text) { return { type: "hostnumber", text }; }

  const peg$R0 = /(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R1 = /(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R2 = /(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x3f-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R3 = /(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x3f-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R4 = /(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R5 = /(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R6 = /(?:[\x21\x24\x26-\x3a\x3d\x40-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R7 = /(?:[\x21\x24\x26-\x3a\x3d\x40-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R8 = /(?:[\x21\x24\x26-\x2e0-\x3a\x3d\x40-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])+/y;
  const peg$R9 = /(?:[\x21\x24\x26-\x2e0-\x3a\x3d\x40-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R10 = /(?:[\x21\x24\x26-\x2e0-\x3a\x3d\x40-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R11 = /(?:[\x21\x24\x26-\x2e0-9\x3b\x3d\x3fA-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R12 = /(?:[\x21\x24\x26-\x2e0-9\x3b\x3d\x3fA-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  function peg$v_URL(input, p) {
    const len = input.length;
    let r0, s1, l2, s3, l4, s5, c, s7, e8, s9, s10;
    F: {
      s1 = p;
      s3 = p;
      L0: {
        L1: {
          l2 = peg$v_absoluteURL(input, p);
          if (l2 === peg$FAILED) break L1;
          p = peg$end;
          break L0;
        }
        p = s3;
        l2 = peg$v_relativeURL(input, p);
        if (l2 === peg$FAILED) break F;
        p = peg$end;
      }
      s5 = p;
      L3: {
        L2: {
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!(c === 35)) break L2;
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
      r0 = peg$a0(l2, l4);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_abs_path(input, p) {
    const len = input.length;
    let r0, s1, c, l3;
    F: {
      s1 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 47)) break F;
      p++;
      l3 = peg$v_rel_path(input, p);
      if (l3 === peg$FAILED) break F;
      p = peg$end;
      r0 = peg$a4(l3);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_absoluteURL(input, p) {
    const len = input.length;
    let r0, s1, l2, s3, s4, s5, c, s7, s8, s9, e10, s11, s12, e13, s14, s15;
    F: {
      s1 = p;
      L0: {
        L1: {
          l2 = peg$v_generic_RL(input, p);
          if (l2 === peg$FAILED) break L1;
          p = peg$end;
          s3 = p;
          s4 = p;
          L2: {
            L3: {
              s5 = p;
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c === 35)) break L3;
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
        s8 = p;
        s9 = p;
        s11 = p;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 1) !== 0)) break F;
        p++;
        while (p < len) {
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 1) !== 0)) break;
          p++;
        }
        e10 = p;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c === 58)) break F;
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
        r0 = peg$a1(input.substring(s9, e10), input.substring(s12, e13));
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_absoluteURL_end(input, p) {
    const len = input.length;
    let r0, s1, s2, c, s4;
    F: {
      s1 = p;
      L0: {
        L1: {
          s2 = p;
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c === 35)) break L1;
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
  function peg$v_alphadigit(input, p) {
    const len = input.length;
    let r0, c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 1024) !== 0)) break F;
      r0 = input.charAt(p);
      p++;
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
  function peg$v_digits(input, p) {
    const len = input.length;
    let r0, s1, c;
    F: {
      s1 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 48 && c <= 57))) break F;
      p++;
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
  function peg$v_domainlabel(input, p) {
    const len = input.length;
    let r0, s1, c, s3;
    F: {
      s1 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 1024) !== 0)) break F;
      p++;
      s3 = p;
      while (p < len) {
        c = input.charCodeAt(p);
        if (c < 128 && (peg$T0[c] & 1024) !== 0) s3 = ++p;
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
  function peg$v_escape(input, p) {
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
  function peg$v_extra(input, p) {
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
  function peg$v_fsegment(input, p) {
    const len = input.length;
    let r0, s1, s2, s3;
    F: {
      s1 = p;
      if (len - p <= 2097152) {
        peg$R8.lastIndex = p;
        if (!peg$R8.test(input)) break F;
        p = peg$R8.lastIndex;
      } else {
        s3 = p;
        do {
          s2 = p;
          peg$R9.lastIndex = p;
          peg$R9.test(input);
          p = peg$R9.lastIndex;
        } while (p - s2 >= 4096);
        if (p === s3) break F;
      }
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_generic_RL(input, p) {
    const len = input.length;
    let r0, s1, s2, e3, s4, c, l6;
    F: {
      s1 = p;
      s2 = p;
      s4 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 1) !== 0)) break F;
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
      l6 = peg$v_relativeURL(input, p);
      if (l6 === peg$FAILED) break F;
      p = peg$end;
      r0 = peg$a2(input.substring(s2, e3), l6);
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
  function peg$v_hialpha(input, p) {
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
  function peg$v_host(input, p) {
    const len = input.length;
    let r0, s1, s2, s3, e4, s5, s6, s7, c, s9, s10, s11, s12, s13, s14, e15, s16, s17, s18, s19, s20;
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
              if (!(c < 128 && (peg$T0[c] & 1024) !== 0)) break L2;
              p++;
              s9 = p;
              while (p < len) {
                c = input.charCodeAt(p);
                if (c < 128 && (peg$T0[c] & 1024) !== 0) s9 = ++p;
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
              if (!(c < 128 && (peg$T0[c] & 1024) !== 0)) break L2;
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
            if (c < 128 && (peg$T0[c] & 1024) !== 0) s12 = ++p;
            else if (c === 45) p++;
            else break;
          }
          p = s12;
          e4 = p;
          r0 = peg$a10(input.substring(s3, e4));
          break L0;
        }
        p = s1;
        s13 = p;
        s14 = p;
        s16 = p;
        s17 = p;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break F;
        p++;
        while (p < len) {
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break;
          p++;
        }
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c === 46)) break F;
        p++;
        s18 = p;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break F;
        p++;
        while (p < len) {
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break;
          p++;
        }
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c === 46)) break F;
        p++;
        s19 = p;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break F;
        p++;
        while (p < len) {
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break;
          p++;
        }
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c === 46)) break F;
        p++;
        s20 = p;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break F;
        p++;
        while (p < len) {
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break;
          p++;
        }
        e15 = p;
        r0 = peg$a11(input.substring(s14, e15));
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_hostname(input, p) {
    const len = input.length;
    let r0, s1, s2, s3, c, s5, s6, s7, s8;
    F: {
      s1 = p;
      for (;;) {
        s2 = p;
        L0: {
          s3 = p;
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 1024) !== 0)) break L0;
          p++;
          s5 = p;
          while (p < len) {
            c = input.charCodeAt(p);
            if (c < 128 && (peg$T0[c] & 1024) !== 0) s5 = ++p;
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
          if (!(c < 128 && (peg$T0[c] & 1024) !== 0)) break L0;
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
        if (c < 128 && (peg$T0[c] & 1024) !== 0) s8 = ++p;
        else if (c === 45) p++;
        else break;
      }
      p = s8;
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_hostnumber(input, p) {
    const len = input.length;
    let r0, s1, s2, c, s4, s5, s6;
    F: {
      s1 = p;
      s2 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 48 && c <= 57))) break F;
      p++;
      while (p < len) {
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break;
        p++;
      }
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 46)) break F;
      p++;
      s4 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 48 && c <= 57))) break F;
      p++;
      while (p < len) {
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break;
        p++;
      }
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 46)) break F;
      p++;
      s5 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 48 && c <= 57))) break F;
      p++;
      while (p < len) {
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break;
        p++;
      }
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 46)) break F;
      p++;
      s6 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 48 && c <= 57))) break F;
      p++;
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
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L0;
          p++;
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
      r0 = peg$a9(l2, l3);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_login(input, p) {
    const len = input.length;
    let r0, s1, l2, s3, s4, s5, e6, s7, s8, l9, s10, c, s12, e13, s14, s15, l16;
    F: {
      s1 = p;
      s3 = p;
      L1: {
        L0: {
          if (input.indexOf("@", p) < 0) break L0;
          s4 = p;
          s5 = p;
          s7 = p;
          if (len - p <= 2097152) {
            peg$R11.lastIndex = p;
            peg$R11.test(input);
            p = peg$R11.lastIndex;
          } else {
            do {
              s8 = p;
              peg$R12.lastIndex = p;
              peg$R12.test(input);
              p = peg$R12.lastIndex;
            } while (p - s8 >= 4096);
          }
          e6 = p;
          s10 = p;
          L3: {
            L2: {
              if (p >= len) break L2;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L2;
              p++;
              s12 = p;
              s14 = p;
              if (len - p <= 2097152) {
                peg$R11.lastIndex = p;
                peg$R11.test(input);
                p = peg$R11.lastIndex;
              } else {
                do {
                  s15 = p;
                  peg$R12.lastIndex = p;
                  peg$R12.test(input);
                  p = peg$R12.lastIndex;
                } while (p - s15 >= 4096);
              }
              e13 = p;
              l9 = input.substring(s12, e13);
              break L3;
            }
            p = s10;
            l9 = null;
          }
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c === 64)) break L0;
          p++;
          l2 = peg$a7(input.substring(s5, e6), l9);
          break L1;
        }
        p = s3;
        l2 = null;
      }
      l16 = peg$v_hostport(input, p);
      if (l16 === peg$FAILED) break F;
      p = peg$end;
      r0 = peg$a8(l2, l16);
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
  function peg$v_national(input, p) {
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
  function peg$v_net_loc(input, p) {
    const len = input.length;
    let r0, s1, s2;
    F: {
      s1 = p;
      if (len - p <= 2097152) {
        peg$R2.lastIndex = p;
        peg$R2.test(input);
        p = peg$R2.lastIndex;
      } else {
        do {
          s2 = p;
          peg$R3.lastIndex = p;
          peg$R3.test(input);
          p = peg$R3.lastIndex;
        } while (p - s2 >= 4096);
      }
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_net_loc_login(input, p) {
    const len = input.length;
    let r0, s1, l2, s3, c, s5;
    F: {
      s1 = p;
      L0: {
        L1: {
          l2 = peg$v_login(input, p);
          if (l2 === peg$FAILED) break L1;
          p = peg$end;
          s3 = p;
          L2: {
            if (p >= len) break L2;
            c = input.charCodeAt(p);
            if (!(c <= 65535)) break L2;
            p++;
            break L1;
          }
          p = s3;
          r0 = l2;
          break L0;
        }
        p = s1;
        s5 = p;
        while (p < len) {
          c = input.charCodeAt(p);
          if (!(c <= 65535)) break;
          p++;
        }
        r0 = peg$a6();
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_net_path(input, p) {
    const len = input.length;
    let r0, s1, s2, e3, s4, s5, l6, s7;
    F: {
      s1 = p;
      if (p + 2 > len || input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
      p += 2;
      s2 = p;
      s4 = p;
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
      e3 = p;
      s7 = p;
      L1: {
        L0: {
          l6 = peg$v_abs_path(input, p);
          if (l6 === peg$FAILED) break L0;
          p = peg$end;
          break L1;
        }
        p = s7;
        l6 = null;
      }
      r0 = peg$a3(input.substring(s2, e3), l6);
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
  function peg$v_params(input, p) {
    const len = input.length;
    let r0, s1, s2;
    F: {
      s1 = p;
      if (len - p <= 2097152) {
        peg$R4.lastIndex = p;
        peg$R4.test(input);
        p = peg$R4.lastIndex;
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
  function peg$v_password(input, p) {
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
        peg$R6.lastIndex = p;
        peg$R6.test(input);
        p = peg$R6.lastIndex;
      } else {
        do {
          s5 = p;
          peg$R7.lastIndex = p;
          peg$R7.test(input);
          p = peg$R7.lastIndex;
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
          r0 = peg$v_uchar(input, p);
          if (r0 === peg$FAILED) break L1;
          p = peg$end;
          break L0;
        }
        p = s1;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 8) !== 0)) break F;
        r0 = input.charAt(p);
        p++;
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_port(input, p) {
    const len = input.length;
    let r0;
    F: {
      r0 = peg$v_digits(input, p);
      if (r0 === peg$FAILED) break F;
      p = peg$end;
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_punctuation(input, p) {
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
  function peg$v_rel_path(input, p) {
    const len = input.length;
    let r0, s1, l2, s3, l4, s5, c, s7, e8, s9, s10, l11, s12, s13, e14, s15, s16;
    F: {
      s1 = p;
      s3 = p;
      L1: {
        L0: {
          l2 = peg$v_path(input, p);
          if (l2 === peg$FAILED) break L0;
          p = peg$end;
          break L1;
        }
        p = s3;
        l2 = null;
      }
      s5 = p;
      L3: {
        L2: {
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!(c === 59)) break L2;
          p++;
          s7 = p;
          s9 = p;
          if (len - p <= 2097152) {
            peg$R4.lastIndex = p;
            peg$R4.test(input);
            p = peg$R4.lastIndex;
          } else {
            do {
              s10 = p;
              peg$R5.lastIndex = p;
              peg$R5.test(input);
              p = peg$R5.lastIndex;
            } while (p - s10 >= 4096);
          }
          e8 = p;
          l4 = input.substring(s7, e8);
          break L3;
        }
        p = s5;
        l4 = null;
      }
      s12 = p;
      L5: {
        L4: {
          if (p >= len) break L4;
          c = input.charCodeAt(p);
          if (!(c === 63)) break L4;
          p++;
          s13 = p;
          s15 = p;
          if (len - p <= 2097152) {
            peg$R0.lastIndex = p;
            peg$R0.test(input);
            p = peg$R0.lastIndex;
          } else {
            do {
              s16 = p;
              peg$R1.lastIndex = p;
              peg$R1.test(input);
              p = peg$R1.lastIndex;
            } while (p - s16 >= 4096);
          }
          e14 = p;
          l11 = input.substring(s13, e14);
          break L5;
        }
        p = s12;
        l11 = null;
      }
      r0 = peg$a5(l2, l4, l11);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_relativeURL(input, p) {
    const len = input.length;
    let r0, s1;
    F: {
      s1 = p;
      L0: {
        L1: {
          r0 = peg$v_net_path(input, p);
          if (r0 === peg$FAILED) break L1;
          p = peg$end;
          break L0;
        }
        p = s1;
        L2: {
          r0 = peg$v_abs_path(input, p);
          if (r0 === peg$FAILED) break L2;
          p = peg$end;
          break L0;
        }
        p = s1;
        r0 = peg$v_rel_path(input, p);
        if (r0 === peg$FAILED) break F;
        p = peg$end;
      }
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
      if (!(c < 128 && (peg$T0[c] & 256) !== 0)) break F;
      r0 = input.charAt(p);
      p++;
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_safe(input, p) {
    const len = input.length;
    let r0, c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break F;
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
      if (!(c < 128 && (peg$T0[c] & 1) !== 0)) break F;
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
        if (c < 128 && (peg$T0[c] & 1024) !== 0) s3 = ++p;
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
  function peg$v_uchar(input, p) {
    const len = input.length;
    let r0, s1, c;
    F: {
      s1 = p;
      L0: {
        L1: {
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L1;
          r0 = input.charAt(p);
          p++;
          break L0;
        }
        p = s1;
        r0 = peg$v_escape(input, p);
        if (r0 === peg$FAILED) break F;
        p = peg$end;
      }
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
      if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break F;
      r0 = input.charAt(p);
      p++;
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_user(input, p) {
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

  // Start rule -> value function.
  const peg$starts = new Map([
    ["URL", peg$v_URL],
    ["absoluteURL", peg$v_absoluteURL],
    ["generic_RL", peg$v_generic_RL],
    ["relativeURL", peg$v_relativeURL],
    ["net_path", peg$v_net_path],
    ["abs_path", peg$v_abs_path],
    ["rel_path", peg$v_rel_path],
    ["path", peg$v_path],
    ["fsegment", peg$v_fsegment],
    ["segment", peg$v_segment],
    ["params", peg$v_params],
    ["param", peg$v_param],
    ["scheme", peg$v_scheme],
    ["net_loc", peg$v_net_loc],
    ["query", peg$v_query],
    ["fragment", peg$v_fragment],
    ["pchar", peg$v_pchar],
    ["uchar", peg$v_uchar],
    ["unreserved", peg$v_unreserved],
    ["escape", peg$v_escape],
    ["hex", peg$v_hex],
    ["alpha", peg$v_alpha],
    ["lowalpha", peg$v_lowalpha],
    ["hialpha", peg$v_hialpha],
    ["digit", peg$v_digit],
    ["safe", peg$v_safe],
    ["extra", peg$v_extra],
    ["national", peg$v_national],
    ["reserved", peg$v_reserved],
    ["punctuation", peg$v_punctuation],
    ["absoluteURL_end", peg$v_absoluteURL_end],
    ["net_loc_login", peg$v_net_loc_login],
    ["login", peg$v_login],
    ["hostport", peg$v_hostport],
    ["host", peg$v_host],
    ["hostname", peg$v_hostname],
    ["domainlabel", peg$v_domainlabel],
    ["toplabel", peg$v_toplabel],
    ["alphadigit", peg$v_alphadigit],
    ["hostnumber", peg$v_hostnumber],
    ["port", peg$v_port],
    ["user", peg$v_user],
    ["password", peg$v_password],
    ["digits", peg$v_digits],
  ]);
  const peg$defaultStart = peg$starts.get("URL");

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
