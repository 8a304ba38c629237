// RFC 2396 as compare and the command line read it.
import * as rfc2396 from "../rfc2396/index.js";
import { rfc2396Entry } from "./rfc2396-family.js";

export const RFC2396 = rfc2396Entry("rfc2396", "RFC 2396", rfc2396);
