export { defineElement, elementDefinitions, type AssessElement, type ElementClass, type ElementInstance } from './define-element.ts';
export {
  BUILT_IN_ATTRIBUTES,
  type DefineElementOptions,
  type ElementDefinition,
  type ElementDocs,
  type ElementStyles,
  type EventDefinition,
  type PropDefinition,
} from './definition.ts';
export { CONFIG_ATTRIBUTES, $elementConfig, configure, ElementConfigContext, useElementConfig, useRouteHref, type ElementConfig } from './config.ts';
export { dispatchElementEvent, eventNameFor, type ElementEventName } from './events.ts';
export { RouteLink, useNavigate, type AssessNavigateEvent, type NavigateDetail, type NavigateHandler, type RouteLinkProps } from './navigation.tsx';
export { ElementHostContext, useElementHost, useEmit, type EmitFunction } from './host-context.ts';
export { attributeNameFor, type PropKind } from './props.ts';
export { registerElementCss, sharedElementSheets } from './style-registry.ts';
