// One shape for what a screen reads: Resource<T> and the pure loaders' options.
export * from './resource.js';
