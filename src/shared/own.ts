// Reading what a caller passes: options, and the fields of a component object
// given to serialize. Only own properties count, so that a polluted
// Object.prototype ("opaque", "scheme", "sameScheme" set on it) changes no
// answer: an option or field the caller did not give is undefined, whatever
// the prototype chain holds.

/**
 * The own property `key` of `object`, or undefined when `object` is undefined
 * or null or has no own property of that name.
 */
export function own<T extends object, K extends keyof T>(
  object: T | null | undefined,
  key: K,
): T[K] | undefined {
  return object !== undefined && object !== null && Object.hasOwn(object, key)
    ? object[key]
    : undefined;
}
