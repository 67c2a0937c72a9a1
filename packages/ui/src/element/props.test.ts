import { describe, expect, it } from 'vitest';
import { attributeNameFor, fromAttribute, fromProperty, hasAttribute, toAttribute } from './props.ts';

describe('attribute values', () => {
  it('reads a present boolean attribute as true whatever its value, an absent one as false', () => {
    expect(fromAttribute('boolean', '')).toBe(true);
    expect(fromAttribute('boolean', 'active')).toBe(true);
    expect(fromAttribute('boolean', null)).toBe(false);
  });

  it('keeps an empty string attribute and drops an absent one', () => {
    expect(fromAttribute('string', '')).toBe('');
    expect(fromAttribute('string', 'Year 9')).toBe('Year 9');
    expect(fromAttribute('string', null)).toBeUndefined();
  });

  it('reads numbers, leaving empty or invalid ones unset', () => {
    expect(fromAttribute('number', '20')).toBe(20);
    expect(fromAttribute('number', '0.5')).toBe(0.5);
    expect(fromAttribute('number', '')).toBeUndefined();
    expect(fromAttribute('number', 'ten')).toBeUndefined();
    expect(fromAttribute('number', null)).toBeUndefined();
  });
});

describe('property values', () => {
  it('treats null as unset and coerces simple kinds', () => {
    expect(fromProperty('string', null)).toBeUndefined();
    expect(fromProperty('string', '')).toBe('');
    expect(fromProperty('string', 5)).toBe('5');
    expect(fromProperty('number', '8')).toBe(8);
    expect(fromProperty('number', 'x')).toBeUndefined();
    expect(fromProperty('boolean', null)).toBe(false);
    expect(fromProperty('boolean', 1)).toBe(true);
  });

  it('passes rich values through by reference', () => {
    const items = [{ id: 1 }];
    const format = (value: string) => value;
    expect(fromProperty('json', items)).toBe(items);
    expect(fromProperty('function', format)).toBe(format);
  });

  it('reflects simple values as attribute text, null meaning no attribute', () => {
    expect(toAttribute('boolean', true)).toBe('');
    expect(toAttribute('boolean', false)).toBeNull();
    expect(toAttribute('string', '')).toBe('');
    expect(toAttribute('string', undefined)).toBeNull();
    expect(toAttribute('number', 3)).toBe('3');
  });

  it('gives attributes to simple kinds only, in dashed case', () => {
    expect(['string', 'number', 'boolean', 'json', 'function'].map((kind) => hasAttribute(kind as never))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(attributeNameFor('maxItems')).toBe('max-items');
    expect(attributeNameFor('apiBaseUrl')).toBe('api-base-url');
  });
});
