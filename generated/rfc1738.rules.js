// GENERATED FILE, do not edit. The fast parser of every rule.
// Source: grammars/rfc1738.peggy. Edit the grammar and run `npm run generate`.
// Generator: scripts/generate.js with peggy 5.1.0.
"use strict";

// The fast parser (scripts/optimize.js, generateSplit): on input outside the
// language it returns peg$reject; generated/rfc1738.rules.report.js reports.
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
  throw new Error("generated/rfc1738.rules.js takes no peggy options; generated/rfc1738.js does");
}
const peg$NO_REPORT = "generated/rfc1738.rules.js has no reporting parser: give peg$reject, or parse with generated/rfc1738.rules.report.js";

// ---------------------------------------------------------------------------
// The tables of the character sets, which the reporting module reads too.
const peg$T0 = Int32Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 460800, 8192, 8192, 459776, 8192, 410420, 460800, 460800, 460800, 460800, 459969, 460800, 459969, 459969, 147712, 491587, 491587, 491587, 491587, 491587, 491587, 491587, 491587, 491587, 491587, 410416, 409892, 8192, 409908, 8192, 148244, 410160, 491594, 491586, 491586, 491594, 491586, 491586, 458818, 458818, 458826, 458818, 458818, 458818, 458818, 458818, 458818, 458818, 458818, 458818, 458818, 458818, 458818, 458818, 458818, 458818, 458818, 458818, 4096, 4096, 4096, 4096, 459968, 4096, 491595, 491587, 491587, 491595, 491587, 491587, 458819, 458819, 458827, 458819, 458819, 458819, 458819, 458819, 458819, 458819, 458819, 458819, 458819, 458819, 458819, 458819, 458819, 458819, 458819, 458819, 4096, 4096, 4096, 4096, 0]);

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

  function peg$a0(scheme, schemepart) { return { type: "genericurl", scheme, schemepart }; }
  function peg$a1(ip) { return { text: text(), ip }; }
  function peg$a2(text) { return { text, ip: null }; }
  function peg$a3(login, urlpath) { return { login, urlpath }; }
  function peg$a4(user, password) { return { user, password }; }
  function peg$a5(userinfo, hostport) { return { user: userinfo?.user ?? null, password: userinfo?.password ?? null, hostport }; }
  function peg$a6(host, port) { return { host, port }; }
  function peg$a7(text) { return { type: "hostname", text }; }
  function peg$a8(text) { return { type: "hostnumber", text }; }
  function peg$a9(login, path, typecode) { return { path, typecode }; }
  function peg$a10(login, path) { return { type: "ftpurl", login, path: path?.path ?? null, typecode: path?.typecode ?? null }; }
  function peg$a11(text) { return { type: "localhost", text }; }
  function peg$a12(host, path) { return { type: "fileurl", host, path }; }
  function peg$a13(hostport, path, search) { return { path, search }; }
  function peg$a14(hostport, path) { return { type: "httpurl", hostport, path: path?.path ?? null, search: path?.search ?? null }; }
  function peg$a15(hostport, path) { return { type: "gopherurl", hostport, path }; }
  function peg$a16(address) { return { type: "mailtourl", address }; }
  function peg$a17(grouppart) { return { type: "newsurl", grouppart }; }
  function peg$a18(article) { return { type: "article", text: text(), article }; }
  function peg$a19(text) { return { type: "all", text }; }
  function peg$a20(text) { return { type: "group", text }; }
  function peg$a21(id, host) { return { id, host }; }
  function peg$a22(hostport, group, article) { return { type: "nntpurl", hostport, group, article }; }
  function peg$a23(login, slash) { return { type: "telneturl", login, slash: slash !== null }; }
  function peg$a24(hostport, database) { return { type: "waisdatabase", hostport, database }; }
  function peg$a25(hostport, database, search) { return { type: "waisindex", hostport, database, search }; }
  function peg$a26(hostport, database, wtype, wpath) { return { type: "waisdoc", hostport, database, wtype, wpath }; }
  function peg$a27(hostport, path, fields) { return { type: "prosperourl", hostport, path, fields }; }
  function peg$a28(name, value) { return { name, value }; }
  function peg$a29(gtype, selector) { return { selector, search: null, gopherPlus: null }; }
  function peg$a30(gtype, part) { return { text: text(), gtype, ...part }; }
  function peg$a31() { return { text: "", gtype: null, selector: null, search: null, gopherPlus: null }; }
  function peg$a32(selector, search, gopherPlus) { return { selector, search, gopherPlus }; }

  const peg$R0 = /(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R1 = /(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R2 = /(?:[\x21\x24\x26-\x2e0-9\x3b\x3d\x3fA-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R3 = /(?:[\x21\x24\x26-\x2e0-9\x3b\x3d\x3fA-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R4 = /(?:[\x21\x24\x26-\x3a\x3d\x3f-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R5 = /(?:[\x21\x24\x26-\x3a\x3d\x3f-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R6 = /(?:[\x21\x24\x26-\x2e0-\x3a\x3d\x3f-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R7 = /(?:[\x21\x24\x26-\x2e0-\x3a\x3d\x3f-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R8 = /(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R9 = /(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R10 = /(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R11 = /(?:[\x21\x24\x26-\x2e0-\x3b\x3d\x40-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R12 = /(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])+/y;
  const peg$R13 = /(?:[\x21\x24\x26-\x3b\x3d\x3fA-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])+/y;
  const peg$R14 = /(?:[\x21\x24\x26-\x3b\x3d\x3fA-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R15 = /(?:[\x21\x24\x27-\x2e0-9A-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R16 = /(?:[\x21\x24\x27-\x2e0-9A-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R17 = /(?:[\x21\x24\x26-\x2e0-\x3a\x3f-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R18 = /(?:[\x21\x24\x26-\x2e0-\x3a\x3f-Z\x5fa-z]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
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
      if (!(c < 128 && (peg$T0[c] & 2) !== 0)) break F;
      r0 = input.charAt(p);
      p++;
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_article(input, p) {
    const len = input.length;
    let r0, s1, s2, e3, s4, s5, s6, c, l8;
    F: {
      s1 = p;
      s2 = p;
      s4 = p;
      if (len - p <= 2097152) {
        peg$R13.lastIndex = p;
        if (!peg$R13.test(input)) break F;
        p = peg$R13.lastIndex;
      } else {
        s6 = p;
        do {
          s5 = p;
          peg$R14.lastIndex = p;
          peg$R14.test(input);
          p = peg$R14.lastIndex;
        } while (p - s5 >= 4096);
        if (p === s6) break F;
      }
      e3 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 64)) break F;
      p++;
      l8 = peg$v_host(input, p);
      if (l8 === peg$FAILED) break F;
      p = peg$end;
      r0 = peg$a21(input.substring(s2, e3), l8);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_database(input, p) {
    const len = input.length;
    let r0, s1, s2;
    F: {
      s1 = p;
      if (len - p <= 2097152) {
        peg$R15.lastIndex = p;
        peg$R15.test(input);
        p = peg$R15.lastIndex;
      } else {
        do {
          s2 = p;
          peg$R16.lastIndex = p;
          peg$R16.test(input);
          p = peg$R16.lastIndex;
        } while (p - s2 >= 4096);
      }
      r0 = input.substring(s1, p);
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
      if (!(c < 128 && (peg$T0[c] & 2) !== 0)) break F;
      p++;
      s3 = p;
      while (p < len) {
        c = input.charCodeAt(p);
        if (c < 128 && (peg$T0[c] & 2) !== 0) s3 = ++p;
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
  function peg$v_encoded822addr(input, p) {
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
          peg$R1.lastIndex = p;
          peg$R1.test(input);
          p = peg$R1.lastIndex;
        } while (p - s2 >= 4096);
        if (p === s3) break F;
      }
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
      if (!(c < 128 && (peg$T0[c] & 32768) !== 0)) break F;
      p++;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 32768) !== 0)) break F;
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
      if (!(c < 128 && (peg$T0[c] & 2048) !== 0)) break F;
      r0 = input.charAt(p);
      p++;
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_fieldname(input, p) {
    const len = input.length;
    let r0, s1, s2;
    F: {
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
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_fieldspec(input, p) {
    const len = input.length;
    let r0, s1, c, s3, e4, s5, s6, s7, e8, s9, s10;
    F: {
      s1 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 59)) break F;
      p++;
      s3 = p;
      s5 = p;
      if (len - p <= 2097152) {
        peg$R17.lastIndex = p;
        peg$R17.test(input);
        p = peg$R17.lastIndex;
      } else {
        do {
          s6 = p;
          peg$R18.lastIndex = p;
          peg$R18.test(input);
          p = peg$R18.lastIndex;
        } while (p - s6 >= 4096);
      }
      e4 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 61)) break F;
      p++;
      s7 = p;
      s9 = p;
      if (len - p <= 2097152) {
        peg$R17.lastIndex = p;
        peg$R17.test(input);
        p = peg$R17.lastIndex;
      } else {
        do {
          s10 = p;
          peg$R18.lastIndex = p;
          peg$R18.test(input);
          p = peg$R18.lastIndex;
        } while (p - s10 >= 4096);
      }
      e8 = p;
      r0 = peg$a28(input.substring(s3, e4), input.substring(s7, e8));
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_fieldvalue(input, p) {
    const len = input.length;
    let r0, s1, s2;
    F: {
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
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_fileurl(input, p) {
    const len = input.length;
    let r0, s1, l2, s3, s4, s5, l6, s7, c, s9, e10, s11, s12;
    F: {
      s1 = p;
      if (!input.startsWith("file://", p)) break F;
      p += 7;
      s3 = p;
      L1: {
        L0: {
          s4 = p;
          L2: {
            L3: {
              s5 = p;
              if (!input.startsWith("localhost", p)) break L3;
              l6 = "localhost";
              p += 9;
              s7 = p;
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c === 47)) break L3;
              p++;
              p = s7;
              l2 = peg$a11(l6);
              break L2;
            }
            p = s4;
            l2 = peg$v_host(input, p);
            if (l2 === peg$FAILED) break L0;
            p = peg$end;
          }
          break L1;
        }
        p = s3;
        l2 = null;
      }
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 47)) break F;
      p++;
      s9 = p;
      s11 = p;
      if (len - p <= 2097152) {
        peg$R4.lastIndex = p;
        peg$R4.test(input);
        p = peg$R4.lastIndex;
      } else {
        do {
          s12 = p;
          peg$R5.lastIndex = p;
          peg$R5.test(input);
          p = peg$R5.lastIndex;
        } while (p - s12 >= 4096);
      }
      e10 = p;
      r0 = peg$a12(l2, input.substring(s9, e10));
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_fpath(input, p) {
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
  function peg$v_fsegment(input, p) {
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
  function peg$v_ftptype(input, p) {
    const len = input.length;
    let r0, c;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 8) !== 0)) break F;
      r0 = input.charAt(p);
      p++;
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_ftpurl(input, p) {
    const len = input.length;
    let r0, s1, l2, l3, s4, s5, c, s7, e8, s9, s10, l11, s12, l13;
    F: {
      s1 = p;
      if (!input.startsWith("ftp://", p)) break F;
      p += 6;
      l2 = peg$v_login(input, p);
      if (l2 === peg$FAILED) break F;
      p = peg$end;
      s4 = p;
      L1: {
        L0: {
          s5 = p;
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c === 47)) break L0;
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
          s12 = p;
          L3: {
            L2: {
              if (!input.startsWith(";type=", p)) break L2;
              p += 6;
              if (p >= len) break L2;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 8) !== 0)) break L2;
              l13 = input.charAt(p);
              p++;
              l11 = l13;
              break L3;
            }
            p = s12;
            l11 = null;
          }
          l3 = peg$a9(l2, input.substring(s7, e8), l11);
          break L1;
        }
        p = s4;
        l3 = null;
      }
      r0 = peg$a10(l2, l3);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_genericurl(input, p) {
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
      l6 = peg$v_schemepart(input, p);
      if (l6 === peg$FAILED) break F;
      p = peg$end;
      r0 = peg$a0(input.substring(s2, e3), l6);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_gopher_path(input, p) {
    const len = input.length;
    let r0, s1, s2, l3, l4, s5, s6, s7, e8, s9, s10, s11;
    F: {
      s1 = p;
      L0: {
        L1: {
          s2 = p;
          l3 = peg$v_xchar(input, p);
          if (l3 === peg$FAILED) break L1;
          p = peg$end;
          s5 = p;
          L2: {
            L3: {
              l4 = peg$v_selector_search(input, p);
              if (l4 === peg$FAILED) break L3;
              p = peg$end;
              break L2;
            }
            p = s5;
            s6 = p;
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
            l4 = peg$a29(l3, input.substring(s7, e8));
          }
          peg$savedPos = s2;
          peg$currPos = p;
          r0 = peg$a30(l3, l4);
          break L0;
        }
        p = s1;
        s11 = p;
        r0 = peg$a31();
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_gopher_plus_string(input, p) {
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
  function peg$v_gopherurl(input, p) {
    const len = input.length;
    let r0, s1, l2, l3, s4, c, l6;
    F: {
      s1 = p;
      if (!input.startsWith("gopher://", p)) break F;
      p += 9;
      l2 = peg$v_hostport(input, p);
      if (l2 === peg$FAILED) break F;
      p = peg$end;
      s4 = p;
      L1: {
        L0: {
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c === 47)) break L0;
          p++;
          l6 = peg$v_gopher_path(input, p);
          if (l6 === peg$FAILED) break L0;
          p = peg$end;
          l3 = l6;
          break L1;
        }
        p = s4;
        l3 = null;
      }
      r0 = peg$a15(l2, l3);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_group(input, p) {
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
        if (!(c < 128 && (peg$T0[c] & 64) !== 0)) break;
        p++;
      }
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_grouppart(input, p) {
    const len = input.length;
    let r0, s1, s2, l3, s4, l5, c, s7, s8, e9, s10;
    F: {
      s1 = p;
      L0: {
        L1: {
          if (input.indexOf("@", p) < 0) break L1;
          s2 = p;
          l3 = peg$v_article(input, p);
          if (l3 === peg$FAILED) break L1;
          p = peg$end;
          peg$savedPos = s2;
          peg$currPos = p;
          r0 = peg$a18(l3);
          break L0;
        }
        p = s1;
        L2: {
          s4 = p;
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!(c === 42)) break L2;
          l5 = input.charAt(p);
          p++;
          r0 = peg$a19(l5);
          break L0;
        }
        p = s1;
        s7 = p;
        s8 = p;
        s10 = p;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break F;
        p++;
        while (p < len) {
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 64) !== 0)) break;
          p++;
        }
        e9 = p;
        r0 = peg$a20(input.substring(s8, e9));
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_gtype(input, p) {
    const len = input.length;
    let r0;
    F: {
      r0 = peg$v_xchar(input, p);
      if (r0 === peg$FAILED) break F;
      p = peg$end;
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
      if (!(c < 128 && (peg$T0[c] & 32768) !== 0)) break F;
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
    let r0, s1, s2, s3, e4, s5, s6, s7, c, s9, s10, s11, s12, s13, e14, s15, s16, s17, s18, s19;
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
              if (!(c < 128 && (peg$T0[c] & 2) !== 0)) break L2;
              p++;
              s9 = p;
              while (p < len) {
                c = input.charCodeAt(p);
                if (c < 128 && (peg$T0[c] & 2) !== 0) s9 = ++p;
                else if (c === 45) p++;
                else break;
              }
              p = s9;
              if (p >= len) break L2;
              c = input.charCodeAt(p);
              if (!(c === 46)) break L2;
              p++;
              continue;
            }
            p = s6;
            break;
          }
          s10 = p;
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break L1;
          p++;
          s11 = p;
          while (p < len) {
            c = input.charCodeAt(p);
            if (c < 128 && (peg$T0[c] & 2) !== 0) s11 = ++p;
            else if (c === 45) p++;
            else break;
          }
          p = s11;
          e4 = p;
          r0 = peg$a7(input.substring(s3, e4));
          break L0;
        }
        p = s1;
        s12 = p;
        s13 = p;
        s15 = p;
        s16 = p;
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
        e14 = p;
        r0 = peg$a8(input.substring(s13, e14));
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_hostname(input, p) {
    const len = input.length;
    let r0, s1, s2, s3, c, s5, s6, s7;
    F: {
      s1 = p;
      for (;;) {
        s2 = p;
        L0: {
          s3 = p;
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 2) !== 0)) break L0;
          p++;
          s5 = p;
          while (p < len) {
            c = input.charCodeAt(p);
            if (c < 128 && (peg$T0[c] & 2) !== 0) s5 = ++p;
            else if (c === 45) p++;
            else break;
          }
          p = s5;
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c === 46)) break L0;
          p++;
          continue;
        }
        p = s2;
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
        if (c < 128 && (peg$T0[c] & 2) !== 0) s7 = ++p;
        else if (c === 45) p++;
        else break;
      }
      p = s7;
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
      r0 = peg$a6(l2, l3);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_hpath(input, p) {
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
  function peg$v_hsegment(input, p) {
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
  function peg$v_httpurl(input, p) {
    const len = input.length;
    let r0, s1, l2, l3, s4, s5, c, s7, e8, s9, s10, l11, s12, s13, e14, s15, s16;
    F: {
      s1 = p;
      if (!input.startsWith("http://", p)) break F;
      p += 7;
      l2 = peg$v_hostport(input, p);
      if (l2 === peg$FAILED) break F;
      p = peg$end;
      s4 = p;
      L1: {
        L0: {
          s5 = p;
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c === 47)) break L0;
          p++;
          s7 = p;
          s9 = p;
          if (len - p <= 2097152) {
            peg$R8.lastIndex = p;
            peg$R8.test(input);
            p = peg$R8.lastIndex;
          } else {
            do {
              s10 = p;
              peg$R9.lastIndex = p;
              peg$R9.test(input);
              p = peg$R9.lastIndex;
            } while (p - s10 >= 4096);
          }
          e8 = p;
          s12 = p;
          L3: {
            L2: {
              if (p >= len) break L2;
              c = input.charCodeAt(p);
              if (!(c === 63)) break L2;
              p++;
              s13 = p;
              s15 = p;
              if (len - p <= 2097152) {
                peg$R10.lastIndex = p;
                peg$R10.test(input);
                p = peg$R10.lastIndex;
              } else {
                do {
                  s16 = p;
                  peg$R11.lastIndex = p;
                  peg$R11.test(input);
                  p = peg$R11.lastIndex;
                } while (p - s16 >= 4096);
              }
              e14 = p;
              l11 = input.substring(s13, e14);
              break L3;
            }
            p = s12;
            l11 = null;
          }
          l3 = peg$a13(l2, input.substring(s7, e8), l11);
          break L1;
        }
        p = s4;
        l3 = null;
      }
      r0 = peg$a14(l2, l3);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_ip_schemepart(input, p) {
    const len = input.length;
    let r0, s1, l2, l3, s4, c, s6, e7, s8, s9;
    F: {
      s1 = p;
      if (p + 2 > len || input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
      p += 2;
      l2 = peg$v_login(input, p);
      if (l2 === peg$FAILED) break F;
      p = peg$end;
      s4 = p;
      L1: {
        L0: {
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c === 47)) break L0;
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
      r0 = peg$a3(l2, l3);
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
                peg$R2.lastIndex = p;
                peg$R2.test(input);
                p = peg$R2.lastIndex;
              } else {
                do {
                  s15 = p;
                  peg$R3.lastIndex = p;
                  peg$R3.test(input);
                  p = peg$R3.lastIndex;
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
          l2 = peg$a4(input.substring(s5, e6), l9);
          break L1;
        }
        p = s3;
        l2 = null;
      }
      l16 = peg$v_hostport(input, p);
      if (l16 === peg$FAILED) break F;
      p = peg$end;
      r0 = peg$a5(l2, l16);
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
  function peg$v_mailtourl(input, p) {
    const len = input.length;
    let r0, s1, s2, e3, s4, s5, s6;
    F: {
      s1 = p;
      if (!input.startsWith("mailto:", p)) break F;
      p += 7;
      s2 = p;
      s4 = p;
      if (len - p <= 2097152) {
        peg$R12.lastIndex = p;
        if (!peg$R12.test(input)) break F;
        p = peg$R12.lastIndex;
      } else {
        s6 = p;
        do {
          s5 = p;
          peg$R1.lastIndex = p;
          peg$R1.test(input);
          p = peg$R1.lastIndex;
        } while (p - s5 >= 4096);
        if (p === s6) break F;
      }
      e3 = p;
      r0 = peg$a16(input.substring(s2, e3));
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
      if (!(c < 128 && (peg$T0[c] & 4096) !== 0)) break F;
      r0 = input.charAt(p);
      p++;
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_newsurl(input, p) {
    const len = input.length;
    let r0, s1, l2;
    F: {
      s1 = p;
      if (!input.startsWith("news:", p)) break F;
      p += 5;
      l2 = peg$v_grouppart(input, p);
      if (l2 === peg$FAILED) break F;
      p = peg$end;
      r0 = peg$a17(l2);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_nntpurl(input, p) {
    const len = input.length;
    let r0, s1, l2, c, s4, e5, s6, l7, s8, s9, e10, s11;
    F: {
      s1 = p;
      if (!input.startsWith("nntp://", p)) break F;
      p += 7;
      l2 = peg$v_hostport(input, p);
      if (l2 === peg$FAILED) break F;
      p = peg$end;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 47)) break F;
      p++;
      s4 = p;
      s6 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break F;
      p++;
      while (p < len) {
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 64) !== 0)) break;
        p++;
      }
      e5 = p;
      s8 = p;
      L1: {
        L0: {
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c === 47)) break L0;
          p++;
          s9 = p;
          s11 = p;
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!((c >= 48 && c <= 57))) break L0;
          p++;
          while (p < len) {
            c = input.charCodeAt(p);
            if (!((c >= 48 && c <= 57))) break;
            p++;
          }
          e10 = p;
          l7 = input.substring(s9, e10);
          break L1;
        }
        p = s8;
        l7 = null;
      }
      r0 = peg$a22(l2, input.substring(s4, e5), l7);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_otherurl(input, p) {
    const len = input.length;
    let r0;
    F: {
      r0 = peg$v_genericurl(input, p);
      if (r0 === peg$FAILED) break F;
      p = peg$end;
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
  function peg$v_ppath(input, p) {
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
  function peg$v_prosperourl(input, p) {
    const len = input.length;
    let r0, s1, l2, c, s4, e5, s6, s7, l8, s9, e10;
    F: {
      s1 = p;
      if (!input.startsWith("prospero://", p)) break F;
      p += 11;
      l2 = peg$v_hostport(input, p);
      if (l2 === peg$FAILED) break F;
      p = peg$end;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 47)) break F;
      p++;
      s4 = p;
      s6 = p;
      if (len - p <= 2097152) {
        peg$R4.lastIndex = p;
        peg$R4.test(input);
        p = peg$R4.lastIndex;
      } else {
        do {
          s7 = p;
          peg$R5.lastIndex = p;
          peg$R5.test(input);
          p = peg$R5.lastIndex;
        } while (p - s7 >= 4096);
      }
      e5 = p;
      l8 = [];
      for (;;) {
        s9 = p;
        L0: {
          e10 = peg$v_fieldspec(input, p);
          if (e10 === peg$FAILED) break L0;
          p = peg$end;
          l8.push(e10);
          continue;
        }
        p = s9;
        break;
      }
      r0 = peg$a27(l2, input.substring(s4, e5), l8);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_psegment(input, p) {
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
  function peg$v_punctuation(input, p) {
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
  function peg$v_reserved(input, p) {
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
  function peg$v_safe(input, p) {
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
  function peg$v_schemepart(input, p) {
    const len = input.length;
    let r0, s1, s2, l3, s4, c, s6, s7, e8, s9, s10;
    F: {
      s1 = p;
      L0: {
        L1: {
          s2 = p;
          l3 = peg$v_ip_schemepart(input, p);
          if (l3 === peg$FAILED) break L1;
          p = peg$end;
          s4 = p;
          L2: {
            if (p >= len) break L2;
            c = input.charCodeAt(p);
            if (!(c <= 65535)) break L2;
            p++;
            break L1;
          }
          p = s4;
          peg$savedPos = s2;
          peg$currPos = p;
          r0 = peg$a1(l3);
          break L0;
        }
        p = s1;
        s6 = p;
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
        r0 = peg$a2(input.substring(s7, e8));
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_search(input, p) {
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
  function peg$v_search_to_tab(input, p) {
    const len = input.length;
    let r0, s1, s2, s3, s4, c, s6;
    F: {
      s1 = p;
      for (;;) {
        s2 = p;
        L0: {
          s3 = p;
          L1: {
            if (p + 3 > len || input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 48 || input.charCodeAt(p + 2) !== 57) break L1;
            p += 3;
            break L0;
          }
          p = s3;
          s4 = p;
          L2: {
            L3: {
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 262144) !== 0)) break L3;
              p++;
              break L2;
            }
            p = s4;
            s6 = p;
            if (p >= len) break L0;
            c = input.charCodeAt(p);
            if (!(c === 37)) break L0;
            p++;
            if (p >= len) break L0;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 32768) !== 0)) break L0;
            p++;
            if (p >= len) break L0;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 32768) !== 0)) break L0;
            p++;
          }
          continue;
        }
        p = s2;
        break;
      }
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_selector(input, p) {
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
  function peg$v_selector_search(input, p) {
    const len = input.length;
    let r0, s1, s2, e3, s4, s5, s6, s7, c, s9, s10, e11, s12, s13, s14, s15, s16, l17, s18, s19, e20, s21, s22, s23;
    F: {
      s1 = p;
      s2 = p;
      s4 = p;
      for (;;) {
        s5 = p;
        L0: {
          s6 = p;
          L1: {
            if (p + 3 > len || input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 48 || input.charCodeAt(p + 2) !== 57) break L1;
            p += 3;
            break L0;
          }
          p = s6;
          s7 = p;
          L2: {
            L3: {
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 131072) !== 0)) break L3;
              p++;
              break L2;
            }
            p = s7;
            s9 = p;
            if (p >= len) break L0;
            c = input.charCodeAt(p);
            if (!(c === 37)) break L0;
            p++;
            if (p >= len) break L0;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 32768) !== 0)) break L0;
            p++;
            if (p >= len) break L0;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 32768) !== 0)) break L0;
            p++;
          }
          continue;
        }
        p = s5;
        break;
      }
      e3 = p;
      if (p + 3 > len || input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 48 || input.charCodeAt(p + 2) !== 57) break F;
      p += 3;
      s10 = p;
      s12 = p;
      for (;;) {
        s13 = p;
        L4: {
          s14 = p;
          L5: {
            if (p + 3 > len || input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 48 || input.charCodeAt(p + 2) !== 57) break L5;
            p += 3;
            break L4;
          }
          p = s14;
          s15 = p;
          L6: {
            L7: {
              if (p >= len) break L7;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 262144) !== 0)) break L7;
              p++;
              break L6;
            }
            p = s15;
            s16 = p;
            if (p >= len) break L4;
            c = input.charCodeAt(p);
            if (!(c === 37)) break L4;
            p++;
            if (p >= len) break L4;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 32768) !== 0)) break L4;
            p++;
            if (p >= len) break L4;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 32768) !== 0)) break L4;
            p++;
          }
          continue;
        }
        p = s13;
        break;
      }
      e11 = p;
      s18 = p;
      L9: {
        L8: {
          if (p + 3 > len || input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 48 || input.charCodeAt(p + 2) !== 57) break L8;
          p += 3;
          s19 = p;
          s21 = p;
          if (len - p <= 2097152) {
            peg$R0.lastIndex = p;
            peg$R0.test(input);
            p = peg$R0.lastIndex;
          } else {
            do {
              s22 = p;
              peg$R1.lastIndex = p;
              peg$R1.test(input);
              p = peg$R1.lastIndex;
            } while (p - s22 >= 4096);
          }
          e20 = p;
          l17 = input.substring(s19, e20);
          break L9;
        }
        p = s18;
        l17 = null;
      }
      s23 = p;
      L10: {
        if (p >= len) break L10;
        c = input.charCodeAt(p);
        if (!(c <= 65535)) break L10;
        p++;
        break F;
      }
      p = s23;
      r0 = peg$a32(input.substring(s2, e3), input.substring(s10, e11), l17);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_selector_to_tab(input, p) {
    const len = input.length;
    let r0, s1, s2, s3, s4, c, s6;
    F: {
      s1 = p;
      for (;;) {
        s2 = p;
        L0: {
          s3 = p;
          L1: {
            if (p + 3 > len || input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 48 || input.charCodeAt(p + 2) !== 57) break L1;
            p += 3;
            break L0;
          }
          p = s3;
          s4 = p;
          L2: {
            L3: {
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 131072) !== 0)) break L3;
              p++;
              break L2;
            }
            p = s4;
            s6 = p;
            if (p >= len) break L0;
            c = input.charCodeAt(p);
            if (!(c === 37)) break L0;
            p++;
            if (p >= len) break L0;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 32768) !== 0)) break L0;
            p++;
            if (p >= len) break L0;
            c = input.charCodeAt(p);
            if (!(c < 128 && (peg$T0[c] & 32768) !== 0)) break L0;
            p++;
          }
          continue;
        }
        p = s2;
        break;
      }
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_telneturl(input, p) {
    const len = input.length;
    let r0, s1, l2, l3, s4, c;
    F: {
      s1 = p;
      if (!input.startsWith("telnet://", p)) break F;
      p += 9;
      l2 = peg$v_login(input, p);
      if (l2 === peg$FAILED) break F;
      p = peg$end;
      s4 = p;
      L1: {
        L0: {
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c === 47)) break L0;
          l3 = input.charAt(p);
          p++;
          break L1;
        }
        p = s4;
        l3 = null;
      }
      r0 = peg$a23(l2, l3);
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
        if (c < 128 && (peg$T0[c] & 2) !== 0) s3 = ++p;
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
          if (!(c < 128 && (peg$T0[c] & 65536) !== 0)) break L1;
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
      if (!(c < 128 && (peg$T0[c] & 65536) !== 0)) break F;
      r0 = input.charAt(p);
      p++;
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_url(input, p) {
    const len = input.length;
    let r0, s1, l2, s3, c, l5, s6, l7, s8, l9, s10, l11, s12, l13, s14, l15, s16, l17, s18, l19, s20, l21, s22;
    F: {
      s1 = p;
      L0: {
        L1: {
          l2 = peg$v_httpurl(input, p);
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
        L3: {
          l5 = peg$v_ftpurl(input, p);
          if (l5 === peg$FAILED) break L3;
          p = peg$end;
          s6 = p;
          L4: {
            if (p >= len) break L4;
            c = input.charCodeAt(p);
            if (!(c <= 65535)) break L4;
            p++;
            break L3;
          }
          p = s6;
          r0 = l5;
          break L0;
        }
        p = s1;
        L5: {
          l7 = peg$v_newsurl(input, p);
          if (l7 === peg$FAILED) break L5;
          p = peg$end;
          s8 = p;
          L6: {
            if (p >= len) break L6;
            c = input.charCodeAt(p);
            if (!(c <= 65535)) break L6;
            p++;
            break L5;
          }
          p = s8;
          r0 = l7;
          break L0;
        }
        p = s1;
        L7: {
          l9 = peg$v_nntpurl(input, p);
          if (l9 === peg$FAILED) break L7;
          p = peg$end;
          s10 = p;
          L8: {
            if (p >= len) break L8;
            c = input.charCodeAt(p);
            if (!(c <= 65535)) break L8;
            p++;
            break L7;
          }
          p = s10;
          r0 = l9;
          break L0;
        }
        p = s1;
        L9: {
          l11 = peg$v_telneturl(input, p);
          if (l11 === peg$FAILED) break L9;
          p = peg$end;
          s12 = p;
          L10: {
            if (p >= len) break L10;
            c = input.charCodeAt(p);
            if (!(c <= 65535)) break L10;
            p++;
            break L9;
          }
          p = s12;
          r0 = l11;
          break L0;
        }
        p = s1;
        L11: {
          l13 = peg$v_gopherurl(input, p);
          if (l13 === peg$FAILED) break L11;
          p = peg$end;
          s14 = p;
          L12: {
            if (p >= len) break L12;
            c = input.charCodeAt(p);
            if (!(c <= 65535)) break L12;
            p++;
            break L11;
          }
          p = s14;
          r0 = l13;
          break L0;
        }
        p = s1;
        L13: {
          l15 = peg$v_waisurl(input, p);
          if (l15 === peg$FAILED) break L13;
          p = peg$end;
          s16 = p;
          L14: {
            if (p >= len) break L14;
            c = input.charCodeAt(p);
            if (!(c <= 65535)) break L14;
            p++;
            break L13;
          }
          p = s16;
          r0 = l15;
          break L0;
        }
        p = s1;
        L15: {
          l17 = peg$v_mailtourl(input, p);
          if (l17 === peg$FAILED) break L15;
          p = peg$end;
          s18 = p;
          L16: {
            if (p >= len) break L16;
            c = input.charCodeAt(p);
            if (!(c <= 65535)) break L16;
            p++;
            break L15;
          }
          p = s18;
          r0 = l17;
          break L0;
        }
        p = s1;
        L17: {
          l19 = peg$v_fileurl(input, p);
          if (l19 === peg$FAILED) break L17;
          p = peg$end;
          s20 = p;
          L18: {
            if (p >= len) break L18;
            c = input.charCodeAt(p);
            if (!(c <= 65535)) break L18;
            p++;
            break L17;
          }
          p = s20;
          r0 = l19;
          break L0;
        }
        p = s1;
        L19: {
          l21 = peg$v_prosperourl(input, p);
          if (l21 === peg$FAILED) break L19;
          p = peg$end;
          s22 = p;
          L20: {
            if (p >= len) break L20;
            c = input.charCodeAt(p);
            if (!(c <= 65535)) break L20;
            p++;
            break L19;
          }
          p = s22;
          r0 = l21;
          break L0;
        }
        p = s1;
        r0 = peg$v_genericurl(input, p);
        if (r0 === peg$FAILED) break F;
        p = peg$end;
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_urlpath(input, p) {
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
  function peg$v_user(input, p) {
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
  function peg$v_waisdatabase(input, p) {
    const len = input.length;
    let r0, s1, l2, c, s4, e5, s6, s7;
    F: {
      s1 = p;
      if (!input.startsWith("wais://", p)) break F;
      p += 7;
      l2 = peg$v_hostport(input, p);
      if (l2 === peg$FAILED) break F;
      p = peg$end;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 47)) break F;
      p++;
      s4 = p;
      s6 = p;
      if (len - p <= 2097152) {
        peg$R15.lastIndex = p;
        peg$R15.test(input);
        p = peg$R15.lastIndex;
      } else {
        do {
          s7 = p;
          peg$R16.lastIndex = p;
          peg$R16.test(input);
          p = peg$R16.lastIndex;
        } while (p - s7 >= 4096);
      }
      e5 = p;
      r0 = peg$a24(l2, input.substring(s4, e5));
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_waisdoc(input, p) {
    const len = input.length;
    let r0, s1, l2, c, s4, e5, s6, s7, s8, e9, s10, s11, s12, e13, s14, s15;
    F: {
      s1 = p;
      if (!input.startsWith("wais://", p)) break F;
      p += 7;
      l2 = peg$v_hostport(input, p);
      if (l2 === peg$FAILED) break F;
      p = peg$end;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 47)) break F;
      p++;
      s4 = p;
      s6 = p;
      if (len - p <= 2097152) {
        peg$R15.lastIndex = p;
        peg$R15.test(input);
        p = peg$R15.lastIndex;
      } else {
        do {
          s7 = p;
          peg$R16.lastIndex = p;
          peg$R16.test(input);
          p = peg$R16.lastIndex;
        } while (p - s7 >= 4096);
      }
      e5 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 47)) break F;
      p++;
      s8 = p;
      s10 = p;
      if (len - p <= 2097152) {
        peg$R15.lastIndex = p;
        peg$R15.test(input);
        p = peg$R15.lastIndex;
      } else {
        do {
          s11 = p;
          peg$R16.lastIndex = p;
          peg$R16.test(input);
          p = peg$R16.lastIndex;
        } while (p - s11 >= 4096);
      }
      e9 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 47)) break F;
      p++;
      s12 = p;
      s14 = p;
      if (len - p <= 2097152) {
        peg$R15.lastIndex = p;
        peg$R15.test(input);
        p = peg$R15.lastIndex;
      } else {
        do {
          s15 = p;
          peg$R16.lastIndex = p;
          peg$R16.test(input);
          p = peg$R16.lastIndex;
        } while (p - s15 >= 4096);
      }
      e13 = p;
      r0 = peg$a26(l2, input.substring(s4, e5), input.substring(s8, e9), input.substring(s12, e13));
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_waisindex(input, p) {
    const len = input.length;
    let r0, s1, l2, c, s4, e5, s6, s7, s8, e9, s10, s11;
    F: {
      s1 = p;
      if (!input.startsWith("wais://", p)) break F;
      p += 7;
      l2 = peg$v_hostport(input, p);
      if (l2 === peg$FAILED) break F;
      p = peg$end;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 47)) break F;
      p++;
      s4 = p;
      s6 = p;
      if (len - p <= 2097152) {
        peg$R15.lastIndex = p;
        peg$R15.test(input);
        p = peg$R15.lastIndex;
      } else {
        do {
          s7 = p;
          peg$R16.lastIndex = p;
          peg$R16.test(input);
          p = peg$R16.lastIndex;
        } while (p - s7 >= 4096);
      }
      e5 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 63)) break F;
      p++;
      s8 = p;
      s10 = p;
      if (len - p <= 2097152) {
        peg$R10.lastIndex = p;
        peg$R10.test(input);
        p = peg$R10.lastIndex;
      } else {
        do {
          s11 = p;
          peg$R11.lastIndex = p;
          peg$R11.test(input);
          p = peg$R11.lastIndex;
        } while (p - s11 >= 4096);
      }
      e9 = p;
      r0 = peg$a25(l2, input.substring(s4, e5), input.substring(s8, e9));
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_waisurl(input, p) {
    const len = input.length;
    let r0, s1;
    F: {
      s1 = p;
      L0: {
        L1: {
          r0 = peg$v_waisindex(input, p);
          if (r0 === peg$FAILED) break L1;
          p = peg$end;
          break L0;
        }
        p = s1;
        L2: {
          r0 = peg$v_waisdoc(input, p);
          if (r0 === peg$FAILED) break L2;
          p = peg$end;
          break L0;
        }
        p = s1;
        r0 = peg$v_waisdatabase(input, p);
        if (r0 === peg$FAILED) break F;
        p = peg$end;
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_wpath(input, p) {
    const len = input.length;
    let r0, s1, s2;
    F: {
      s1 = p;
      if (len - p <= 2097152) {
        peg$R15.lastIndex = p;
        peg$R15.test(input);
        p = peg$R15.lastIndex;
      } else {
        do {
          s2 = p;
          peg$R16.lastIndex = p;
          peg$R16.test(input);
          p = peg$R16.lastIndex;
        } while (p - s2 >= 4096);
      }
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_wtype(input, p) {
    const len = input.length;
    let r0, s1, s2;
    F: {
      s1 = p;
      if (len - p <= 2097152) {
        peg$R15.lastIndex = p;
        peg$R15.test(input);
        p = peg$R15.lastIndex;
      } else {
        do {
          s2 = p;
          peg$R16.lastIndex = p;
          peg$R16.test(input);
          p = peg$R16.lastIndex;
        } while (p - s2 >= 4096);
      }
      r0 = input.substring(s1, p);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_xchar(input, p) {
    const len = input.length;
    let r0, s1, c;
    F: {
      s1 = p;
      L0: {
        L1: {
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 131072) !== 0)) break L1;
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

  // Start rule -> value function.
  const peg$starts = new Map([
    ["genericurl", peg$v_genericurl],
    ["url", peg$v_url],
    ["otherurl", peg$v_otherurl],
    ["scheme", peg$v_scheme],
    ["schemepart", peg$v_schemepart],
    ["ip_schemepart", peg$v_ip_schemepart],
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
    ["urlpath", peg$v_urlpath],
    ["ftpurl", peg$v_ftpurl],
    ["fpath", peg$v_fpath],
    ["fsegment", peg$v_fsegment],
    ["ftptype", peg$v_ftptype],
    ["fileurl", peg$v_fileurl],
    ["httpurl", peg$v_httpurl],
    ["hpath", peg$v_hpath],
    ["hsegment", peg$v_hsegment],
    ["search", peg$v_search],
    ["gopherurl", peg$v_gopherurl],
    ["gtype", peg$v_gtype],
    ["selector", peg$v_selector],
    ["gopher_plus_string", peg$v_gopher_plus_string],
    ["mailtourl", peg$v_mailtourl],
    ["encoded822addr", peg$v_encoded822addr],
    ["newsurl", peg$v_newsurl],
    ["grouppart", peg$v_grouppart],
    ["group", peg$v_group],
    ["article", peg$v_article],
    ["nntpurl", peg$v_nntpurl],
    ["telneturl", peg$v_telneturl],
    ["waisurl", peg$v_waisurl],
    ["waisdatabase", peg$v_waisdatabase],
    ["waisindex", peg$v_waisindex],
    ["waisdoc", peg$v_waisdoc],
    ["database", peg$v_database],
    ["wtype", peg$v_wtype],
    ["wpath", peg$v_wpath],
    ["prosperourl", peg$v_prosperourl],
    ["ppath", peg$v_ppath],
    ["psegment", peg$v_psegment],
    ["fieldspec", peg$v_fieldspec],
    ["fieldname", peg$v_fieldname],
    ["fieldvalue", peg$v_fieldvalue],
    ["lowalpha", peg$v_lowalpha],
    ["hialpha", peg$v_hialpha],
    ["alpha", peg$v_alpha],
    ["digit", peg$v_digit],
    ["safe", peg$v_safe],
    ["extra", peg$v_extra],
    ["national", peg$v_national],
    ["punctuation", peg$v_punctuation],
    ["reserved", peg$v_reserved],
    ["hex", peg$v_hex],
    ["escape", peg$v_escape],
    ["unreserved", peg$v_unreserved],
    ["uchar", peg$v_uchar],
    ["xchar", peg$v_xchar],
    ["digits", peg$v_digits],
    ["gopher_path", peg$v_gopher_path],
    ["selector_search", peg$v_selector_search],
    ["selector_to_tab", peg$v_selector_to_tab],
    ["search_to_tab", peg$v_search_to_tab],
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
