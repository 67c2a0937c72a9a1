// The public API as the screen packages, the host and the elements build see it: imported by the package's own name,
// so the package.json entries are what is tested. The type assertions are checked by `tsc -b`; renaming, removing or
// changing the shape of one of these names breaks the build before it breaks a consumer.
import type { ApiClient } from '@assess/core';
import * as ui from '@assess/ui';
import { themeVars } from '@assess/ui/theme-vars';
import type { ComponentProps, ReactNode } from 'react';
import { describe, expect, expectTypeOf, it } from 'vitest';

describe('@assess/ui', () => {
  it('offers the accessible primitives with the props the screens pass', () => {
    expectTypeOf<ComponentProps<typeof ui.Button>['variant']>().toEqualTypeOf<'primary' | 'secondary' | 'outlined' | 'text' | 'danger' | undefined>();
    expectTypeOf<ComponentProps<typeof ui.Button>>().toHaveProperty('loading');
    expectTypeOf<ui.TableColumn<{ id: string }>['render']>().toEqualTypeOf<((row: { id: string }, index: number) => ReactNode) | undefined>();
    expectTypeOf<ui.SelectOption>().toHaveProperty('value');
    expectTypeOf<ui.BreadcrumbItem>().toHaveProperty('label');
    expectTypeOf<ui.HeadingLevel>().toExtend<number>();
    expectTypeOf(ui.buttonClassName).returns.toEqualTypeOf<string>();
    expect(typeof ui.Button).toBe('function');
  });

  it('turns a React component into a custom element and knows every element defined', () => {
    expectTypeOf(ui.defineElement<{ label: string }>).returns.toEqualTypeOf<ui.ElementClass<{ label: string }>>();
    expectTypeOf<ui.ElementClass<object>['definition']>().toEqualTypeOf<ui.ElementDefinition>();
    expectTypeOf(ui.elementDefinitions).returns.toEqualTypeOf<ui.ElementDefinition[]>();
    expectTypeOf(ui.configure).parameter(0).toEqualTypeOf<ui.ElementConfig>();
    expectTypeOf(ui.useElementConfig).returns.toEqualTypeOf<ui.ElementConfig>();
    expectTypeOf(ui.useNavigate).parameter(0).toEqualTypeOf<ui.NavigateHandler | undefined>();
  });

  it('shares one API client through context and reads through useResource', () => {
    expectTypeOf(ui.useAssessApi).returns.toEqualTypeOf<ApiClient>();
    expectTypeOf<ComponentProps<typeof ui.AssessApiProvider>['client']>().toEqualTypeOf<ApiClient>();
    expectTypeOf(ui.useResource<number>).parameter(0).toEqualTypeOf<string | null>();
    expectTypeOf(ui.useResource<number>).returns.toHaveProperty('resource');
    expectTypeOf(ui.saveFile).parameters.toEqualTypeOf<[Blob, string]>();
  });

  it('applies the theme by class and lists its custom properties for the elements build', () => {
    expectTypeOf(ui.themeClassFor).parameter(0).toEqualTypeOf<'light' | 'dark'>();
    expectTypeOf(ui.themeClassFor).returns.toEqualTypeOf<string>();
    expectTypeOf(ui.lightTokens).toEqualTypeOf<ui.ThemeTokens>();
    expectTypeOf(ui.contrastRatio).returns.toEqualTypeOf<number>();
    expectTypeOf(ui.listThemeVars).returns.toEqualTypeOf<{ name: string; light: string; dark: string }[]>();
    expect(ui.themeClassFor('dark')).toBe(ui.darkThemeClass);
    expect(ui.listThemeVars().length).toBeGreaterThan(0);
  });

  it('hands out one theme contract from the main entry and from @assess/ui/theme-vars', () => {
    expect(themeVars).toBe(ui.themeVars);
  });
});
