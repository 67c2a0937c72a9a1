import type { ApiClient } from '@assess/core';
import { attributeNameFor, hasAttribute, type PropKind } from './props.ts';
import { eventNameFor, isElementEventName, type ElementEventName } from './events.ts';
import { CONFIG_ATTRIBUTES } from './config.ts';

/**
 * Documentation that feeds custom-elements.json; keys are prop names, event names, part and property names.
 * It lives in a `*.docs.ts` module beside the module that defines the element (its default export), which only
 * the manifest build imports, so that no element ships its documentation.
 */
export interface ElementDocs {
  summary?: string;
  description?: string;
  props?: Record<string, string>;
  events?: Record<ElementEventName, string>;
  /** ::part() names the element exposes to partner stylesheets ('base', the themed wrapper, is always there). */
  cssParts?: Record<string, string>;
  /** --assess-* custom properties the element reads beyond the theme's. */
  cssProperties?: Record<string, string>;
}

export type ElementStyles = string | CSSStyleSheet | readonly (string | CSSStyleSheet)[];

export interface DefineElementOptions<Props> {
  /** Props the element exposes, with their kind; string, number and boolean props also get an attribute. */
  props?: { [Name in keyof Props & string]?: PropKind };
  /**
   * Callback props that become assess-* events: a map from prop to event name, or a list of props whose
   * event name is derived (onNavigate -> assess-navigate). The callback's argument is the event's detail.
   */
  events?: { [Name in keyof Props & string]?: ElementEventName } | readonly (keyof Props & string)[];
  /** Extra CSS for this element's shadow root only, adopted after the shared theme and component styles. */
  styles?: ElementStyles;
  /**
   * Starts the screen's first read when the element is connected, with the element's API client, so that the
   * request runs while React renders the loading state; the screen's own read then shares it (the client's shared
   * in-flight GETs and cache). Its failure is left to the screen's read to report.
   */
  preload?: (api: ApiClient) => unknown;
}

export interface PropDefinition {
  name: string;
  kind: PropKind;
  /** The attribute kept in sync with the property; null for json and function props. */
  attribute: string | null;
}

export interface EventDefinition {
  /** The callback prop the component calls, e.g. onNavigate. */
  prop: string;
  name: ElementEventName;
}

/** An element as defined: what custom-elements.json and the element class are built from. */
export interface ElementDefinition {
  tagName: string;
  props: readonly PropDefinition[];
  events: readonly EventDefinition[];
}

/** Attributes every element observes besides its props' own. */
export const BUILT_IN_ATTRIBUTES = ['theme', ...Object.keys(CONFIG_ATTRIBUTES)] as const;

/** Checks the options and turns them into a definition; throws on a mistake a screen author can fix. */
export function createDefinition<Props>(tagName: string, options: DefineElementOptions<Props>): ElementDefinition {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)+$/.test(tagName)) {
    throw new Error(`"${tagName}" is not a valid custom element name (lowercase, with at least one dash).`);
  }
  const props: PropDefinition[] = Object.entries(options.props ?? {}).map(([name, kind]) => ({
    name,
    kind: kind as PropKind,
    attribute: hasAttribute(kind as PropKind) ? attributeNameFor(name) : null,
  }));
  const eventEntries: [string, string][] = Array.isArray(options.events)
    ? options.events.map((prop: string) => [prop, eventNameFor(prop)])
    : Object.entries(options.events ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const events = eventEntries.map(([prop, name]): EventDefinition => {
    if (!isElementEventName(name)) throw new Error(`${tagName}: event "${name}" must be named assess-<name> in lowercase.`);
    return { prop, name };
  });

  const taken = new Set<string>(BUILT_IN_ATTRIBUTES);
  for (const prop of props) {
    if (prop.name === 'theme') throw new Error(`${tagName}: "theme" is built in and cannot be a prop.`);
    if (prop.attribute && taken.has(prop.attribute)) {
      throw new Error(`${tagName}: the attribute "${prop.attribute}" of prop "${prop.name}" is already used.`);
    }
    if (prop.attribute) taken.add(prop.attribute);
  }
  for (const event of events) {
    if (props.some((prop) => prop.name === event.prop)) {
      throw new Error(`${tagName}: "${event.prop}" cannot be both a prop and an event.`);
    }
  }
  return { tagName, props, events };
}
