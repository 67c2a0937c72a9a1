// defineElement(): a React component as a custom element.
//
// This is our own small element class around a React root rather than a wrapper of
// @r2wc/react-to-web-component 2.1.1, whose element class would need almost every method replaced:
//  - it skips empty attribute values (`if (value || ...)`), so <x-el disabled> leaves a boolean undefined
//    and removing an attribute never resets the prop;
//  - its property setters for simple types only write the attribute and re-render from the attribute
//    callback, which skips '' and null, so those assignments never re-render;
//  - `json` props are serialised into attributes and `function` props are looked up by name on window;
//  - its events are named by lowercasing the callback prop (onNavigate -> "navigate") and do not bubble
//    out of the shadow root unless configured per event;
//  - disconnecting unmounts at once, so moving an element in the DOM remounts its React tree and loses state.
// What this class adds on top: an open shadow root that adopts constructable stylesheets, the theme wrapper,
// the theme and configuration attributes, and a define that tolerates a tag already registered.

import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ThemePreference } from '../theme/tokens.ts';
import { retainSharedClient, sharedApiClient } from '../client/shared-clients.ts';
import { $elementConfig, CONFIG_ATTRIBUTES, type ConfigAttribute, type ElementConfig } from './config.ts';
import {
  BUILT_IN_ATTRIBUTES,
  createDefinition,
  type DefineElementOptions,
  type ElementDefinition,
  type ElementStyles,
  type PropDefinition,
} from './definition.ts';
import { ElementRoot } from './ElementRoot.tsx';
import { dispatchElementEvent } from './events.ts';
import { fromAttribute, fromProperty, hasAttribute, toAttribute } from './props.ts';
import { onElementCssChange, sharedElementSheets, toStyleSheet } from './style-registry.ts';

/** The properties every element has besides its props. */
export interface AssessElement extends HTMLElement {
  /** light, dark or system (follows prefers-color-scheme live); reflects the theme attribute. */
  theme: ThemePreference;
}

/** An element instance: its props as properties. */
export type ElementInstance<Props> = AssessElement & { [Name in keyof Props]?: Props[Name] };

export interface ElementClass<Props> {
  new (): ElementInstance<Props>;
  readonly definition: ElementDefinition;
}

// Host rules first: the element is a block that takes nothing from the page's inherited text styles
// (the themed wrapper sets its own), while custom properties still inherit through `all`.
const HOST_CSS = ':host{all:initial;display:block;visibility:inherit}:host([hidden]){display:none}';
const THEMES: readonly ThemePreference[] = ['light', 'dark', 'system'];

// Without a DOM (custom-elements.json is generated in Node) the class is still built, never registered.
const BaseElement: typeof HTMLElement = globalThis.HTMLElement ?? (class {} as unknown as typeof HTMLElement);

const definedHere = new Map<string, ElementClass<never>>();
let hostSheet: CSSStyleSheet | undefined;

/** Every element defined through this copy of @assess/ui, in definition order (custom-elements.json reads it). */
export function elementDefinitions(): ElementDefinition[] {
  return [...definedHere.values()].map((element) => element.definition);
}

function parseTheme(value: unknown): ThemePreference {
  return THEMES.find((theme) => theme === value) ?? 'system';
}

function toSheets(styles: ElementStyles | undefined): CSSStyleSheet[] {
  const list = styles === undefined ? [] : Array.isArray(styles) ? styles : [styles];
  return list.map((style: string | CSSStyleSheet) => (typeof style === 'string' ? toStyleSheet(style) : style));
}

/**
 * Defines tagName as a custom element that renders Component in an open shadow root, and returns its class.
 * Safe to call again: when the tag is already registered (by this call before, or by another copy of the
 * library on the page) the registered class is returned and nothing else happens.
 */
