// Properties of src/rfc2396 over sentences generated from Appendix A's BNF
// (see rfc2396-face.ts): serialize(parse(s)) === s; resolve gives an absolute
// URI; an absolute reference resolves to itself; normalize is idempotent;
// parse, resolve and normalize throw only their typed errors, on any string.
import * as rfc2396 from "../../src/rfc2396";
import { describeRfc2396Properties } from "./rfc2396-face";

describeRfc2396Properties("rfc2396", rfc2396);
