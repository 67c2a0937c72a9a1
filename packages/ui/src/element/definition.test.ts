import { describe, expect, it } from 'vitest';
import { createDefinition } from './definition.ts';
import { eventNameFor } from './events.ts';

type Props = {
  title?: string;
  maxItems?: number;
  rows?: unknown[];
  onNavigate?: (detail: { to: string }) => boolean;
  onFileSelected?: (detail: { id: string }) => boolean;
};

describe('element definitions', () => {
  it('names events after their callback prop', () => {
    expect(eventNameFor('onNavigate')).toBe('assess-navigate');
    expect(eventNameFor('onFileSelected')).toBe('assess-file-selected');
  });

  it('lists props with their attributes and events with their names', () => {
    const definition = createDefinition<Props>('assess-files', {
      props: { title: 'string', maxItems: 'number', rows: 'json' },
      events: ['onNavigate', 'onFileSelected'],
    });
    expect(definition.props).toEqual([
      { name: 'title', kind: 'string', attribute: 'title' },
      { name: 'maxItems', kind: 'number', attribute: 'max-items' },
      { name: 'rows', kind: 'json', attribute: null },
    ]);
    expect(definition.events).toEqual([
      { prop: 'onNavigate', name: 'assess-navigate' },
      { prop: 'onFileSelected', name: 'assess-file-selected' },
    ]);
  });

  it('takes explicit event names', () => {
    const definition = createDefinition<Props>('assess-files', { events: { onFileSelected: 'assess-select' } });
    expect(definition.events).toEqual([{ prop: 'onFileSelected', name: 'assess-select' }]);
  });

  it('rejects mistakes a screen author can fix', () => {
    expect(() => createDefinition('files', {})).toThrow('not a valid custom element name');
    expect(() => createDefinition<Props>('assess-files', { events: { onNavigate: 'navigate' as never } })).toThrow(
      'must be named assess-<name>',
    );
    expect(() => createDefinition<{ theme?: string }>('assess-files', { props: { theme: 'string' } })).toThrow('built in');
    expect(() => createDefinition<{ accessToken?: string }>('assess-files', { props: { accessToken: 'string' } })).toThrow(
      'already used',
    );
    expect(() =>
      createDefinition<Props>('assess-files', { props: { onNavigate: 'function' }, events: ['onNavigate'] }),
    ).toThrow('both a prop and an event');
  });
});
