// Modules the element build generates from the registry (build/element-registry.ts).
declare module 'virtual:assess-elements' {
  /** Each element's tag with a function that imports the chunk defining it. */
  export const loaders: Readonly<Record<string, () => Promise<unknown>>>;
}

declare module 'virtual:assess-elements/all' {
  export { elementDefinitions } from '@assess/ui';
}
