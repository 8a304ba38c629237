// rfc3987: every rule of grammars/bnf/rfc3987.abnf (RFC 3986's, amended) against generated/rfc3987.js (see agreement-suite.ts).
import { describeAgreement } from "./agreement-suite";

describeAgreement("rfc3987");
