/**
 * A value made once per owner object (a configuration, a database) and dropped with it: the
 * answered function gives the owner's value, making it on first use. For what a process keeps
 * per app (keys read once, token caches, prepared statements), with test apps side by side.
 */
export function perOwner<O extends object, V>(make: (owner: O) => V): (owner: O) => V {
  const values = new WeakMap<O, V>();
  return (owner) => {
    let value = values.get(owner);
    if (value === undefined) {
      value = make(owner);
      values.set(owner, value);
    }
    return value;
  };
}
