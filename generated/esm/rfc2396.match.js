// GENERATED FILE, do not edit. The recognizer of every rule.
// Source: grammars/rfc2396.peggy. Edit the grammar and run `npm run generate`.
// Generator: scripts/generate.js with peggy 5.1.0.
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

// No peggy parser here (generated/rfc2396.js has it, with every rule): a
// call the fast parser does not take gets the error peggy's would throw.
const peg$allowedStartRules = ["URI_reference","absoluteURI","relativeURI","hier_part","opaque_part","uric_no_slash","net_path","abs_path","rel_path","rel_segment","scheme","authority","reg_name","server","userinfo","hostport","host","hostname","domainlabel","toplabel","IPv4address","port","path","path_segments","segment","param","pchar","query","fragment","uric","reserved","unreserved","mark","escaped","hex","alphanum","alpha","lowalpha","upalpha","digit","authority_end","query_only_reference","lenient_URI_reference"];
function peg$parse(input, options) {
  const startRule = options.startRule === undefined ? peg$allowedStartRules[0] : options.startRule;
  if (!peg$allowedStartRules.includes(startRule)) {
    throw new Error(`Can't start parsing from rule "${startRule}".`);
  }
  if (typeof input !== "string") throw new TypeError("input must be a string");
  throw new Error("generated/rfc2396.match.js takes no peggy options; generated/rfc2396.js does");
}
const peg$NO_REPORT = "generated/rfc2396.match.js only recognizes: give peg$reject";

