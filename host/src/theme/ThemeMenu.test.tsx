import { THEME_STORAGE_KEY } from '@assess/core';
import { darkThemeClass, lightThemeClass } from '@assess/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installMatchMedia } from '../testing/match-media.ts';
import { renderApp } from '../testing/render-app.tsx';
import { Startup } from '../startup/Startup.tsx';
import type { ConfigCheck } from '../config/app-config.ts';

const pending = () => new Promise<ConfigCheck>(() => {});

describe('theme', () => {
  it('offers Light, Dark and System, with System chosen until the user picks one', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Theme' }));
    const choices = within(screen.getByRole('menu', { name: 'Theme' })).getAllByRole('menuitemradio');
    expect(choices.map((choice) => [choice.textContent?.replace('✓', ''), choice.getAttribute('aria-checked')])).toEqual([
      ['Light', 'false'],
      ['Dark', 'false'],
      ['System', 'true'],
    ]);
  });

  it('stores the choice locally and paints the page with it', async () => {
    const user = userEvent.setup();
    render(<Startup loadConfig={pending}>{() => null}</Startup>);
    expect(document.documentElement.classList.contains(lightThemeClass)).toBe(true);
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Theme' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.classList.contains(darkThemeClass)).toBe(true);
    expect(document.documentElement.classList.contains(lightThemeClass)).toBe(false);
  });

  it('follows the system colour scheme when System is chosen', () => {
    render(<Startup loadConfig={pending}>{() => null}</Startup>);
    expect(document.documentElement.classList.contains(lightThemeClass)).toBe(true);
    act(() => installMatchMedia({ width: 1280, prefersDark: true }));
    expect(document.documentElement.classList.contains(darkThemeClass)).toBe(true);
  });
});
