// Properties of src/rfc2732 over sentences generated from its BNF (RFC 2396's
// Appendix A with RFC 2732's changes and RFC 2373's IPv6address): those of
// every dialect on RFC 2396's grammar (rfc2396-face.ts), with near misses of
// the IPv6 rules among the hostile strings; then, over generated IPv6
// references, that parse reads them as IPv6reference hosts and that
// normalize lowercases them and keeps their port unless it is the default.
import fc from "fast-check";
import * as rfc2732 from "../../src/rfc2732";
import { describeRfc2396Properties } from "./rfc2396-face";
import { RUNS, bnfStrings } from "./properties";

describeRfc2396Properties("rfc2732", rfc2732, [
  "IPv6reference",
  "IPv6address",
  "authority",
]);

describe("IPv6 references", () => {
  const { member } = bnfStrings("rfc2732");
  const url = fc
    .tuple(member("IPv6reference"), member("port"), member("abs_path"))
    .map(([host, port, path]) => ({
      host,
      port,
      url: `http://${host}:${port}${path}`,
    }));

  test("parse reads an IPv6reference as the host, with its port", () => {
    fc.assert(
      fc.property(url, ({ host, port, url }) => {
        const ref = rfc2732.parse(url);
        expect({
          authorityKind: ref.authorityKind,
          host: ref.host,
          hostKind: ref.hostKind,
          port: ref.port,
        }).toEqual({
          authorityKind: "server",
          host,
          hostKind: "IPv6reference",
          port,
        });
      }),
      RUNS,
    );
  });

  test("normalize lowercases the IPv6reference, drops an empty or default port and another's leading zeros", () => {
    fc.assert(
      fc.property(url, ({ host, port, url }) => {
        const normal = rfc2732.parse(rfc2732.normalize(url));
        const dropped = port === "" || Number(port) === 80;
        expect({ host: normal.host, port: normal.port }).toEqual({
          host: host.toLowerCase(),
          port: dropped ? undefined : port.replace(/^0+(?=\d)/, ""),
        });
      }),
      RUNS,
    );
  });
});
