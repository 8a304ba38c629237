// rfc3986: every rule of grammars/bnf/rfc3986.abnf against generated/rfc3986.js (see agreement-suite.ts).
import { describeAgreement } from "./agreement-suite";

describeAgreement("rfc3986");
