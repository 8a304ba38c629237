// The record the command line's check writes for a reference of RFC 2396 or
// RFC 2732 (src/entries/rfc2396-family.ts's viewJson): not the dialect's, which
// knows nothing of the command line.
import type { Rfc2396Reference } from "../rfc2396/components.js";

/**
 * `JSON.stringify` of the reference's string fields (its fields but
 * `segments`, which is no string, and those undefined), written field by
 * field in the order of its keys (see walk's object literals in
 * src/rfc2396/components.ts: opaque before path). For the
 * command line's check, which
 * writes a record for every line: reading the fields by name is a fraction
 * of the cost of listing the keys and reading each by a computed one. No
 * value is escaped: each is a span of the text the grammar accepted, or a
 * constant, and no character class of RFC 2396's grammar, nor of RFC 2732's,
 * holds a character JSON escapes (test/compare.test.ts checks the record
 * against JSON.stringify on generated input holding them).
 */
export function referenceJson<HostKind extends string>(
  r: Rfc2396Reference<HostKind>,
): string {
  let json = `{"kind":"${r.kind}","form":"${r.form}"`;
  if (r.scheme !== undefined) json += `,"scheme":"${r.scheme}"`;
  if (r.authority !== undefined)
    json += `,"authority":"${r.authority}","authorityKind":"${r.authorityKind}"`;
  if (r.userinfo !== undefined) json += `,"userinfo":"${r.userinfo}"`;
  if (r.host !== undefined)
    json += `,"host":"${r.host}","hostKind":"${r.hostKind}"`;
  if (r.port !== undefined) json += `,"port":"${r.port}"`;
  if (r.regName !== undefined) json += `,"regName":"${r.regName}"`;
  json +=
    r.opaque !== undefined
      ? `,"opaque":"${r.opaque}","path":"${r.path}"`
      : `,"path":"${r.path}"`;
  if (r.query !== undefined) json += `,"query":"${r.query}"`;
  if (r.fragment !== undefined) json += `,"fragment":"${r.fragment}"`;
  return `${json}}`;
}
