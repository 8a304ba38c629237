// rfc6874: every rule of grammars/bnf/rfc6874.abnf (RFC 3986's, amended) against generated/rfc6874.js (see agreement-suite.ts).
import { describeAgreement } from "./agreement-suite";

describeAgreement("rfc6874");
