// rfc1808: every rule of grammars/bnf/rfc1808.bnf against generated/rfc1808.js (see agreement-suite.ts).
import { describeAgreement } from "./agreement-suite";

describeAgreement("rfc1808");
