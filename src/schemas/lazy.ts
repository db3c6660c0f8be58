/**
 * A schema built when it is first used, not when its module is evaluated (issue 32). Building a zod schema
 * runs every check's constructor: the schemas a public page imports took 97 ms of a 4x slowed CPU in one
 * task while the page hydrated, and a page the server drew parses nothing until a later call or a form.
 * The proxy stands for the schema in every way code reaches it (its methods and fields, composition into
 * other schemas, `instanceof`), so modules declare schemas as before and types are unchanged.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy({} as T, {
    get(_target, key) {
      const real = schema();
      const value: unknown = Reflect.get(real, key, real);
      return typeof value === 'function' ? value.bind(real) : value;
    },
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    has: (_target, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor(_target, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // Reported configurable: the proxy's own (empty) target holds none of them (a proxy invariant).
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
