// What the structural rules of rfc1738.peggy return. scripts/generate.js copies
// these declarations into generated/rfc1738.d.ts; every rule not named in
// RuleResults returns the text it matched (a string).
// null stands for an optional part that is absent.

/** host: which alternative matched, and its text. */
export interface HostNode {
  readonly type: "hostname" | "hostnumber";
  readonly text: string;
}

/** hostport: port is null when there is no ":". */
export interface HostportNode {
  readonly host: HostNode;
  readonly port: string | null;
}

/** login: user is null without "@"; password is null without ":" (and without a user). */
export interface LoginNode {
  readonly user: string | null;
  readonly password: string | null;
  readonly hostport: HostportNode;
}

/** ip-schemepart: urlpath is null without "/". */
export interface IpSchemepartNode {
  readonly login: LoginNode;
  readonly urlpath: string | null;
}

/** schemepart: its text, and the ip-schemepart when the text is one. */
export interface SchemepartNode {
  readonly text: string;
  readonly ip: IpSchemepartNode | null;
}

/** genericurl (and otherurl). */
export interface GenericurlNode {
  readonly type: "genericurl";
  readonly scheme: string;
  readonly schemepart: SchemepartNode;
}

/** ftptype: the character matched. */
export type FtptypeNode = "A" | "I" | "D" | "a" | "i" | "d";

/** ftpurl: path (the fpath) is null without "/"; typecode is null without ";type=". */
export interface FtpurlNode {
  readonly type: "ftpurl";
  readonly login: LoginNode;
  readonly path: string | null;
  readonly typecode: FtptypeNode | null;
}

/** fileurl: host is null when the URL names none ("file:///..."). */
export interface FileurlNode {
  readonly type: "fileurl";
  readonly host:
    | HostNode
    | { readonly type: "localhost"; readonly text: "localhost" }
    | null;
  readonly path: string;
}

/** httpurl: path (the hpath) is null without "/"; search is null without "?". */
export interface HttpurlNode {
  readonly type: "httpurl";
  readonly hostport: HostportNode;
  readonly path: string | null;
  readonly search: string | null;
}

/** gopher_path (helper): the text after gopherurl's "/", and its parts (null when absent). */
export interface GopherPathNode {
  readonly text: string;
  readonly gtype: string | null;
  readonly selector: string | null;
  readonly search: string | null;
  readonly gopherPlus: string | null;
}

/** selector_search (helper). */
export interface SelectorSearchNode {
  readonly selector: string;
  readonly search: string;
  readonly gopherPlus: string | null;
}

/** gopherurl: path is null without "/". */
export interface GopherurlNode {
  readonly type: "gopherurl";
  readonly hostport: HostportNode;
  readonly path: GopherPathNode | null;
}

/** mailtourl. */
export interface MailtourlNode {
  readonly type: "mailtourl";
  readonly address: string;
}

/** article: the text before "@", and the host after it. */
export interface ArticleNode {
  readonly id: string;
  readonly host: HostNode;
}

/** grouppart: which alternative matched, and its text. */
export type GrouppartNode =
  | { readonly type: "all"; readonly text: "*" }
  | { readonly type: "group"; readonly text: string }
  | {
      readonly type: "article";
      readonly text: string;
      readonly article: ArticleNode;
    };

/** newsurl. */
export interface NewsurlNode {
  readonly type: "newsurl";
  readonly grouppart: GrouppartNode;
}

/** nntpurl: article (its digits) is null without the second "/". */
export interface NntpurlNode {
  readonly type: "nntpurl";
  readonly hostport: HostportNode;
  readonly group: string;
  readonly article: string | null;
}

/** telneturl: slash tells whether the optional "/" is there. */
export interface TelneturlNode {
  readonly type: "telneturl";
  readonly login: LoginNode;
  readonly slash: boolean;
}

/** waisdatabase. */
export interface WaisdatabaseNode {
  readonly type: "waisdatabase";
  readonly hostport: HostportNode;
  readonly database: string;
}

/** waisindex. */
export interface WaisindexNode {
  readonly type: "waisindex";
  readonly hostport: HostportNode;
  readonly database: string;
  readonly search: string;
}

/** waisdoc. */
export interface WaisdocNode {
  readonly type: "waisdoc";
  readonly hostport: HostportNode;
  readonly database: string;
  readonly wtype: string;
  readonly wpath: string;
}

/** waisurl: one of its three forms. */
export type WaisurlNode = WaisdatabaseNode | WaisindexNode | WaisdocNode;

/** fieldspec. */
export interface FieldspecNode {
  readonly name: string;
  readonly value: string;
}

/** prosperourl: path is the ppath. */
export interface ProsperourlNode {
  readonly type: "prosperourl";
  readonly hostport: HostportNode;
  readonly path: string;
  readonly fields: readonly FieldspecNode[];
}

/** url: the node of the branch that matched (otherurl gives a genericurl node). */
export type UrlNode =
  | HttpurlNode
  | FtpurlNode
  | NewsurlNode
  | NntpurlNode
  | TelneturlNode
  | GopherurlNode
  | WaisurlNode
  | MailtourlNode
  | FileurlNode
  | ProsperourlNode
  | GenericurlNode;

export interface RuleResults {
  genericurl: GenericurlNode;
  url: UrlNode;
  otherurl: GenericurlNode;
  schemepart: SchemepartNode;
  ip_schemepart: IpSchemepartNode;
  login: LoginNode;
  hostport: HostportNode;
  host: HostNode;
  ftpurl: FtpurlNode;
  ftptype: FtptypeNode;
  fileurl: FileurlNode;
  httpurl: HttpurlNode;
  gopherurl: GopherurlNode;
  mailtourl: MailtourlNode;
  newsurl: NewsurlNode;
  grouppart: GrouppartNode;
  article: ArticleNode;
  nntpurl: NntpurlNode;
  telneturl: TelneturlNode;
  waisurl: WaisurlNode;
  waisdatabase: WaisdatabaseNode;
  waisindex: WaisindexNode;
  waisdoc: WaisdocNode;
  prosperourl: ProsperourlNode;
  fieldspec: FieldspecNode;
  gopher_path: GopherPathNode;
  selector_search: SelectorSearchNode;
}
