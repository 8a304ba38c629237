// rfc2732: every rule of grammars/bnf/rfc2732.bnf (RFC 2396's, amended) against generated/rfc2732.js (see agreement-suite.ts).
import { describeAgreement } from "./agreement-suite";

describeAgreement("rfc2732");
