// RFC 2732 (RFC 2396 with IPv6 literals) as compare, diff, the command line
// and the page read it.
import * as rfc2732 from "./index.js";
import * as entryParser from "../../generated/rfc2732.entry.js";
import { rfc2396Column } from "../rfc2396/family-column.js";

export const RFC2732 = rfc2396Column("rfc2732", rfc2732, entryParser);
