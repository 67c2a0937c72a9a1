import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Gallery } from './testing/Gallery.tsx';

function allRules(): CSSRule[] {
  return Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules));
}

function styleRules(rules: CSSRule[]): CSSStyleRule[] {
  return rules.filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule);
}

const INTERACTIVE = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

describe('primitives together', () => {
  it('prevent double-tap zoom delay on every control with touch-action: manipulation (decision 23)', () => {
    const { container } = render(<Gallery />);
    const controls = Array.from(container.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea'));
    expect(controls.length).toBeGreaterThan(25);
    const without = controls.filter((element) => getComputedStyle(element).touchAction !== 'manipulation');
    expect(without.map((element) => element.outerHTML.slice(0, 80))).toEqual([]);
  });

  it('give every focusable element a visible focus indicator', () => {
    const { container } = render(<Gallery />);
    const rules = styleRules(allRules());
    const ringSelectors = rules
      .filter((rule) => rule.selectorText.includes(':focus-visible') && rule.style.outlineStyle !== 'none' && rule.style.outline !== 'none')
      .flatMap((rule) => rule.selectorText.split(',').map((part) => part.replace(':focus-visible', '').trim()));
    const withinSelectors = rules
      .filter((rule) => rule.selectorText.includes(':focus-within'))
      .flatMap((rule) => rule.selectorText.split(',').map((part) => part.replace(':focus-within', '').trim()));
    const focusable = Array.from(container.querySelectorAll<HTMLElement>(INTERACTIVE));
    const missing = focusable.filter((element) => {
      const ring = ringSelectors.some((selector) => element.matches(selector));
      const box = withinSelectors.some((selector) => element.parentElement?.closest(selector));
      return !ring && !box;
    });
    expect(missing.map((element) => element.outerHTML.slice(0, 80))).toEqual([]);
  });

  it('switch off or slow every animation and transition when reduced motion is asked for', () => {
    render(<Gallery />);
    const rules = allRules();
    const moving = styleRules(rules)
      .filter((rule) => {
        const { animation, animationName, transition, transitionDuration } = rule.style;
        return Boolean(animation || animationName || transition || transitionDuration);
      })
      .map((rule) => rule.selectorText);
    expect(moving.length).toBeGreaterThan(3);
    const calmed = new Set(
      rules
        .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
        .filter((rule) => rule.conditionText.includes('prefers-reduced-motion: reduce'))
        .flatMap((rule) => styleRules(Array.from(rule.cssRules)).map((inner) => inner.selectorText)),
    );
    expect(moving.filter((selector) => !calmed.has(selector))).toEqual([]);
  });
});
