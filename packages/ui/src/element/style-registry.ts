// The constructable stylesheets that every element's shadow root adopts.
//
// The elements build rewrites each stylesheet import (vanilla-extract's generated CSS included) into a
// string import plus a call to registerElementCss(), so no style ever reaches document.head. One list is
// shared by all elements: a sheet is parsed once and adopted by reference, and vanilla-extract's hashed
// class names keep one element's rules from matching another's markup. Chunks loaded later add their
// sheets, and elements already on the page adopt them at once.

const sheets: CSSStyleSheet[] = [];
const registered = new Set<string>();
const listeners = new Set<() => void>();

/** Turns CSS text into a constructable stylesheet. */
export function toStyleSheet(cssText: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  return sheet;
}

/** Adds CSS for every element's shadow root; the same text twice is kept once. */
export function registerElementCss(cssText: string): void {
  // Without a DOM (a manifest generated in Node) there is nothing to adopt the CSS.
  if (registered.has(cssText) || typeof CSSStyleSheet === 'undefined') return;
  registered.add(cssText);
  sheets.push(toStyleSheet(cssText));
  for (const listener of listeners) listener();
}

/** The sheets registered so far, in registration order (the theme's first, as it is imported first). */
export function sharedElementSheets(): readonly CSSStyleSheet[] {
  return sheets;
}

/** Calls listener whenever a sheet is registered; returns the unsubscribe function. */
export function onElementCssChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
