// Element events: CustomEvents named assess-*, dispatched from the host element, that bubble, cross
// shadow boundaries (composed) and can be cancelled (a host that handles assess-navigate itself calls
// preventDefault(), and the element then skips its own fall-back).

export type ElementEventName = `assess-${string}`;

/** The event a callback prop stands for: onNavigate -> assess-navigate, onFileSelected -> assess-file-selected. */
export function eventNameFor(callbackProp: string): ElementEventName {
  const bare = callbackProp.replace(/^on(?=[A-Z])/, '');
  const dashed = bare.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`).replace(/^-/, '');
  return `assess-${dashed}`;
}

export function isElementEventName(name: string): name is ElementEventName {
  return /^assess-[a-z0-9]+(-[a-z0-9]+)*$/.test(name);
}

/** Dispatches an assess-* event from host; returns false when a listener called preventDefault(). */
export function dispatchElementEvent(host: EventTarget, name: ElementEventName, detail?: unknown): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }));
}
