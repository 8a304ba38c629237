// GENERATED FILE, do not edit. The fast parser of IRI_reference.
// Source: grammars/rfc3987.peggy. Edit the grammar and run `npm run generate`.
// Base: grammars/rfc3986.peggy, whose rules grammars/rfc3987.peggy replaces or adds to.
// Generator: scripts/generate.js with peggy 5.1.0.
// The fast parser (scripts/optimize.js, generateSplit): on input outside the
// language it returns peg$reject; generated/rfc3987.entry.report.js reports.
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

// No peggy parser here (generated/rfc3987.js has it, with every rule): a
// call the fast parser does not take gets the error peggy's would throw.
const peg$allowedStartRules = ["IRI_reference"];
function peg$parse(input, options) {
  const startRule = options.startRule === undefined ? peg$allowedStartRules[0] : options.startRule;
  if (!peg$allowedStartRules.includes(startRule)) {
    throw new Error(`Can't start parsing from rule "${startRule}".`);
  }
  if (typeof input !== "string") throw new TypeError("input must be a string");
  throw new Error("generated/rfc3987.entry.js takes no peggy options; generated/rfc3987.js does");
}
const peg$NO_REPORT = "generated/rfc3987.entry.js has no reporting parser: give peg$reject, or parse with generated/rfc3987.entry.report.js";

