// GENERATED FILE, do not edit. The reporting parser of every rule.
// Source: grammars/rfc1738.peggy. Edit the grammar and run `npm run generate`.
// Generator: scripts/generate.js with peggy 5.1.0.
"use strict";

const {
  StartRules: peg$allowedStartRules,
  peg$makeParse,
  peg$T0,
} = require("./rfc1738.rules.js");

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
    () => ({"type":"any"}),
    () => ({"type":"class","parts":["+","-","."],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"literal","text":"//","ignoreCase":false}),
    () => ({"type":"literal","text":"/","ignoreCase":false}),
    () => ({"type":"literal","text":"@","ignoreCase":false}),
    () => ({"type":"literal","text":".","ignoreCase":false}),
    () => ({"type":"literal","text":"-","ignoreCase":false}),
    () => ({"type":"other","description":"alphadigit"}),
    () => ({"type":"class","parts":[";","?","&","="],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"literal","text":"ftp://","ignoreCase":false}),
    () => ({"type":"literal","text":";type=","ignoreCase":false}),
    () => ({"type":"class","parts":["?",":","@","&","="],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"class","parts":["A","I","D","a","i","d"],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"literal","text":"file://","ignoreCase":false}),
    () => ({"type":"literal","text":"localhost","ignoreCase":false}),
    () => ({"type":"literal","text":"http://","ignoreCase":false}),
    () => ({"type":"literal","text":"?","ignoreCase":false}),
    () => ({"type":"class","parts":[";",":","@","&","="],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"literal","text":"gopher://","ignoreCase":false}),
    () => ({"type":"literal","text":"mailto:","ignoreCase":false}),
    () => ({"type":"literal","text":"news:","ignoreCase":false}),
    () => ({"type":"literal","text":"*","ignoreCase":false}),
    () => ({"type":"class","parts":["-",".","+","_"],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"class","parts":[";","/","?",":","&","="],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"literal","text":"nntp://","ignoreCase":false}),
    () => ({"type":"literal","text":"telnet://","ignoreCase":false}),
    () => ({"type":"literal","text":"wais://","ignoreCase":false}),
    () => ({"type":"literal","text":"prospero://","ignoreCase":false}),
    () => ({"type":"literal","text":";","ignoreCase":false}),
    () => ({"type":"literal","text":"=","ignoreCase":false}),
    () => ({"type":"class","parts":["?",":","@","&"],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"other","description":"lowalpha"}),
    () => ({"type":"other","description":"hialpha"}),
    () => ({"type":"other","description":"alpha"}),
    () => ({"type":"other","description":"digit"}),
    () => ({"type":"other","description":"safe"}),
    () => ({"type":"other","description":"extra"}),
    () => ({"type":"other","description":"national"}),
    () => ({"type":"other","description":"punctuation"}),
    () => ({"type":"other","description":"reserved"}),
    () => ({"type":"other","description":"hex"}),
    () => ({"type":"literal","text":"%","ignoreCase":false}),
    () => ({"type":"other","description":"escape"}),
    () => ({"type":"other","description":"unreserved"}),
    () => ({"type":"other","description":"uchar"}),
    () => ({"type":"other","description":"xchar"}),
    () => ({"type":"literal","text":"%09","ignoreCase":false}),
  ];

  function peg$x_alpha(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) { if (peg$silent === 0) peg$fail(p, 35); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_alphadigit(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c < 128 && (peg$T0[c] & 2) !== 0)) { if (peg$silent === 0) peg$fail(p, 9); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_article(input, p) {
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
              p = peg$x_uchar(input, p);
              if (p < 0) break L2;
              break L1;
            }
            p = s3;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c < 128 && (peg$T0[c] & 256) !== 0)) { if (peg$silent === 0) peg$fail(p, 25); break L0; }
            p++;
          }
          continue;
        }
        p = s1;
        break;
      }
      if (p === s2) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 64)) { if (peg$silent === 0) peg$fail(p, 6); break F; }
      p++;
      p = peg$x_host(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$x_database(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          p = peg$x_uchar(input, p);
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
  function peg$x_digit(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!((c >= 48 && c <= 57))) { if (peg$silent === 0) peg$fail(p, 36); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_digits(input, p) {
    const len = input.length;
    let s0, s1, s2;
    F: {
      s0 = p;
      s2 = p;
      for (;;) {
        s1 = p;
        L0: {
          p = peg$x_digit(input, p);
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
  function peg$x_domainlabel(input, p) {
    const len = input.length;
    let s0, s1, c;
    F: {
      s0 = p;
      p = peg$x_alphadigit(input, p);
      if (p < 0) break F;
      for (;;) {
        s1 = p;
        L0: {
          while (p < len) {
            c = input.charCodeAt(p);
            if (!(c === 45)) break;
            p++;
          }
          if (peg$silent === 0) peg$fail(p, 8);
          p = peg$x_alphadigit(input, p);
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
  function peg$x_encoded822addr(input, p) {
    const len = input.length;
    let s0, s1, s2;
    F: {
      s0 = p;
      s2 = p;
      for (;;) {
        s1 = p;
        L0: {
          p = peg$x_xchar(input, p);
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
  function peg$x_escape(input, p) {
    const len = input.length;
    let s0, s1, c;
    F: {
      s0 = p;
      peg$silent++;
      L0: {
        L1: {
          s1 = p;
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c === 37)) { if (peg$silent === 0) peg$fail(p, 43); break L1; }
          p++;
          p = peg$x_hex(input, p);
          if (p < 0) break L1;
          p = peg$x_hex(input, p);
          if (p < 0) break L1;
          peg$silent--;
          break L0;
        }
        peg$silent--;
        if (peg$silent === 0) peg$fail(s0, 44);
        break F;
      }
      return p;
    }
    return -1;
  }
  function peg$x_extra(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c < 128 && (peg$T0[c] & 2048) !== 0)) { if (peg$silent === 0) peg$fail(p, 38); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_fieldname(input, p) {
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
              p = peg$x_uchar(input, p);
              if (p < 0) break L2;
              break L1;
            }
            p = s2;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c < 128 && (peg$T0[c] & 512) !== 0)) { if (peg$silent === 0) peg$fail(p, 32); break L0; }
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
  function peg$x_fieldspec(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 59)) { if (peg$silent === 0) peg$fail(p, 30); break F; }
      p++;
      p = peg$x_fieldname(input, p);
      if (p < 0) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 61)) { if (peg$silent === 0) peg$fail(p, 31); break F; }
      p++;
      p = peg$x_fieldvalue(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$x_fieldvalue(input, p) {
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
              p = peg$x_uchar(input, p);
              if (p < 0) break L2;
              break L1;
            }
            p = s2;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c < 128 && (peg$T0[c] & 512) !== 0)) { if (peg$silent === 0) peg$fail(p, 32); break L0; }
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
  function peg$x_fileurl(input, p) {
    const len = input.length;
    let s0, s1, s2, c;
    F: {
      if (!input.startsWith("file://", p)) { if (peg$silent === 0) peg$fail(p, 15); break F; }
      p += 7;
      s0 = p;
      L0: {
        s1 = p;
        L1: {
          L2: {
            if (!input.startsWith("localhost", p)) { if (peg$silent === 0) peg$fail(p, 16); break L2; }
            p += 9;
            s2 = p;
            peg$silent++;
            L3: {
              L4: {
                c = p < len ? input.charCodeAt(p) : NaN;
                if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 5); break L4; }
                p++;
                peg$silent--;
                break L3;
              }
              peg$silent--;
              break L2;
            }
            p = s2;
            break L1;
          }
          p = s1;
          p = peg$x_host(input, p);
          if (p < 0) break L0;
        }
        s0 = p;
      }
      p = s0;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 5); break F; }
      p++;
      p = peg$x_fpath(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$x_fpath(input, p) {
    const len = input.length;
    let s0, s1, c;
    F: {
      s0 = p;
      p = peg$x_fsegment(input, p);
      if (p < 0) break F;
      for (;;) {
        s1 = p;
        L0: {
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 5); break L0; }
          p++;
          p = peg$x_fsegment(input, p);
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
  function peg$x_fsegment(input, p) {
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
              p = peg$x_uchar(input, p);
              if (p < 0) break L2;
              break L1;
            }
            p = s2;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c < 128 && (peg$T0[c] & 16) !== 0)) { if (peg$silent === 0) peg$fail(p, 13); break L0; }
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
  function peg$x_ftptype(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c < 128 && (peg$T0[c] & 8) !== 0)) { if (peg$silent === 0) peg$fail(p, 14); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_ftpurl(input, p) {
    const len = input.length;
    let s0, c, s2;
    F: {
      if (!input.startsWith("ftp://", p)) { if (peg$silent === 0) peg$fail(p, 11); break F; }
      p += 6;
      p = peg$x_login(input, p);
      if (p < 0) break F;
      s0 = p;
      L0: {
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 5); break L0; }
        p++;
        p = peg$x_fpath(input, p);
        if (p < 0) break L0;
        s2 = p;
        L1: {
          if (!input.startsWith(";type=", p)) { if (peg$silent === 0) peg$fail(p, 12); break L1; }
          p += 6;
          p = peg$x_ftptype(input, p);
          if (p < 0) break L1;
          s2 = p;
        }
        p = s2;
        s0 = p;
      }
      p = s0;
      return p;
    }
    return -1;
  }
  function peg$x_genericurl(input, p) {
    const len = input.length;
    let c;
    F: {
      p = peg$x_scheme(input, p);
      if (p < 0) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break F; }
      p++;
      p = peg$x_schemepart(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$x_gopher_path(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      L0: {
        L1: {
          p = peg$x_xchar(input, p);
          if (p < 0) break L1;
          s1 = p;
          L2: {
            L3: {
              p = peg$x_selector_search(input, p);
              if (p < 0) break L3;
              break L2;
            }
            p = s1;
            p = peg$x_selector(input, p);
            if (p < 0) break L1;
          }
          break L0;
        }
        p = s0;
      }
      return p;
    }
    return -1;
  }
  function peg$x_gopher_plus_string(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          p = peg$x_xchar(input, p);
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
  function peg$x_gopherurl(input, p) {
    const len = input.length;
    let s0, c;
    F: {
      if (!input.startsWith("gopher://", p)) { if (peg$silent === 0) peg$fail(p, 20); break F; }
      p += 9;
      p = peg$x_hostport(input, p);
      if (p < 0) break F;
      s0 = p;
      L0: {
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 5); break L0; }
        p++;
        p = peg$x_gopher_path(input, p);
        if (p < 0) break L0;
        s0 = p;
      }
      p = s0;
      return p;
    }
    return -1;
  }
  function peg$x_group(input, p) {
    const len = input.length;
    let s0, s1, s2, c;
    F: {
      s0 = p;
      p = peg$x_alpha(input, p);
      if (p < 0) break F;
      for (;;) {
        s1 = p;
        L0: {
          s2 = p;
          L1: {
            L2: {
              p = peg$x_alpha(input, p);
              if (p < 0) break L2;
              break L1;
            }
            p = s2;
            L3: {
              p = peg$x_digit(input, p);
              if (p < 0) break L3;
              break L1;
            }
            p = s2;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c < 128 && (peg$T0[c] & 128) !== 0)) { if (peg$silent === 0) peg$fail(p, 24); break L0; }
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
  function peg$x_grouppart(input, p) {
    const len = input.length;
    let s0, c;
    F: {
      s0 = p;
      L0: {
        L1: {
          p = peg$x_article(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        L2: {
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c === 42)) { if (peg$silent === 0) peg$fail(p, 23); break L2; }
          p++;
          break L0;
        }
        p = s0;
        p = peg$x_group(input, p);
        if (p < 0) break F;
      }
      return p;
    }
    return -1;
  }
  function peg$x_gtype(input, p) {
    const len = input.length;
    F: {
      p = peg$x_xchar(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$x_hex(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c < 128 && (peg$T0[c] & 32768) !== 0)) { if (peg$silent === 0) peg$fail(p, 42); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_hialpha(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!((c >= 65 && c <= 90))) { if (peg$silent === 0) peg$fail(p, 34); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_host(input, p) {
    const len = input.length;
    let s0;
    F: {
      s0 = p;
      L0: {
        L1: {
          p = peg$x_hostname(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        p = peg$x_hostnumber(input, p);
        if (p < 0) break F;
      }
      return p;
    }
    return -1;
  }
  function peg$x_hostname(input, p) {
    const len = input.length;
    let s0, s1, c;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          p = peg$x_domainlabel(input, p);
          if (p < 0) break L0;
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c === 46)) { if (peg$silent === 0) peg$fail(p, 7); break L0; }
          p++;
          continue;
        }
        p = s1;
        break;
      }
      p = peg$x_toplabel(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$x_hostnumber(input, p) {
    const len = input.length;
    let s0, c;
    F: {
      s0 = p;
      p = peg$x_digits(input, p);
      if (p < 0) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 46)) { if (peg$silent === 0) peg$fail(p, 7); break F; }
      p++;
      p = peg$x_digits(input, p);
      if (p < 0) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 46)) { if (peg$silent === 0) peg$fail(p, 7); break F; }
      p++;
      p = peg$x_digits(input, p);
      if (p < 0) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 46)) { if (peg$silent === 0) peg$fail(p, 7); break F; }
      p++;
      p = peg$x_digits(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$x_hostport(input, p) {
    const len = input.length;
    let s0, c;
    F: {
      p = peg$x_host(input, p);
      if (p < 0) break F;
      s0 = p;
      L0: {
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break L0; }
        p++;
        p = peg$x_digits(input, p);
        if (p < 0) break L0;
        s0 = p;
      }
      p = s0;
      return p;
    }
    return -1;
  }
  function peg$x_hpath(input, p) {
    const len = input.length;
    let s0, s1, c;
    F: {
      s0 = p;
      p = peg$x_hsegment(input, p);
      if (p < 0) break F;
      for (;;) {
        s1 = p;
        L0: {
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 5); break L0; }
          p++;
          p = peg$x_hsegment(input, p);
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
  function peg$x_hsegment(input, p) {
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
              p = peg$x_uchar(input, p);
              if (p < 0) break L2;
              break L1;
            }
            p = s2;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c < 128 && (peg$T0[c] & 32) !== 0)) { if (peg$silent === 0) peg$fail(p, 19); break L0; }
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
  function peg$x_httpurl(input, p) {
    const len = input.length;
    let s0, c, s2;
    F: {
      if (!input.startsWith("http://", p)) { if (peg$silent === 0) peg$fail(p, 17); break F; }
      p += 7;
      p = peg$x_hostport(input, p);
      if (p < 0) break F;
      s0 = p;
      L0: {
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 5); break L0; }
        p++;
        p = peg$x_hpath(input, p);
        if (p < 0) break L0;
        s2 = p;
        L1: {
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c === 63)) { if (peg$silent === 0) peg$fail(p, 18); break L1; }
          p++;
          p = peg$x_search(input, p);
          if (p < 0) break L1;
          s2 = p;
        }
        p = s2;
        s0 = p;
      }
      p = s0;
      return p;
    }
    return -1;
  }
  function peg$x_ip_schemepart(input, p) {
    const len = input.length;
    let s0, c;
    F: {
      if (p + 2 > len || input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) { if (peg$silent === 0) peg$fail(p, 4); break F; }
      p += 2;
      p = peg$x_login(input, p);
      if (p < 0) break F;
      s0 = p;
      L0: {
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 5); break L0; }
        p++;
        p = peg$x_urlpath(input, p);
        if (p < 0) break L0;
        s0 = p;
      }
      p = s0;
      return p;
    }
    return -1;
  }
  function peg$x_login(input, p) {
    const len = input.length;
    let s0, s1, c;
    F: {
      s0 = p;
      L0: {
        p = peg$x_user(input, p);
        if (p < 0) break L0;
        s1 = p;
        L1: {
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 1); break L1; }
          p++;
          p = peg$x_password(input, p);
          if (p < 0) break L1;
          s1 = p;
        }
        p = s1;
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 64)) { if (peg$silent === 0) peg$fail(p, 6); break L0; }
        p++;
        s0 = p;
      }
      p = s0;
      p = peg$x_hostport(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$x_lowalpha(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!((c >= 97 && c <= 122))) { if (peg$silent === 0) peg$fail(p, 33); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_mailtourl(input, p) {
    const len = input.length;
    F: {
      if (!input.startsWith("mailto:", p)) { if (peg$silent === 0) peg$fail(p, 21); break F; }
      p += 7;
      p = peg$x_encoded822addr(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$x_national(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c < 128 && (peg$T0[c] & 4096) !== 0)) { if (peg$silent === 0) peg$fail(p, 39); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_newsurl(input, p) {
    const len = input.length;
    F: {
      if (!input.startsWith("news:", p)) { if (peg$silent === 0) peg$fail(p, 22); break F; }
      p += 5;
      p = peg$x_grouppart(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$x_nntpurl(input, p) {
    const len = input.length;
    let c, s1;
    F: {
      if (!input.startsWith("nntp://", p)) { if (peg$silent === 0) peg$fail(p, 26); break F; }
      p += 7;
      p = peg$x_hostport(input, p);
      if (p < 0) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 5); break F; }
      p++;
      p = peg$x_group(input, p);
      if (p < 0) break F;
      s1 = p;
      L0: {
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 5); break L0; }
        p++;
        p = peg$x_digits(input, p);
        if (p < 0) break L0;
        s1 = p;
      }
      p = s1;
      return p;
    }
    return -1;
  }
  function peg$x_otherurl(input, p) {
    const len = input.length;
    F: {
      p = peg$x_genericurl(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$x_password(input, p) {
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
              p = peg$x_uchar(input, p);
              if (p < 0) break L2;
              break L1;
            }
            p = s2;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c < 128 && (peg$T0[c] & 4) !== 0)) { if (peg$silent === 0) peg$fail(p, 10); break L0; }
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
  function peg$x_port(input, p) {
    const len = input.length;
    F: {
      p = peg$x_digits(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$x_ppath(input, p) {
    const len = input.length;
    let s0, s1, c;
    F: {
      s0 = p;
      p = peg$x_psegment(input, p);
      if (p < 0) break F;
      for (;;) {
        s1 = p;
        L0: {
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 5); break L0; }
          p++;
          p = peg$x_psegment(input, p);
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
  function peg$x_prosperourl(input, p) {
    const len = input.length;
    let c, s1;
    F: {
      if (!input.startsWith("prospero://", p)) { if (peg$silent === 0) peg$fail(p, 29); break F; }
      p += 11;
      p = peg$x_hostport(input, p);
      if (p < 0) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 5); break F; }
      p++;
      p = peg$x_ppath(input, p);
      if (p < 0) break F;
      for (;;) {
        s1 = p;
        L0: {
          p = peg$x_fieldspec(input, p);
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
  function peg$x_psegment(input, p) {
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
              p = peg$x_uchar(input, p);
              if (p < 0) break L2;
              break L1;
            }
            p = s2;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c < 128 && (peg$T0[c] & 16) !== 0)) { if (peg$silent === 0) peg$fail(p, 13); break L0; }
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
  function peg$x_punctuation(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c < 128 && (peg$T0[c] & 8192) !== 0)) { if (peg$silent === 0) peg$fail(p, 40); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_reserved(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c < 128 && (peg$T0[c] & 16384) !== 0)) { if (peg$silent === 0) peg$fail(p, 41); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_safe(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c < 128 && (peg$T0[c] & 1024) !== 0)) { if (peg$silent === 0) peg$fail(p, 37); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_scheme(input, p) {
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
              p = peg$x_lowalpha(input, p);
              if (p < 0) break L2;
              break L1;
            }
            p = s3;
            L3: {
              p = peg$x_digit(input, p);
              if (p < 0) break L3;
              break L1;
            }
            p = s3;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c === 43 || (c >= 45 && c <= 46))) { if (peg$silent === 0) peg$fail(p, 3); break L0; }
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
  function peg$x_schemepart(input, p) {
    const len = input.length;
    let s0, s1, c, s3, s4;
    F: {
      s0 = p;
      L0: {
        L1: {
          p = peg$x_ip_schemepart(input, p);
          if (p < 0) break L1;
          s1 = p;
          peg$silent++;
          L2: {
            L3: {
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!(c <= 65535)) { if (peg$silent === 0) peg$fail(p, 2); break L3; }
              p++;
              peg$silent--;
              break L1;
            }
            peg$silent--;
          }
          p = s1;
          break L0;
        }
        p = s0;
        s3 = p;
        for (;;) {
          s4 = p;
          L4: {
            p = peg$x_xchar(input, p);
            if (p < 0) break L4;
            continue;
          }
          p = s4;
          break;
        }
      }
      return p;
    }
    return -1;
  }
  function peg$x_search(input, p) {
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
              p = peg$x_uchar(input, p);
              if (p < 0) break L2;
              break L1;
            }
            p = s2;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c < 128 && (peg$T0[c] & 32) !== 0)) { if (peg$silent === 0) peg$fail(p, 19); break L0; }
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
  function peg$x_search_to_tab(input, p) {
    const len = input.length;
    let s0, s1, s2, s3, c;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          s2 = p;
          peg$silent++;
          L1: {
            L2: {
              if (p + 3 > len || input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 48 || input.charCodeAt(p + 2) !== 57) { if (peg$silent === 0) peg$fail(p, 48); break L2; }
              p += 3;
              peg$silent--;
              break L0;
            }
            peg$silent--;
          }
          p = s2;
          s3 = p;
          L3: {
            L4: {
              p = peg$x_uchar(input, p);
              if (p < 0) break L4;
              break L3;
            }
            p = s3;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c < 128 && (peg$T0[c] & 32) !== 0)) { if (peg$silent === 0) peg$fail(p, 19); break L0; }
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
  function peg$x_selector(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          p = peg$x_xchar(input, p);
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
  function peg$x_selector_search(input, p) {
    const len = input.length;
    let s0, s1, c;
    F: {
      p = peg$x_selector_to_tab(input, p);
      if (p < 0) break F;
      if (p + 3 > len || input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 48 || input.charCodeAt(p + 2) !== 57) { if (peg$silent === 0) peg$fail(p, 48); break F; }
      p += 3;
      p = peg$x_search_to_tab(input, p);
      if (p < 0) break F;
      s0 = p;
      L0: {
        if (p + 3 > len || input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 48 || input.charCodeAt(p + 2) !== 57) { if (peg$silent === 0) peg$fail(p, 48); break L0; }
        p += 3;
        p = peg$x_gopher_plus_string(input, p);
        if (p < 0) break L0;
        s0 = p;
      }
      p = s0;
      s1 = p;
      peg$silent++;
      L1: {
        L2: {
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c <= 65535)) { if (peg$silent === 0) peg$fail(p, 2); break L2; }
          p++;
          peg$silent--;
          break F;
        }
        peg$silent--;
      }
      p = s1;
      return p;
    }
    return -1;
  }
  function peg$x_selector_to_tab(input, p) {
    const len = input.length;
    let s0, s1, s2;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          s2 = p;
          peg$silent++;
          L1: {
            L2: {
              if (p + 3 > len || input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 48 || input.charCodeAt(p + 2) !== 57) { if (peg$silent === 0) peg$fail(p, 48); break L2; }
              p += 3;
              peg$silent--;
              break L0;
            }
            peg$silent--;
          }
          p = s2;
          p = peg$x_xchar(input, p);
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
  function peg$x_telneturl(input, p) {
    const len = input.length;
    let s0, c;
    F: {
      if (!input.startsWith("telnet://", p)) { if (peg$silent === 0) peg$fail(p, 27); break F; }
      p += 9;
      p = peg$x_login(input, p);
      if (p < 0) break F;
      s0 = p;
      L0: {
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 5); break L0; }
        p++;
        s0 = p;
      }
      p = s0;
      return p;
    }
    return -1;
  }
  function peg$x_toplabel(input, p) {
    const len = input.length;
    let s0, s1, c;
    F: {
      s0 = p;
      p = peg$x_alpha(input, p);
      if (p < 0) break F;
      for (;;) {
        s1 = p;
        L0: {
          while (p < len) {
            c = input.charCodeAt(p);
            if (!(c === 45)) break;
            p++;
          }
          if (peg$silent === 0) peg$fail(p, 8);
          p = peg$x_alphadigit(input, p);
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
  function peg$x_uchar(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      peg$silent++;
      L0: {
        L1: {
          s1 = p;
          L2: {
            L3: {
              p = peg$x_unreserved(input, p);
              if (p < 0) break L3;
              break L2;
            }
            p = s1;
            p = peg$x_escape(input, p);
            if (p < 0) break L1;
          }
          peg$silent--;
          break L0;
        }
        peg$silent--;
        if (peg$silent === 0) peg$fail(s0, 46);
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
      if (!(c < 128 && (peg$T0[c] & 65536) !== 0)) { if (peg$silent === 0) peg$fail(p, 45); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_url(input, p) {
    const len = input.length;
    let s0, s1, c, s3, s4, s5, s6, s7, s8, s9, s10, s11;
    F: {
      s0 = p;
      L0: {
        L1: {
          p = peg$x_httpurl(input, p);
          if (p < 0) break L1;
          s1 = p;
          peg$silent++;
          L2: {
            L3: {
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!(c <= 65535)) { if (peg$silent === 0) peg$fail(p, 2); break L3; }
              p++;
              peg$silent--;
              break L1;
            }
            peg$silent--;
          }
          p = s1;
          break L0;
        }
        p = s0;
        L4: {
          p = peg$x_ftpurl(input, p);
          if (p < 0) break L4;
          s3 = p;
          peg$silent++;
          L5: {
            L6: {
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!(c <= 65535)) { if (peg$silent === 0) peg$fail(p, 2); break L6; }
              p++;
              peg$silent--;
              break L4;
            }
            peg$silent--;
          }
          p = s3;
          break L0;
        }
        p = s0;
        L7: {
          p = peg$x_newsurl(input, p);
          if (p < 0) break L7;
          s4 = p;
          peg$silent++;
          L8: {
            L9: {
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!(c <= 65535)) { if (peg$silent === 0) peg$fail(p, 2); break L9; }
              p++;
              peg$silent--;
              break L7;
            }
            peg$silent--;
          }
          p = s4;
          break L0;
        }
        p = s0;
        L10: {
          p = peg$x_nntpurl(input, p);
          if (p < 0) break L10;
          s5 = p;
          peg$silent++;
          L11: {
            L12: {
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!(c <= 65535)) { if (peg$silent === 0) peg$fail(p, 2); break L12; }
              p++;
              peg$silent--;
              break L10;
            }
            peg$silent--;
          }
          p = s5;
          break L0;
        }
        p = s0;
        L13: {
          p = peg$x_telneturl(input, p);
          if (p < 0) break L13;
          s6 = p;
          peg$silent++;
          L14: {
            L15: {
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!(c <= 65535)) { if (peg$silent === 0) peg$fail(p, 2); break L15; }
              p++;
              peg$silent--;
              break L13;
            }
            peg$silent--;
          }
          p = s6;
          break L0;
        }
        p = s0;
        L16: {
          p = peg$x_gopherurl(input, p);
          if (p < 0) break L16;
          s7 = p;
          peg$silent++;
          L17: {
            L18: {
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!(c <= 65535)) { if (peg$silent === 0) peg$fail(p, 2); break L18; }
              p++;
              peg$silent--;
              break L16;
            }
            peg$silent--;
          }
          p = s7;
          break L0;
        }
        p = s0;
        L19: {
          p = peg$x_waisurl(input, p);
          if (p < 0) break L19;
          s8 = p;
          peg$silent++;
          L20: {
            L21: {
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!(c <= 65535)) { if (peg$silent === 0) peg$fail(p, 2); break L21; }
              p++;
              peg$silent--;
              break L19;
            }
            peg$silent--;
          }
          p = s8;
          break L0;
        }
        p = s0;
        L22: {
          p = peg$x_mailtourl(input, p);
          if (p < 0) break L22;
          s9 = p;
          peg$silent++;
          L23: {
            L24: {
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!(c <= 65535)) { if (peg$silent === 0) peg$fail(p, 2); break L24; }
              p++;
              peg$silent--;
              break L22;
            }
            peg$silent--;
          }
          p = s9;
          break L0;
        }
        p = s0;
        L25: {
          p = peg$x_fileurl(input, p);
          if (p < 0) break L25;
          s10 = p;
          peg$silent++;
          L26: {
            L27: {
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!(c <= 65535)) { if (peg$silent === 0) peg$fail(p, 2); break L27; }
              p++;
              peg$silent--;
              break L25;
            }
            peg$silent--;
          }
          p = s10;
          break L0;
        }
        p = s0;
        L28: {
          p = peg$x_prosperourl(input, p);
          if (p < 0) break L28;
          s11 = p;
          peg$silent++;
          L29: {
            L30: {
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!(c <= 65535)) { if (peg$silent === 0) peg$fail(p, 2); break L30; }
              p++;
              peg$silent--;
              break L28;
            }
            peg$silent--;
          }
          p = s11;
          break L0;
        }
        p = s0;
        p = peg$x_genericurl(input, p);
        if (p < 0) break F;
      }
      return p;
    }
    return -1;
  }
  function peg$x_urlpath(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          p = peg$x_xchar(input, p);
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
  function peg$x_user(input, p) {
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
              p = peg$x_uchar(input, p);
              if (p < 0) break L2;
              break L1;
            }
            p = s2;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c < 128 && (peg$T0[c] & 4) !== 0)) { if (peg$silent === 0) peg$fail(p, 10); break L0; }
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
  function peg$x_waisdatabase(input, p) {
    const len = input.length;
    let c;
    F: {
      if (!input.startsWith("wais://", p)) { if (peg$silent === 0) peg$fail(p, 28); break F; }
      p += 7;
      p = peg$x_hostport(input, p);
      if (p < 0) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 5); break F; }
      p++;
      p = peg$x_database(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$x_waisdoc(input, p) {
    const len = input.length;
    let c;
    F: {
      if (!input.startsWith("wais://", p)) { if (peg$silent === 0) peg$fail(p, 28); break F; }
      p += 7;
      p = peg$x_hostport(input, p);
      if (p < 0) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 5); break F; }
      p++;
      p = peg$x_database(input, p);
      if (p < 0) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 5); break F; }
      p++;
      p = peg$x_wtype(input, p);
      if (p < 0) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 5); break F; }
      p++;
      p = peg$x_wpath(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$x_waisindex(input, p) {
    const len = input.length;
    let c;
    F: {
      if (!input.startsWith("wais://", p)) { if (peg$silent === 0) peg$fail(p, 28); break F; }
      p += 7;
      p = peg$x_hostport(input, p);
      if (p < 0) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 5); break F; }
      p++;
      p = peg$x_database(input, p);
      if (p < 0) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 63)) { if (peg$silent === 0) peg$fail(p, 18); break F; }
      p++;
      p = peg$x_search(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$x_waisurl(input, p) {
    const len = input.length;
    let s0;
    F: {
      s0 = p;
      L0: {
        L1: {
          p = peg$x_waisindex(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        L2: {
          p = peg$x_waisdoc(input, p);
          if (p < 0) break L2;
          break L0;
        }
        p = s0;
        p = peg$x_waisdatabase(input, p);
        if (p < 0) break F;
      }
      return p;
    }
    return -1;
  }
  function peg$x_wpath(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          p = peg$x_uchar(input, p);
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
  function peg$x_wtype(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          p = peg$x_uchar(input, p);
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
  function peg$x_xchar(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      peg$silent++;
      L0: {
        L1: {
          s1 = p;
          L2: {
            L3: {
              p = peg$x_unreserved(input, p);
              if (p < 0) break L3;
              break L2;
            }
            p = s1;
            L4: {
              p = peg$x_reserved(input, p);
              if (p < 0) break L4;
              break L2;
            }
            p = s1;
            p = peg$x_escape(input, p);
            if (p < 0) break L1;
          }
          peg$silent--;
          break L0;
        }
        peg$silent--;
        if (peg$silent === 0) peg$fail(s0, 47);
        break F;
      }
      return p;
    }
    return -1;
  }

  // Start rule -> reporting function.
  const peg$reports = new Map([
    ["genericurl", peg$x_genericurl],
    ["url", peg$x_url],
    ["otherurl", peg$x_otherurl],
    ["scheme", peg$x_scheme],
    ["schemepart", peg$x_schemepart],
    ["ip_schemepart", peg$x_ip_schemepart],
    ["login", peg$x_login],
    ["hostport", peg$x_hostport],
    ["host", peg$x_host],
    ["hostname", peg$x_hostname],
    ["domainlabel", peg$x_domainlabel],
    ["toplabel", peg$x_toplabel],
    ["alphadigit", peg$x_alphadigit],
    ["hostnumber", peg$x_hostnumber],
    ["port", peg$x_port],
    ["user", peg$x_user],
    ["password", peg$x_password],
    ["urlpath", peg$x_urlpath],
    ["ftpurl", peg$x_ftpurl],
    ["fpath", peg$x_fpath],
    ["fsegment", peg$x_fsegment],
    ["ftptype", peg$x_ftptype],
    ["fileurl", peg$x_fileurl],
    ["httpurl", peg$x_httpurl],
    ["hpath", peg$x_hpath],
    ["hsegment", peg$x_hsegment],
    ["search", peg$x_search],
    ["gopherurl", peg$x_gopherurl],
    ["gtype", peg$x_gtype],
    ["selector", peg$x_selector],
    ["gopher_plus_string", peg$x_gopher_plus_string],
    ["mailtourl", peg$x_mailtourl],
    ["encoded822addr", peg$x_encoded822addr],
    ["newsurl", peg$x_newsurl],
    ["grouppart", peg$x_grouppart],
    ["group", peg$x_group],
    ["article", peg$x_article],
    ["nntpurl", peg$x_nntpurl],
    ["telneturl", peg$x_telneturl],
    ["waisurl", peg$x_waisurl],
    ["waisdatabase", peg$x_waisdatabase],
    ["waisindex", peg$x_waisindex],
    ["waisdoc", peg$x_waisdoc],
    ["database", peg$x_database],
    ["wtype", peg$x_wtype],
    ["wpath", peg$x_wpath],
    ["prosperourl", peg$x_prosperourl],
    ["ppath", peg$x_ppath],
    ["psegment", peg$x_psegment],
    ["fieldspec", peg$x_fieldspec],
    ["fieldname", peg$x_fieldname],
    ["fieldvalue", peg$x_fieldvalue],
    ["lowalpha", peg$x_lowalpha],
    ["hialpha", peg$x_hialpha],
    ["alpha", peg$x_alpha],
    ["digit", peg$x_digit],
    ["safe", peg$x_safe],
    ["extra", peg$x_extra],
    ["national", peg$x_national],
    ["punctuation", peg$x_punctuation],
    ["reserved", peg$x_reserved],
    ["hex", peg$x_hex],
    ["escape", peg$x_escape],
    ["unreserved", peg$x_unreserved],
    ["uchar", peg$x_uchar],
    ["xchar", peg$x_xchar],
    ["digits", peg$x_digits],
    ["gopher_path", peg$x_gopher_path],
    ["selector_search", peg$x_selector_search],
    ["selector_to_tab", peg$x_selector_to_tab],
    ["search_to_tab", peg$x_search_to_tab],
  ]);
  const peg$defaultReport = peg$reports.get("genericurl");

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

module.exports = {
  StartRules: peg$allowedStartRules,
  parse: peg$reportParse,
};
0 && (module.exports = { StartRules, parse });
