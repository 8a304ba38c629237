// Recomposition: each scheme's rule of section 5, written back from the raw
// fields of its typed URL. For every URL s that parses, serialize(parse(s)) === s.
import { serializeFile } from "./file.js";
import { serializeFtp } from "./ftp.js";
import { serializeGopher } from "./gopher.js";
import { serializeHttp } from "./http.js";
import { serializeMailto } from "./mailto.js";
import { serializeNews } from "./news.js";
import { serializeNntp } from "./nntp.js";
import { serializeOther } from "./other.js";
import { serializeProspero } from "./prospero.js";
import { serializeTelnet } from "./telnet.js";
import type { Rfc1738Url } from "./url.js";
import { serializeWais } from "./wais.js";

/**
 * The URL's text, from its raw fields: the scheme as written (`rawScheme`),
 * then the scheme's own parts with the BNF's separators. Derived fields
 * (`port` when defaulted, `segments`, `decoded`, the parts of a gopher path or
 * of an ip-schemepart) are views and are not read.
 */
export function serialize(url: Rfc1738Url): string {
  switch (url.kind) {
    case "http":
      return serializeHttp(url);
    case "ftp":
      return serializeFtp(url);
    case "news":
      return serializeNews(url);
    case "nntp":
      return serializeNntp(url);
    case "telnet":
      return serializeTelnet(url);
    case "gopher":
      return serializeGopher(url);
    case "wais":
      return serializeWais(url);
    case "mailto":
      return serializeMailto(url);
    case "file":
      return serializeFile(url);
    case "prospero":
      return serializeProspero(url);
    case "other":
      return serializeOther(url);
  }
}