// ---------------------------------------------------------------------------
// The tables of the character sets, which the reporting module reads too.
const peg$T0 = Int32Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 866, 0, 8, 226, 0, 226, 866, 866, 866, 866, 227, 226, 867, 867, 200, 375, 375, 375, 375, 375, 375, 375, 375, 375, 375, 226, 194, 0, 226, 0, 202, 226, 375, 375, 375, 375, 375, 375, 371, 371, 371, 371, 371, 371, 371, 371, 371, 371, 371, 371, 371, 371, 371, 371, 371, 371, 371, 371, 0, 0, 0, 0, 866, 0, 375, 375, 375, 375, 375, 375, 371, 371, 371, 371, 371, 371, 371, 371, 371, 371, 371, 371, 371, 371, 371, 371, 371, 371, 371, 371, 0, 0, 0, 866, 0]);

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



  const peg$R0 = /(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R1 = /(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R2 = /(?:[\x21\x24\x26-\x2e0-9\x3b\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f])+/y;
  const peg$R3 = /(?:[\x21\x24\x26-\x2e0-9\x3b\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R4 = /(?:[\x21\x24\x26-\x2e0-\x3b\x3dA-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R5 = /(?:[\x21\x24\x26-\x2e0-\x3b\x3dA-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R6 = /(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f])+/y;
  const peg$R7 = /(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R8 = /(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R9 = /(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R10 = /(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R11 = /(?:[\x21\x24\x26-\x2e0-\x3a\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R12 = /(?:[\x21\x24\x26-\x2e0-\x3a\x3d\x40-Z\x5fa-z\x7e]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  function peg$m_IPv4address(input, p) {
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
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 46)) break F;
      p++;
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
  function peg$m_URI_reference(input, p) {
    const len = input.length;
    let s0, s1, s2, c, s4, s5;
    F: {
      s0 = p;
      L0: {
        s1 = p;
        L1: {
          L2: {
            p = peg$m_absoluteURI(input, p);
            if (p < 0) break L2;
            break L1;
          }
          p = s1;
          p = peg$m_relativeURI(input, p);
          if (p < 0) break L0;
        }
        s0 = p;
      }
      p = s0;
      s2 = p;
      L3: {
        if (p >= len) break L3;
        c = input.charCodeAt(p);
        if (!(c === 35)) break L3;
        p++;
        s4 = p;
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
        s2 = p;
      }
      p = s2;
      return p;
    }
    return -1;
  }
  function peg$m_abs_path(input, p) {
    const len = input.length;
    let s0, c;
    F: {
      s0 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 47)) break F;
      p++;
      p = peg$m_path_segments(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$m_absoluteURI(input, p) {
    const len = input.length;
    let s0, c, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13;
    F: {
      s0 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break F;
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
      s2 = p;
      L0: {
        L1: {
          s3 = p;
          L2: {
            L3: {
              if (p + 2 > len || input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break L3;
              p += 2;
              p = peg$m_authority(input, p);
              if (p < 0) break L3;
              s4 = p;
              L4: {
                s5 = p;
                if (p >= len) break L4;
                c = input.charCodeAt(p);
                if (!(c === 47)) break L4;
                p++;
                p = peg$m_path_segments(input, p);
                if (p < 0) break L4;
                s4 = p;
              }
              p = s4;
              break L2;
            }
            p = s3;
            s6 = p;
            if (p >= len) break L1;
            c = input.charCodeAt(p);
            if (!(c === 47)) break L1;
            p++;
            p = peg$m_path_segments(input, p);
            if (p < 0) break L1;
          }
          s7 = p;
          L5: {
            if (p >= len) break L5;
            c = input.charCodeAt(p);
            if (!(c === 63)) break L5;
            p++;
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
            s7 = p;
          }
          p = s7;
          break L0;
        }
        p = s2;
        s10 = p;
        s11 = p;
        L6: {
          L7: {
            if (p >= len) break L7;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 2) !== 0)) break L7;
            p++;
            break L6;
          }
          p = s11;
          s12 = p;
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
            s13 = p;
            peg$R1.lastIndex = p;
            peg$R1.test(input);
            p = peg$R1.lastIndex;
          } while (p - s13 >= 4096);
        }
      }
      return p;
    }
    return -1;
  }
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
  function peg$m_alphanum(input, p) {
    const len = input.length;
    let c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break F;
      p++;
      return p;
    }
    return -1;
  }
  function peg$m_authority(input, p) {
    const len = input.length;
    let s0, s1, s2, s3, s4, c, s6, s7, s8, s9, s10, s11, s12, s13, s14;
    F: {
      s0 = p;
      L0: {
        L1: {
          s1 = p;
          L2: {
            s2 = p;
            L3: {
              if (input.indexOf("@", p) < 0) break L3;
              s3 = p;
              if (len - p <= 2097152) {
                peg$R4.lastIndex = p;
                peg$R4.test(input);
                p = peg$R4.lastIndex;
              } else {
                do {
                  s4 = p;
                  peg$R5.lastIndex = p;
                  peg$R5.test(input);
                  p = peg$R5.lastIndex;
                } while (p - s4 >= 4096);
              }
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c === 64)) break L3;
              p++;
              s2 = p;
            }
            p = s2;
            p = peg$m_host(input, p);
            if (p < 0) break L2;
            s6 = p;
            L4: {
              if (p >= len) break L4;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L4;
              p++;
              s7 = p;
              while (p < len) {
                c = input.charCodeAt(p);
                if (!((c >= 48 && c <= 57))) break;
                p++;
              }
              s6 = p;
            }
            p = s6;
            s1 = p;
          }
          p = s1;
          s8 = p;
          s9 = p;
          L5: {
            L6: {
              s10 = p;
              if (p >= len) break L6;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 8) !== 0)) break L6;
              p++;
              p = s10;
              break L5;
            }
            p = s9;
            s11 = p;
            L7: {
              if (p >= len) break L7;
              c = input.charCodeAt(p);
              if (!(c <= 65535)) break L7;
              p++;
              break L1;
            }
            p = s11;
          }
          p = s8;
          break L0;
        }
        p = s0;
        s12 = p;
        if (len - p <= 2097152) {
          peg$R6.lastIndex = p;
          if (!peg$R6.test(input)) break F;
          p = peg$R6.lastIndex;
        } else {
          s14 = p;
          do {
            s13 = p;
            peg$R7.lastIndex = p;
            peg$R7.test(input);
            p = peg$R7.lastIndex;
          } while (p - s13 >= 4096);
          if (p === s14) break F;
        }
      }
      return p;
    }
    return -1;
  }
  function peg$m_authority_end(input, p) {
    const len = input.length;
    let s0, s1, c, s3;
    F: {
      s0 = p;
      L0: {
        L1: {
          s1 = p;
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 8) !== 0)) break L1;
          p++;
          p = s1;
          break L0;
        }
        p = s0;
        s3 = p;
        L2: {
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!(c <= 65535)) break L2;
          p++;
          break F;
        }
        p = s3;
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
  function peg$m_domainlabel(input, p) {
    const len = input.length;
    let s0, c, s2;
    F: {
      s0 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break F;
      p++;
      s2 = p;
      while (p < len) {
        c = input.charCodeAt(p);
        if (c < 128 && (peg$T0[c] & 16) !== 0) s2 = ++p;
        else if (c === 45) p++;
        else break;
      }
      p = s2;
      return p;
    }
    return -1;
  }
  function peg$m_escaped(input, p) {
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
      if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break F;
      p++;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break F;
      p++;
      return p;
    }
    return -1;
  }
  function peg$m_fragment(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R0.lastIndex = p;
        peg$R0.test(input);
        p = peg$R0.lastIndex;
      } else {
        do {
          s1 = p;
          peg$R1.lastIndex = p;
          peg$R1.test(input);
          p = peg$R1.lastIndex;
        } while (p - s1 >= 4096);
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
      if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break F;
      p++;
      return p;
    }
    return -1;
  }
  function peg$m_hier_part(input, p) {
    const len = input.length;
    let s0, s1, s2, c, s4, s5, s6, s7;
    F: {
      s0 = p;
      L0: {
        L1: {
          if (p + 2 > len || input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break L1;
          p += 2;
          p = peg$m_authority(input, p);
          if (p < 0) break L1;
          s1 = p;
          L2: {
            s2 = p;
            if (p >= len) break L2;
            c = input.charCodeAt(p);
            if (!(c === 47)) break L2;
            p++;
            p = peg$m_path_segments(input, p);
            if (p < 0) break L2;
            s1 = p;
          }
          p = s1;
          break L0;
        }
        p = s0;
        s4 = p;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c === 47)) break F;
        p++;
        p = peg$m_path_segments(input, p);
        if (p < 0) break F;
      }
      s5 = p;
      L3: {
        if (p >= len) break L3;
        c = input.charCodeAt(p);
        if (!(c === 63)) break L3;
        p++;
        s6 = p;
        if (len - p <= 2097152) {
          peg$R0.lastIndex = p;
          peg$R0.test(input);
          p = peg$R0.lastIndex;
        } else {
          do {
            s7 = p;
            peg$R1.lastIndex = p;
            peg$R1.test(input);
            p = peg$R1.lastIndex;
          } while (p - s7 >= 4096);
        }
        s5 = p;
      }
      p = s5;
      return p;
    }
    return -1;
  }
  function peg$m_host(input, p) {
    const len = input.length;
    let s0, s1, s2, s3, c, s5, s6, s7, s8, s9, s10;
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
              if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L2;
              p++;
              s5 = p;
              while (p < len) {
                c = input.charCodeAt(p);
                if (c < 128 && (peg$T0[c] & 16) !== 0) s5 = ++p;
                else if (c === 45) p++;
                else break;
              }
              p = s5;
              if (p >= len) break L2;
              c = input.charCodeAt(p);
              if (!(c === 46)) break L2;
              p++;
              s6 = p;
              if (p >= len) break L2;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L2;
              p++;
              p = s6;
              continue;
            }
            p = s2;
            break;
          }
          s7 = p;
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break L1;
          p++;
          s8 = p;
          while (p < len) {
            c = input.charCodeAt(p);
            if (c < 128 && (peg$T0[c] & 16) !== 0) s8 = ++p;
            else if (c === 45) p++;
            else break;
          }
          p = s8;
          s9 = p;
          L3: {
            if (p >= len) break L3;
            c = input.charCodeAt(p);
            if (!(c === 46)) break L3;
            p++;
            s9 = p;
          }
          p = s9;
          break L0;
        }
        p = s0;
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
    let s0, s1, s2, c, s4, s5, s6, s7, s8;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          s2 = p;
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L0;
          p++;
          s4 = p;
          while (p < len) {
            c = input.charCodeAt(p);
            if (c < 128 && (peg$T0[c] & 16) !== 0) s4 = ++p;
            else if (c === 45) p++;
            else break;
          }
          p = s4;
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c === 46)) break L0;
          p++;
          s5 = p;
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L0;
          p++;
          p = s5;
          continue;
        }
        p = s1;
        break;
      }
      s6 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break F;
      p++;
      s7 = p;
      while (p < len) {
        c = input.charCodeAt(p);
        if (c < 128 && (peg$T0[c] & 16) !== 0) s7 = ++p;
        else if (c === 45) p++;
        else break;
      }
      p = s7;
      s8 = p;
      L1: {
        if (p >= len) break L1;
        c = input.charCodeAt(p);
        if (!(c === 46)) break L1;
        p++;
        s8 = p;
      }
      p = s8;
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
  function peg$m_lenient_URI_reference(input, p) {
    const len = input.length;
    let s0, s1, c, s3, s4, s5, s6, s7;
    F: {
      s0 = p;
      L0: {
        s1 = p;
        L1: {
          L2: {
            p = peg$m_absoluteURI(input, p);
            if (p < 0) break L2;
            break L1;
          }
          p = s1;
          L3: {
            p = peg$m_relativeURI(input, p);
            if (p < 0) break L3;
            break L1;
          }
          p = s1;
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c === 63)) break L0;
          p++;
          s3 = p;
          if (len - p <= 2097152) {
            peg$R0.lastIndex = p;
            peg$R0.test(input);
            p = peg$R0.lastIndex;
          } else {
            do {
              s4 = p;
              peg$R1.lastIndex = p;
              peg$R1.test(input);
              p = peg$R1.lastIndex;
            } while (p - s4 >= 4096);
          }
        }
        s0 = p;
      }
      p = s0;
      s5 = p;
      L4: {
        if (p >= len) break L4;
        c = input.charCodeAt(p);
        if (!(c === 35)) break L4;
        p++;
        s6 = p;
        if (len - p <= 2097152) {
          peg$R0.lastIndex = p;
          peg$R0.test(input);
          p = peg$R0.lastIndex;
        } else {
          do {
            s7 = p;
            peg$R1.lastIndex = p;
            peg$R1.test(input);
            p = peg$R1.lastIndex;
          } while (p - s7 >= 4096);
        }
        s5 = p;
      }
      p = s5;
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
  function peg$m_mark(input, p) {
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
  function peg$m_net_path(input, p) {
    const len = input.length;
    let s0, s1, c;
    F: {
      if (p + 2 > len || input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
      p += 2;
      p = peg$m_authority(input, p);
      if (p < 0) break F;
      s0 = p;
      L0: {
        s1 = p;
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!(c === 47)) break L0;
        p++;
        p = peg$m_path_segments(input, p);
        if (p < 0) break L0;
        s0 = p;
      }
      p = s0;
      return p;
    }
    return -1;
  }
  function peg$m_opaque_part(input, p) {
    const len = input.length;
    let s0, s1, c, s3, s4;
    F: {
      s0 = p;
      s1 = p;
      L0: {
        L1: {
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 2) !== 0)) break L1;
          p++;
          break L0;
        }
        p = s1;
        s3 = p;
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
          s4 = p;
          peg$R1.lastIndex = p;
          peg$R1.test(input);
          p = peg$R1.lastIndex;
        } while (p - s4 >= 4096);
      }
      return p;
    }
    return -1;
  }
  function peg$m_param(input, p) {
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
  function peg$m_path(input, p) {
    const len = input.length;
    let s0, s1, s2, s3, c, s5, s6, s7, s8;
    F: {
      s0 = p;
      s1 = p;
      L0: {
        s2 = p;
        L1: {
          L2: {
            s3 = p;
            if (p >= len) break L2;
            c = input.charCodeAt(p);
            if (!(c === 47)) break L2;
            p++;
            p = peg$m_path_segments(input, p);
            if (p < 0) break L2;
            break L1;
          }
          p = s2;
          s5 = p;
          s6 = p;
          L3: {
            L4: {
              if (p >= len) break L4;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 2) !== 0)) break L4;
              p++;
              break L3;
            }
            p = s6;
            s7 = p;
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
              s8 = p;
              peg$R1.lastIndex = p;
              peg$R1.test(input);
              p = peg$R1.lastIndex;
            } while (p - s8 >= 4096);
          }
        }
        s1 = p;
      }
      p = s1;
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
  function peg$m_pchar(input, p) {
    const len = input.length;
    let s0, c, s2;
    F: {
      s0 = p;
      L0: {
        L1: {
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 32) !== 0)) break L1;
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
        if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break F;
        p++;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break F;
        p++;
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
      while (p < len) {
        c = input.charCodeAt(p);
        if (!((c >= 48 && c <= 57))) break;
        p++;
      }
      return p;
    }
    return -1;
  }
  function peg$m_query(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R0.lastIndex = p;
        peg$R0.test(input);
        p = peg$R0.lastIndex;
      } else {
        do {
          s1 = p;
          peg$R1.lastIndex = p;
          peg$R1.test(input);
          p = peg$R1.lastIndex;
        } while (p - s1 >= 4096);
      }
      return p;
    }
    return -1;
  }
  function peg$m_query_only_reference(input, p) {
    const len = input.length;
    let c, s1, s2;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 63)) break F;
      p++;
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
      return p;
    }
    return -1;
  }
  function peg$m_reg_name(input, p) {
    const len = input.length;
    let s0, s1, s2;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R6.lastIndex = p;
        if (!peg$R6.test(input)) break F;
        p = peg$R6.lastIndex;
      } else {
        s2 = p;
        do {
          s1 = p;
          peg$R7.lastIndex = p;
          peg$R7.test(input);
          p = peg$R7.lastIndex;
        } while (p - s1 >= 4096);
        if (p === s2) break F;
      }
      return p;
    }
    return -1;
  }
  function peg$m_rel_path(input, p) {
    const len = input.length;
    let s0, s1, s2, s3, s4, s5, c;
    F: {
      s0 = p;
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
      s4 = p;
      L0: {
        s5 = p;
        if (p >= len) break L0;
        c = input.charCodeAt(p);
        if (!(c === 47)) break L0;
        p++;
        p = peg$m_path_segments(input, p);
        if (p < 0) break L0;
        s4 = p;
      }
      p = s4;
      return p;
    }
    return -1;
  }
  function peg$m_rel_segment(input, p) {
    const len = input.length;
    let s0, s1, s2;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R2.lastIndex = p;
        if (!peg$R2.test(input)) break F;
        p = peg$R2.lastIndex;
      } else {
        s2 = p;
        do {
          s1 = p;
          peg$R3.lastIndex = p;
          peg$R3.test(input);
          p = peg$R3.lastIndex;
        } while (p - s1 >= 4096);
        if (p === s2) break F;
      }
      return p;
    }
    return -1;
  }
  function peg$m_relativeURI(input, p) {
    const len = input.length;
    let s0, s1, s2, c, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13;
    F: {
      s0 = p;
      L0: {
        L1: {
          if (p + 2 > len || input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break L1;
          p += 2;
          p = peg$m_authority(input, p);
          if (p < 0) break L1;
          s1 = p;
          L2: {
            s2 = p;
            if (p >= len) break L2;
            c = input.charCodeAt(p);
            if (!(c === 47)) break L2;
            p++;
            p = peg$m_path_segments(input, p);
            if (p < 0) break L2;
            s1 = p;
          }
          p = s1;
          break L0;
        }
        p = s0;
        L3: {
          s4 = p;
          if (p >= len) break L3;
          c = input.charCodeAt(p);
          if (!(c === 47)) break L3;
          p++;
          p = peg$m_path_segments(input, p);
          if (p < 0) break L3;
          break L0;
        }
        p = s0;
        s5 = p;
        s6 = p;
        if (len - p <= 2097152) {
          peg$R2.lastIndex = p;
          if (!peg$R2.test(input)) break F;
          p = peg$R2.lastIndex;
        } else {
          s8 = p;
          do {
            s7 = p;
            peg$R3.lastIndex = p;
            peg$R3.test(input);
            p = peg$R3.lastIndex;
          } while (p - s7 >= 4096);
          if (p === s8) break F;
        }
        s9 = p;
        L4: {
          s10 = p;
          if (p >= len) break L4;
          c = input.charCodeAt(p);
          if (!(c === 47)) break L4;
          p++;
          p = peg$m_path_segments(input, p);
          if (p < 0) break L4;
          s9 = p;
        }
        p = s9;
      }
      s11 = p;
      L5: {
        if (p >= len) break L5;
        c = input.charCodeAt(p);
        if (!(c === 63)) break L5;
        p++;
        s12 = p;
        if (len - p <= 2097152) {
          peg$R0.lastIndex = p;
          peg$R0.test(input);
          p = peg$R0.lastIndex;
        } else {
          do {
            s13 = p;
            peg$R1.lastIndex = p;
            peg$R1.test(input);
            p = peg$R1.lastIndex;
          } while (p - s13 >= 4096);
        }
        s11 = p;
      }
      p = s11;
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
      if (!(c < 128 && (peg$T0[c] & 128) !== 0)) break F;
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
      if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break F;
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
  function peg$m_segment(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R10.lastIndex = p;
        peg$R10.test(input);
        p = peg$R10.lastIndex;
      } else {
        do {
          s1 = p;
          peg$R7.lastIndex = p;
          peg$R7.test(input);
          p = peg$R7.lastIndex;
        } while (p - s1 >= 4096);
      }
      return p;
    }
    return -1;
  }
  function peg$m_server(input, p) {
    const len = input.length;
    let s0, s1, s2, s3, c, s5, s6;
    F: {
      s0 = p;
      L0: {
        s1 = p;
        L1: {
          if (input.indexOf("@", p) < 0) break L1;
          s2 = p;
          if (len - p <= 2097152) {
            peg$R4.lastIndex = p;
            peg$R4.test(input);
            p = peg$R4.lastIndex;
          } else {
            do {
              s3 = p;
              peg$R5.lastIndex = p;
              peg$R5.test(input);
              p = peg$R5.lastIndex;
            } while (p - s3 >= 4096);
          }
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c === 64)) break L1;
          p++;
          s1 = p;
        }
        p = s1;
        p = peg$m_host(input, p);
        if (p < 0) break L0;
        s5 = p;
        L2: {
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!(c === 58)) break L2;
          p++;
          s6 = p;
          while (p < len) {
            c = input.charCodeAt(p);
            if (!((c >= 48 && c <= 57))) break;
            p++;
          }
          s5 = p;
        }
        p = s5;
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
        if (c < 128 && (peg$T0[c] & 16) !== 0) s2 = ++p;
        else if (c === 45) p++;
        else break;
      }
      p = s2;
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
      if (!(c < 128 && (peg$T0[c] & 256) !== 0)) break F;
      p++;
      return p;
    }
    return -1;
  }
  function peg$m_upalpha(input, p) {
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
  function peg$m_uric(input, p) {
    const len = input.length;
    let s0, c, s2;
    F: {
      s0 = p;
      L0: {
        L1: {
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 64) !== 0)) break L1;
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
        if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break F;
        p++;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break F;
        p++;
      }
      return p;
    }
    return -1;
  }
  function peg$m_uric_no_slash(input, p) {
    const len = input.length;
    let s0, c, s2;
    F: {
      s0 = p;
      L0: {
        L1: {
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 2) !== 0)) break L1;
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
        if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break F;
        p++;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 4) !== 0)) break F;
        p++;
      }
      return p;
    }
    return -1;
  }
  function peg$m_userinfo(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      if (len - p <= 2097152) {
        peg$R4.lastIndex = p;
        peg$R4.test(input);
        p = peg$R4.lastIndex;
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

  // Start rule -> match function (this module only recognizes).
  const peg$starts = new Map([
    ["URI_reference", peg$m_URI_reference],
    ["absoluteURI", peg$m_absoluteURI],
    ["relativeURI", peg$m_relativeURI],
    ["hier_part", peg$m_hier_part],
    ["opaque_part", peg$m_opaque_part],
    ["uric_no_slash", peg$m_uric_no_slash],
    ["net_path", peg$m_net_path],
    ["abs_path", peg$m_abs_path],
    ["rel_path", peg$m_rel_path],
    ["rel_segment", peg$m_rel_segment],
    ["scheme", peg$m_scheme],
    ["authority", peg$m_authority],
    ["reg_name", peg$m_reg_name],
    ["server", peg$m_server],
    ["userinfo", peg$m_userinfo],
    ["hostport", peg$m_hostport],
    ["host", peg$m_host],
    ["hostname", peg$m_hostname],
    ["domainlabel", peg$m_domainlabel],
    ["toplabel", peg$m_toplabel],
    ["IPv4address", peg$m_IPv4address],
    ["port", peg$m_port],
    ["path", peg$m_path],
    ["path_segments", peg$m_path_segments],
    ["segment", peg$m_segment],
    ["param", peg$m_param],
    ["pchar", peg$m_pchar],
    ["query", peg$m_query],
    ["fragment", peg$m_fragment],
    ["uric", peg$m_uric],
    ["reserved", peg$m_reserved],
    ["unreserved", peg$m_unreserved],
    ["mark", peg$m_mark],
    ["escaped", peg$m_escaped],
    ["hex", peg$m_hex],
    ["alphanum", peg$m_alphanum],
    ["alpha", peg$m_alpha],
    ["lowalpha", peg$m_lowalpha],
    ["upalpha", peg$m_upalpha],
    ["digit", peg$m_digit],
    ["authority_end", peg$m_authority_end],
    ["query_only_reference", peg$m_query_only_reference],
    ["lenient_URI_reference", peg$m_lenient_URI_reference],
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

export {
  peg$allowedStartRules as StartRules,
  peg$fastParse as parse,
  peg$makeParse,
  peg$startParser,
};
