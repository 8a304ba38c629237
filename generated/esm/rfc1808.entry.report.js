// GENERATED FILE, do not edit. The reporting parser of URL, net_loc_login.
// Source: grammars/rfc1808.peggy. Edit the grammar and run `npm run generate`.
// Generator: scripts/generate.js with peggy 5.1.0.
import {
  StartRules as peg$allowedStartRules,
  peg$makeParse,
  peg$T0,
} from "./rfc1808.entry.js";

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
    () => ({"type":"literal","text":"#","ignoreCase":false}),
    () => ({"type":"any"}),
    () => ({"type":"literal","text":":","ignoreCase":false}),
    () => ({"type":"literal","text":"@","ignoreCase":false}),
    () => ({"type":"class","parts":["+","-","."],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"other","description":"reserved"}),
    () => ({"type":"literal","text":"//","ignoreCase":false}),
    () => ({"type":"literal","text":"/","ignoreCase":false}),
    () => ({"type":"literal","text":";","ignoreCase":false}),
    () => ({"type":"literal","text":"?","ignoreCase":false}),
    () => ({"type":"class","parts":[";","?","&","="],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"other","description":"alpha"}),
    () => ({"type":"other","description":"digit"}),
    () => ({"type":"literal","text":"%","ignoreCase":false}),
    () => ({"type":"class","parts":[";","?"],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"other","description":"safe"}),
    () => ({"type":"other","description":"extra"}),
    () => ({"type":"other","description":"hex"}),
    () => ({"type":"class","parts":[":","@","&","="],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"literal","text":".","ignoreCase":false}),
    () => ({"type":"literal","text":"-","ignoreCase":false}),
  ];

  function peg$x_URL(input, p) {
    const len = input.length;
    let s0, s1, c;
    F: {
      s0 = p;
      L0: {
        L1: {
          p = peg$x_absoluteURL(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        p = peg$x_relativeURL(input, p);
        if (p < 0) break F;
      }
      s1 = p;
      L2: {
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 35)) { if (peg$silent === 0) peg$fail(p, 1); break L2; }
        p++;
        p = peg$x_fragment(input, p);
        if (p < 0) break L2;
        s1 = p;
      }
      p = s1;
      return p;
    }
    return -1;
  }
  function peg$x_abs_path(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 8); break F; }
      p++;
      p = peg$x_rel_path(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$x_absoluteURL(input, p) {
    const len = input.length;
    let s0, s1, c, s3, s4, s5;
    F: {
      s0 = p;
      L0: {
        L1: {
          p = peg$x_generic_RL(input, p);
          if (p < 0) break L1;
          s1 = p;
          peg$silent++;
          L2: {
            L3: {
              p = peg$x_absoluteURL_end(input, p);
              if (p < 0) break L3;
              peg$silent--;
              break L2;
            }
            peg$silent--;
            break L1;
          }
          p = s1;
          break L0;
        }
        p = s0;
        p = peg$x_scheme(input, p);
        if (p < 0) break F;
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 3); break F; }
        p++;
        s3 = p;
        for (;;) {
          s4 = p;
          L4: {
            s5 = p;
            L5: {
              L6: {
                p = peg$x_uchar(input, p);
                if (p < 0) break L6;
                break L5;
              }
              p = s5;
              p = peg$x_reserved(input, p);
              if (p < 0) break L4;
            }
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
  function peg$x_absoluteURL_end(input, p) {
    const len = input.length;
    let s0, s1, c, s3;
    F: {
      s0 = p;
      L0: {
        L1: {
          s1 = p;
          peg$silent++;
          L2: {
            L3: {
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!(c === 35)) { if (peg$silent === 0) peg$fail(p, 1); break L3; }
              p++;
              peg$silent--;
              break L2;
            }
            peg$silent--;
            break L1;
          }
          p = s1;
          break L0;
        }
        p = s0;
        s3 = p;
        peg$silent++;
        L4: {
          L5: {
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c <= 65535)) { if (peg$silent === 0) peg$fail(p, 2); break L5; }
            p++;
            peg$silent--;
            break F;
          }
          peg$silent--;
        }
        p = s3;
      }
      return p;
    }
    return -1;
  }
  function peg$x_alpha(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) { if (peg$silent === 0) peg$fail(p, 12); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_alphadigit(input, p) {
    const len = input.length;
    let s0;
    F: {
      s0 = p;
      L0: {
        L1: {
          p = peg$x_alpha(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        p = peg$x_digit(input, p);
        if (p < 0) break F;
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
      if (!((c >= 48 && c <= 57))) { if (peg$silent === 0) peg$fail(p, 13); break F; }
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
          if (peg$silent === 0) peg$fail(p, 21);
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
  function peg$x_escape(input, p) {
    const len = input.length;
    let s0, c;
    F: {
      s0 = p;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 37)) { if (peg$silent === 0) peg$fail(p, 14); break F; }
      p++;
      p = peg$x_hex(input, p);
      if (p < 0) break F;
      p = peg$x_hex(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$x_extra(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c < 128 && (peg$T0[c] & 128) !== 0)) { if (peg$silent === 0) peg$fail(p, 17); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_fragment(input, p) {
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
              p = peg$x_uchar(input, p);
              if (p < 0) break L2;
              break L1;
            }
            p = s2;
            p = peg$x_reserved(input, p);
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
  function peg$x_fsegment(input, p) {
    const len = input.length;
    let s0, s1, s2;
    F: {
      s0 = p;
      s2 = p;
      for (;;) {
        s1 = p;
        L0: {
          p = peg$x_pchar(input, p);
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
  function peg$x_generic_RL(input, p) {
    const len = input.length;
    let c;
    F: {
      p = peg$x_scheme(input, p);
      if (p < 0) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 3); break F; }
      p++;
      p = peg$x_relativeURL(input, p);
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
      if (!(c < 128 && (peg$T0[c] & 16) !== 0)) { if (peg$silent === 0) peg$fail(p, 18); break F; }
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
    let s0, s1, c, s3;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          p = peg$x_domainlabel(input, p);
          if (p < 0) break L0;
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c === 46)) { if (peg$silent === 0) peg$fail(p, 20); break L0; }
          p++;
          s3 = p;
          peg$silent++;
          L1: {
            L2: {
              p = peg$x_alphadigit(input, p);
              if (p < 0) break L2;
              peg$silent--;
              break L1;
            }
            peg$silent--;
            break L0;
          }
          p = s3;
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
      if (!(c === 46)) { if (peg$silent === 0) peg$fail(p, 20); break F; }
      p++;
      p = peg$x_digits(input, p);
      if (p < 0) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 46)) { if (peg$silent === 0) peg$fail(p, 20); break F; }
      p++;
      p = peg$x_digits(input, p);
      if (p < 0) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 46)) { if (peg$silent === 0) peg$fail(p, 20); break F; }
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
        if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 3); break L0; }
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
          if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 3); break L1; }
          p++;
          p = peg$x_password(input, p);
          if (p < 0) break L1;
          s1 = p;
        }
        p = s1;
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 64)) { if (peg$silent === 0) peg$fail(p, 4); break L0; }
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
  function peg$x_net_loc(input, p) {
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
              p = peg$x_pchar(input, p);
              if (p < 0) break L2;
              break L1;
            }
            p = s2;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c === 59 || c === 63)) { if (peg$silent === 0) peg$fail(p, 15); break L0; }
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
  function peg$x_net_loc_login(input, p) {
    const len = input.length;
    let s0, s1, c;
    F: {
      s0 = p;
      L0: {
        L1: {
          p = peg$x_login(input, p);
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
        while (p < len) {
          c = input.charCodeAt(p);
          if (!(c <= 65535)) break;
          p++;
        }
        if (peg$silent === 0) peg$fail(p, 2);
      }
      return p;
    }
    return -1;
  }
  function peg$x_net_path(input, p) {
    const len = input.length;
    let s0;
    F: {
      if (p + 2 > len || input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) { if (peg$silent === 0) peg$fail(p, 7); break F; }
      p += 2;
      p = peg$x_net_loc(input, p);
      if (p < 0) break F;
      s0 = p;
      L0: {
        p = peg$x_abs_path(input, p);
        if (p < 0) break L0;
        s0 = p;
      }
      p = s0;
      return p;
    }
    return -1;
  }
  function peg$x_param(input, p) {
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
              p = peg$x_pchar(input, p);
              if (p < 0) break L2;
              break L1;
            }
            p = s2;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 8); break L0; }
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
  function peg$x_params(input, p) {
    const len = input.length;
    let s0, s1, c;
    F: {
      s0 = p;
      p = peg$x_param(input, p);
      if (p < 0) break F;
      for (;;) {
        s1 = p;
        L0: {
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c === 59)) { if (peg$silent === 0) peg$fail(p, 9); break L0; }
          p++;
          p = peg$x_param(input, p);
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
            if (!(c < 128 && (peg$T0[c] & 4) !== 0)) { if (peg$silent === 0) peg$fail(p, 11); break L0; }
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
  function peg$x_path(input, p) {
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
          if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 8); break L0; }
          p++;
          p = peg$x_segment(input, p);
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
  function peg$x_pchar(input, p) {
    const len = input.length;
    let s0, c;
    F: {
      s0 = p;
      L0: {
        L1: {
          p = peg$x_uchar(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c < 128 && (peg$T0[c] & 256) !== 0)) { if (peg$silent === 0) peg$fail(p, 19); break F; }
        p++;
      }
      return p;
    }
    return -1;
  }
  function peg$x_query(input, p) {
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
              p = peg$x_uchar(input, p);
              if (p < 0) break L2;
              break L1;
            }
            p = s2;
            p = peg$x_reserved(input, p);
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
  function peg$x_rel_path(input, p) {
    const len = input.length;
    let s0, s1, c, s3;
    F: {
      s0 = p;
      L0: {
        p = peg$x_path(input, p);
        if (p < 0) break L0;
        s0 = p;
      }
      p = s0;
      s1 = p;
      L1: {
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 59)) { if (peg$silent === 0) peg$fail(p, 9); break L1; }
        p++;
        p = peg$x_params(input, p);
        if (p < 0) break L1;
        s1 = p;
      }
      p = s1;
      s3 = p;
      L2: {
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 63)) { if (peg$silent === 0) peg$fail(p, 10); break L2; }
        p++;
        p = peg$x_query(input, p);
        if (p < 0) break L2;
        s3 = p;
      }
      p = s3;
      return p;
    }
    return -1;
  }
  function peg$x_relativeURL(input, p) {
    const len = input.length;
    let s0;
    F: {
      s0 = p;
      L0: {
        L1: {
          p = peg$x_net_path(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        L2: {
          p = peg$x_abs_path(input, p);
          if (p < 0) break L2;
          break L0;
        }
        p = s0;
        p = peg$x_rel_path(input, p);
        if (p < 0) break F;
      }
      return p;
    }
    return -1;
  }
  function peg$x_reserved(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c < 128 && (peg$T0[c] & 2) !== 0)) { if (peg$silent === 0) peg$fail(p, 6); break F; }
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
      if (!(c < 128 && (peg$T0[c] & 64) !== 0)) { if (peg$silent === 0) peg$fail(p, 16); break F; }
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
              p = peg$x_alpha(input, p);
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
            if (!(c === 43 || (c >= 45 && c <= 46))) { if (peg$silent === 0) peg$fail(p, 5); break L0; }
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
  function peg$x_segment(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          p = peg$x_pchar(input, p);
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
          if (peg$silent === 0) peg$fail(p, 21);
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
    let s0;
    F: {
      s0 = p;
      L0: {
        L1: {
          p = peg$x_unreserved(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        p = peg$x_escape(input, p);
        if (p < 0) break F;
      }
      return p;
    }
    return -1;
  }
  function peg$x_unreserved(input, p) {
    const len = input.length;
    let s0;
    F: {
      s0 = p;
      L0: {
        L1: {
          p = peg$x_alpha(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        L2: {
          p = peg$x_digit(input, p);
          if (p < 0) break L2;
          break L0;
        }
        p = s0;
        L3: {
          p = peg$x_safe(input, p);
          if (p < 0) break L3;
          break L0;
        }
        p = s0;
        p = peg$x_extra(input, p);
        if (p < 0) break F;
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
            if (!(c < 128 && (peg$T0[c] & 4) !== 0)) { if (peg$silent === 0) peg$fail(p, 11); break L0; }
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

  // Start rule -> reporting function.
  const peg$reports = new Map([
    ["URL", peg$x_URL],
    ["net_loc_login", peg$x_net_loc_login],
  ]);
  const peg$defaultReport = peg$reports.get("URL");

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
