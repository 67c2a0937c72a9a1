export { useResource, type ResourceLoader, type ResourceOptions, type ResourceState } from './useResource.ts';
