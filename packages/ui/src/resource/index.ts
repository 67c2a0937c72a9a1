export { useResource } from './useResource.ts';
