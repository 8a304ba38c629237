// GENERATED FILE, do not edit. The recognizer of every rule.
// Source: grammars/rfc1738.peggy. Edit the grammar and run `npm run generate`.
// Generator: scripts/generate.js with peggy 5.1.0.
"use strict";

// The recognizer (scripts/optimize.js, generateSplit with `match`): true for
// input in the language, else peg$reject. It builds no value, and reports nothing.
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

// No peggy parser here (generated/rfc1738.js has it, with every rule): a
// call the fast parser does not take gets the error peggy's would throw.
const peg$allowedStartRules = ["genericurl","url","otherurl","scheme","schemepart","ip_schemepart","login","hostport","host","hostname","domainlabel","toplabel","alphadigit","hostnumber","port","user","password","urlpath","ftpurl","fpath","fsegment","ftptype","fileurl","httpurl","hpath","hsegment","search","gopherurl","gtype","selector","gopher_plus_string","mailtourl","encoded822addr","newsurl","grouppart","group","article","nntpurl","telneturl","waisurl","waisdatabase","waisindex","waisdoc","database","wtype","wpath","prosperourl","ppath","psegment","fieldspec","fieldname","fieldvalue","lowalpha","hialpha","alpha","digit","safe","extra","national","punctuation","reserved","hex","escape","unreserved","uchar","xchar","digits","gopher_path","selector_search","selector_to_tab","search_to_tab"];
function peg$parse(input, options) {
  const startRule = options.startRule === undefined ? peg$allowedStartRules[0] : options.startRule;
  if (!peg$allowedStartRules.includes(startRule)) {
    throw new Error(`Can't start parsing from rule "${startRule}".`);
  }
  if (typeof input !== "string") throw new TypeError("input must be a string");
  throw new Error("generated/rfc1738.match.js takes no peggy options; generated/rfc1738.js does");
}
const peg$NO_REPORT = "generated/rfc1738.match.js only recognizes: give peg$reject";

