// GENERATED FILE, do not edit. The reporting parser of IRI_reference.
// Source: grammars/rfc3987.peggy. Edit the grammar and run `npm run generate`.
// Base: grammars/rfc3986.peggy, whose rules grammars/rfc3987.peggy replaces or adds to.
// Generator: scripts/generate.js with peggy 5.1.0.
import {
  StartRules as peg$allowedStartRules,
  peg$makeParse,
  peg$T0,
  peg$U0,
  peg$U1,
} from "./rfc3987.entry.js";

// ---------------------------------------------------------------------------
// The reporting parser (scripts/optimize.js): peg$x_* match and record
// expectations as peggy's peg$parse does; they run only on input that the
// fast parser (peg$makeParse, of the fast module) rejected.
const peg$reportParse = /* @__PURE__ */ (function () {
  let peg$silent = 0;
  let peg$maxFailPos = 0;
  let peg$maxFailExpected = [];

  function peg$fail(pos, k) {
    if (pos < peg$maxFailPos) return;
    if (pos > peg$maxFailPos) {
      peg$maxFailPos = pos;
      peg$maxFailExpected = [];
    }
    peg$maxFailExpected.push(k);
  }
  function peg$position(s, pos) {
    let line = 1, column = 1;
    for (let i = 0; i < pos; i++) {
      if (s.charCodeAt(i) === 10) { line++; column = 1; } else { column++; }
    }
    return { offset: pos, line, column };
  }
  function peg$codePointAt(s, p) {
    const cp = s.codePointAt(p);
    return cp === undefined ? "" : String.fromCodePoint(cp);
  }
  // What the caller's peg$buildError makes of the recorded failures.
  function peg$syntaxError(s, pos, recorded, opts) {
    if (typeof opts.peg$buildError !== "function") {
      throw new TypeError("a reporting module of url-grammars needs the option peg$buildError");
    }
    const expected = recorded.map((k) => peg$expectations[k]());
    const found = pos < s.length ? peg$codePointAt(s, pos) : null;
    const location = {
      source: opts.grammarSource,
      start: peg$position(s, pos),
      end: peg$position(s, pos < s.length ? pos + 1 : pos),
    };
    return opts.peg$buildError(s, expected, found, location);
  }

  // Each call makes a new expectation object, as peg$parse does.
  const peg$expectations = [
    () => ({"type":"end"}),
    () => ({"type":"literal","text":":","ignoreCase":false}),
    () => ({"type":"literal","text":"?","ignoreCase":false}),
    () => ({"type":"literal","text":"#","ignoreCase":false}),
    () => ({"type":"class","parts":["+",["-","."]],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"literal","text":"//","ignoreCase":false}),
    () => ({"type":"class","parts":["/","?"],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"other","description":"ALPHA"}),
    () => ({"type":"other","description":"DIGIT"}),
    () => ({"type":"literal","text":"@","ignoreCase":false}),
    () => ({"type":"literal","text":"/","ignoreCase":false}),
    () => ({"type":"class","parts":[":","@"],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"class","parts":[["",""]],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"class","parts":[["\udb80","\udbbe"],["\udbc0","\udbfe"]],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"class","parts":[["\udc00","\udfff"]],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"class","parts":["\udbbf","\udbff"],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"class","parts":[["\udc00","\udffd"]],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"other","description":"iprivate"}),
    () => ({"type":"class","parts":[["-","."],"_","~"],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"other","description":"iunreserved"}),
    () => ({"type":"literal","text":"%","ignoreCase":false}),
    () => ({"type":"other","description":"sub-delims"}),
    () => ({"type":"literal","text":"[","ignoreCase":false}),
    () => ({"type":"literal","text":"]","ignoreCase":false}),
    () => ({"type":"literal","text":".","ignoreCase":false}),
    () => ({"type":"class","parts":[[" ","퟿"],["豈","﷏"],["ﷰ","￯"]],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"class","parts":[["\ud800","\ud83e"],["\ud840","\ud87e"],["\ud880","\ud8be"],["\ud8c0","\ud8fe"],["\ud900","\ud93e"],["\ud940","\ud97e"],["\ud980","\ud9be"],["\ud9c0","\ud9fe"],["\uda00","\uda3e"],["\uda40","\uda7e"],["\uda80","\udabe"],["\udac0","\udafe"],["\udb00","\udb3e"],["\udb44","\udb7e"]],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"class","parts":["\ud83f","\ud87f","\ud8bf","\ud8ff","\ud93f","\ud97f","\ud9bf","\ud9ff","\uda3f","\uda7f","\udabf","\udaff","\udb3f","\udb7f"],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"other","description":"ucschar"}),
    () => ({"type":"other","description":"HEXDIG"}),
    () => ({"type":"literal","text":"::","ignoreCase":false}),
    () => ({"type":"literal","text":"v","ignoreCase":true}),
    () => ({"type":"literal","text":"25","ignoreCase":false}),
    () => ({"type":"class","parts":[["0","5"]],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"literal","text":"2","ignoreCase":false}),
    () => ({"type":"class","parts":[["0","4"]],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"literal","text":"1","ignoreCase":false}),
    () => ({"type":"class","parts":[["1","9"]],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"other","description":"unreserved"}),
  ];

  function peg$x_ALPHA(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) { if (peg$silent === 0) peg$fail(p, 7); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_DIGIT(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!((c >= 48 && c <= 57))) { if (peg$silent === 0) peg$fail(p, 8); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_HEXDIG(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c < 128 && (peg$T0[c] & 16) !== 0)) { if (peg$silent === 0) peg$fail(p, 29); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_IP_literal(input, p) {
    const len = input.length;
    let c, s1;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 91)) { if (peg$silent === 0) peg$fail(p, 22); break F; }
      p++;
      s1 = p;
      L0: {
        L1: {
          p = peg$x_IPv6address(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s1;
        p = peg$x_IPvFuture(input, p);
        if (p < 0) break F;
      }
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 93)) { if (peg$silent === 0) peg$fail(p, 23); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_IPv4address(input, p) {
    const len = input.length;
    let s0, c;
    F: {
      s0 = p;
      p = peg$x_dec_octet(input, p);
      if (p < 0) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 46)) { if (peg$silent === 0) peg$fail(p, 24); break F; }
      p++;
      p = peg$x_dec_octet(input, p);
      if (p < 0) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 46)) { if (peg$silent === 0) peg$fail(p, 24); break F; }
      p++;
      p = peg$x_dec_octet(input, p);
      if (p < 0) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 46)) { if (peg$silent === 0) peg$fail(p, 24); break F; }
      p++;
      p = peg$x_dec_octet(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$x_IPv6address(input, p) {
    const len = input.length;
    let s0, s1, s2, n3, c, s5, s6, n7, s8, s9, s10, n11, s12, s13, s14, n15, s16, s17, n18, s19, s20, s21, n22, s23, s24, n25, s26, s27, s28, n29, s30, s31, s32, s33, n34, s35, s36, s37, s38, n39, s40, s41, s42, s43, n44, s45;
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
              p = peg$x_h16(input, p);
              if (p < 0) break L2;
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break L2; }
              p++;
              n3++;
              continue;
            }
            p = s2;
            break;
          }
          if (n3 < 6) break L1;
          p = peg$x_ls32(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        L3: {
          s5 = p;
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) { if (peg$silent === 0) peg$fail(p, 30); break L3; }
          p += 2;
          n7 = 0;
          for (;;) {
            if (n7 >= 5) break;
            s6 = p;
            L4: {
              p = peg$x_h16(input, p);
              if (p < 0) break L4;
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break L4; }
              p++;
              n7++;
              continue;
            }
            p = s6;
            break;
          }
          if (n7 < 5) break L3;
          p = peg$x_ls32(input, p);
          if (p < 0) break L3;
          break L0;
        }
        p = s0;
        L5: {
          s8 = p;
          s9 = p;
          L6: {
            p = peg$x_h16(input, p);
            if (p < 0) break L6;
            s9 = p;
          }
          p = s9;
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) { if (peg$silent === 0) peg$fail(p, 30); break L5; }
          p += 2;
          n11 = 0;
          for (;;) {
            if (n11 >= 4) break;
            s10 = p;
            L7: {
              p = peg$x_h16(input, p);
              if (p < 0) break L7;
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break L7; }
              p++;
              n11++;
              continue;
            }
            p = s10;
            break;
          }
          if (n11 < 4) break L5;
          p = peg$x_ls32(input, p);
          if (p < 0) break L5;
          break L0;
        }
        p = s0;
        L8: {
          s12 = p;
          s13 = p;
          L9: {
            n15 = 0;
            for (;;) {
              if (n15 >= 1) break;
              s14 = p;
              L10: {
                p = peg$x_h16(input, p);
                if (p < 0) break L10;
                c = p < len ? input.charCodeAt(p) : NaN;
                if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break L10; }
                p++;
                s16 = p;
                peg$silent++;
                L11: {
                  L12: {
                    c = p < len ? input.charCodeAt(p) : NaN;
                    if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break L12; }
                    p++;
                    peg$silent--;
                    break L10;
                  }
                  peg$silent--;
                }
                p = s16;
                n15++;
                continue;
              }
              p = s14;
              break;
            }
            p = peg$x_h16(input, p);
            if (p < 0) break L9;
            s13 = p;
          }
          p = s13;
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) { if (peg$silent === 0) peg$fail(p, 30); break L8; }
          p += 2;
          n18 = 0;
          for (;;) {
            if (n18 >= 3) break;
            s17 = p;
            L13: {
              p = peg$x_h16(input, p);
              if (p < 0) break L13;
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break L13; }
              p++;
              n18++;
              continue;
            }
            p = s17;
            break;
          }
          if (n18 < 3) break L8;
          p = peg$x_ls32(input, p);
          if (p < 0) break L8;
          break L0;
        }
        p = s0;
        L14: {
          s19 = p;
          s20 = p;
          L15: {
            n22 = 0;
            for (;;) {
              if (n22 >= 2) break;
              s21 = p;
              L16: {
                p = peg$x_h16(input, p);
                if (p < 0) break L16;
                c = p < len ? input.charCodeAt(p) : NaN;
                if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break L16; }
                p++;
                s23 = p;
                peg$silent++;
                L17: {
                  L18: {
                    c = p < len ? input.charCodeAt(p) : NaN;
                    if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break L18; }
                    p++;
                    peg$silent--;
                    break L16;
                  }
                  peg$silent--;
                }
                p = s23;
                n22++;
                continue;
              }
              p = s21;
              break;
            }
            p = peg$x_h16(input, p);
            if (p < 0) break L15;
            s20 = p;
          }
          p = s20;
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) { if (peg$silent === 0) peg$fail(p, 30); break L14; }
          p += 2;
          n25 = 0;
          for (;;) {
            if (n25 >= 2) break;
            s24 = p;
            L19: {
              p = peg$x_h16(input, p);
              if (p < 0) break L19;
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break L19; }
              p++;
              n25++;
              continue;
            }
            p = s24;
            break;
          }
          if (n25 < 2) break L14;
          p = peg$x_ls32(input, p);
          if (p < 0) break L14;
          break L0;
        }
        p = s0;
        L20: {
          s26 = p;
          s27 = p;
          L21: {
            n29 = 0;
            for (;;) {
              if (n29 >= 3) break;
              s28 = p;
              L22: {
                p = peg$x_h16(input, p);
                if (p < 0) break L22;
                c = p < len ? input.charCodeAt(p) : NaN;
                if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break L22; }
                p++;
                s30 = p;
                peg$silent++;
                L23: {
                  L24: {
                    c = p < len ? input.charCodeAt(p) : NaN;
                    if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break L24; }
                    p++;
                    peg$silent--;
                    break L22;
                  }
                  peg$silent--;
                }
                p = s30;
                n29++;
                continue;
              }
              p = s28;
              break;
            }
            p = peg$x_h16(input, p);
            if (p < 0) break L21;
            s27 = p;
          }
          p = s27;
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) { if (peg$silent === 0) peg$fail(p, 30); break L20; }
          p += 2;
          p = peg$x_h16(input, p);
          if (p < 0) break L20;
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break L20; }
          p++;
          p = peg$x_ls32(input, p);
          if (p < 0) break L20;
          break L0;
        }
        p = s0;
        L25: {
          s31 = p;
          s32 = p;
          L26: {
            n34 = 0;
            for (;;) {
              if (n34 >= 4) break;
              s33 = p;
              L27: {
                p = peg$x_h16(input, p);
                if (p < 0) break L27;
                c = p < len ? input.charCodeAt(p) : NaN;
                if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break L27; }
                p++;
                s35 = p;
                peg$silent++;
                L28: {
                  L29: {
                    c = p < len ? input.charCodeAt(p) : NaN;
                    if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break L29; }
                    p++;
                    peg$silent--;
                    break L27;
                  }
                  peg$silent--;
                }
                p = s35;
                n34++;
                continue;
              }
              p = s33;
              break;
            }
            p = peg$x_h16(input, p);
            if (p < 0) break L26;
            s32 = p;
          }
          p = s32;
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) { if (peg$silent === 0) peg$fail(p, 30); break L25; }
          p += 2;
          p = peg$x_ls32(input, p);
          if (p < 0) break L25;
          break L0;
        }
        p = s0;
        L30: {
          s36 = p;
          s37 = p;
          L31: {
            n39 = 0;
            for (;;) {
              if (n39 >= 5) break;
              s38 = p;
              L32: {
                p = peg$x_h16(input, p);
                if (p < 0) break L32;
                c = p < len ? input.charCodeAt(p) : NaN;
                if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break L32; }
                p++;
                s40 = p;
                peg$silent++;
                L33: {
                  L34: {
                    c = p < len ? input.charCodeAt(p) : NaN;
                    if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break L34; }
                    p++;
                    peg$silent--;
                    break L32;
                  }
                  peg$silent--;
                }
                p = s40;
                n39++;
                continue;
              }
              p = s38;
              break;
            }
            p = peg$x_h16(input, p);
            if (p < 0) break L31;
            s37 = p;
          }
          p = s37;
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) { if (peg$silent === 0) peg$fail(p, 30); break L30; }
          p += 2;
          p = peg$x_h16(input, p);
          if (p < 0) break L30;
          break L0;
        }
        p = s0;
        s41 = p;
        s42 = p;
        L35: {
          n44 = 0;
          for (;;) {
            if (n44 >= 6) break;
            s43 = p;
            L36: {
              p = peg$x_h16(input, p);
              if (p < 0) break L36;
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break L36; }
              p++;
              s45 = p;
              peg$silent++;
              L37: {
                L38: {
                  c = p < len ? input.charCodeAt(p) : NaN;
                  if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break L38; }
                  p++;
                  peg$silent--;
                  break L36;
                }
                peg$silent--;
              }
              p = s45;
              n44++;
              continue;
            }
            p = s43;
            break;
          }
          p = peg$x_h16(input, p);
          if (p < 0) break L35;
          s42 = p;
        }
        p = s42;
        if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) { if (peg$silent === 0) peg$fail(p, 30); break F; }
        p += 2;
      }
      return p;
    }
    return -1;
  }
  function peg$x_IPvFuture(input, p) {
    const len = input.length;
    let c, s1, s2, s3, s4, s5, s6;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 86 || c === 118)) { if (peg$silent === 0) peg$fail(p, 31); break F; }
      p++;
      s1 = p;
      s3 = p;
      for (;;) {
        s2 = p;
        L0: {
          p = peg$x_HEXDIG(input, p);
          if (p < 0) break L0;
          continue;
        }
        p = s2;
        break;
      }
      if (p === s3) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 46)) { if (peg$silent === 0) peg$fail(p, 24); break F; }
      p++;
      s5 = p;
      for (;;) {
        s4 = p;
        L1: {
          s6 = p;
          L2: {
            L3: {
              p = peg$x_unreserved(input, p);
              if (p < 0) break L3;
              break L2;
            }
            p = s6;
            L4: {
              p = peg$x_sub_delims(input, p);
              if (p < 0) break L4;
              break L2;
            }
            p = s6;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break L1; }
            p++;
          }
          continue;
        }
        p = s4;
        break;
      }
      if (p === s5) break F;
      return p;
    }
    return -1;
  }
  function peg$x_IRI(input, p) {
    const len = input.length;
    let c, s1, s2;
    F: {
      p = peg$x_scheme(input, p);
      if (p < 0) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break F; }
      p++;
      p = peg$x_ihier_part(input, p);
      if (p < 0) break F;
      s1 = p;
      L0: {
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 63)) { if (peg$silent === 0) peg$fail(p, 2); break L0; }
        p++;
        p = peg$x_iquery(input, p);
        if (p < 0) break L0;
        s1 = p;
      }
      p = s1;
      s2 = p;
      L1: {
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 35)) { if (peg$silent === 0) peg$fail(p, 3); break L1; }
        p++;
        p = peg$x_ifragment(input, p);
        if (p < 0) break L1;
        s2 = p;
      }
      p = s2;
      return p;
    }
    return -1;
  }
  function peg$x_IRI_reference(input, p) {
    const len = input.length;
    let s0;
    F: {
      s0 = p;
      L0: {
        L1: {
          p = peg$x_IRI(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        p = peg$x_irelative_ref(input, p);
        if (p < 0) break F;
      }
      return p;
    }
    return -1;
  }
  function peg$x_dec_octet(input, p) {
    const len = input.length;
    let s0, s1, c, s3, s4, s5, n6, s7;
    F: {
      s0 = p;
      L0: {
        L1: {
          s1 = p;
          if (p + 2 > len || input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) { if (peg$silent === 0) peg$fail(p, 32); break L1; }
          p += 2;
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!((c >= 48 && c <= 53))) { if (peg$silent === 0) peg$fail(p, 33); break L1; }
          p++;
          break L0;
        }
        p = s0;
        L2: {
          s3 = p;
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c === 50)) { if (peg$silent === 0) peg$fail(p, 34); break L2; }
          p++;
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!((c >= 48 && c <= 52))) { if (peg$silent === 0) peg$fail(p, 35); break L2; }
          p++;
          p = peg$x_DIGIT(input, p);
          if (p < 0) break L2;
          break L0;
        }
        p = s0;
        L3: {
          s4 = p;
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c === 49)) { if (peg$silent === 0) peg$fail(p, 36); break L3; }
          p++;
          n6 = 0;
          for (;;) {
            if (n6 >= 2) break;
            s5 = p;
            L4: {
              p = peg$x_DIGIT(input, p);
              if (p < 0) break L4;
              n6++;
              continue;
            }
            p = s5;
            break;
          }
          if (n6 < 2) break L3;
          break L0;
        }
        p = s0;
        L5: {
          s7 = p;
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!((c >= 49 && c <= 57))) { if (peg$silent === 0) peg$fail(p, 37); break L5; }
          p++;
          p = peg$x_DIGIT(input, p);
          if (p < 0) break L5;
          break L0;
        }
        p = s0;
        p = peg$x_DIGIT(input, p);
        if (p < 0) break F;
      }
      return p;
    }
    return -1;
  }
  function peg$x_h16(input, p) {
    const len = input.length;
    let s0, s1, n2;
    F: {
      s0 = p;
      n2 = 0;
      for (;;) {
        if (n2 >= 4) break;
        s1 = p;
        L0: {
          p = peg$x_HEXDIG(input, p);
          if (p < 0) break L0;
          n2++;
          continue;
        }
        p = s1;
        break;
      }
      if (n2 < 1) break F;
      return p;
    }
    return -1;
  }
  function peg$x_iauthority(input, p) {
    const len = input.length;
    let s0, c, s2;
    F: {
      s0 = p;
      L0: {
        p = peg$x_iuserinfo(input, p);
        if (p < 0) break L0;
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 64)) { if (peg$silent === 0) peg$fail(p, 9); break L0; }
        p++;
        s0 = p;
      }
      p = s0;
      p = peg$x_ihost(input, p);
      if (p < 0) break F;
      s2 = p;
      L1: {
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break L1; }
        p++;
        p = peg$x_port(input, p);
        if (p < 0) break L1;
        s2 = p;
      }
      p = s2;
      return p;
    }
    return -1;
  }
  function peg$x_ifragment(input, p) {
    const len = input.length;
    let s0, s1, s2, c;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          s2 = p;
          L1: {
            L2: {
              p = peg$x_ipchar(input, p);
              if (p < 0) break L2;
              break L1;
            }
            p = s2;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c === 47 || c === 63)) { if (peg$silent === 0) peg$fail(p, 6); break L0; }
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
  function peg$x_ihier_part(input, p) {
    const len = input.length;
    let s0;
    F: {
      s0 = p;
      L0: {
        L1: {
          if (p + 2 > len || input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) { if (peg$silent === 0) peg$fail(p, 5); break L1; }
          p += 2;
          p = peg$x_iauthority(input, p);
          if (p < 0) break L1;
          p = peg$x_ipath_abempty(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        L2: {
          p = peg$x_ipath_absolute(input, p);
          if (p < 0) break L2;
          break L0;
        }
        p = s0;
        L3: {
          p = peg$x_ipath_rootless(input, p);
          if (p < 0) break L3;
          break L0;
        }
        p = s0;
        p = peg$x_ipath_empty(input, p);
        if (p < 0) break F;
      }
      return p;
    }
    return -1;
  }
  function peg$x_ihost(input, p) {
    const len = input.length;
    let s0, s1, s2;
    F: {
      s0 = p;
      L0: {
        L1: {
          p = peg$x_IP_literal(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        L2: {
          p = peg$x_IPv4address(input, p);
          if (p < 0) break L2;
          s1 = p;
          peg$silent++;
          L3: {
            L4: {
              s2 = p;
              L5: {
                L6: {
                  p = peg$x_iunreserved(input, p);
                  if (p < 0) break L6;
                  break L5;
                }
                p = s2;
                L7: {
                  p = peg$x_pct_encoded(input, p);
                  if (p < 0) break L7;
                  break L5;
                }
                p = s2;
                p = peg$x_sub_delims(input, p);
                if (p < 0) break L4;
              }
              peg$silent--;
              break L2;
            }
            peg$silent--;
          }
          p = s1;
          break L0;
        }
        p = s0;
        p = peg$x_ireg_name(input, p);
        if (p < 0) break F;
      }
      return p;
    }
    return -1;
  }
  function peg$x_ipath_abempty(input, p) {
    const len = input.length;
    let s0, s1, c;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 10); break L0; }
          p++;
          p = peg$x_isegment(input, p);
          if (p < 0) break L0;
          continue;
        }
        p = s1;
        break;
      }
      return p;
    }
    return -1;
  }
  function peg$x_ipath_absolute(input, p) {
    const len = input.length;
    let s0, c, s2, s3;
    F: {
      s0 = p;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 10); break F; }
      p++;
      s2 = p;
      L0: {
        p = peg$x_isegment_nz(input, p);
        if (p < 0) break L0;
        for (;;) {
          s3 = p;
          L1: {
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 10); break L1; }
            p++;
            p = peg$x_isegment(input, p);
            if (p < 0) break L1;
            continue;
          }
          p = s3;
          break;
        }
        s2 = p;
      }
      p = s2;
      return p;
    }
    return -1;
  }
  function peg$x_ipath_empty(input, p) {
    const len = input.length;
    F: {
      return p;
    }
    return -1;
  }
  function peg$x_ipath_noscheme(input, p) {
    const len = input.length;
    let s0, s1, c;
    F: {
      s0 = p;
      p = peg$x_isegment_nz_nc(input, p);
      if (p < 0) break F;
      for (;;) {
        s1 = p;
        L0: {
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 10); break L0; }
          p++;
          p = peg$x_isegment(input, p);
          if (p < 0) break L0;
          continue;
        }
        p = s1;
        break;
      }
      return p;
    }
    return -1;
  }
  function peg$x_ipath_rootless(input, p) {
    const len = input.length;
    let s0, s1, c;
    F: {
      s0 = p;
      p = peg$x_isegment_nz(input, p);
      if (p < 0) break F;
      for (;;) {
        s1 = p;
        L0: {
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 10); break L0; }
          p++;
          p = peg$x_isegment(input, p);
          if (p < 0) break L0;
          continue;
        }
        p = s1;
        break;
      }
      return p;
    }
    return -1;
  }
  function peg$x_ipchar(input, p) {
    const len = input.length;
    let s0, c;
    F: {
      s0 = p;
      L0: {
        L1: {
          p = peg$x_iunreserved(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        L2: {
          p = peg$x_pct_encoded(input, p);
          if (p < 0) break L2;
          break L0;
        }
        p = s0;
        L3: {
          p = peg$x_sub_delims(input, p);
          if (p < 0) break L3;
          break L0;
        }
        p = s0;
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 58 || c === 64)) { if (peg$silent === 0) peg$fail(p, 11); break F; }
        p++;
      }
      return p;
    }
    return -1;
  }
  function peg$x_iprivate(input, p) {
    const len = input.length;
    let s0, s1, c, s3, s4;
    F: {
      s0 = p;
      peg$silent++;
      L0: {
        L1: {
          s1 = p;
          L2: {
            L3: {
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!((c >= 57344 && c <= 63743))) { if (peg$silent === 0) peg$fail(p, 12); break L3; }
              p++;
              break L2;
            }
            p = s1;
            L4: {
              s3 = p;
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!((c >= 56192 && c <= 56254) || (c >= 56256 && c <= 56318))) { if (peg$silent === 0) peg$fail(p, 13); break L4; }
              p++;
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!((c >= 56320 && c <= 57343))) { if (peg$silent === 0) peg$fail(p, 14); break L4; }
              p++;
              break L2;
            }
            p = s1;
            s4 = p;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c === 56255 || c === 56319)) { if (peg$silent === 0) peg$fail(p, 15); break L1; }
            p++;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!((c >= 56320 && c <= 57341))) { if (peg$silent === 0) peg$fail(p, 16); break L1; }
            p++;
          }
          peg$silent--;
          break L0;
        }
        peg$silent--;
        if (peg$silent === 0) peg$fail(s0, 17);
        break F;
      }
      return p;
    }
    return -1;
  }
  function peg$x_iquery(input, p) {
    const len = input.length;
    let s0, s1, s2, c;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          s2 = p;
          L1: {
            L2: {
              p = peg$x_ipchar(input, p);
              if (p < 0) break L2;
              break L1;
            }
            p = s2;
            L3: {
              p = peg$x_iprivate(input, p);
              if (p < 0) break L3;
              break L1;
            }
            p = s2;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c === 47 || c === 63)) { if (peg$silent === 0) peg$fail(p, 6); break L0; }
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
  function peg$x_ireg_name(input, p) {
    const len = input.length;
    let s0, s1, s2;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          s2 = p;
          L1: {
            L2: {
              p = peg$x_iunreserved(input, p);
              if (p < 0) break L2;
              break L1;
            }
            p = s2;
            L3: {
              p = peg$x_pct_encoded(input, p);
              if (p < 0) break L3;
              break L1;
            }
            p = s2;
            p = peg$x_sub_delims(input, p);
            if (p < 0) break L0;
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
  function peg$x_irelative_part(input, p) {
    const len = input.length;
    let s0;
    F: {
      s0 = p;
      L0: {
        L1: {
          if (p + 2 > len || input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) { if (peg$silent === 0) peg$fail(p, 5); break L1; }
          p += 2;
          p = peg$x_iauthority(input, p);
          if (p < 0) break L1;
          p = peg$x_ipath_abempty(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        L2: {
          p = peg$x_ipath_absolute(input, p);
          if (p < 0) break L2;
          break L0;
        }
        p = s0;
        L3: {
          p = peg$x_ipath_noscheme(input, p);
          if (p < 0) break L3;
          break L0;
        }
        p = s0;
        p = peg$x_ipath_empty(input, p);
        if (p < 0) break F;
      }
      return p;
    }
    return -1;
  }
  function peg$x_irelative_ref(input, p) {
    const len = input.length;
    let s0, c, s2;
    F: {
      p = peg$x_irelative_part(input, p);
      if (p < 0) break F;
      s0 = p;
      L0: {
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 63)) { if (peg$silent === 0) peg$fail(p, 2); break L0; }
        p++;
        p = peg$x_iquery(input, p);
        if (p < 0) break L0;
        s0 = p;
      }
      p = s0;
      s2 = p;
      L1: {
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 35)) { if (peg$silent === 0) peg$fail(p, 3); break L1; }
        p++;
        p = peg$x_ifragment(input, p);
        if (p < 0) break L1;
        s2 = p;
      }
      p = s2;
      return p;
    }
    return -1;
  }
  function peg$x_isegment(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          p = peg$x_ipchar(input, p);
          if (p < 0) break L0;
          continue;
        }
        p = s1;
        break;
      }
      return p;
    }
    return -1;
  }
  function peg$x_isegment_nz(input, p) {
    const len = input.length;
    let s0, s1, s2;
    F: {
      s0 = p;
      s2 = p;
      for (;;) {
        s1 = p;
        L0: {
          p = peg$x_ipchar(input, p);
          if (p < 0) break L0;
          continue;
        }
        p = s1;
        break;
      }
      if (p === s2) break F;
      return p;
    }
    return -1;
  }
  function peg$x_isegment_nz_nc(input, p) {
    const len = input.length;
    let s0, s1, s2, s3, c;
    F: {
      s0 = p;
      s2 = p;
      for (;;) {
        s1 = p;
        L0: {
          s3 = p;
          L1: {
            L2: {
              p = peg$x_iunreserved(input, p);
              if (p < 0) break L2;
              break L1;
            }
            p = s3;
            L3: {
              p = peg$x_pct_encoded(input, p);
              if (p < 0) break L3;
              break L1;
            }
            p = s3;
            L4: {
              p = peg$x_sub_delims(input, p);
              if (p < 0) break L4;
              break L1;
            }
            p = s3;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c === 64)) { if (peg$silent === 0) peg$fail(p, 9); break L0; }
            p++;
          }
          continue;
        }
        p = s1;
        break;
      }
      if (p === s2) break F;
      return p;
    }
    return -1;
  }
  function peg$x_iunreserved(input, p) {
    const len = input.length;
    let s0, s1, c;
    F: {
      s0 = p;
      peg$silent++;
      L0: {
        L1: {
          s1 = p;
          L2: {
            L3: {
              p = peg$x_ALPHA(input, p);
              if (p < 0) break L3;
              break L2;
            }
            p = s1;
            L4: {
              p = peg$x_DIGIT(input, p);
              if (p < 0) break L4;
              break L2;
            }
            p = s1;
            L5: {
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!(c < 128 && (peg$T0[c] & 64) !== 0)) { if (peg$silent === 0) peg$fail(p, 18); break L5; }
              p++;
              break L2;
            }
            p = s1;
            p = peg$x_ucschar(input, p);
            if (p < 0) break L1;
          }
          peg$silent--;
          break L0;
        }
        peg$silent--;
        if (peg$silent === 0) peg$fail(s0, 19);
        break F;
      }
      return p;
    }
    return -1;
  }
  function peg$x_iuserinfo(input, p) {
    const len = input.length;
    let s0, s1, s2, c;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          s2 = p;
          L1: {
            L2: {
              p = peg$x_iunreserved(input, p);
              if (p < 0) break L2;
              break L1;
            }
            p = s2;
            L3: {
              p = peg$x_pct_encoded(input, p);
              if (p < 0) break L3;
              break L1;
            }
            p = s2;
            L4: {
              p = peg$x_sub_delims(input, p);
              if (p < 0) break L4;
              break L1;
            }
            p = s2;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break L0; }
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
  function peg$x_ls32(input, p) {
    const len = input.length;
    let s0, s1, c;
    F: {
      s0 = p;
      L0: {
        L1: {
          s1 = p;
          p = peg$x_h16(input, p);
          if (p < 0) break L1;
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break L1; }
          p++;
          p = peg$x_h16(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        p = peg$x_IPv4address(input, p);
        if (p < 0) break F;
      }
      return p;
    }
    return -1;
  }
  function peg$x_pct_encoded(input, p) {
    const len = input.length;
    let s0, c;
    F: {
      s0 = p;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 37)) { if (peg$silent === 0) peg$fail(p, 20); break F; }
      p++;
      p = peg$x_HEXDIG(input, p);
      if (p < 0) break F;
      p = peg$x_HEXDIG(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$x_port(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          p = peg$x_DIGIT(input, p);
          if (p < 0) break L0;
          continue;
        }
        p = s1;
        break;
      }
      return p;
    }
    return -1;
  }
  function peg$x_scheme(input, p) {
    const len = input.length;
    let s0, s1, s2, c;
    F: {
      s0 = p;
      p = peg$x_ALPHA(input, p);
      if (p < 0) break F;
      for (;;) {
        s1 = p;
        L0: {
          s2 = p;
          L1: {
            L2: {
              p = peg$x_ALPHA(input, p);
              if (p < 0) break L2;
              break L1;
            }
            p = s2;
            L3: {
              p = peg$x_DIGIT(input, p);
              if (p < 0) break L3;
              break L1;
            }
            p = s2;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c === 43 || (c >= 45 && c <= 46))) { if (peg$silent === 0) peg$fail(p, 4); break L0; }
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
  function peg$x_sub_delims(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c < 128 && (peg$T0[c] & 128) !== 0)) { if (peg$silent === 0) peg$fail(p, 21); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_ucschar(input, p) {
    const len = input.length;
    let s0, s1, c, s3, s4;
    F: {
      s0 = p;
      peg$silent++;
      L0: {
        L1: {
          s1 = p;
          L2: {
            L3: {
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!((c < 128 ? (peg$T0[c] & 256) !== 0 : (c >= 160 && c <= 55295) || (c >= 63744 && c <= 64975) || (c >= 65008 && c <= 65519)))) { if (peg$silent === 0) peg$fail(p, 25); break L3; }
              p++;
              break L2;
            }
            p = s1;
            L4: {
              s3 = p;
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!((c < 128 ? (peg$T0[c] & 4) !== 0 : peg$U0[c] === 1))) { if (peg$silent === 0) peg$fail(p, 26); break L4; }
              p++;
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!((c >= 56320 && c <= 57343))) { if (peg$silent === 0) peg$fail(p, 14); break L4; }
              p++;
              break L2;
            }
            p = s1;
            s4 = p;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!((c < 128 ? (peg$T0[c] & 8) !== 0 : peg$U1[c] === 1))) { if (peg$silent === 0) peg$fail(p, 27); break L1; }
            p++;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!((c >= 56320 && c <= 57341))) { if (peg$silent === 0) peg$fail(p, 16); break L1; }
            p++;
          }
          peg$silent--;
          break L0;
        }
        peg$silent--;
        if (peg$silent === 0) peg$fail(s0, 28);
        break F;
      }
      return p;
    }
    return -1;
  }
  function peg$x_unreserved(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c < 128 && (peg$T0[c] & 1024) !== 0)) { if (peg$silent === 0) peg$fail(p, 38); break F; }
      p++;
      return p;
    }
    return -1;
  }

  // Start rule -> reporting function.
  const peg$reports = new Map([
    ["IRI_reference", peg$x_IRI_reference],
  ]);
  const peg$defaultReport = peg$reports.get("IRI_reference");

  // Called by the fast parser on input outside the language, with the
  // caller's own options (whose start rule the fast parser has).
  function peg$report(source, opts) {
    const start = opts.startRule === undefined ? peg$defaultReport : peg$reports.get(opts.startRule);
    peg$silent = 0;
    peg$maxFailPos = 0;
    peg$maxFailExpected = [];
    const end = start(source, 0);
    if (end === source.length) {
      // Cannot happen (the two parsers accept one language; the tests check it).
      throw new Error("scripts/optimize.js: the fast parser rejects what the reporting parser accepts");
    }
    if (end >= 0) peg$fail(end, 0);
    const recorded = peg$maxFailExpected;
    peg$maxFailExpected = [];
    throw peg$syntaxError(source, peg$maxFailPos, recorded, opts);
  }

  return peg$makeParse(peg$report);
})();

export {
  peg$allowedStartRules as StartRules,
  peg$reportParse as parse,
};
