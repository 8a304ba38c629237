// A reference's `segments`, split from its path when first read. Takes the
// dialect's split function; gives the function that the dialect's component
// mapping calls on each reference it builds, in the place of a segments array
// built by every parse.
//
// The property is an own, enumerable accessor, so JSON.stringify, object
// spreads, structuredClone, Object.keys and jest's toEqual see `segments`
// where the reference's keys put it (after path), with the same value as an
// array built at once. On its first read the getter splits `this.path` and
// puts the array in its place as an ordinary data property (writable,
// enumerable, configurable, as an object literal's), in the same key
// position; later reads are plain property reads of that same array. A frozen
// reference cannot take the data property: each read of it splits again.
//
// What it saves: a parse builds no segment objects (nor their strings) unless
// the caller reads them. Until then, util.inspect (console.log) shows
// `segments: [Getter]`.
//
// The accessor is defined with Object.prototype.__defineGetter__ (ECMA-262
// Annex B.2.2.2: DefinePropertyOrThrow with the getter, enumerable and
// configurable), read once here so that a polluted prototype cannot change
// it: V8 defines it in about half the time Object.defineProperty takes with a
// descriptor object, which on the benchmark's corpus is the difference between
// a parse no faster than building the segments at once and one that is.
const defineGetter = (
  Object.prototype as {
    __defineGetter__(this: object, key: string, getter: () => unknown): void;
  }
).__defineGetter__;

/**
 * The function that gives an object the own property `key`: an accessor
 * returning `compute(this)` on first read, then that value.
 */
export function onFirstRead<Target, Value>(
  key: string,
  compute: (target: Target) => Value,
): (target: Target) => void {
  function read(this: Target): Value {
    const value = compute(this);
    // A descriptor without a prototype: one that inherited from a polluted
    // Object.prototype would read its "get" or "set" from there.
    const descriptor = Object.create(null) as PropertyDescriptor;
    descriptor.value = value;
    descriptor.writable = true;
    descriptor.enumerable = true;
    descriptor.configurable = true;
    Reflect.defineProperty(this as object, key, descriptor);
    return value;
  }
  return (target) => {
    defineGetter.call(target as object, key, read);
  };
}

/**
 * The function that gives a reference its `segments`: an accessor returning
 * `split(this.path)` on first read, then that array.
 */
export function segmentsOnRead<Segment>(
  split: (path: string) => Segment[],
): (reference: { readonly path: string }) => void {
  return onFirstRead("segments", (reference: { readonly path: string }) =>
    split(reference.path),
  );
}
