import { useStore } from '@nanostores/react';
import { $theme, setTheme, type ThemePreference } from '@assess/core';
import { Menu } from '../components/Menu/Menu.tsx';
import { DarkModeIcon, LightModeIcon, SystemModeIcon } from '../components/icons.tsx';

const CHOICES: readonly { value: ThemePreference; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

const ICONS = { light: LightModeIcon, dark: DarkModeIcon, system: SystemModeIcon };

/** The theme switch (spec 01 §2): Light, Dark or System, kept in local storage, System until chosen. */
export function ThemeMenu() {
  const preference = useStore($theme);
  const Icon = ICONS[preference];
  return (
    <Menu
      label="Theme"
      trigger={<Icon />}
      items={CHOICES.map((choice) => ({
        key: choice.value,
        label: choice.label,
        checked: preference === choice.value,
        onSelect: () => setTheme(choice.value),
      }))}
    />
  );
}
