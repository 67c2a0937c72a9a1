// What the launcher pages' scripts share.

/** The element of this id, which the page's HTML always has. */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The page has no #${id}.`);
  return element as T;
}

/** A secondary button with its visible text and a fuller accessible name. */
export function quietButton(text: string, label: string, onClick: (button: HTMLButtonElement) => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'quiet';
  button.textContent = text;
  button.setAttribute('aria-label', label);
  button.addEventListener('click', () => onClick(button));
  return button;
}

/** The answer of a request as JSON, or {} when it has no JSON body (or no answer came). */
export async function answerOf(response: Response | undefined): Promise<Record<string, unknown>> {
  if (!response) return {};
  return ((await response.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
}

/** The access token and e-mail of the Assess session this browser keeps for this site (where supabase-js keeps it). */
export function storedSession(): { token: string | undefined; email: string | undefined } | undefined {
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (!key || !/^sb-.+-auth-token$/.test(key)) continue;
    try {
      const value = JSON.parse(localStorage.getItem(key) ?? 'null') as { access_token?: string; user?: { email?: string } };
      return { token: value.access_token, email: value.user && value.user.email };
    } catch {
      return undefined;
    }
  }
  return undefined;
}
