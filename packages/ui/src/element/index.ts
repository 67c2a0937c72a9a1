export { configure, type ElementConfig, ElementConfigContext, useElementConfig, useRouteHref } from './config.ts';
export { defineElement, type ElementClass, elementDefinitions } from './define-element.ts';
export type { ElementDefinition, ElementDocs, PropDefinition } from './definition.ts';
export { useEmit } from './host-context.ts';
export { type NavigateDetail, type NavigateHandler, RouteLink, useNavigate } from './navigation.tsx';
