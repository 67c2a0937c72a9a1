// One shape for what a screen reads: Resource<T> and the pure loaders' options.
export {
  dataOf,
  LOADING,
  type LoadOptions,
  MissingError,
  type Resource,
  type ResourceError,
  resourceError,
  resourceErrorCode,
  settle,
} from './resource.js';
