// rfc2396: every rule of grammars/bnf/rfc2396.bnf against generated/rfc2396.js (see agreement-suite.ts).
import { describeAgreement } from "./agreement-suite";

describeAgreement("rfc2396");