export function defineElement<Props extends object>(
  tagName: string,
  Component: ComponentType<Props>,
  options: DefineElementOptions<Props> = {},
): ElementClass<Props> {
  const registered = globalThis.customElements?.get(tagName) ?? definedHere.get(tagName);
  if (registered) return registered as unknown as ElementClass<Props>;

  const definition = createDefinition(tagName, options);
  const byAttribute = new Map<string, PropDefinition>();
  for (const prop of definition.props) if (prop.attribute) byAttribute.set(prop.attribute, prop);
  const upgradable = ['theme', ...definition.props.map((prop) => prop.name)];
  let ownSheets: CSSStyleSheet[] | undefined;

  class Element extends BaseElement {
    static readonly definition = definition;
    static readonly observedAttributes = [...BUILT_IN_ATTRIBUTES, ...byAttribute.keys()];

    readonly #shadow: ShadowRoot;
    readonly #callbacks: Record<string, (detail?: unknown) => boolean> = {};
    #props: Record<string, unknown> = {};
    #theme: ThemePreference = 'system';
    #config: ElementConfig = {};
    #root: Root | null = null;
    #reflecting: string | null = null;
    #stopStyles: (() => void) | null = null;
    #releasePreload: (() => void) | null = null;
    #early: Map<string, unknown> | null = null;

    static {
      for (const prop of definition.props) {
        Object.defineProperty(this.prototype, prop.name, {
          configurable: true,
          enumerable: true,
          get(this: Element) {
            return this.#props[prop.name];
          },
          set(this: Element, value: unknown) {
            this.#setProperty(prop, value);
          },
        });
      }
    }

    constructor() {
      super();
      this.#shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      for (const prop of definition.props) if (prop.kind === 'boolean') this.#props[prop.name] = false;
      for (const event of definition.events) {
        this.#callbacks[event.prop] = (detail) => dispatchElementEvent(this, event.name, detail);
      }
      // Properties set on the element before its chunk loaded are own properties that hide our accessors:
      // keep them and apply them through the accessors once connected.
      for (const name of upgradable) {
        if (Object.hasOwn(this, name)) {
          this.#early ??= new Map();
          this.#early.set(name, (this as Record<string, unknown>)[name]);
          delete (this as Record<string, unknown>)[name];
        }
      }
    }

    get theme(): ThemePreference {
      return this.#theme;
    }

    set theme(value: ThemePreference) {
      this.#theme = parseTheme(value);
      this.#reflect('theme', this.#theme);
      this.#render();
    }

    connectedCallback() {
      if (this.#early) {
        const early = this.#early;
        this.#early = null;
        for (const [name, value] of early) (this as Record<string, unknown>)[name] = value;
      }
      this.#adoptStyles();
      this.#stopStyles ??= onElementCssChange(() => this.#adoptStyles());
      if (!this.#root) this.#preload();
      this.#root ??= createRoot(this.#shadow);
      this.#render();
    }

    /**
     * Starts the screen's first read with the client its screen will use (attributes over configure()), and keeps
     * that client (with the read in flight or its answer) until the element goes or its configuration changes: the
     * screen takes it up when it renders, even if another element gives up the same client before then.
     */
    #preload() {
      if (!options.preload) return;
      const { apiBaseUrl, accessToken } = { ...$elementConfig.get(), ...this.#config };
      const client = sharedApiClient(apiBaseUrl, accessToken);
      // Its own holder, which hears no 401: the screen's components report those, once, as the element.
      this.#releasePreload = retainSharedClient(client, {}, () => undefined);
      try {
        void Promise.resolve(options.preload(client)).catch(() => undefined);
      } catch {
        // The screen's own read reports what went wrong.
      }
    }

    #stopPreload() {
      this.#releasePreload?.();
      this.#releasePreload = null;
    }

    disconnectedCallback() {
      this.#stopStyles?.();
      this.#stopStyles = null;
      // A move (remove then insert in the same task) keeps the React tree and its state.
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return;
        this.#root.unmount();
        this.#root = null;
        this.#stopPreload();
      });
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      if (name === this.#reflecting) return;
      if (name === 'theme') {
        this.#theme = parseTheme(value);
      } else if (name in CONFIG_ATTRIBUTES) {
        // Another backend or token: the screen reads with another client, not the one the preload kept.
        this.#stopPreload();
        const key = CONFIG_ATTRIBUTES[name as ConfigAttribute];
        const { [key]: _dropped, ...rest } = this.#config;
        this.#config = value === null ? rest : { ...rest, [key]: value };
      } else {
        const prop = byAttribute.get(name);
        if (!prop || !hasAttribute(prop.kind)) return;
        this.#props = { ...this.#props, [prop.name]: fromAttribute(prop.kind, value) };
      }
      this.#render();
    }

    #setProperty(prop: PropDefinition, value: unknown) {
      const next = fromProperty(prop.kind, value);
      this.#props = { ...this.#props, [prop.name]: next };
      if (prop.attribute && hasAttribute(prop.kind)) this.#reflect(prop.attribute, toAttribute(prop.kind, next));
      this.#render();
    }

    /** Writes an attribute for a property without reading it back (the property value is already set). */
    #reflect(attribute: string, text: string | null) {
      if (this.getAttribute(attribute) === text) return;
      this.#reflecting = attribute;
      try {
        if (text === null) this.removeAttribute(attribute);
        else this.setAttribute(attribute, text);
      } finally {
        this.#reflecting = null;
      }
    }

    #adoptStyles() {
      hostSheet ??= toStyleSheet(HOST_CSS);
      ownSheets ??= toSheets(options.styles);
      this.#shadow.adoptedStyleSheets = [hostSheet, ...sharedElementSheets(), ...ownSheets];
    }

    #render() {
      if (!this.#root) return;
      const screen = createElement(Component, { ...this.#props, ...this.#callbacks } as Props);
      this.#root.render(createElement(ElementRoot, { host: this, theme: this.#theme, config: this.#config, children: screen }));
    }
  }

  const element = Element as unknown as ElementClass<Props>;
  definedHere.set(tagName, element as unknown as ElementClass<never>);
  globalThis.customElements?.define(tagName, Element);
  return element;
}
