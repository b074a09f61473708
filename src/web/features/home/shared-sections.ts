import type { AppLoadContext } from 'react-router';

/**
 * The server's store of data every visitor sees alike (`shared` of
 * src/server/plugins/page-cache.ts): the home's sections are the same for everyone, so one load
 * serves every render for a few seconds. Web code never imports server modules, so
 * this is the structural view of the one method it uses; without it (unit tests with a bare
 * context) every call loads.
 */
interface SharedData {
  shared<T>(key: string, load: () => Promise<T>): Promise<T>;
}

export type LoadShared = <T>(key: string, load: () => Promise<T>) => Promise<T>;

/** `load()` through the shared store under `home:<key>`. Only for answers that do not depend on the visitor. */
export function homeSections(context: AppLoadContext): LoadShared {
  const store = (context.app as { pageCache?: SharedData }).pageCache;
  return (key, load) => (store ? store.shared(`home:${key}`, load) : load());
}
