// RFC 2396 as compare, diff, the command line and the page read it.
import * as rfc2396 from "./index.js";
import * as entryParser from "../../generated/rfc2396.entry.js";
import { rfc2396Column } from "./family-column.js";

export const RFC2396 = rfc2396Column("rfc2396", rfc2396, entryParser);
