// RFC 2732 (RFC 2396 with IPv6 literals) as compare and the command line read it.
import * as rfc2732 from "../rfc2732/index.js";
import { rfc2396Entry } from "./rfc2396-family.js";

export const RFC2732 = rfc2396Entry("rfc2732", "RFC 2732", rfc2732);
