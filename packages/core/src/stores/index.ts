export { $role, $roleKnown, $session } from './session.js';
export { $prefersDark, $resolvedTheme, $theme, setTheme, THEME_STORAGE_KEY, type ThemePreference } from './theme.js';
