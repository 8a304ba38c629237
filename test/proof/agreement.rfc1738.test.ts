// rfc1738: every rule of grammars/bnf/rfc1738.bnf against generated/rfc1738.js (see agreement-suite.ts).
import { describeAgreement } from "./agreement-suite";

describeAgreement("rfc1738");