// ---------------------------------------------------------------------------
// The tables of the character sets, which the reporting module reads too.
const peg$T0 = Int32Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 674, 0, 0, 674, 0, 674, 674, 674, 674, 674, 675, 674, 1635, 1635, 0, 1587, 1587, 1587, 1587, 1587, 1587, 1587, 1587, 1587, 1587, 514, 674, 0, 674, 0, 0, 2, 1587, 1587, 1587, 1587, 1587, 1587, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 0, 0, 0, 0, 1634, 0, 1587, 1587, 1587, 1587, 1587, 1587, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 1571, 0, 0, 0, 1634, 0]);
const peg$U0 = (() => {
  const t = new Uint8Array(65536);
  t.fill(1, 55296, 55359);
  t.fill(1, 55360, 55423);
  t.fill(1, 55424, 55487);
  t.fill(1, 55488, 55551);
  t.fill(1, 55552, 55615);
  t.fill(1, 55616, 55679);
  t.fill(1, 55680, 55743);
  t.fill(1, 55744, 55807);
  t.fill(1, 55808, 55871);
  t.fill(1, 55872, 55935);
  t.fill(1, 55936, 55999);
  t.fill(1, 56000, 56063);
  t.fill(1, 56064, 56127);
  t.fill(1, 56132, 56191);
  return t;
})();
const peg$U1 = (() => {
  const t = new Uint8Array(65536);
  t.fill(1, 55359, 55360);
  t.fill(1, 55423, 55424);
  t.fill(1, 55487, 55488);
  t.fill(1, 55551, 55552);
  t.fill(1, 55615, 55616);
  t.fill(1, 55679, 55680);
  t.fill(1, 55743, 55744);
  t.fill(1, 55807, 55808);
  t.fill(1, 55871, 55872);
  t.fill(1, 55935, 55936);
  t.fill(1, 55999, 56000);
  t.fill(1, 56063, 56064);
  t.fill(1, 56127, 56128);
  t.fill(1, 56191, 56192);
  return t;
})();

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

  function peg$a0(scheme, hierPart, query, fragment) { return { type: "IRI", scheme, hierPart, query, fragment }; }
  function peg$a1(relativePart, query, fragment) { return { type: "irelative-ref", relativePart, query, fragment }; }
  function peg$a2(authority, path) { return { authority, pathForm: "ipath-abempty", path }; }
  function peg$a3(path) { return { authority: null, pathForm: "ipath-absolute", path }; }
  function peg$a4(path) { return { authority: null, pathForm: "ipath-rootless", path }; }
  function peg$a5(path) { return { authority: null, pathForm: "ipath-empty", path }; }
  function peg$a6(authority, path) { return { authority, pathForm: "ipath-abempty", path }; }
  function peg$a7(path) { return { authority: null, pathForm: "ipath-absolute", path }; }
  function peg$a8(path) { return { authority: null, pathForm: "ipath-noscheme", path }; }
  function peg$a9(path) { return { authority: null, pathForm: "ipath-empty", path }; }
  function peg$a10(userinfo, host, port) { return { text: text(), userinfo, host, port }; }
  function peg$a11(ipLiteral) { return { type: "IP-literal", text: text(), ipLiteral }; }
  function peg$a12(text) { return { type: "IPv4address", text }; }
  function peg$a13(text) { return { type: "ireg-name", text }; }
  function peg$a14(address) { return { type: "IPv6address", address }; }
  function peg$a15(version) { return { type: "IPvFuture", version, address: text() }; }

  const peg$R0 = /(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e\xa0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef]|[\ud800-\ud83e\ud840-\ud87e\ud880-\ud8be\ud8c0-\ud8fe\ud900-\ud93e\ud940-\ud97e\ud980-\ud9be\ud9c0-\ud9fe\uda00-\uda3e\uda40-\uda7e\uda80-\udabe\udac0-\udafe\udb00-\udb3e\udb44-\udb7e][\udc00-\udfff]|[\ud83f\ud87f\ud8bf\ud8ff\ud93f\ud97f\ud9bf\ud9ff\uda3f\uda7f\udabf\udaff\udb3f\udb7f][\udc00-\udffd]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R1 = /(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e\xa0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef]|[\ud800-\ud83e\ud840-\ud87e\ud880-\ud8be\ud8c0-\ud8fe\ud900-\ud93e\ud940-\ud97e\ud980-\ud9be\ud9c0-\ud9fe\uda00-\uda3e\uda40-\uda7e\uda80-\udabe\udac0-\udafe\udb00-\udb3e\udb44-\udb7e][\udc00-\udfff]|[\ud83f\ud87f\ud8bf\ud8ff\ud93f\ud97f\ud9bf\ud9ff\uda3f\uda7f\udabf\udaff\udb3f\udb7f][\udc00-\udffd]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R2 = /(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e\xa0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef]|[\ud800-\ud83e\ud840-\ud87e\ud880-\ud8be\ud8c0-\ud8fe\ud900-\ud93e\ud940-\ud97e\ud980-\ud9be\ud9c0-\ud9fe\uda00-\uda3e\uda40-\uda7e\uda80-\udabe\udac0-\udafe\udb00-\udb3e\udb44-\udb7e][\udc00-\udfff]|[\ud83f\ud87f\ud8bf\ud8ff\ud93f\ud97f\ud9bf\ud9ff\uda3f\uda7f\udabf\udaff\udb3f\udb7f][\udc00-\udffd]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R3 = /(?:[\x21\x24\x26-\x3b\x3d\x40-Z\x5fa-z\x7e\xa0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef]|[\ud800-\ud83e\ud840-\ud87e\ud880-\ud8be\ud8c0-\ud8fe\ud900-\ud93e\ud940-\ud97e\ud980-\ud9be\ud9c0-\ud9fe\uda00-\uda3e\uda40-\uda7e\uda80-\udabe\udac0-\udafe\udb00-\udb3e\udb44-\udb7e][\udc00-\udfff]|[\ud83f\ud87f\ud8bf\ud8ff\ud93f\ud97f\ud9bf\ud9ff\uda3f\uda7f\udabf\udaff\udb3f\udb7f][\udc00-\udffd]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R4 = /(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e\xa0-\ud7ff\ue000-\ufdcf\ufdf0-\uffef]|[\ud800-\ud83e\ud840-\ud87e\ud880-\ud8be\ud8c0-\ud8fe\ud900-\ud93e\ud940-\ud97e\ud980-\ud9be\ud9c0-\ud9fe\uda00-\uda3e\uda40-\uda7e\uda80-\udabe\udac0-\udafe\udb00-\udb3e\udb44-\udb7e][\udc00-\udfff]|[\ud83f\ud87f\ud8bf\ud8ff\ud93f\ud97f\ud9bf\ud9ff\uda3f\uda7f\udabf\udaff\udb3f\udb7f][\udc00-\udffd]|[\x25][0-9A-Fa-f][0-9A-Fa-f]|[\udb80-\udbbe\udbc0-\udbfe][\udc00-\udfff]|[\udbbf\udbff][\udc00-\udffd])*/y;
  const peg$R5 = /(?:[\x21\x24\x26-\x3b\x3d\x3f-Z\x5fa-z\x7e\xa0-\ud7ff\ue000-\ufdcf\ufdf0-\uffef]|[\ud800-\ud83e\ud840-\ud87e\ud880-\ud8be\ud8c0-\ud8fe\ud900-\ud93e\ud940-\ud97e\ud980-\ud9be\ud9c0-\ud9fe\uda00-\uda3e\uda40-\uda7e\uda80-\udabe\udac0-\udafe\udb00-\udb3e\udb44-\udb7e][\udc00-\udfff]|[\ud83f\ud87f\ud8bf\ud8ff\ud93f\ud97f\ud9bf\ud9ff\uda3f\uda7f\udabf\udaff\udb3f\udb7f][\udc00-\udffd]|[\x25][0-9A-Fa-f][0-9A-Fa-f]|[\udb80-\udbbe\udbc0-\udbfe][\udc00-\udfff]|[\udbbf\udbff][\udc00-\udffd]){0,4096}/y;
  const peg$R6 = /(?:[\x21\x24\x26-\x2e0-\x3b\x3dA-Z\x5fa-z\x7e\xa0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef]|[\ud800-\ud83e\ud840-\ud87e\ud880-\ud8be\ud8c0-\ud8fe\ud900-\ud93e\ud940-\ud97e\ud980-\ud9be\ud9c0-\ud9fe\uda00-\uda3e\uda40-\uda7e\uda80-\udabe\udac0-\udafe\udb00-\udb3e\udb44-\udb7e][\udc00-\udfff]|[\ud83f\ud87f\ud8bf\ud8ff\ud93f\ud97f\ud9bf\ud9ff\uda3f\uda7f\udabf\udaff\udb3f\udb7f][\udc00-\udffd]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R7 = /(?:[\x21\x24\x26-\x2e0-\x3b\x3dA-Z\x5fa-z\x7e\xa0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef]|[\ud800-\ud83e\ud840-\ud87e\ud880-\ud8be\ud8c0-\ud8fe\ud900-\ud93e\ud940-\ud97e\ud980-\ud9be\ud9c0-\ud9fe\uda00-\uda3e\uda40-\uda7e\uda80-\udabe\udac0-\udafe\udb00-\udb3e\udb44-\udb7e][\udc00-\udfff]|[\ud83f\ud87f\ud8bf\ud8ff\ud93f\ud97f\ud9bf\ud9ff\uda3f\uda7f\udabf\udaff\udb3f\udb7f][\udc00-\udffd]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R8 = /(?:[\x21\x24\x26-\x2e0-9\x3b\x3d\x40-Z\x5fa-z\x7e\xa0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef]|[\ud800-\ud83e\ud840-\ud87e\ud880-\ud8be\ud8c0-\ud8fe\ud900-\ud93e\ud940-\ud97e\ud980-\ud9be\ud9c0-\ud9fe\uda00-\uda3e\uda40-\uda7e\uda80-\udabe\udac0-\udafe\udb00-\udb3e\udb44-\udb7e][\udc00-\udfff]|[\ud83f\ud87f\ud8bf\ud8ff\ud93f\ud97f\ud9bf\ud9ff\uda3f\uda7f\udabf\udaff\udb3f\udb7f][\udc00-\udffd]|[\x25][0-9A-Fa-f][0-9A-Fa-f])+/y;
  const peg$R9 = /(?:[\x21\x24\x26-\x2e0-9\x3b\x3d\x40-Z\x5fa-z\x7e\xa0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef]|[\ud800-\ud83e\ud840-\ud87e\ud880-\ud8be\ud8c0-\ud8fe\ud900-\ud93e\ud940-\ud97e\ud980-\ud9be\ud9c0-\ud9fe\uda00-\uda3e\uda40-\uda7e\uda80-\udabe\udac0-\udafe\udb00-\udb3e\udb44-\udb7e][\udc00-\udfff]|[\ud83f\ud87f\ud8bf\ud8ff\ud93f\ud97f\ud9bf\ud9ff\uda3f\uda7f\udabf\udaff\udb3f\udb7f][\udc00-\udffd]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
  const peg$R10 = /(?:[\x21\x24\x26-\x2e0-9\x3b\x3dA-Z\x5fa-z\x7e\xa0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef]|[\ud800-\ud83e\ud840-\ud87e\ud880-\ud8be\ud8c0-\ud8fe\ud900-\ud93e\ud940-\ud97e\ud980-\ud9be\ud9c0-\ud9fe\uda00-\uda3e\uda40-\uda7e\uda80-\udabe\udac0-\udafe\udb00-\udb3e\udb44-\udb7e][\udc00-\udfff]|[\ud83f\ud87f\ud8bf\ud8ff\ud93f\ud97f\ud9bf\ud9ff\uda3f\uda7f\udabf\udaff\udb3f\udb7f][\udc00-\udffd]|[\x25][0-9A-Fa-f][0-9A-Fa-f])*/y;
  const peg$R11 = /(?:[\x21\x24\x26-\x2e0-9\x3b\x3dA-Z\x5fa-z\x7e\xa0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef]|[\ud800-\ud83e\ud840-\ud87e\ud880-\ud8be\ud8c0-\ud8fe\ud900-\ud93e\ud940-\ud97e\ud980-\ud9be\ud9c0-\ud9fe\uda00-\uda3e\uda40-\uda7e\uda80-\udabe\udac0-\udafe\udb00-\udb3e\udb44-\udb7e][\udc00-\udfff]|[\ud83f\ud87f\ud8bf\ud8ff\ud93f\ud97f\ud9bf\ud9ff\uda3f\uda7f\udabf\udaff\udb3f\udb7f][\udc00-\udffd]|[\x25][0-9A-Fa-f][0-9A-Fa-f]){0,4096}/y;
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
  function peg$m_ipath_absolute(input, p) {
    const len = input.length;
    let s0, c, s2, s3, s4, s5, s6, s7;
    F: {
      s0 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 47)) break F;
      p++;
      s2 = p;
      L0: {
        s3 = p;
        L1: {
          L2: {
            if (p >= len) break L2;
            c = input.charCodeAt(p);
            if (!((c < 128 ? (peg$T0[c] & 2) !== 0 : (c >= 160 && c <= 55295) || (c >= 63744 && c <= 64975) || (c >= 65008 && c <= 65519)))) break L2;
            p++;
            break L1;
          }
          p = s3;
          L3: {
            s4 = p;
            if (p >= len) break L3;
            c = input.charCodeAt(p);
            if (!((c < 128 ? (peg$T0[c] & 4) !== 0 : peg$U0[c] === 1))) break L3;
            p++;
            if (p >= len) break L3;
            c = input.charCodeAt(p);
            if (!((c >= 56320 && c <= 57343))) break L3;
            p++;
            break L1;
          }
          p = s3;
          L4: {
            s5 = p;
            if (p >= len) break L4;
            c = input.charCodeAt(p);
            if (!((c < 128 ? (peg$T0[c] & 8) !== 0 : peg$U1[c] === 1))) break L4;
            p++;
            if (p >= len) break L4;
            c = input.charCodeAt(p);
            if (!((c >= 56320 && c <= 57341))) break L4;
            p++;
            break L1;
          }
          p = s3;
          s6 = p;
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c === 37)) break L0;
          p++;
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L0;
          p++;
          if (p >= len) break L0;
          c = input.charCodeAt(p);
          if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L0;
          p++;
        }
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
        s2 = p;
      }
      p = s2;
      return p;
    }
    return -1;
  }
  function peg$m_ipath_noscheme(input, p) {
    const len = input.length;
    let s0, s1, s2, s3, s4, c, s6;
    F: {
      s0 = p;
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
      s4 = p;
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
            s6 = p;
            peg$R3.lastIndex = p;
            peg$R3.test(input);
            p = peg$R3.lastIndex;
          } while (p - s6 >= 4096);
        }
        s4 = p;
      }
      p = s4;
      return p;
    }
    return -1;
  }
  function peg$m_ipath_rootless(input, p) {
    const len = input.length;
    let s0, s1, c, s3, s4, s5, s6;
    F: {
      s0 = p;
      s1 = p;
      L0: {
        L1: {
          if (p >= len) break L1;
          c = input.charCodeAt(p);
          if (!((c < 128 ? (peg$T0[c] & 2) !== 0 : (c >= 160 && c <= 55295) || (c >= 63744 && c <= 64975) || (c >= 65008 && c <= 65519)))) break L1;
          p++;
          break L0;
        }
        p = s1;
        L2: {
          s3 = p;
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!((c < 128 ? (peg$T0[c] & 4) !== 0 : peg$U0[c] === 1))) break L2;
          p++;
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!((c >= 56320 && c <= 57343))) break L2;
          p++;
          break L0;
        }
        p = s1;
        L3: {
          s4 = p;
          if (p >= len) break L3;
          c = input.charCodeAt(p);
          if (!((c < 128 ? (peg$T0[c] & 8) !== 0 : peg$U1[c] === 1))) break L3;
          p++;
          if (p >= len) break L3;
          c = input.charCodeAt(p);
          if (!((c >= 56320 && c <= 57341))) break L3;
          p++;
          break L0;
        }
        p = s1;
        s5 = p;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c === 37)) break F;
        p++;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break F;
        p++;
        if (p >= len) break F;
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break F;
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
      return p;
    }
    return -1;
  }
  function peg$m_iquery(input, p) {
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
  function peg$v_IP_literal(input, p) {
    const len = input.length;
    let r0, c, l2, s3, s4, l5;
    F: {
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 91)) break F;
      p++;
      s3 = p;
      L0: {
        L1: {
          s4 = p;
          l5 = peg$v_IPv6address(input, p);
          if (l5 === peg$FAILED) break L1;
          p = peg$end;
          l2 = peg$a14(l5);
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
  function peg$v_IPv6address(input, p) {
    const len = input.length;
    let r0, s1, s2, s3, n4, s5, s6, n7, c, s9, s10, s11, s12, n13, s14, s15, n16, s17, s18, n19, s20, s21, n22, s23, s24, s25, s26, n27, s28, s29, n30, s31, s32, s33, s34, n35, s36, n37, s38, s39, n40, s41, s42, s43, s44, n45, s46, s47, n48, s49, s50, s51, n52, s53, s54, n55, s56, s57, s58, n59, s60, n61, s62, s63, n64, s65, s66, s67, s68, n69, s70, s71, n72, s73, s74, s75, n76, s77, s78, n79, s80, s81, s82, n83, s84, n85, s86, s87, n88, s89, s90, s91, s92, n93, s94, s95, n96, s97, s98, s99, n100, s101, s102, n103, s104, s105, s106, n107, s108, s109, n110, s111, s112, s113, s114, n115, s116, s117, n118, s119, s120, s121, n122, s123, s124, n125, s126, s127, s128, n129, s130, s131, s132, s133, n134, s135, s136, n137, s138, s139, s140, n141, s142, s143, n144, s145, s146, s147, n148, s149, s150, n151, s152, s153, s154, n155, s156, s157, n158, s159, s160, s161, n162;
    F: {
      s1 = p;
      L0: {
        L1: {
          s2 = p;
          n4 = 0;
          for (;;) {
            if (n4 >= 6) break;
            s3 = p;
            L2: {
              s5 = p;
              n7 = 0;
              for (;;) {
                if (n7 >= 4) break;
                s6 = p;
                L3: {
                  if (p >= len) break L3;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L3;
                  p++;
                  n7++;
                  continue;
                }
                p = s6;
                break;
              }
              if (n7 < 1) break L2;
              if (p >= len) break L2;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L2;
              p++;
              n4++;
              continue;
            }
            p = s3;
            break;
          }
          if (n4 < 6) break L1;
          s9 = p;
          L4: {
            L5: {
              s10 = p;
              s11 = p;
              n13 = 0;
              for (;;) {
                if (n13 >= 4) break;
                s12 = p;
                L6: {
                  if (p >= len) break L6;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L6;
                  p++;
                  n13++;
                  continue;
                }
                p = s12;
                break;
              }
              if (n13 < 1) break L5;
              if (p >= len) break L5;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L5;
              p++;
              s14 = p;
              n16 = 0;
              for (;;) {
                if (n16 >= 4) break;
                s15 = p;
                L7: {
                  if (p >= len) break L7;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L7;
                  p++;
                  n16++;
                  continue;
                }
                p = s15;
                break;
              }
              if (n16 < 1) break L5;
              break L4;
            }
            p = s9;
            p = peg$m_IPv4address(input, p);
            if (p < 0) break L1;
          }
          r0 = input.substring(s2, p);
          break L0;
        }
        p = s1;
        L8: {
          s17 = p;
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break L8;
          p += 2;
          n19 = 0;
          for (;;) {
            if (n19 >= 5) break;
            s18 = p;
            L9: {
              s20 = p;
              n22 = 0;
              for (;;) {
                if (n22 >= 4) break;
                s21 = p;
                L10: {
                  if (p >= len) break L10;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L10;
                  p++;
                  n22++;
                  continue;
                }
                p = s21;
                break;
              }
              if (n22 < 1) break L9;
              if (p >= len) break L9;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L9;
              p++;
              n19++;
              continue;
            }
            p = s18;
            break;
          }
          if (n19 < 5) break L8;
          s23 = p;
          L11: {
            L12: {
              s24 = p;
              s25 = p;
              n27 = 0;
              for (;;) {
                if (n27 >= 4) break;
                s26 = p;
                L13: {
                  if (p >= len) break L13;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L13;
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
              if (!(c === 58)) break L12;
              p++;
              s28 = p;
              n30 = 0;
              for (;;) {
                if (n30 >= 4) break;
                s29 = p;
                L14: {
                  if (p >= len) break L14;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L14;
                  p++;
                  n30++;
                  continue;
                }
                p = s29;
                break;
              }
              if (n30 < 1) break L12;
              break L11;
            }
            p = s23;
            p = peg$m_IPv4address(input, p);
            if (p < 0) break L8;
          }
          r0 = input.substring(s17, p);
          break L0;
        }
        p = s1;
        L15: {
          s31 = p;
          s32 = p;
          L16: {
            s33 = p;
            n35 = 0;
            for (;;) {
              if (n35 >= 4) break;
              s34 = p;
              L17: {
                if (p >= len) break L17;
                c = input.charCodeAt(p);
                if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L17;
                p++;
                n35++;
                continue;
              }
              p = s34;
              break;
            }
            if (n35 < 1) break L16;
            s32 = p;
          }
          p = s32;
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break L15;
          p += 2;
          n37 = 0;
          for (;;) {
            if (n37 >= 4) break;
            s36 = p;
            L18: {
              s38 = p;
              n40 = 0;
              for (;;) {
                if (n40 >= 4) break;
                s39 = p;
                L19: {
                  if (p >= len) break L19;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L19;
                  p++;
                  n40++;
                  continue;
                }
                p = s39;
                break;
              }
              if (n40 < 1) break L18;
              if (p >= len) break L18;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L18;
              p++;
              n37++;
              continue;
            }
            p = s36;
            break;
          }
          if (n37 < 4) break L15;
          s41 = p;
          L20: {
            L21: {
              s42 = p;
              s43 = p;
              n45 = 0;
              for (;;) {
                if (n45 >= 4) break;
                s44 = p;
                L22: {
                  if (p >= len) break L22;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L22;
                  p++;
                  n45++;
                  continue;
                }
                p = s44;
                break;
              }
              if (n45 < 1) break L21;
              if (p >= len) break L21;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L21;
              p++;
              s46 = p;
              n48 = 0;
              for (;;) {
                if (n48 >= 4) break;
                s47 = p;
                L23: {
                  if (p >= len) break L23;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L23;
                  p++;
                  n48++;
                  continue;
                }
                p = s47;
                break;
              }
              if (n48 < 1) break L21;
              break L20;
            }
            p = s41;
            p = peg$m_IPv4address(input, p);
            if (p < 0) break L15;
          }
          r0 = input.substring(s31, p);
          break L0;
        }
        p = s1;
        L24: {
          s49 = p;
          s50 = p;
          L25: {
            n52 = 0;
            for (;;) {
              if (n52 >= 1) break;
              s51 = p;
              L26: {
                s53 = p;
                n55 = 0;
                for (;;) {
                  if (n55 >= 4) break;
                  s54 = p;
                  L27: {
                    if (p >= len) break L27;
                    c = input.charCodeAt(p);
                    if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L27;
                    p++;
                    n55++;
                    continue;
                  }
                  p = s54;
                  break;
                }
                if (n55 < 1) break L26;
                if (p >= len) break L26;
                c = input.charCodeAt(p);
                if (!(c === 58)) break L26;
                p++;
                s56 = p;
                L28: {
                  if (p >= len) break L28;
                  c = input.charCodeAt(p);
                  if (!(c === 58)) break L28;
                  p++;
                  break L26;
                }
                p = s56;
                n52++;
                continue;
              }
              p = s51;
              break;
            }
            s57 = p;
            n59 = 0;
            for (;;) {
              if (n59 >= 4) break;
              s58 = p;
              L29: {
                if (p >= len) break L29;
                c = input.charCodeAt(p);
                if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L29;
                p++;
                n59++;
                continue;
              }
              p = s58;
              break;
            }
            if (n59 < 1) break L25;
            s50 = p;
          }
          p = s50;
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break L24;
          p += 2;
          n61 = 0;
          for (;;) {
            if (n61 >= 3) break;
            s60 = p;
            L30: {
              s62 = p;
              n64 = 0;
              for (;;) {
                if (n64 >= 4) break;
                s63 = p;
                L31: {
                  if (p >= len) break L31;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L31;
                  p++;
                  n64++;
                  continue;
                }
                p = s63;
                break;
              }
              if (n64 < 1) break L30;
              if (p >= len) break L30;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L30;
              p++;
              n61++;
              continue;
            }
            p = s60;
            break;
          }
          if (n61 < 3) break L24;
          s65 = p;
          L32: {
            L33: {
              s66 = p;
              s67 = p;
              n69 = 0;
              for (;;) {
                if (n69 >= 4) break;
                s68 = p;
                L34: {
                  if (p >= len) break L34;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L34;
                  p++;
                  n69++;
                  continue;
                }
                p = s68;
                break;
              }
              if (n69 < 1) break L33;
              if (p >= len) break L33;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L33;
              p++;
              s70 = p;
              n72 = 0;
              for (;;) {
                if (n72 >= 4) break;
                s71 = p;
                L35: {
                  if (p >= len) break L35;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L35;
                  p++;
                  n72++;
                  continue;
                }
                p = s71;
                break;
              }
              if (n72 < 1) break L33;
              break L32;
            }
            p = s65;
            p = peg$m_IPv4address(input, p);
            if (p < 0) break L24;
          }
          r0 = input.substring(s49, p);
          break L0;
        }
        p = s1;
        L36: {
          s73 = p;
          s74 = p;
          L37: {
            n76 = 0;
            for (;;) {
              if (n76 >= 2) break;
              s75 = p;
              L38: {
                s77 = p;
                n79 = 0;
                for (;;) {
                  if (n79 >= 4) break;
                  s78 = p;
                  L39: {
                    if (p >= len) break L39;
                    c = input.charCodeAt(p);
                    if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L39;
                    p++;
                    n79++;
                    continue;
                  }
                  p = s78;
                  break;
                }
                if (n79 < 1) break L38;
                if (p >= len) break L38;
                c = input.charCodeAt(p);
                if (!(c === 58)) break L38;
                p++;
                s80 = p;
                L40: {
                  if (p >= len) break L40;
                  c = input.charCodeAt(p);
                  if (!(c === 58)) break L40;
                  p++;
                  break L38;
                }
                p = s80;
                n76++;
                continue;
              }
              p = s75;
              break;
            }
            s81 = p;
            n83 = 0;
            for (;;) {
              if (n83 >= 4) break;
              s82 = p;
              L41: {
                if (p >= len) break L41;
                c = input.charCodeAt(p);
                if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L41;
                p++;
                n83++;
                continue;
              }
              p = s82;
              break;
            }
            if (n83 < 1) break L37;
            s74 = p;
          }
          p = s74;
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break L36;
          p += 2;
          n85 = 0;
          for (;;) {
            if (n85 >= 2) break;
            s84 = p;
            L42: {
              s86 = p;
              n88 = 0;
              for (;;) {
                if (n88 >= 4) break;
                s87 = p;
                L43: {
                  if (p >= len) break L43;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L43;
                  p++;
                  n88++;
                  continue;
                }
                p = s87;
                break;
              }
              if (n88 < 1) break L42;
              if (p >= len) break L42;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L42;
              p++;
              n85++;
              continue;
            }
            p = s84;
            break;
          }
          if (n85 < 2) break L36;
          s89 = p;
          L44: {
            L45: {
              s90 = p;
              s91 = p;
              n93 = 0;
              for (;;) {
                if (n93 >= 4) break;
                s92 = p;
                L46: {
                  if (p >= len) break L46;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L46;
                  p++;
                  n93++;
                  continue;
                }
                p = s92;
                break;
              }
              if (n93 < 1) break L45;
              if (p >= len) break L45;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L45;
              p++;
              s94 = p;
              n96 = 0;
              for (;;) {
                if (n96 >= 4) break;
                s95 = p;
                L47: {
                  if (p >= len) break L47;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L47;
                  p++;
                  n96++;
                  continue;
                }
                p = s95;
                break;
              }
              if (n96 < 1) break L45;
              break L44;
            }
            p = s89;
            p = peg$m_IPv4address(input, p);
            if (p < 0) break L36;
          }
          r0 = input.substring(s73, p);
          break L0;
        }
        p = s1;
        L48: {
          s97 = p;
          s98 = p;
          L49: {
            n100 = 0;
            for (;;) {
              if (n100 >= 3) break;
              s99 = p;
              L50: {
                s101 = p;
                n103 = 0;
                for (;;) {
                  if (n103 >= 4) break;
                  s102 = p;
                  L51: {
                    if (p >= len) break L51;
                    c = input.charCodeAt(p);
                    if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L51;
                    p++;
                    n103++;
                    continue;
                  }
                  p = s102;
                  break;
                }
                if (n103 < 1) break L50;
                if (p >= len) break L50;
                c = input.charCodeAt(p);
                if (!(c === 58)) break L50;
                p++;
                s104 = p;
                L52: {
                  if (p >= len) break L52;
                  c = input.charCodeAt(p);
                  if (!(c === 58)) break L52;
                  p++;
                  break L50;
                }
                p = s104;
                n100++;
                continue;
              }
              p = s99;
              break;
            }
            s105 = p;
            n107 = 0;
            for (;;) {
              if (n107 >= 4) break;
              s106 = p;
              L53: {
                if (p >= len) break L53;
                c = input.charCodeAt(p);
                if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L53;
                p++;
                n107++;
                continue;
              }
              p = s106;
              break;
            }
            if (n107 < 1) break L49;
            s98 = p;
          }
          p = s98;
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break L48;
          p += 2;
          s108 = p;
          n110 = 0;
          for (;;) {
            if (n110 >= 4) break;
            s109 = p;
            L54: {
              if (p >= len) break L54;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L54;
              p++;
              n110++;
              continue;
            }
            p = s109;
            break;
          }
          if (n110 < 1) break L48;
          if (p >= len) break L48;
          c = input.charCodeAt(p);
          if (!(c === 58)) break L48;
          p++;
          s111 = p;
          L55: {
            L56: {
              s112 = p;
              s113 = p;
              n115 = 0;
              for (;;) {
                if (n115 >= 4) break;
                s114 = p;
                L57: {
                  if (p >= len) break L57;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L57;
                  p++;
                  n115++;
                  continue;
                }
                p = s114;
                break;
              }
              if (n115 < 1) break L56;
              if (p >= len) break L56;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L56;
              p++;
              s116 = p;
              n118 = 0;
              for (;;) {
                if (n118 >= 4) break;
                s117 = p;
                L58: {
                  if (p >= len) break L58;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L58;
                  p++;
                  n118++;
                  continue;
                }
                p = s117;
                break;
              }
              if (n118 < 1) break L56;
              break L55;
            }
            p = s111;
            p = peg$m_IPv4address(input, p);
            if (p < 0) break L48;
          }
          r0 = input.substring(s97, p);
          break L0;
        }
        p = s1;
        L59: {
          s119 = p;
          s120 = p;
          L60: {
            n122 = 0;
            for (;;) {
              if (n122 >= 4) break;
              s121 = p;
              L61: {
                s123 = p;
                n125 = 0;
                for (;;) {
                  if (n125 >= 4) break;
                  s124 = p;
                  L62: {
                    if (p >= len) break L62;
                    c = input.charCodeAt(p);
                    if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L62;
                    p++;
                    n125++;
                    continue;
                  }
                  p = s124;
                  break;
                }
                if (n125 < 1) break L61;
                if (p >= len) break L61;
                c = input.charCodeAt(p);
                if (!(c === 58)) break L61;
                p++;
                s126 = p;
                L63: {
                  if (p >= len) break L63;
                  c = input.charCodeAt(p);
                  if (!(c === 58)) break L63;
                  p++;
                  break L61;
                }
                p = s126;
                n122++;
                continue;
              }
              p = s121;
              break;
            }
            s127 = p;
            n129 = 0;
            for (;;) {
              if (n129 >= 4) break;
              s128 = p;
              L64: {
                if (p >= len) break L64;
                c = input.charCodeAt(p);
                if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L64;
                p++;
                n129++;
                continue;
              }
              p = s128;
              break;
            }
            if (n129 < 1) break L60;
            s120 = p;
          }
          p = s120;
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break L59;
          p += 2;
          s130 = p;
          L65: {
            L66: {
              s131 = p;
              s132 = p;
              n134 = 0;
              for (;;) {
                if (n134 >= 4) break;
                s133 = p;
                L67: {
                  if (p >= len) break L67;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L67;
                  p++;
                  n134++;
                  continue;
                }
                p = s133;
                break;
              }
              if (n134 < 1) break L66;
              if (p >= len) break L66;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L66;
              p++;
              s135 = p;
              n137 = 0;
              for (;;) {
                if (n137 >= 4) break;
                s136 = p;
                L68: {
                  if (p >= len) break L68;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L68;
                  p++;
                  n137++;
                  continue;
                }
                p = s136;
                break;
              }
              if (n137 < 1) break L66;
              break L65;
            }
            p = s130;
            p = peg$m_IPv4address(input, p);
            if (p < 0) break L59;
          }
          r0 = input.substring(s119, p);
          break L0;
        }
        p = s1;
        L69: {
          s138 = p;
          s139 = p;
          L70: {
            n141 = 0;
            for (;;) {
              if (n141 >= 5) break;
              s140 = p;
              L71: {
                s142 = p;
                n144 = 0;
                for (;;) {
                  if (n144 >= 4) break;
                  s143 = p;
                  L72: {
                    if (p >= len) break L72;
                    c = input.charCodeAt(p);
                    if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L72;
                    p++;
                    n144++;
                    continue;
                  }
                  p = s143;
                  break;
                }
                if (n144 < 1) break L71;
                if (p >= len) break L71;
                c = input.charCodeAt(p);
                if (!(c === 58)) break L71;
                p++;
                s145 = p;
                L73: {
                  if (p >= len) break L73;
                  c = input.charCodeAt(p);
                  if (!(c === 58)) break L73;
                  p++;
                  break L71;
                }
                p = s145;
                n141++;
                continue;
              }
              p = s140;
              break;
            }
            s146 = p;
            n148 = 0;
            for (;;) {
              if (n148 >= 4) break;
              s147 = p;
              L74: {
                if (p >= len) break L74;
                c = input.charCodeAt(p);
                if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L74;
                p++;
                n148++;
                continue;
              }
              p = s147;
              break;
            }
            if (n148 < 1) break L70;
            s139 = p;
          }
          p = s139;
          if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break L69;
          p += 2;
          s149 = p;
          n151 = 0;
          for (;;) {
            if (n151 >= 4) break;
            s150 = p;
            L75: {
              if (p >= len) break L75;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L75;
              p++;
              n151++;
              continue;
            }
            p = s150;
            break;
          }
          if (n151 < 1) break L69;
          r0 = input.substring(s138, p);
          break L0;
        }
        p = s1;
        s152 = p;
        s153 = p;
        L76: {
          n155 = 0;
          for (;;) {
            if (n155 >= 6) break;
            s154 = p;
            L77: {
              s156 = p;
              n158 = 0;
              for (;;) {
                if (n158 >= 4) break;
                s157 = p;
                L78: {
                  if (p >= len) break L78;
                  c = input.charCodeAt(p);
                  if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L78;
                  p++;
                  n158++;
                  continue;
                }
                p = s157;
                break;
              }
              if (n158 < 1) break L77;
              if (p >= len) break L77;
              c = input.charCodeAt(p);
              if (!(c === 58)) break L77;
              p++;
              s159 = p;
              L79: {
                if (p >= len) break L79;
                c = input.charCodeAt(p);
                if (!(c === 58)) break L79;
                p++;
                break L77;
              }
              p = s159;
              n155++;
              continue;
            }
            p = s154;
            break;
          }
          s160 = p;
          n162 = 0;
          for (;;) {
            if (n162 >= 4) break;
            s161 = p;
            L80: {
              if (p >= len) break L80;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L80;
              p++;
              n162++;
              continue;
            }
            p = s161;
            break;
          }
          if (n162 < 1) break L76;
          s153 = p;
        }
        p = s153;
        if (p + 2 > len || input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break F;
        p += 2;
        r0 = input.substring(s152, p);
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
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
      if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break F;
      p++;
      while (p < len) {
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break;
        p++;
      }
      e4 = p;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c === 46)) break F;
      p++;
      if (p >= len) break F;
      c = input.charCodeAt(p);
      if (!(c < 128 && (peg$T0[c] & 512) !== 0)) break F;
      p++;
      while (p < len) {
        c = input.charCodeAt(p);
        if (!(c < 128 && (peg$T0[c] & 512) !== 0)) break;
        p++;
      }
      peg$savedPos = s1;
      peg$currPos = p;
      r0 = peg$a15(input.substring(s3, e4));
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_IRI(input, p) {
    const len = input.length;
    let r0, s1, s2, e3, s4, c, l6, l7, s8, s9, e10, l11, s12, s13, e14, s15, s16;
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
      l6 = peg$v_ihier_part(input, p);
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
          p = peg$m_iquery(input, p);
          if (p < 0) break L0;
          e10 = p;
          l7 = input.substring(s9, e10);
          break L1;
        }
        p = s8;
        l7 = null;
      }
      s12 = p;
      L3: {
        L2: {
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!(c === 35)) break L2;
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
          break L3;
        }
        p = s12;
        l11 = null;
      }
      r0 = peg$a0(input.substring(s2, e3), l6, l7, l11);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_IRI_reference(input, p) {
    const len = input.length;
    let r0, s1;
    F: {
      s1 = p;
      L0: {
        L1: {
          r0 = peg$v_IRI(input, p);
          if (r0 === peg$FAILED) break L1;
          p = peg$end;
          break L0;
        }
        p = s1;
        r0 = peg$v_irelative_ref(input, p);
        if (r0 === peg$FAILED) break F;
        p = peg$end;
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_iauthority(input, p) {
    const len = input.length;
    let r0, s1, l2, s3, s4, e5, s6, s7, c, l9, l10, s11, s12, e13, s14;
    F: {
      s1 = p;
      s3 = p;
      L1: {
        L0: {
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
      l9 = peg$v_ihost(input, p);
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
      r0 = peg$a10(l2, l9, l10);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_ihier_part(input, p) {
    const len = input.length;
    let r0, s1, s2, l3, s4, e5, s6, s7, c, s9, s10, s11, e12, s13, s14, e15, s16, l17;
    F: {
      s1 = p;
      L0: {
        L1: {
          s2 = p;
          if (p + 2 > len || input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break L1;
          p += 2;
          l3 = peg$v_iauthority(input, p);
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
          r0 = peg$a2(l3, input.substring(s4, e5));
          break L0;
        }
        p = s1;
        L3: {
          s10 = p;
          s11 = p;
          p = peg$m_ipath_absolute(input, p);
          if (p < 0) break L3;
          e12 = p;
          r0 = peg$a3(input.substring(s11, e12));
          break L0;
        }
        p = s1;
        L4: {
          s13 = p;
          s14 = p;
          p = peg$m_ipath_rootless(input, p);
          if (p < 0) break L4;
          e15 = p;
          r0 = peg$a4(input.substring(s14, e15));
          break L0;
        }
        p = s1;
        s16 = p;
        l17 = peg$v_ipath_empty(input, p);
        if (l17 === peg$FAILED) break F;
        p = peg$end;
        r0 = peg$a5(l17);
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_ihost(input, p) {
    const len = input.length;
    let r0, s1, s2, l3, s4, s5, e6, s7, s8, c, s10, s11, s12, s13, s14, e15, s16, s17;
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
          r0 = peg$a11(l3);
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
                if (!((c < 128 ? (peg$T0[c] & 32) !== 0 : (c >= 160 && c <= 55295) || (c >= 63744 && c <= 64975) || (c >= 65008 && c <= 65519)))) break L5;
                p++;
                break L4;
              }
              p = s8;
              L6: {
                s10 = p;
                if (p >= len) break L6;
                c = input.charCodeAt(p);
                if (!((c < 128 ? (peg$T0[c] & 4) !== 0 : peg$U0[c] === 1))) break L6;
                p++;
                if (p >= len) break L6;
                c = input.charCodeAt(p);
                if (!((c >= 56320 && c <= 57343))) break L6;
                p++;
                break L4;
              }
              p = s8;
              L7: {
                s11 = p;
                if (p >= len) break L7;
                c = input.charCodeAt(p);
                if (!((c < 128 ? (peg$T0[c] & 8) !== 0 : peg$U1[c] === 1))) break L7;
                p++;
                if (p >= len) break L7;
                c = input.charCodeAt(p);
                if (!((c >= 56320 && c <= 57341))) break L7;
                p++;
                break L4;
              }
              p = s8;
              s12 = p;
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c === 37)) break L3;
              p++;
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L3;
              p++;
              if (p >= len) break L3;
              c = input.charCodeAt(p);
              if (!(c < 128 && (peg$T0[c] & 16) !== 0)) break L3;
              p++;
            }
            break L2;
          }
          p = s7;
          r0 = peg$a12(input.substring(s5, e6));
          break L0;
        }
        p = s1;
        s13 = p;
        s14 = p;
        s16 = p;
        if (len - p <= 2097152) {
          peg$R10.lastIndex = p;
          peg$R10.test(input);
          p = peg$R10.lastIndex;
        } else {
          do {
            s17 = p;
            peg$R11.lastIndex = p;
            peg$R11.test(input);
            p = peg$R11.lastIndex;
          } while (p - s17 >= 4096);
        }
        e15 = p;
        r0 = peg$a13(input.substring(s14, e15));
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_ipath_empty(input, p) {
    const len = input.length;
    let r0;
    F: {
      r0 = "";
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_irelative_part(input, p) {
    const len = input.length;
    let r0, s1, s2, l3, s4, e5, s6, s7, c, s9, s10, s11, e12, s13, s14, e15, s16, l17;
    F: {
      s1 = p;
      L0: {
        L1: {
          s2 = p;
          if (p + 2 > len || input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break L1;
          p += 2;
          l3 = peg$v_iauthority(input, p);
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
          r0 = peg$a6(l3, input.substring(s4, e5));
          break L0;
        }
        p = s1;
        L3: {
          s10 = p;
          s11 = p;
          p = peg$m_ipath_absolute(input, p);
          if (p < 0) break L3;
          e12 = p;
          r0 = peg$a7(input.substring(s11, e12));
          break L0;
        }
        p = s1;
        L4: {
          s13 = p;
          s14 = p;
          p = peg$m_ipath_noscheme(input, p);
          if (p < 0) break L4;
          e15 = p;
          r0 = peg$a8(input.substring(s14, e15));
          break L0;
        }
        p = s1;
        s16 = p;
        l17 = peg$v_ipath_empty(input, p);
        if (l17 === peg$FAILED) break F;
        p = peg$end;
        r0 = peg$a9(l17);
      }
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }
  function peg$v_irelative_ref(input, p) {
    const len = input.length;
    let r0, s1, l2, l3, s4, c, s6, e7, l8, s9, s10, e11, s12, s13;
    F: {
      s1 = p;
      l2 = peg$v_irelative_part(input, p);
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
          p = peg$m_iquery(input, p);
          if (p < 0) break L0;
          e7 = p;
          l3 = input.substring(s6, e7);
          break L1;
        }
        p = s4;
        l3 = null;
      }
      s9 = p;
      L3: {
        L2: {
          if (p >= len) break L2;
          c = input.charCodeAt(p);
          if (!(c === 35)) break L2;
          p++;
          s10 = p;
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
          e11 = p;
          l8 = input.substring(s10, e11);
          break L3;
        }
        p = s9;
        l8 = null;
      }
      r0 = peg$a1(l2, l3, l8);
      peg$end = p;
      return r0;
    }
    return peg$FAILED;
  }

  // Start rule -> value function.
  const peg$starts = new Map([
    ["IRI_reference", peg$v_IRI_reference],
  ]);
  const peg$defaultStart = peg$starts.get("IRI_reference");

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

export {
  peg$allowedStartRules as StartRules,
  peg$fastParse as parse,
  peg$makeParse,
  peg$startParser,
  peg$T0,
  peg$U0,
  peg$U1,
};
