// whatwg-url ships no types; the benchmark uses only its URL class, which has
// the shape of the global URL.
declare module "whatwg-url" {
  export const URL: typeof globalThis.URL;
}