// ---------------------------------------------------------------------------
// The tables of the character sets, which the reporting module reads too.
const peg$T0 = Int32Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6288, 512, 512, 6224, 512, 5136, 6288, 6288, 6288, 6288, 6227, 6288, 6227, 6227, 1040, 6199, 6199, 6199, 6199, 6199, 6199, 6199, 6199, 6199, 6199, 5136, 5136, 512, 5136, 512, 1040, 5136, 6206, 6198, 6198, 6206, 6198, 6198, 6166, 6166, 6174, 6166, 6166, 6166, 6166, 6166, 6166, 6166, 6166, 6166, 6166, 6166, 6166, 6166, 6166, 6166, 6166, 6166, 256, 256, 256, 256, 6226, 256, 6207, 6199, 6199, 6207, 6199, 6199, 6167, 6167, 6175, 6167, 6167, 6167, 6167, 6167, 6167, 6167, 6167, 6167, 6167, 6167, 6167, 6167, 6167, 6167, 6167, 6167, 256, 256, 256, 256, 0]);

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



  const peg$R0 = /(?:[\x21\x24\x26-\x3b\x3d\x3fA-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])+/y;
  const peg$R1 = /(?:[\x21\x24\x26-\x3b\x3d\x3fA-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R2 = /(?:[\x21\x24\x27-\x2e0-9A-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R3 = /(?:[\x21\x24\x27-\x2e0-9A-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R4 = /(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])+/y;
  const peg$R5 = /(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R6 = /(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R7 = /(?:[\x21\x24\x26-\x2e0-9\x3b\x3d\x3fA-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R8 = /(?:[\x21\x24\x26-\x2e0-9\x3b\x3d\x3fA-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R9 = /(?:[\x21\x24\x26-\x3a\x3d\x3f-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R10 = /(?:[\x21\x24\x26-\x3a\x3d\x3f-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R11 = /(?:[\x21\x24\x26-\x2e0-\x3a\x3d\x3f-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R12 = /(?:[\x21\x24\x26-\x2e0-\x3a\x3d\x3f-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R13 = /(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R14 = /(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R15 = /(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R16 = /(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R17 = /(?:[\x21\x24\x26-\x2e0-\x3a\x3f-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R18 = /(?:[\x21\x24\x26-\x2e0-\x3a\x3f-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  function peg$m_alpha(input, p) {
    const len = input.length;
    let c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break F;
      p++;
      return p;
    }
    return -1;
  }
  function peg$m_alphadigit(input, p) {
    const len = input.length;
    let c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break F;
      p++;
      return p;
    }
    return -1;
  }
  function peg$m_article(input, p) {
    const len = input.length;
    let s0, s1, s2, c;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R0.lastIndex = p;
        if (!peg$R0.test(input)) break F;
        p = peg$R0.lastIndex;
      } else {
        s2 = p;
        do {
          s1 = p;
          peg$R1.lastIndex = p;
          peg$R1.test(input);
          p = peg$R1.lastIndex;
        } while (p - s1 >= 4096);
        if (p === s2) break F;
      }
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 64)) break F;
      p++;
      p = peg$m_host(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$m_database(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R2.lastIndex = p;
        peg$R2.test(input);
        p = peg$R2.lastIndex;
      } else {
        do {
          s1 = p;
          peg$R3.lastIndex = p;
          peg$R3.test(input);
          p = peg$R3.lastIndex;
        } while (p - s1 >= 4096);
      }
      return p;
    }
    return -1;
  }
  function peg$m_digit(input, p) {
    const len = input.length;
    let c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 48 && c <= 57))) break F;
      p++;
      return p;
    }
    return -1;
  }
  function peg$m_digits(input, p) {
    const len = input.length;
    let s0, c;
    F: {
      s0 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 48 && c <= 57))) break F;
      p++;
      while (p < len) {
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break;
        p++;
      }
      return p;
    }
    return -1;
  }
  function peg$m_domainlabel(input, p) {
    const len = input.length;
    let s0, c, s2;
    F: {
      s0 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break F;
      p++;
      s2 = p;
      while (p < len) {
        c = input.charCodeAt(p);
        if (c < 128 && (peg$T0[c] & 4) !== 0) s2 = ++p;
        else if (c === 45) p++;
        else break;
      }
      p = s2;
      return p;
    }
    return -1;
  }
  function peg$m_encoded822addr(input, p) {
    const len = input.length;
    let s0, s1, s2;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R4.lastIndex = p;
        if (!peg$R4.test(input)) break F;
        p = peg$R4.lastIndex;
      } else {
        s2 = p;
        do {
          s1 = p;
          peg$R5.lastIndex = p;
          peg$R5.test(input);
          p = peg$R5.lastIndex;
        } while (p - s1 >= 4096);
        if (p === s2) break F;
      }
      return p;
    }
    return -1;
  }
  function peg$m_escape(input, p) {
    const len = input.length;
    let s0, c;
    F: {
      s0 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 37)) break F;
      p++;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break F;
      p++;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break F;
      p++;
      return p;
    }
    return -1;
  }
  function peg$m_extra(input, p) {
    const len = input.length;
    let c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 128) !== 0)) break F;
      p++;
      return p;
    }
    return -1;
  }
  function peg$m_fieldname(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R17.lastIndex = p;
        peg$R17.test(input);
        p = peg$R17.lastIndex;
      } else {
        do {
          s1 = p;
          peg$R18.lastIndex = p;
          peg$R18.test(input);
          p = peg$R18.lastIndex;
        } while (p - s1 >= 4096);
      }
      return p;
    }
    return -1;
  }
  function peg$m_fieldspec(input, p) {
    const len = input.length;
    let c, s1, s2, s3, s4;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 59)) break F;
      p++;
      s1 = p;
      if (len - p <= 2097152) {
        peg$R17.lastIndex = p;
        peg$R17.test(input);
        p = peg$R17.lastIndex;
      } else {
        do {
          s2 = p;
          peg$R18.lastIndex = p;
          peg$R18.test(input);
          p = peg$R18.lastIndex;
        } while (p - s2 >= 4096);
      }
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 61)) break F;
      p++;
      s3 = p;
      if (len - p <= 2097152) {
        peg$R17.lastIndex = p;
        peg$R17.test(input);
        p = peg$R17.lastIndex;
      } else {
        do {
          s4 = p;
          peg$R18.lastIndex = p;
          peg$R18.test(input);
          p = peg$R18.lastIndex;
        } while (p - s4 >= 4096);
      }
      return p;
    }
    return -1;
  }
  function peg$m_fieldvalue(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R17.lastIndex = p;
        peg$R17.test(input);
        p = peg$R17.lastIndex;
      } else {
        do {
          s1 = p;
          peg$R18.lastIndex = p;
          peg$R18.test(input);
          p = peg$R18.lastIndex;
        } while (p - s1 >= 4096);
      }
      return p;
    }
    return -1;
  }
  function peg$m_fileurl(input, p) {
    const len = input.length;
    let s0, s1, s2, c, s4, s5;
    F: {
      if (!input.startsWith("file://", p)) break F;
      p += 7;
      s0 = p;
      L0: {
        s1 = p;
        L1: {
          L2: {
            if (!input.startsWith("localhost", p)) break L2;
            p += 9;
            s2 = p;
            if (p >= len) break L2;
            c = input.charCodeAt(p);
            if (!(c === 47)) break L2;
            p++;
            p = s2;
            break L1;
          }
          p = s1;
          p = peg$m_host(input, p);
          if (p < 0) break L0;
        }
        s0 = p;
      }
      p = s0;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 47)) break F;
      p++;
      s4 = p;
      if (len - p <= 2097152) {
        peg$R9.lastIndex = p;
        peg$R9.test(input);
        p = peg$R9.lastIndex;
      } else {
        do {
          s5 = p;
          peg$R10.lastIndex = p;
          peg$R10.test(input);
          p = peg$R10.lastIndex;
        } while (p - s5 >= 4096);
      }
      return p;
    }
    return -1;
  }
  function peg$m_fpath(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R9.lastIndex = p;
        peg$R9.test(input);
        p = peg$R9.lastIndex;
      } else {
        do {
          s1 = p;
          peg$R10.lastIndex = p;
          peg$R10.test(input);
          p = peg$R10.lastIndex;
        } while (p - s1 >= 4096);
      }
      return p;
    }
    return -1;
  }
  function peg$m_fsegment(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R11.lastIndex = p;
        peg$R11.test(input);
        p = peg$R11.lastIndex;
      } else {
        do {
          s1 = p;
          peg$R12.lastIndex = p;
          peg$R12.test(input);
          p = peg$R12.lastIndex;
        } while (p - s1 >= 4096);
      }
      return p;
    }
    return -1;
  }
  function peg$m_ftptype(input, p) {
    const len = input.length;
    let c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 8) !== 0)) break F;
      p++;
      return p;
    }
    return -1;
  }
  function peg$m_ftpurl(input, p) {
    const len = input.length;
    let s0, c, s2, s3, s4;
    F: {
      if (!input.startsWith("ftp://", p)) break F;
      p += 6;
      p = peg$m_login(input, p);
      if (p < 0) break F;
      s0 = p;
      L0: {
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!(c === 47)) break L0;
        p++;
        s2 = p;
        if (len - p <= 2097152) {
          peg$R9.lastIndex = p;
          peg$R9.test(input);
          p = peg$R9.lastIndex;
        } else {
          do {
            s3 = p;
            peg$R10.lastIndex = p;
            peg$R10.test(input);
            p = peg$R10.lastIndex;
          } while (p - s3 >= 4096);
        }
        s4 = p;
        L1: {
          if (!input.startsWith(";type=", p)) break L1;
          p += 6;
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 8) !== 0)) break L1;
          p++;
          s4 = p;
        }
        p = s4;
        s0 = p;
      }
      p = s0;
      return p;
    }
    return -1;
  }
  function peg$m_genericurl(input, p) {
    const len = input.length;
    let s0, c;
    F: {
      s0 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 1) !== 0)) break F;
      p++;
      while (p < len) {
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 1) !== 0)) break;
        p++;
      }
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 58)) break F;
      p++;
      p = peg$m_schemepart(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$m_gopher_path(input, p) {
    const len = input.length;
    let s0, s1, c, s3, s4, s5, s6;
    F: {
      s0 = p;
      L0: {
        L1: {
          s1 = p;
          L2: {
            L3: {
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L3;
              p++;
              break L2;
            }
            p = s1;
            s3 = p;
            if (p >= len) break L1;
            c = input.charCodeAt(p);
            if (!(c === 37)) break L1;
            p++;
            if (p >= len) break L1;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break L1;
            p++;
            if (p >= len) break L1;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break L1;
            p++;
          }
          s4 = p;
          L4: {
            L5: {
              p = peg$m_selector_search(input, p);
              if (p < 0) break L5;
              break L4;
            }
            p = s4;
            s5 = p;
            if (len - p <= 2097152) {
              peg$R6.lastIndex = p;
              peg$R6.test(input);
              p = peg$R6.lastIndex;
            } else {
              do {
                s6 = p;
                peg$R5.lastIndex = p;
                peg$R5.test(input);
                p = peg$R5.lastIndex;
              } while (p - s6 >= 4096);
            }
          }
          break L0;
        }
        p = s0;
      }
      return p;
    }
    return -1;
  }
  function peg$m_gopher_plus_string(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R6.lastIndex = p;
        peg$R6.test(input);
        p = peg$R6.lastIndex;
      } else {
        do {
          s1 = p;
          peg$R5.lastIndex = p;
          peg$R5.test(input);
          p = peg$R5.lastIndex;
        } while (p - s1 >= 4096);
      }
      return p;
    }
    return -1;
  }
  function peg$m_gopherurl(input, p) {
    const len = input.length;
    let s0, c, s2, s3, s4, s5, s6, s7, s8, s9;
    F: {
      if (!input.startsWith("gopher://", p)) break F;
      p += 9;
      p = peg$m_host(input, p);
      if (p < 0) break F;
      s0 = p;
      L0: {
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!(c === 58)) break L0;
        p++;
        s2 = p;
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break L0;
        p++;
        while (p < len) {
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break;
          p++;
        }
        s0 = p;
      }
      p = s0;
      s3 = p;
      L1: {
        if (p >= len) break L1;
        c = input.charCodeAt(p);
        if (!(c === 47)) break L1;
        p++;
        s4 = p;
        L2: {
          L3: {
            s5 = p;
            L4: {
              L5: {
                if (p >= len) break L5;
                c = input.charCodeAt(p);
                if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L5;
                p++;
                break L4;
              }
              p = s5;
              s6 = p;
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c === 37)) break L3;
              p++;
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break L3;
              p++;
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break L3;
              p++;
            }
            s7 = p;
            L6: {
              L7: {
                p = peg$m_selector_search(input, p);
                if (p < 0) break L7;
                break L6;
              }
              p = s7;
              s8 = p;
              if (len - p <= 2097152) {
                peg$R6.lastIndex = p;
                peg$R6.test(input);
                p = peg$R6.lastIndex;
              } else {
                do {
                  s9 = p;
                  peg$R5.lastIndex = p;
                  peg$R5.test(input);
                  p = peg$R5.lastIndex;
                } while (p - s9 >= 4096);
              }
            }
            break L2;
          }
          p = s4;
        }
        s3 = p;
      }
      p = s3;
      return p;
    }
    return -1;
  }
  function peg$m_group(input, p) {
    const len = input.length;
    let s0, c;
    F: {
      s0 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break F;
      p++;
      while (p < len) {
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 2) !== 0)) break;
        p++;
      }
      return p;
    }
    return -1;
  }
  function peg$m_grouppart(input, p) {
    const len = input.length;
    let s0, s1, s2, s3, c, s5;
    F: {
      s0 = p;
      L0: {
        L1: {
          if (input.indexOf("@", p) < 0) break L1;
          s1 = p;
          if (len - p <= 2097152) {
            peg$R0.lastIndex = p;
            if (!peg$R0.test(input)) break L1;
            p = peg$R0.lastIndex;
          } else {
            s3 = p;
            do {
              s2 = p;
              peg$R1.lastIndex = p;
              peg$R1.test(input);
              p = peg$R1.lastIndex;
            } while (p - s2 >= 4096);
            if (p === s3) break L1;
          }
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c === 64)) break L1;
          p++;
          p = peg$m_host(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        L2: {
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!(c === 42)) break L2;
          p++;
          break L0;
        }
        p = s0;
        s5 = p;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break F;
        p++;
        while (p < len) {
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 2) !== 0)) break;
          p++;
        }
      }
      return p;
    }
    return -1;
  }
  function peg$m_gtype(input, p) {
    const len = input.length;
    let s0, c, s2;
    F: {
      s0 = p;
      L0: {
        L1: {
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L1;
          p++;
          break L0;
        }
        p = s0;
        s2 = p;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c === 37)) break F;
        p++;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break F;
        p++;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break F;
        p++;
      }
      return p;
    }
    return -1;
  }
  function peg$m_hex(input, p) {
    const len = input.length;
    let c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break F;
      p++;
      return p;
    }
    return -1;
  }
  function peg$m_hialpha(input, p) {
    const len = input.length;
    let c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 65 && c <= 90))) break F;
      p++;
      return p;
    }
    return -1;
  }
  function peg$m_host(input, p) {
    const len = input.length;
    let s0, s1, s2, s3, c, s5, s6, s7, s8, s9, s10, s11, s12;
    F: {
      s0 = p;
      L0: {
        L1: {
          s1 = p;
          for (;;) {
            s2 = p;
            L2: {
              s3 = p;
              if (p >= len) break L2;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L2;
              p++;
              s5 = p;
              while (p < len) {
                c = input.charCodeAt(p);
                if (c < 128 && (peg$T0[c] & 4) !== 0) s5 = ++p;
                else if (c === 45) p++;
                else break;
              }
              p = s5;
              if (p >= len) break L2;
              c = input.charCodeAt(p);
              if (!(c === 46)) break L2;
              p++;
              continue;
            }
            p = s2;
            break;
          }
          s6 = p;
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break L1;
          p++;
          s7 = p;
          while (p < len) {
            c = input.charCodeAt(p);
            if (c < 128 && (peg$T0[c] & 4) !== 0) s7 = ++p;
            else if (c === 45) p++;
            else break;
          }
          p = s7;
          break L0;
        }
        p = s0;
        s8 = p;
        s9 = p;
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
        s10 = p;
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
        s11 = p;
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
        s12 = p;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break F;
        p++;
        while (p < len) {
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break;
          p++;
        }
      }
      return p;
    }
    return -1;
  }
  function peg$m_hostname(input, p) {
    const len = input.length;
    let s0, s1, s2, c, s4, s5, s6;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          s2 = p;
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break L0;
          p++;
          s4 = p;
          while (p < len) {
            c = input.charCodeAt(p);
            if (c < 128 && (peg$T0[c] & 4) !== 0) s4 = ++p;
            else if (c === 45) p++;
            else break;
          }
          p = s4;
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c === 46)) break L0;
          p++;
          continue;
        }
        p = s1;
        break;
      }
      s5 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break F;
      p++;
      s6 = p;
      while (p < len) {
        c = input.charCodeAt(p);
        if (c < 128 && (peg$T0[c] & 4) !== 0) s6 = ++p;
        else if (c === 45) p++;
        else break;
      }
      p = s6;
      return p;
    }
    return -1;
  }
  function peg$m_hostnumber(input, p) {
    const len = input.length;
    let s0, s1, c, s3, s4, s5;
    F: {
      s0 = p;
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
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 46)) break F;
      p++;
      s3 = p;
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
      return p;
    }
    return -1;
  }
  function peg$m_hostport(input, p) {
    const len = input.length;
    let s0, c, s2;
    F: {
      p = peg$m_host(input, p);
      if (p < 0) break F;
      s0 = p;
      L0: {
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!(c === 58)) break L0;
        p++;
        s2 = p;
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break L0;
        p++;
        while (p < len) {
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break;
          p++;
        }
        s0 = p;
      }
      p = s0;
      return p;
    }
    return -1;
  }
  function peg$m_hpath(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R13.lastIndex = p;
        peg$R13.test(input);
        p = peg$R13.lastIndex;
      } else {
        do {
          s1 = p;
          peg$R14.lastIndex = p;
          peg$R14.test(input);
          p = peg$R14.lastIndex;
        } while (p - s1 >= 4096);
      }
      return p;
    }
    return -1;
  }
  function peg$m_hsegment(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R15.lastIndex = p;
        peg$R15.test(input);
        p = peg$R15.lastIndex;
      } else {
        do {
          s1 = p;
          peg$R16.lastIndex = p;
          peg$R16.test(input);
          p = peg$R16.lastIndex;
        } while (p - s1 >= 4096);
      }
      return p;
    }
    return -1;
  }
  function peg$m_httpurl(input, p) {
    const len = input.length;
    let s0, c, s2, s3, s4, s5, s6, s7, s8;
    F: {
      if (!input.startsWith("http://", p)) break F;
      p += 7;
      p = peg$m_host(input, p);
      if (p < 0) break F;
      s0 = p;
      L0: {
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!(c === 58)) break L0;
        p++;
        s2 = p;
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break L0;
        p++;
        while (p < len) {
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break;
          p++;
        }
        s0 = p;
      }
      p = s0;
      s3 = p;
      L1: {
        if (p >= len) break L1;
        c = input.charCodeAt(p);
        if (!(c === 47)) break L1;
        p++;
        s4 = p;
        if (len - p <= 2097152) {
          peg$R13.lastIndex = p;
          peg$R13.test(input);
          p = peg$R13.lastIndex;
        } else {
          do {
            s5 = p;
            peg$R14.lastIndex = p;
            peg$R14.test(input);
            p = peg$R14.lastIndex;
          } while (p - s5 >= 4096);
        }
        s6 = p;
        L2: {
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!(c === 63)) break L2;
          p++;
          s7 = p;
          if (len - p <= 2097152) {
            peg$R15.lastIndex = p;
            peg$R15.test(input);
            p = peg$R15.lastIndex;
          } else {
            do {
              s8 = p;
              peg$R16.lastIndex = p;
              peg$R16.test(input);
              p = peg$R16.lastIndex;
            } while (p - s8 >= 4096);
          }
          s6 = p;
        }
        p = s6;
        s3 = p;
      }
      p = s3;
      return p;
    }
    return -1;
  }
  function peg$m_ip_schemepart(input, p) {
    const len = input.length;
    let s0, c, s2, s3;
    F: {
      if (p + 2 > len || input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
      p += 2;
      p = peg$m_login(input, p);
      if (p < 0) break F;
      s0 = p;
      L0: {
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!(c === 47)) break L0;
        p++;
        s2 = p;
        if (len - p <= 2097152) {
          peg$R6.lastIndex = p;
          peg$R6.test(input);
          p = peg$R6.lastIndex;
        } else {
          do {
            s3 = p;
            peg$R5.lastIndex = p;
            peg$R5.test(input);
            p = peg$R5.lastIndex;
          } while (p - s3 >= 4096);
        }
        s0 = p;
      }
      p = s0;
      return p;
    }
    return -1;
  }
  function peg$m_login(input, p) {
    const len = input.length;
    let s0, s1, s2, s3, c, s5, s6, s7, s8;
    F: {
      s0 = p;
      L0: {
        if (input.indexOf("@", p) < 0) break L0;
        s1 = p;
        if (len - p <= 2097152) {
          peg$R7.lastIndex = p;
          peg$R7.test(input);
          p = peg$R7.lastIndex;
        } else {
          do {
            s2 = p;
            peg$R8.lastIndex = p;
            peg$R8.test(input);
            p = peg$R8.lastIndex;
          } while (p - s2 >= 4096);
        }
        s3 = p;
        L1: {
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c === 58)) break L1;
          p++;
          s5 = p;
          if (len - p <= 2097152) {
            peg$R7.lastIndex = p;
            peg$R7.test(input);
            p = peg$R7.lastIndex;
          } else {
            do {
              s6 = p;
              peg$R8.lastIndex = p;
              peg$R8.test(input);
              p = peg$R8.lastIndex;
            } while (p - s6 >= 4096);
          }
          s3 = p;
        }
        p = s3;
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!(c === 64)) break L0;
        p++;
        s0 = p;
      }
      p = s0;
      p = peg$m_host(input, p);
      if (p < 0) break F;
      s7 = p;
      L2: {
        if (p >= len) break L2;
        c = input.charCodeAt(p);
        if (!(c === 58)) break L2;
        p++;
        s8 = p;
        if (p >= len) break L2;
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break L2;
        p++;
        while (p < len) {
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break;
          p++;
        }
        s7 = p;
      }
      p = s7;
      return p;
    }
    return -1;
  }
  function peg$m_lowalpha(input, p) {
    const len = input.length;
    let c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 97 && c <= 122))) break F;
      p++;
      return p;
    }
    return -1;
  }
  function peg$m_mailtourl(input, p) {
    const len = input.length;
    let s0, s1, s2;
    F: {
      if (!input.startsWith("mailto:", p)) break F;
      p += 7;
      s0 = p;
      if (len - p <= 2097152) {
        peg$R4.lastIndex = p;
        if (!peg$R4.test(input)) break F;
        p = peg$R4.lastIndex;
      } else {
        s2 = p;
        do {
          s1 = p;
          peg$R5.lastIndex = p;
          peg$R5.test(input);
          p = peg$R5.lastIndex;
        } while (p - s1 >= 4096);
        if (p === s2) break F;
      }
      return p;
    }
    return -1;
  }
  function peg$m_national(input, p) {
    const len = input.length;
    let c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 256) !== 0)) break F;
      p++;
      return p;
    }
    return -1;
  }
  function peg$m_newsurl(input, p) {
    const len = input.length;
    let s0, s1, s2, s3, c, s5;
    F: {
      if (!input.startsWith("news:", p)) break F;
      p += 5;
      s0 = p;
      L0: {
        L1: {
          if (input.indexOf("@", p) < 0) break L1;
          s1 = p;
          if (len - p <= 2097152) {
            peg$R0.lastIndex = p;
            if (!peg$R0.test(input)) break L1;
            p = peg$R0.lastIndex;
          } else {
            s3 = p;
            do {
              s2 = p;
              peg$R1.lastIndex = p;
              peg$R1.test(input);
              p = peg$R1.lastIndex;
            } while (p - s2 >= 4096);
            if (p === s3) break L1;
          }
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c === 64)) break L1;
          p++;
          p = peg$m_host(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        L2: {
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!(c === 42)) break L2;
          p++;
          break L0;
        }
        p = s0;
        s5 = p;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break F;
        p++;
        while (p < len) {
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 2) !== 0)) break;
          p++;
        }
      }
      return p;
    }
    return -1;
  }
  function peg$m_nntpurl(input, p) {
    const len = input.length;
    let s0, c, s2, s3, s4, s5;
    F: {
      if (!input.startsWith("nntp://", p)) break F;
      p += 7;
      p = peg$m_host(input, p);
      if (p < 0) break F;
      s0 = p;
      L0: {
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!(c === 58)) break L0;
        p++;
        s2 = p;
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break L0;
        p++;
        while (p < len) {
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break;
          p++;
        }
        s0 = p;
      }
      p = s0;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 47)) break F;
      p++;
      s3 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break F;
      p++;
      while (p < len) {
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 2) !== 0)) break;
        p++;
      }
      s4 = p;
      L1: {
        if (p >= len) break L1;
        c = input.charCodeAt(p);
        if (!(c === 47)) break L1;
        p++;
        s5 = p;
        if (p >= len) break L1;
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break L1;
        p++;
        while (p < len) {
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break;
          p++;
        }
        s4 = p;
      }
      p = s4;
      return p;
    }
    return -1;
  }
  function peg$m_otherurl(input, p) {
    const len = input.length;
    let s0, c;
    F: {
      s0 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 1) !== 0)) break F;
      p++;
      while (p < len) {
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 1) !== 0)) break;
        p++;
      }
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 58)) break F;
      p++;
      p = peg$m_schemepart(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$m_password(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R7.lastIndex = p;
        peg$R7.test(input);
        p = peg$R7.lastIndex;
      } else {
        do {
          s1 = p;
          peg$R8.lastIndex = p;
          peg$R8.test(input);
          p = peg$R8.lastIndex;
        } while (p - s1 >= 4096);
      }
      return p;
    }
    return -1;
  }
  function peg$m_port(input, p) {
    const len = input.length;
    let s0, c;
    F: {
      s0 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 48 && c <= 57))) break F;
      p++;
      while (p < len) {
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break;
        p++;
      }
      return p;
    }
    return -1;
  }
  function peg$m_ppath(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R9.lastIndex = p;
        peg$R9.test(input);
        p = peg$R9.lastIndex;
      } else {
        do {
          s1 = p;
          peg$R10.lastIndex = p;
          peg$R10.test(input);
          p = peg$R10.lastIndex;
        } while (p - s1 >= 4096);
      }
      return p;
    }
    return -1;
  }
  function peg$m_prosperourl(input, p) {
    const len = input.length;
    let s0, c, s2, s3, s4, s5, s6, s7, s8, s9;
    F: {
      if (!input.startsWith("prospero://", p)) break F;
      p += 11;
      p = peg$m_host(input, p);
      if (p < 0) break F;
      s0 = p;
      L0: {
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!(c === 58)) break L0;
        p++;
        s2 = p;
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break L0;
        p++;
        while (p < len) {
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break;
          p++;
        }
        s0 = p;
      }
      p = s0;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 47)) break F;
      p++;
      s3 = p;
      if (len - p <= 2097152) {
        peg$R9.lastIndex = p;
        peg$R9.test(input);
        p = peg$R9.lastIndex;
      } else {
        do {
          s4 = p;
          peg$R10.lastIndex = p;
          peg$R10.test(input);
          p = peg$R10.lastIndex;
        } while (p - s4 >= 4096);
      }
      for (;;) {
        s5 = p;
        L1: {
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c === 59)) break L1;
          p++;
          s6 = p;
          if (len - p <= 2097152) {
            peg$R17.lastIndex = p;
            peg$R17.test(input);
            p = peg$R17.lastIndex;
          } else {
            do {
              s7 = p;
              peg$R18.lastIndex = p;
              peg$R18.test(input);
              p = peg$R18.lastIndex;
            } while (p - s7 >= 4096);
          }
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c === 61)) break L1;
          p++;
          s8 = p;
          if (len - p <= 2097152) {
            peg$R17.lastIndex = p;
            peg$R17.test(input);
            p = peg$R17.lastIndex;
          } else {
            do {
              s9 = p;
              peg$R18.lastIndex = p;
              peg$R18.test(input);
              p = peg$R18.lastIndex;
            } while (p - s9 >= 4096);
          }
          continue;
        }
        p = s5;
        break;
      }
      return p;
    }
    return -1;
  }
  function peg$m_psegment(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R11.lastIndex = p;
        peg$R11.test(input);
        p = peg$R11.lastIndex;
      } else {
        do {
          s1 = p;
          peg$R12.lastIndex = p;
          peg$R12.test(input);
          p = peg$R12.lastIndex;
        } while (p - s1 >= 4096);
      }
      return p;
    }
    return -1;
  }
  function peg$m_punctuation(input, p) {
    const len = input.length;
    let c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 512) !== 0)) break F;
      p++;
      return p;
    }
    return -1;
  }
  function peg$m_reserved(input, p) {
    const len = input.length;
    let c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 1024) !== 0)) break F;
      p++;
      return p;
    }
    return -1;
  }
  function peg$m_safe(input, p) {
    const len = input.length;
    let c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 64) !== 0)) break F;
      p++;
      return p;
    }
    return -1;
  }
  function peg$m_scheme(input, p) {
    const len = input.length;
    let s0, c;
    F: {
      s0 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 1) !== 0)) break F;
      p++;
      while (p < len) {
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 1) !== 0)) break;
        p++;
      }
      return p;
    }
    return -1;
  }
  function peg$m_schemepart(input, p) {
    const len = input.length;
    let s0, s1, c, s3, s4, s5, s6, s7;
    F: {
      s0 = p;
      L0: {
        L1: {
          if (p + 2 > len || input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break L1;
          p += 2;
          p = peg$m_login(input, p);
          if (p < 0) break L1;
          s1 = p;
          L2: {
            if (p >= len) break L2;
            c = input.charCodeAt(p);
            if (!(c === 47)) break L2;
            p++;
            s3 = p;
            if (len - p <= 2097152) {
              peg$R6.lastIndex = p;
              peg$R6.test(input);
              p = peg$R6.lastIndex;
            } else {
              do {
                s4 = p;
                peg$R5.lastIndex = p;
                peg$R5.test(input);
                p = peg$R5.lastIndex;
              } while (p - s4 >= 4096);
            }
            s1 = p;
          }
          p = s1;
          s5 = p;
          L3: {
            if (p >= len) break L3;
            c = input.charCodeAt(p);
            if (!(c <= 65535)) break L3;
            p++;
            break L1;
          }
          p = s5;
          break L0;
        }
        p = s0;
        s6 = p;
        if (len - p <= 2097152) {
          peg$R6.lastIndex = p;
          peg$R6.test(input);
          p = peg$R6.lastIndex;
        } else {
          do {
            s7 = p;
            peg$R5.lastIndex = p;
            peg$R5.test(input);
            p = peg$R5.lastIndex;
          } while (p - s7 >= 4096);
        }
      }
      return p;
    }
    return -1;
  }
  function peg$m_search(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R15.lastIndex = p;
        peg$R15.test(input);
        p = peg$R15.lastIndex;
      } else {
        do {
          s1 = p;
          peg$R16.lastIndex = p;
          peg$R16.test(input);
          p = peg$R16.lastIndex;
        } while (p - s1 >= 4096);
      }
      return p;
    }
    return -1;
  }
  function peg$m_search_to_tab(input, p) {
    const len = input.length;
    let s0, s1, s2, s3, c, s5;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          s2 = p;
          L1: {
            if (p + 3 > len || input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 48 || input.charCodeAt(p + 2) !== 57) break L1;
            p += 3;
            break L0;
          }
          p = s2;
          s3 = p;
          L2: {
            L3: {
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4096) !== 0)) break L3;
              p++;
              break L2;
            }
            p = s3;
            s5 = p;
            if (p >= len) break L0;
            c = input.charCodeAt(p);
            if (!(c === 37)) break L0;
            p++;
            if (p >= len) break L0;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break L0;
            p++;
            if (p >= len) break L0;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break L0;
            p++;
          }
          continue;
        }
        p = s1;
        break;
      }
      return p;
    }
    return -1;
  }
  function peg$m_selector(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R6.lastIndex = p;
        peg$R6.test(input);
        p = peg$R6.lastIndex;
      } else {
        do {
          s1 = p;
          peg$R5.lastIndex = p;
          peg$R5.test(input);
          p = peg$R5.lastIndex;
        } while (p - s1 >= 4096);
      }
      return p;
    }
    return -1;
  }
  function peg$m_selector_search(input, p) {
    const len = input.length;
    let s0, s1, s2, s3, c, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          s2 = p;
          L1: {
            if (p + 3 > len || input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 48 || input.charCodeAt(p + 2) !== 57) break L1;
            p += 3;
            break L0;
          }
          p = s2;
          s3 = p;
          L2: {
            L3: {
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L3;
              p++;
              break L2;
            }
            p = s3;
            s5 = p;
            if (p >= len) break L0;
            c = input.charCodeAt(p);
            if (!(c === 37)) break L0;
            p++;
            if (p >= len) break L0;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break L0;
            p++;
            if (p >= len) break L0;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break L0;
            p++;
          }
          continue;
        }
        p = s1;
        break;
      }
      if (p + 3 > len || input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 48 || input.charCodeAt(p + 2) !== 57) break F;
      p += 3;
      s6 = p;
      for (;;) {
        s7 = p;
        L4: {
          s8 = p;
          L5: {
            if (p + 3 > len || input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 48 || input.charCodeAt(p + 2) !== 57) break L5;
            p += 3;
            break L4;
          }
          p = s8;
          s9 = p;
          L6: {
            L7: {
              if (p >= len) break L7;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 4096) !== 0)) break L7;
              p++;
              break L6;
            }
            p = s9;
            s10 = p;
            if (p >= len) break L4;
            c = input.charCodeAt(p);
            if (!(c === 37)) break L4;
            p++;
            if (p >= len) break L4;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break L4;
            p++;
            if (p >= len) break L4;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break L4;
            p++;
          }
          continue;
        }
        p = s7;
        break;
      }
      s11 = p;
      L8: {
        if (p + 3 > len || input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 48 || input.charCodeAt(p + 2) !== 57) break L8;
        p += 3;
        s12 = p;
        if (len - p <= 2097152) {
          peg$R6.lastIndex = p;
          peg$R6.test(input);
          p = peg$R6.lastIndex;
        } else {
          do {
            s13 = p;
            peg$R5.lastIndex = p;
            peg$R5.test(input);
            p = peg$R5.lastIndex;
          } while (p - s13 >= 4096);
        }
        s11 = p;
      }
      p = s11;
      s14 = p;
      L9: {
        if (p >= len) break L9;
        c = input.charCodeAt(p);
        if (!(c <= 65535)) break L9;
        p++;
        break F;
      }
      p = s14;
      return p;
    }
    return -1;
  }
  function peg$m_selector_to_tab(input, p) {
    const len = input.length;
    let s0, s1, s2, s3, c, s5;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          s2 = p;
          L1: {
            if (p + 3 > len || input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 48 || input.charCodeAt(p + 2) !== 57) break L1;
            p += 3;
            break L0;
          }
          p = s2;
          s3 = p;
          L2: {
            L3: {
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L3;
              p++;
              break L2;
            }
            p = s3;
            s5 = p;
            if (p >= len) break L0;
            c = input.charCodeAt(p);
            if (!(c === 37)) break L0;
            p++;
            if (p >= len) break L0;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break L0;
            p++;
            if (p >= len) break L0;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break L0;
            p++;
          }
          continue;
        }
        p = s1;
        break;
      }
      return p;
    }
    return -1;
  }
  function peg$m_telneturl(input, p) {
    const len = input.length;
    let s0, c;
    F: {
      if (!input.startsWith("telnet://", p)) break F;
      p += 9;
      p = peg$m_login(input, p);
      if (p < 0) break F;
      s0 = p;
      L0: {
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!(c === 47)) break L0;
        p++;
        s0 = p;
      }
      p = s0;
      return p;
    }
    return -1;
  }
  function peg$m_toplabel(input, p) {
    const len = input.length;
    let s0, c, s2;
    F: {
      s0 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break F;
      p++;
      s2 = p;
      while (p < len) {
        c = input.charCodeAt(p);
        if (c < 128 && (peg$T0[c] & 4) !== 0) s2 = ++p;
        else if (c === 45) p++;
        else break;
      }
      p = s2;
      return p;
    }
    return -1;
  }
  function peg$m_uchar(input, p) {
    const len = input.length;
    let s0, c, s2;
    F: {
      s0 = p;
      L0: {
        L1: {
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 2048) !== 0)) break L1;
          p++;
          break L0;
        }
        p = s0;
        s2 = p;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c === 37)) break F;
        p++;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break F;
        p++;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break F;
        p++;
      }
      return p;
    }
    return -1;
  }
  function peg$m_unreserved(input, p) {
    const len = input.length;
    let c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 2048) !== 0)) break F;
      p++;
      return p;
    }
    return -1;
  }
  function peg$m_url(input, p) {
    const len = input.length;
    let s0, s1, c, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30, s31;
    F: {
      s0 = p;
      L0: {
        L1: {
          p = peg$m_httpurl(input, p);
          if (p < 0) break L1;
          s1 = p;
          L2: {
            if (p >= len) break L2;
            c = input.charCodeAt(p);
            if (!(c <= 65535)) break L2;
            p++;
            break L1;
          }
          p = s1;
          break L0;
        }
        p = s0;
        L3: {
          p = peg$m_ftpurl(input, p);
          if (p < 0) break L3;
          s3 = p;
          L4: {
            if (p >= len) break L4;
            c = input.charCodeAt(p);
            if (!(c <= 65535)) break L4;
            p++;
            break L3;
          }
          p = s3;
          break L0;
        }
        p = s0;
        L5: {
          if (!input.startsWith("news:", p)) break L5;
          p += 5;
          s4 = p;
          L6: {
            L7: {
              if (input.indexOf("@", p) < 0) break L7;
              s5 = p;
              if (len - p <= 2097152) {
                peg$R0.lastIndex = p;
                if (!peg$R0.test(input)) break L7;
                p = peg$R0.lastIndex;
              } else {
                s7 = p;
                do {
                  s6 = p;
                  peg$R1.lastIndex = p;
                  peg$R1.test(input);
                  p = peg$R1.lastIndex;
                } while (p - s6 >= 4096);
                if (p === s7) break L7;
              }
              if (p >= len) break L7;
              c = input.charCodeAt(p);
              if (!(c === 64)) break L7;
              p++;
              p = peg$m_host(input, p);
              if (p < 0) break L7;
              break L6;
            }
            p = s4;
            L8: {
              if (p >= len) break L8;
              c = input.charCodeAt(p);
              if (!(c === 42)) break L8;
              p++;
              break L6;
            }
            p = s4;
            s8 = p;
            if (p >= len) break L5;
            c = input.charCodeAt(p);
            if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break L5;
            p++;
            while (p < len) {
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 2) !== 0)) break;
              p++;
            }
          }
          s9 = p;
          L9: {
            if (p >= len) break L9;
            c = input.charCodeAt(p);
            if (!(c <= 65535)) break L9;
            p++;
            break L5;
          }
          p = s9;
          break L0;
        }
        p = s0;
        L10: {
          if (!input.startsWith("nntp://", p)) break L10;
          p += 7;
          p = peg$m_host(input, p);
          if (p < 0) break L10;
          s10 = p;
          L11: {
            if (p >= len) break L11;
            c = input.charCodeAt(p);
            if (!(c === 58)) break L11;
            p++;
            s11 = p;
            if (p >= len) break L11;
            c = input.charCodeAt(p);
            if (!((c >= 48 && c <= 57))) break L11;
            p++;
            while (p < len) {
              c = input.charCodeAt(p);
              if (!((c >= 48 && c <= 57))) break;
              p++;
            }
            s10 = p;
          }
          p = s10;
          if (p >= len) break L10;
          c = input.charCodeAt(p);
          if (!(c === 47)) break L10;
          p++;
          s12 = p;
          if (p >= len) break L10;
          c = input.charCodeAt(p);
          if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break L10;
          p++;
          while (p < len) {
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 2) !== 0)) break;
            p++;
          }
          s13 = p;
          L12: {
            if (p >= len) break L12;
            c = input.charCodeAt(p);
            if (!(c === 47)) break L12;
            p++;
            s14 = p;
            if (p >= len) break L12;
            c = input.charCodeAt(p);
            if (!((c >= 48 && c <= 57))) break L12;
            p++;
            while (p < len) {
              c = input.charCodeAt(p);
              if (!((c >= 48 && c <= 57))) break;
              p++;
            }
            s13 = p;
          }
          p = s13;
          s15 = p;
          L13: {
            if (p >= len) break L13;
            c = input.charCodeAt(p);
            if (!(c <= 65535)) break L13;
            p++;
            break L10;
          }
          p = s15;
          break L0;
        }
        p = s0;
        L14: {
          if (!input.startsWith("telnet://", p)) break L14;
          p += 9;
          p = peg$m_login(input, p);
          if (p < 0) break L14;
          s16 = p;
          L15: {
            if (p >= len) break L15;
            c = input.charCodeAt(p);
            if (!(c === 47)) break L15;
            p++;
            s16 = p;
          }
          p = s16;
          s17 = p;
          L16: {
            if (p >= len) break L16;
            c = input.charCodeAt(p);
            if (!(c <= 65535)) break L16;
            p++;
            break L14;
          }
          p = s17;
          break L0;
        }
        p = s0;
        L17: {
          p = peg$m_gopherurl(input, p);
          if (p < 0) break L17;
          s18 = p;
          L18: {
            if (p >= len) break L18;
            c = input.charCodeAt(p);
            if (!(c <= 65535)) break L18;
            p++;
            break L17;
          }
          p = s18;
          break L0;
        }
        p = s0;
        L19: {
          s19 = p;
          L20: {
            L21: {
              p = peg$m_waisindex(input, p);
              if (p < 0) break L21;
              break L20;
            }
            p = s19;
            L22: {
              p = peg$m_waisdoc(input, p);
              if (p < 0) break L22;
              break L20;
            }
            p = s19;
            if (!input.startsWith("wais://", p)) break L19;
            p += 7;
            p = peg$m_host(input, p);
            if (p < 0) break L19;
            s20 = p;
            L23: {
              if (p >= len) break L23;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L23;
              p++;
              s21 = p;
              if (p >= len) break L23;
              c = input.charCodeAt(p);
              if (!((c >= 48 && c <= 57))) break L23;
              p++;
              while (p < len) {
                c = input.charCodeAt(p);
                if (!((c >= 48 && c <= 57))) break;
                p++;
              }
              s20 = p;
            }
            p = s20;
            if (p >= len) break L19;
            c = input.charCodeAt(p);
            if (!(c === 47)) break L19;
            p++;
            s22 = p;
            if (len - p <= 2097152) {
              peg$R2.lastIndex = p;
              peg$R2.test(input);
              p = peg$R2.lastIndex;
            } else {
              do {
                s23 = p;
                peg$R3.lastIndex = p;
                peg$R3.test(input);
                p = peg$R3.lastIndex;
              } while (p - s23 >= 4096);
            }
          }
          s24 = p;
          L24: {
            if (p >= len) break L24;
            c = input.charCodeAt(p);
            if (!(c <= 65535)) break L24;
            p++;
            break L19;
          }
          p = s24;
          break L0;
        }
        p = s0;
        L25: {
          if (!input.startsWith("mailto:", p)) break L25;
          p += 7;
          s25 = p;
          if (len - p <= 2097152) {
            peg$R4.lastIndex = p;
            if (!peg$R4.test(input)) break L25;
            p = peg$R4.lastIndex;
          } else {
            s27 = p;
            do {
              s26 = p;
              peg$R5.lastIndex = p;
              peg$R5.test(input);
              p = peg$R5.lastIndex;
            } while (p - s26 >= 4096);
            if (p === s27) break L25;
          }
          s28 = p;
          L26: {
            if (p >= len) break L26;
            c = input.charCodeAt(p);
            if (!(c <= 65535)) break L26;
            p++;
            break L25;
          }
          p = s28;
          break L0;
        }
        p = s0;
        L27: {
          p = peg$m_fileurl(input, p);
          if (p < 0) break L27;
          s29 = p;
          L28: {
            if (p >= len) break L28;
            c = input.charCodeAt(p);
            if (!(c <= 65535)) break L28;
            p++;
            break L27;
          }
          p = s29;
          break L0;
        }
        p = s0;
        L29: {
          p = peg$m_prosperourl(input, p);
          if (p < 0) break L29;
          s30 = p;
          L30: {
            if (p >= len) break L30;
            c = input.charCodeAt(p);
            if (!(c <= 65535)) break L30;
            p++;
            break L29;
          }
          p = s30;
          break L0;
        }
        p = s0;
        s31 = p;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 1) !== 0)) break F;
        p++;
        while (p < len) {
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 1) !== 0)) break;
          p++;
        }
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c === 58)) break F;
        p++;
        p = peg$m_schemepart(input, p);
        if (p < 0) break F;
      }
      return p;
    }
    return -1;
  }
  function peg$m_urlpath(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R6.lastIndex = p;
        peg$R6.test(input);
        p = peg$R6.lastIndex;
      } else {
        do {
          s1 = p;
          peg$R5.lastIndex = p;
          peg$R5.test(input);
          p = peg$R5.lastIndex;
        } while (p - s1 >= 4096);
      }
      return p;
    }
    return -1;
  }
  function peg$m_user(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R7.lastIndex = p;
        peg$R7.test(input);
        p = peg$R7.lastIndex;
      } else {
        do {
          s1 = p;
          peg$R8.lastIndex = p;
          peg$R8.test(input);
          p = peg$R8.lastIndex;
        } while (p - s1 >= 4096);
      }
      return p;
    }
    return -1;
  }
  function peg$m_waisdatabase(input, p) {
    const len = input.length;
    let s0, c, s2, s3, s4;
    F: {
      if (!input.startsWith("wais://", p)) break F;
      p += 7;
      p = peg$m_host(input, p);
      if (p < 0) break F;
      s0 = p;
      L0: {
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!(c === 58)) break L0;
        p++;
        s2 = p;
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break L0;
        p++;
        while (p < len) {
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break;
          p++;
        }
        s0 = p;
      }
      p = s0;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 47)) break F;
      p++;
      s3 = p;
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
      return p;
    }
    return -1;
  }
  function peg$m_waisdoc(input, p) {
    const len = input.length;
    let s0, c, s2, s3, s4, s5, s6, s7, s8;
    F: {
      if (!input.startsWith("wais://", p)) break F;
      p += 7;
      p = peg$m_host(input, p);
      if (p < 0) break F;
      s0 = p;
      L0: {
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!(c === 58)) break L0;
        p++;
        s2 = p;
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break L0;
        p++;
        while (p < len) {
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break;
          p++;
        }
        s0 = p;
      }
      p = s0;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 47)) break F;
      p++;
      s3 = p;
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
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 47)) break F;
      p++;
      s5 = p;
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
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 47)) break F;
      p++;
      s7 = p;
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
      return p;
    }
    return -1;
  }
  function peg$m_waisindex(input, p) {
    const len = input.length;
    let s0, c, s2, s3, s4, s5, s6;
    F: {
      if (!input.startsWith("wais://", p)) break F;
      p += 7;
      p = peg$m_host(input, p);
      if (p < 0) break F;
      s0 = p;
      L0: {
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!(c === 58)) break L0;
        p++;
        s2 = p;
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break L0;
        p++;
        while (p < len) {
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break;
          p++;
        }
        s0 = p;
      }
      p = s0;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 47)) break F;
      p++;
      s3 = p;
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
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 63)) break F;
      p++;
      s5 = p;
      if (len - p <= 2097152) {
        peg$R15.lastIndex = p;
        peg$R15.test(input);
        p = peg$R15.lastIndex;
      } else {
        do {
          s6 = p;
          peg$R16.lastIndex = p;
          peg$R16.test(input);
          p = peg$R16.lastIndex;
        } while (p - s6 >= 4096);
      }
      return p;
    }
    return -1;
  }
  function peg$m_waisurl(input, p) {
    const len = input.length;
    let s0, s1, c, s3, s4, s5;
    F: {
      s0 = p;
      L0: {
        L1: {
          p = peg$m_waisindex(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        L2: {
          p = peg$m_waisdoc(input, p);
          if (p < 0) break L2;
          break L0;
        }
        p = s0;
        if (!input.startsWith("wais://", p)) break F;
        p += 7;
        p = peg$m_host(input, p);
        if (p < 0) break F;
        s1 = p;
        L3: {
          if (p >= len) break L3;
          c = input.charCodeAt(p);
          if (!(c === 58)) break L3;
          p++;
          s3 = p;
          if (p >= len) break L3;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L3;
          p++;
          while (p < len) {
            c = input.charCodeAt(p);
            if (!((c >= 48 && c <= 57))) break;
            p++;
          }
          s1 = p;
        }
        p = s1;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c === 47)) break F;
        p++;
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
      }
      return p;
    }
    return -1;
  }
  function peg$m_wpath(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R2.lastIndex = p;
        peg$R2.test(input);
        p = peg$R2.lastIndex;
      } else {
        do {
          s1 = p;
          peg$R3.lastIndex = p;
          peg$R3.test(input);
          p = peg$R3.lastIndex;
        } while (p - s1 >= 4096);
      }
      return p;
    }
    return -1;
  }
  function peg$m_wtype(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R2.lastIndex = p;
        peg$R2.test(input);
        p = peg$R2.lastIndex;
      } else {
        do {
          s1 = p;
          peg$R3.lastIndex = p;
          peg$R3.test(input);
          p = peg$R3.lastIndex;
        } while (p - s1 >= 4096);
      }
      return p;
    }
    return -1;
  }
  function peg$m_xchar(input, p) {
    const len = input.length;
    let s0, c, s2;
    F: {
      s0 = p;
      L0: {
        L1: {
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L1;
          p++;
          break L0;
        }
        p = s0;
        s2 = p;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c === 37)) break F;
        p++;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break F;
        p++;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break F;
        p++;
      }
      return p;
    }
    return -1;
  }

  // Start rule -> match function (this module only recognizes).
  const peg$starts = new Map([
    ["genericurl", peg$m_genericurl],
    ["url", peg$m_url],
    ["otherurl", peg$m_otherurl],
    ["scheme", peg$m_scheme],
    ["schemepart", peg$m_schemepart],
    ["ip_schemepart", peg$m_ip_schemepart],
    ["login", peg$m_login],
    ["hostport", peg$m_hostport],
    ["host", peg$m_host],
    ["hostname", peg$m_hostname],
    ["domainlabel", peg$m_domainlabel],
    ["toplabel", peg$m_toplabel],
    ["alphadigit", peg$m_alphadigit],
    ["hostnumber", peg$m_hostnumber],
    ["port", peg$m_port],
    ["user", peg$m_user],
    ["password", peg$m_password],
    ["urlpath", peg$m_urlpath],
    ["ftpurl", peg$m_ftpurl],
    ["fpath", peg$m_fpath],
    ["fsegment", peg$m_fsegment],
    ["ftptype", peg$m_ftptype],
    ["fileurl", peg$m_fileurl],
    ["httpurl", peg$m_httpurl],
    ["hpath", peg$m_hpath],
    ["hsegment", peg$m_hsegment],
    ["search", peg$m_search],
    ["gopherurl", peg$m_gopherurl],
    ["gtype", peg$m_gtype],
    ["selector", peg$m_selector],
    ["gopher_plus_string", peg$m_gopher_plus_string],
    ["mailtourl", peg$m_mailtourl],
    ["encoded822addr", peg$m_encoded822addr],
    ["newsurl", peg$m_newsurl],
    ["grouppart", peg$m_grouppart],
    ["group", peg$m_group],
    ["article", peg$m_article],
    ["nntpurl", peg$m_nntpurl],
    ["telneturl", peg$m_telneturl],
    ["waisurl", peg$m_waisurl],
    ["waisdatabase", peg$m_waisdatabase],
    ["waisindex", peg$m_waisindex],
    ["waisdoc", peg$m_waisdoc],
    ["database", peg$m_database],
    ["wtype", peg$m_wtype],
    ["wpath", peg$m_wpath],
    ["prosperourl", peg$m_prosperourl],
    ["ppath", peg$m_ppath],
    ["psegment", peg$m_psegment],
    ["fieldspec", peg$m_fieldspec],
    ["fieldname", peg$m_fieldname],
    ["fieldvalue", peg$m_fieldvalue],
    ["lowalpha", peg$m_lowalpha],
    ["hialpha", peg$m_hialpha],
    ["alpha", peg$m_alpha],
    ["digit", peg$m_digit],
    ["safe", peg$m_safe],
    ["extra", peg$m_extra],
    ["national", peg$m_national],
    ["punctuation", peg$m_punctuation],
    ["reserved", peg$m_reserved],
    ["hex", peg$m_hex],
    ["escape", peg$m_escape],
    ["unreserved", peg$m_unreserved],
    ["uchar", peg$m_uchar],
    ["xchar", peg$m_xchar],
    ["digits", peg$m_digits],
    ["gopher_path", peg$m_gopher_path],
    ["selector_search", peg$m_selector_search],
    ["selector_to_tab", peg$m_selector_to_tab],
    ["search_to_tab", peg$m_search_to_tab],
  ]);
  const peg$defaultStart = peg$starts.get("genericurl");

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
      if (result === source.length) return true;
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
  function startParser(rule) {
    const start = peg$starts.get(rule);
    if (start === undefined) throw new Error(`Can't start parsing from rule "${rule}".`);
    return function peg$parseStart(source, reject) {
      // No action or predicate here: nothing reads the input or the options.
      return start(source, 0) === source.length ? true : reject;
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
 * source (true: this module only recognizes), or reject for source outside
 * the language. source must be a string.
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
};
