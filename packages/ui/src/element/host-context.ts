import { createContext, useCallback, useContext } from 'react';
import { dispatchElementEvent, type ElementEventName } from './events.ts';

/** The custom element a component is rendered in; null when a React host renders it directly. */
export const ElementHostContext = createContext<HTMLElement | null>(null);

export function useElementHost(): HTMLElement | null {
  return useContext(ElementHostContext);
}

export type EmitFunction<Events extends Record<ElementEventName, unknown>> = <Name extends keyof Events & ElementEventName>(
  name: Name,
  detail: Events[Name],
) => boolean;

/**
 * A typed way to dispatch assess-* events from inside a component. Inside an element the event leaves
 * the host element (bubbling, composed, cancelable) and the result is false when a listener called
 * preventDefault(); outside an element nothing is dispatched and the result is true.
 *
 *   const emit = useEmit<{ 'assess-navigate': { to: string } }>();
 *   if (emit('assess-navigate', { to: '/reports' })) location.assign(...);
 */
export function useEmit<Events extends Record<ElementEventName, unknown>>(): EmitFunction<Events> {
  const host = useElementHost();
  return useCallback<EmitFunction<Events>>(
    (name, detail) => (host ? dispatchElementEvent(host, name, detail) : true),
    [host],
  );
}
