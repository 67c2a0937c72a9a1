// The autoloader: imports an element's chunk when its tag first appears in the page, in the document or in
// any open shadow root (its own elements' included), now or later.
import { hasElement, loadElement } from './loaders.ts';

export { configure, type ElementConfig } from '@assess/ui';

const watched = new WeakSet<Node>();
const observer = new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) if (node instanceof Element) discover(node);
  }
});

function watch(root: Document | ShadowRoot) {
  if (watched.has(root)) return;
  watched.add(root);
  observer.observe(root, { childList: true, subtree: true });
}

function visit(element: Element) {
  const tag = element.localName;
  if (hasElement(tag) && !customElements.get(tag)) {
    // Once defined, the elements have shadow roots of their own to look into.
    loadElement(tag).then(
      () => discover(document.documentElement),
      (error: unknown) => console.error(`Could not load <${tag}>.`, error),
    );
  }
  if (element.shadowRoot) {
    watch(element.shadowRoot);
    discover(element.shadowRoot);
  }
}

/** Loads every element under root (root included) and watches the open shadow roots it finds there. */
export function discover(root: Element | ShadowRoot) {
  if (root instanceof Element) visit(root);
  for (const element of root.querySelectorAll('*')) visit(element);
}

watch(document);
discover(document.documentElement);
