// Theme values as plain data, so they can be documented, contrast-checked and read without a CSS build.
// Every leaf becomes the custom property --assess-<group>-<token> (token names in kebab case).

export type ThemeTokens = {
  color: {
    primary: string;
    onPrimary: string;
    primaryText: string;
    secondary: string;
    onSecondary: string;
    secondaryText: string;
    background: string;
    surface: string;
    surfaceMuted: string;
    text: string;
    textMuted: string;
    border: string;
    borderStrong: string;
    focus: string;
    success: string;
    onSuccess: string;
    successSurface: string;
    warning: string;
    onWarning: string;
    warningSurface: string;
    error: string;
    onError: string;
    errorSurface: string;
    errorText: string;
    info: string;
    onInfo: string;
    infoSurface: string;
    neutral: string;
    onNeutral: string;
    overlay: string;
  };
  font: {
    family: string;
    familyMono: string;
    sizeSm: string;
    sizeMd: string;
    sizeLg: string;
    sizeXl: string;
    weightRegular: string;
    weightMedium: string;
    weightBold: string;
    lineHeight: string;
  };
  radius: { sm: string; md: string; lg: string; pill: string };
  space: { '1': string; '2': string; '3': string; '4': string; '5': string; '6': string };
  shadow: { '1': string; '2': string; '3': string };
  size: { drawerWidth: string; controlSm: string; controlMd: string; controlLg: string; focusRing: string };
  motion: { durationShort: string; durationMedium: string; easing: string };
  layer: { overlay: string; snackbar: string };
};

const shared = {
  font: {
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    familyMono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    sizeSm: '0.875rem',
    sizeMd: '1rem',
    sizeLg: '1.25rem',
    sizeXl: '1.5rem',
    weightRegular: '400',
    weightMedium: '500',
    weightBold: '700',
    lineHeight: '1.5',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  space: { '1': '4px', '2': '8px', '3': '12px', '4': '16px', '5': '24px', '6': '32px' },
  size: { drawerWidth: '240px', controlSm: '32px', controlMd: '40px', controlLg: '48px', focusRing: '3px' },
  motion: { durationShort: '150ms', durationMedium: '300ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  layer: { overlay: '1000', snackbar: '1100' },
} satisfies Omit<ThemeTokens, 'color' | 'shadow'>;

/** Light theme: the brand colours #00BFFF and #7ED321 as fills with dark text; darker shades for text in brand colours. */
export const lightTokens: ThemeTokens = {
  color: {
    primary: '#00BFFF',
    onPrimary: '#0B2230',
    primaryText: '#00668A',
    secondary: '#7ED321',
    onSecondary: '#16260A',
    secondaryText: '#3B6E0B',
    background: '#F5F7FA',
    surface: '#FFFFFF',
    surfaceMuted: '#EEF2F6',
    text: '#1A2027',
    textMuted: '#55606E',
    border: '#D3DAE2',
    borderStrong: '#6B7685',
    focus: '#00668A',
    success: '#2E7D32',
    onSuccess: '#FFFFFF',
    successSurface: '#E8F5E9',
    warning: '#F0A202',
    onWarning: '#1A1200',
    warningSurface: '#FFF4E0',
    error: '#C62828',
    onError: '#FFFFFF',
    errorSurface: '#FDECEA',
    errorText: '#B71C1C',
    info: '#0277BD',
    onInfo: '#FFFFFF',
    infoSurface: '#E3F2FD',
    neutral: '#E1E6EC',
    onNeutral: '#1A2027',
    overlay: 'rgba(15, 20, 25, 0.55)',
  },
  shadow: {
    '1': '0 1px 3px rgba(15, 20, 25, 0.12), 0 1px 2px rgba(15, 20, 25, 0.08)',
    '2': '0 4px 12px rgba(15, 20, 25, 0.14)',
    '3': '0 12px 32px rgba(15, 20, 25, 0.22)',
  },
  ...shared,
};

/** Dark theme: the same brand fills with dark text; lighter shades for text in brand colours on dark surfaces. */
export const darkTokens: ThemeTokens = {
  color: {
    primary: '#00BFFF',
    onPrimary: '#0B2230',
    primaryText: '#4DD2FF',
    secondary: '#7ED321',
    onSecondary: '#16260A',
    secondaryText: '#9BE050',
    background: '#0F1419',
    surface: '#1A2027',
    surfaceMuted: '#242C36',
    text: '#E8EDF2',
    textMuted: '#A5B0BD',
    border: '#3A4552',
    borderStrong: '#7D8A99',
    focus: '#4DD2FF',
    success: '#66BB6A',
    onSuccess: '#0B1F0C',
    successSurface: '#12291A',
    warning: '#FFB74D',
    onWarning: '#1F1400',
    warningSurface: '#2E2310',
    error: '#EF5350',
    onError: '#1A0505',
    errorSurface: '#3A1616',
    errorText: '#FF8A80',
    info: '#4FC3F7',
    onInfo: '#00222E',
    infoSurface: '#0E2A3A',
    neutral: '#3A4552',
    onNeutral: '#E8EDF2',
    overlay: 'rgba(0, 0, 0, 0.65)',
  },
  shadow: {
    '1': '0 1px 3px rgba(0, 0, 0, 0.5)',
    '2': '0 4px 12px rgba(0, 0, 0, 0.55)',
    '3': '0 12px 32px rgba(0, 0, 0, 0.65)',
  },
  ...shared,
};

export type ThemeName = 'light' | 'dark';
export type ThemePreference = ThemeName | 'system';

export const themeTokens: Record<ThemeName, ThemeTokens> = { light: lightTokens, dark: darkTokens };

const kebab = (key: string): string => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The custom property name of a token path, e.g. ['color', 'onPrimary'] -> '--assess-color-on-primary'. */
export function cssVarName(path: readonly string[]): string {
  return `--assess-${path.map(kebab).join('-')}`;
}

/** Every custom property with its light and dark value, in declaration order (used for documentation). */
export function listThemeVars(): { name: string; light: string; dark: string }[] {
  const rows: { name: string; light: string; dark: string }[] = [];
  for (const [group, values] of Object.entries(lightTokens) as [keyof ThemeTokens, Record<string, string>][]) {
    const dark = darkTokens[group] as Record<string, string>;
    for (const [token, light] of Object.entries(values)) {
      rows.push({ name: cssVarName([group, token]), light, dark: dark[token] ?? light });
    }
  }
  return rows;
}

/** Resolves 'system' with the user's colour-scheme preference. */
export function resolveTheme(preference: ThemePreference, prefersDark: boolean): ThemeName {
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}
