// How element attributes and properties map to React props.
//
// Simple kinds (string, number, boolean) have an attribute kept in sync with the property. Rich kinds
// (json for objects and arrays, function for callbacks) are properties only: their values are passed to
// React as they are and never serialised into an attribute or looked up by name on window.

export type PropKind = 'string' | 'number' | 'boolean' | 'json' | 'function';

export type AttributeKind = 'string' | 'number' | 'boolean';

export function hasAttribute(kind: PropKind): kind is AttributeKind {
  return kind === 'string' || kind === 'number' || kind === 'boolean';
}

/** camelCase property name to its dashed attribute name: maxItems -> max-items. */
export function attributeNameFor(prop: string): string {
  return prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * The prop value an attribute stands for. A boolean attribute is true whenever it is present, with any
 * value including the empty one (as in HTML), and false when absent. An absent string or number attribute,
 * or a number attribute that is not a number, gives undefined so that the component's default applies.
 */
export function fromAttribute(kind: AttributeKind, value: string | null): unknown {
  if (kind === 'boolean') return value !== null;
  if (value === null) return undefined;
  if (kind === 'number') {
    if (value.trim() === '') return undefined;
    const number = Number(value);
    return Number.isNaN(number) ? undefined : number;
  }
  return value;
}

/** The prop value a property assignment stands for: null means unset; numbers and booleans are coerced. */
export function fromProperty(kind: PropKind, value: unknown): unknown {
  if (kind === 'boolean') return Boolean(value);
  if (value === null || value === undefined) return undefined;
  if (kind === 'number') {
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isNaN(number) ? undefined : number;
  }
  if (kind === 'string') return String(value);
  return value;
}

/** The attribute text that reflects a prop value; null removes the attribute. */
export function toAttribute(kind: AttributeKind, value: unknown): string | null {
  if (kind === 'boolean') return value ? '' : null;
  if (value === undefined || value === null) return null;
  return String(value);
}
