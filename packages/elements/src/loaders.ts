import { loaders } from 'virtual:assess-elements';

/** The tags of every element in this build. */
export const elementTags: readonly string[] = Object.keys(loaders);

const loading = new Map<string, Promise<CustomElementConstructor>>();

export function hasElement(tag: string): boolean {
  return Object.hasOwn(loaders, tag);
}

/**
 * Imports the chunk that defines tag (once) and resolves with its class when it is defined. A failed
 * import is forgotten, so a later call tries again.
 */
export function loadElement(tag: string): Promise<CustomElementConstructor> {
  const load = loaders[tag];
  if (!load) return Promise.reject(new Error(`<${tag}> is not an Assess element.`));
  let pending = loading.get(tag);
  if (!pending) {
    pending = load().then(() => customElements.whenDefined(tag));
    pending.catch(() => loading.delete(tag));
    loading.set(tag, pending);
  }
  return pending;
}
