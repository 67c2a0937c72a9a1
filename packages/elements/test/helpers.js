// Shared helpers for the browser tests: waiting for React to render, and reading inside shadow roots.

/** Resolves when check() returns true (polled every frame); fails with message after two seconds. */
export async function until(check, message) {
  const deadline = performance.now() + 2000;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`Timed out: ${message}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** The element matching selector inside element's shadow root. */
export function inside(element, selector) {
  return element.shadowRoot?.querySelector(selector) ?? null;
}

/** The text of [data-testid=id] inside element's shadow root, or null before it renders. */
export function shown(element, id) {
  return inside(element, `[data-testid="${id}"]`)?.textContent ?? null;
}

/** Waits until [data-testid=id] in element shows text. */
export function untilShown(element, id, text) {
  return until(() => shown(element, id) === text, `<${element.localName}> ${id} to show ${text}, it shows ${shown(element, id)}`);
}

/** Adds markup to a fresh container in the body and returns its first element. */
export function mount(html) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container.firstElementChild;
}

export function cleanup() {
  document.body.replaceChildren();
}
