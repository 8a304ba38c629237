// GENERATED FILE, do not edit. The reporting parser of lenient_URI_reference, URI_reference.
// Source: grammars/rfc2732.peggy. Edit the grammar and run `npm run generate`.
// Base: grammars/rfc2396.peggy, whose rules grammars/rfc2732.peggy replaces or adds to.
// Generator: scripts/generate.js with peggy 5.1.0.
import {
  StartRules as peg$allowedStartRules,
  peg$makeParse,
  peg$T0,
} from "./rfc2732.entry.js";

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
    () => ({"type":"literal","text":":","ignoreCase":false}),
    () => ({"type":"literal","text":"?","ignoreCase":false}),
    () => ({"type":"class","parts":["+","-","."],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"literal","text":"//","ignoreCase":false}),
    () => ({"type":"literal","text":"/","ignoreCase":false}),
    () => ({"type":"other","description":"alpha"}),
    () => ({"type":"other","description":"digit"}),
    () => ({"type":"class","parts":[";","?",":","@","&","=","+","$",","],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"class","parts":[";","@","&","=","+","$",","],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"other","description":"reserved"}),
    () => ({"type":"literal","text":"%","ignoreCase":false}),
    () => ({"type":"literal","text":"@","ignoreCase":false}),
    () => ({"type":"class","parts":["/","?","#"],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"any"}),
    () => ({"type":"class","parts":["$",",",";",":","@","&","=","+"],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"literal","text":";","ignoreCase":false}),
    () => ({"type":"other","description":"alphanum"}),
    () => ({"type":"other","description":"mark"}),
    () => ({"type":"other","description":"hex"}),
    () => ({"type":"class","parts":[";",":","&","=","+","$",","],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"class","parts":[":","@","&","=","+","$",","],"inverted":false,"ignoreCase":false,"unicode":false}),
    () => ({"type":"literal","text":".","ignoreCase":false}),
    () => ({"type":"literal","text":"[","ignoreCase":false}),
    () => ({"type":"literal","text":"]","ignoreCase":false}),
    () => ({"type":"literal","text":"-","ignoreCase":false}),
    () => ({"type":"other","description":"DIGIT"}),
    () => ({"type":"literal","text":"::","ignoreCase":false}),
    () => ({"type":"other","description":"HEXDIG"}),
  ];

  function peg$x_DIGIT(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!((c >= 48 && c <= 57))) { if (peg$silent === 0) peg$fail(p, 27); break F; }
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
      if (!(c < 128 && (peg$T0[c] & 4) !== 0)) { if (peg$silent === 0) peg$fail(p, 29); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_IPv4address(input, p) {
    const len = input.length;
    let s0, s1, n2, c, s4, n5, s6, n7, s8, n9;
    F: {
      s0 = p;
      n2 = 0;
      for (;;) {
        if (n2 >= 3) break;
        s1 = p;
        L0: {
          p = peg$x_DIGIT(input, p);
          if (p < 0) break L0;
          n2++;
          continue;
        }
        p = s1;
        break;
      }
      if (n2 < 1) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 46)) { if (peg$silent === 0) peg$fail(p, 23); break F; }
      p++;
      n5 = 0;
      for (;;) {
        if (n5 >= 3) break;
        s4 = p;
        L1: {
          p = peg$x_DIGIT(input, p);
          if (p < 0) break L1;
          n5++;
          continue;
        }
        p = s4;
        break;
      }
      if (n5 < 1) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 46)) { if (peg$silent === 0) peg$fail(p, 23); break F; }
      p++;
      n7 = 0;
      for (;;) {
        if (n7 >= 3) break;
        s6 = p;
        L2: {
          p = peg$x_DIGIT(input, p);
          if (p < 0) break L2;
          n7++;
          continue;
        }
        p = s6;
        break;
      }
      if (n7 < 1) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 46)) { if (peg$silent === 0) peg$fail(p, 23); break F; }
      p++;
      n9 = 0;
      for (;;) {
        if (n9 >= 3) break;
        s8 = p;
        L3: {
          p = peg$x_DIGIT(input, p);
          if (p < 0) break L3;
          n9++;
          continue;
        }
        p = s8;
        break;
      }
      if (n9 < 1) break F;
      return p;
    }
    return -1;
  }
  function peg$x_IPv6address(input, p) {
    const len = input.length;
    let s0, s1, s2, s3, s4, c;
    F: {
      s0 = p;
      L0: {
        L1: {
          s1 = p;
          s2 = p;
          L2: {
            p = peg$x_hexseq(input, p);
            if (p < 0) break L2;
            s2 = p;
          }
          p = s2;
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) { if (peg$silent === 0) peg$fail(p, 28); break L1; }
          p += 2;
          p = peg$x_IPv4address(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        s3 = p;
        p = peg$x_hexpart(input, p);
        if (p < 0) break F;
        s4 = p;
        L3: {
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 2); break L3; }
          p++;
          p = peg$x_IPv4address(input, p);
          if (p < 0) break L3;
          s4 = p;
        }
        p = s4;
      }
      return p;
    }
    return -1;
  }
  function peg$x_IPv6reference(input, p) {
    const len = input.length;
    let s0, c;
    F: {
      s0 = p;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 91)) { if (peg$silent === 0) peg$fail(p, 24); break F; }
      p++;
      p = peg$x_IPv6address(input, p);
      if (p < 0) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 93)) { if (peg$silent === 0) peg$fail(p, 25); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_URI_reference(input, p) {
    const len = input.length;
    let s0, s1, s2, c;
    F: {
      s0 = p;
      L0: {
        s1 = p;
        L1: {
          L2: {
            p = peg$x_absoluteURI(input, p);
            if (p < 0) break L2;
            break L1;
          }
          p = s1;
          p = peg$x_relativeURI(input, p);
          if (p < 0) break L0;
        }
        s0 = p;
      }
      p = s0;
      s2 = p;
      L3: {
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 35)) { if (peg$silent === 0) peg$fail(p, 1); break L3; }
        p++;
        p = peg$x_fragment(input, p);
        if (p < 0) break L3;
        s2 = p;
      }
      p = s2;
      return p;
    }
    return -1;
  }
  function peg$x_abs_path(input, p) {
    const len = input.length;
    let s0, c;
    F: {
      s0 = p;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 6); break F; }
      p++;
      p = peg$x_path_segments(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$x_absoluteURI(input, p) {
    const len = input.length;
    let c, s1;
    F: {
      p = peg$x_scheme(input, p);
      if (p < 0) break F;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 2); break F; }
      p++;
      s1 = p;
      L0: {
        L1: {
          p = peg$x_hier_part(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s1;
        p = peg$x_opaque_part(input, p);
        if (p < 0) break F;
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
      if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) { if (peg$silent === 0) peg$fail(p, 7); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_alphanum(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c < 128 && (peg$T0[c] & 256) !== 0)) { if (peg$silent === 0) peg$fail(p, 18); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_authority(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      L0: {
        L1: {
          p = peg$x_server(input, p);
          if (p < 0) break L1;
          s1 = p;
          peg$silent++;
          L2: {
            L3: {
              p = peg$x_authority_end(input, p);
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
        p = peg$x_reg_name(input, p);
        if (p < 0) break F;
      }
      return p;
    }
    return -1;
  }
  function peg$x_authority_end(input, p) {
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
              if (!(c < 128 && (peg$T0[c] & 8) !== 0)) { if (peg$silent === 0) peg$fail(p, 14); break L3; }
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
            if (!(c <= 65535)) { if (peg$silent === 0) peg$fail(p, 15); break L5; }
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
  function peg$x_digit(input, p) {
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
  function peg$x_domainlabel(input, p) {
    const len = input.length;
    let s0, s1, c;
    F: {
      s0 = p;
      p = peg$x_alphanum(input, p);
      if (p < 0) break F;
      for (;;) {
        s1 = p;
        L0: {
          while (p < len) {
            c = input.charCodeAt(p);
            if (!(c === 45)) break;
            p++;
          }
          if (peg$silent === 0) peg$fail(p, 26);
          p = peg$x_alphanum(input, p);
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
  function peg$x_escaped(input, p) {
    const len = input.length;
    let s0, c;
    F: {
      s0 = p;
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 37)) { if (peg$silent === 0) peg$fail(p, 12); break F; }
      p++;
      p = peg$x_hex(input, p);
      if (p < 0) break F;
      p = peg$x_hex(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$x_fragment(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          p = peg$x_uric(input, p);
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
  function peg$x_hex(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c < 128 && (peg$T0[c] & 4) !== 0)) { if (peg$silent === 0) peg$fail(p, 20); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_hex4(input, p) {
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
  function peg$x_hexpart(input, p) {
    const len = input.length;
    let s0, s1, s2, s3, s4;
    F: {
      s0 = p;
      L0: {
        L1: {
          s1 = p;
          p = peg$x_hexseq(input, p);
          if (p < 0) break L1;
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) { if (peg$silent === 0) peg$fail(p, 28); break L1; }
          p += 2;
          s2 = p;
          L2: {
            p = peg$x_hexseq(input, p);
            if (p < 0) break L2;
            s2 = p;
          }
          p = s2;
          break L0;
        }
        p = s0;
        L3: {
          p = peg$x_hexseq(input, p);
          if (p < 0) break L3;
          break L0;
        }
        p = s0;
        s3 = p;
        if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) { if (peg$silent === 0) peg$fail(p, 28); break F; }
        p += 2;
        s4 = p;
        L4: {
          p = peg$x_hexseq(input, p);
          if (p < 0) break L4;
          s4 = p;
        }
        p = s4;
      }
      return p;
    }
    return -1;
  }
  function peg$x_hexseq(input, p) {
    const len = input.length;
    let s0, s1, c, s3, s4;
    F: {
      s0 = p;
      p = peg$x_hex4(input, p);
      if (p < 0) break F;
      s1 = p;
      peg$silent++;
      L0: {
        L1: {
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c === 46)) { if (peg$silent === 0) peg$fail(p, 23); break L1; }
          p++;
          peg$silent--;
          break F;
        }
        peg$silent--;
      }
      p = s1;
      for (;;) {
        s3 = p;
        L2: {
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 2); break L2; }
          p++;
          p = peg$x_hex4(input, p);
          if (p < 0) break L2;
          s4 = p;
          peg$silent++;
          L3: {
            L4: {
              c = p < len ? input.charCodeAt(p) : NaN;
              if (!(c === 46)) { if (peg$silent === 0) peg$fail(p, 23); break L4; }
              p++;
              peg$silent--;
              break L2;
            }
            peg$silent--;
          }
          p = s4;
          continue;
        }
        p = s3;
        break;
      }
      return p;
    }
    return -1;
  }
  function peg$x_hier_part(input, p) {
    const len = input.length;
    let s0, s1, c;
    F: {
      s0 = p;
      L0: {
        L1: {
          p = peg$x_net_path(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        p = peg$x_abs_path(input, p);
        if (p < 0) break F;
      }
      s1 = p;
      L2: {
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 63)) { if (peg$silent === 0) peg$fail(p, 3); break L2; }
        p++;
        p = peg$x_query(input, p);
        if (p < 0) break L2;
        s1 = p;
      }
      p = s1;
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
        L2: {
          p = peg$x_IPv4address(input, p);
          if (p < 0) break L2;
          break L0;
        }
        p = s0;
        p = peg$x_IPv6reference(input, p);
        if (p < 0) break F;
      }
      return p;
    }
    return -1;
  }
  function peg$x_hostname(input, p) {
    const len = input.length;
    let s0, s1, c, s3, s4;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          p = peg$x_domainlabel(input, p);
          if (p < 0) break L0;
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c === 46)) { if (peg$silent === 0) peg$fail(p, 23); break L0; }
          p++;
          s3 = p;
          peg$silent++;
          L1: {
            L2: {
              p = peg$x_alphanum(input, p);
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
      s4 = p;
      L3: {
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 46)) { if (peg$silent === 0) peg$fail(p, 23); break L3; }
        p++;
        s4 = p;
      }
      p = s4;
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
        if (!(c === 58)) { if (peg$silent === 0) peg$fail(p, 2); break L0; }
        p++;
        p = peg$x_port(input, p);
        if (p < 0) break L0;
        s0 = p;
      }
      p = s0;
      return p;
    }
    return -1;
  }
  function peg$x_lenient_URI_reference(input, p) {
    const len = input.length;
    let s0, s1, s2, c;
    F: {
      s0 = p;
      L0: {
        s1 = p;
        L1: {
          L2: {
            p = peg$x_absoluteURI(input, p);
            if (p < 0) break L2;
            break L1;
          }
          p = s1;
          L3: {
            p = peg$x_relativeURI(input, p);
            if (p < 0) break L3;
            break L1;
          }
          p = s1;
          p = peg$x_query_only_reference(input, p);
          if (p < 0) break L0;
        }
        s0 = p;
      }
      p = s0;
      s2 = p;
      L4: {
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 35)) { if (peg$silent === 0) peg$fail(p, 1); break L4; }
        p++;
        p = peg$x_fragment(input, p);
        if (p < 0) break L4;
        s2 = p;
      }
      p = s2;
      return p;
    }
    return -1;
  }
  function peg$x_mark(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c < 128 && (peg$T0[c] & 512) !== 0)) { if (peg$silent === 0) peg$fail(p, 19); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_net_path(input, p) {
    const len = input.length;
    let s0;
    F: {
      if (p + 2 > len || input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) { if (peg$silent === 0) peg$fail(p, 5); break F; }
      p += 2;
      p = peg$x_authority(input, p);
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
  function peg$x_opaque_part(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      p = peg$x_uric_no_slash(input, p);
      if (p < 0) break F;
      for (;;) {
        s1 = p;
        L0: {
          p = peg$x_uric(input, p);
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
  function peg$x_param(input, p) {
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
  function peg$x_path_segments(input, p) {
    const len = input.length;
    let s0, s1, c;
    F: {
      s0 = p;
      p = peg$x_segment(input, p);
      if (p < 0) break F;
      for (;;) {
        s1 = p;
        L0: {
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c === 47)) { if (peg$silent === 0) peg$fail(p, 6); break L0; }
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
          p = peg$x_unreserved(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        L2: {
          p = peg$x_escaped(input, p);
          if (p < 0) break L2;
          break L0;
        }
        p = s0;
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c < 128 && (peg$T0[c] & 2048) !== 0)) { if (peg$silent === 0) peg$fail(p, 22); break F; }
        p++;
      }
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
          p = peg$x_digit(input, p);
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
  function peg$x_query(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      for (;;) {
        s1 = p;
        L0: {
          p = peg$x_uric(input, p);
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
  function peg$x_query_only_reference(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c === 63)) { if (peg$silent === 0) peg$fail(p, 3); break F; }
      p++;
      p = peg$x_query(input, p);
      if (p < 0) break F;
      return p;
    }
    return -1;
  }
  function peg$x_reg_name(input, p) {
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
              p = peg$x_unreserved(input, p);
              if (p < 0) break L2;
              break L1;
            }
            p = s3;
            L3: {
              p = peg$x_escaped(input, p);
              if (p < 0) break L3;
              break L1;
            }
            p = s3;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c < 128 && (peg$T0[c] & 128) !== 0)) { if (peg$silent === 0) peg$fail(p, 16); break L0; }
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
  function peg$x_rel_path(input, p) {
    const len = input.length;
    let s0, s1;
    F: {
      s0 = p;
      p = peg$x_rel_segment(input, p);
      if (p < 0) break F;
      s1 = p;
      L0: {
        p = peg$x_abs_path(input, p);
        if (p < 0) break L0;
        s1 = p;
      }
      p = s1;
      return p;
    }
    return -1;
  }
  function peg$x_rel_segment(input, p) {
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
              p = peg$x_unreserved(input, p);
              if (p < 0) break L2;
              break L1;
            }
            p = s3;
            L3: {
              p = peg$x_escaped(input, p);
              if (p < 0) break L3;
              break L1;
            }
            p = s3;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c < 128 && (peg$T0[c] & 32) !== 0)) { if (peg$silent === 0) peg$fail(p, 10); break L0; }
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
  function peg$x_relativeURI(input, p) {
    const len = input.length;
    let s0, s1, c;
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
      s1 = p;
      L3: {
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c === 63)) { if (peg$silent === 0) peg$fail(p, 3); break L3; }
        p++;
        p = peg$x_query(input, p);
        if (p < 0) break L3;
        s1 = p;
      }
      p = s1;
      return p;
    }
    return -1;
  }
  function peg$x_reserved(input, p) {
    const len = input.length;
    let c;
    F: {
      c = p < len ? input.charCodeAt(p) : NaN;
      if (!(c < 128 && (peg$T0[c] & 64) !== 0)) { if (peg$silent === 0) peg$fail(p, 11); break F; }
      p++;
      return p;
    }
    return -1;
  }
  function peg$x_scheme(input, p) {
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
  function peg$x_segment(input, p) {
    const len = input.length;
    let s0, s1, s2, c;
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
      for (;;) {
        s2 = p;
        L1: {
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c === 59)) { if (peg$silent === 0) peg$fail(p, 17); break L1; }
          p++;
          p = peg$x_param(input, p);
          if (p < 0) break L1;
          continue;
        }
        p = s2;
        break;
      }
      return p;
    }
    return -1;
  }
  function peg$x_server(input, p) {
    const len = input.length;
    let s0, s1, c;
    F: {
      s0 = p;
      L0: {
        s1 = p;
        L1: {
          p = peg$x_userinfo(input, p);
          if (p < 0) break L1;
          c = p < len ? input.charCodeAt(p) : NaN;
          if (!(c === 64)) { if (peg$silent === 0) peg$fail(p, 13); break L1; }
          p++;
          s1 = p;
        }
        p = s1;
        p = peg$x_hostport(input, p);
        if (p < 0) break L0;
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
          if (peg$silent === 0) peg$fail(p, 26);
          p = peg$x_alphanum(input, p);
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
  function peg$x_unreserved(input, p) {
    const len = input.length;
    let s0;
    F: {
      s0 = p;
      L0: {
        L1: {
          p = peg$x_alphanum(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        p = peg$x_mark(input, p);
        if (p < 0) break F;
      }
      return p;
    }
    return -1;
  }
  function peg$x_uric(input, p) {
    const len = input.length;
    let s0;
    F: {
      s0 = p;
      L0: {
        L1: {
          p = peg$x_reserved(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        L2: {
          p = peg$x_unreserved(input, p);
          if (p < 0) break L2;
          break L0;
        }
        p = s0;
        p = peg$x_escaped(input, p);
        if (p < 0) break F;
      }
      return p;
    }
    return -1;
  }
  function peg$x_uric_no_slash(input, p) {
    const len = input.length;
    let s0, c;
    F: {
      s0 = p;
      L0: {
        L1: {
          p = peg$x_unreserved(input, p);
          if (p < 0) break L1;
          break L0;
        }
        p = s0;
        L2: {
          p = peg$x_escaped(input, p);
          if (p < 0) break L2;
          break L0;
        }
        p = s0;
        c = p < len ? input.charCodeAt(p) : NaN;
        if (!(c < 128 && (peg$T0[c] & 16) !== 0)) { if (peg$silent === 0) peg$fail(p, 9); break F; }
        p++;
      }
      return p;
    }
    return -1;
  }
  function peg$x_userinfo(input, p) {
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
              p = peg$x_unreserved(input, p);
              if (p < 0) break L2;
              break L1;
            }
            p = s2;
            L3: {
              p = peg$x_escaped(input, p);
              if (p < 0) break L3;
              break L1;
            }
            p = s2;
            c = p < len ? input.charCodeAt(p) : NaN;
            if (!(c < 128 && (peg$T0[c] & 1024) !== 0)) { if (peg$silent === 0) peg$fail(p, 21); break L0; }
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
    ["lenient_URI_reference", peg$x_lenient_URI_reference],
    ["URI_reference", peg$x_URI_reference],
  ]);
  const peg$defaultReport = peg$reports.get("lenient_URI_reference");

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
