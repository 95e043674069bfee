/**
 * One value per process under `key`, made on first use. Next.js may load a module in several bundles of one process
 * (each route, the instrumentation hook), so a module-level variable would be one per bundle; the value lives on
 * globalThis under Symbol.for(key) instead, which every bundle and every hot reload finds again.
 */
export function processSingleton<T>(key: string, make: () => T): T {
  const holder = globalThis as { [k: symbol]: unknown }
  const symbol = Symbol.for(key)
  if (!(symbol in holder)) holder[symbol] = make()
  return holder[symbol] as T
}
