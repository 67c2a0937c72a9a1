import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.ts';

// The label, helper and error come from the shared field styles; these are the file picker's own.

export const zone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: themeVars.space['2'],
  padding: themeVars.space['3'],
  border: `1px dashed ${themeVars.color.borderStrong}`,
  borderRadius: themeVars.radius.md,
  backgroundColor: themeVars.color.surface,
  selectors: {
    '&:focus-within': { borderColor: themeVars.color.focus, boxShadow: `0 0 0 1px ${themeVars.color.focus}` },
    '&[data-invalid="true"]': { borderColor: themeVars.color.error, borderStyle: 'solid' },
  },
});

export const input = style({
  flex: '1 1 14rem',
  minWidth: 0,
  maxWidth: '100%',
  color: themeVars.color.text,
  fontFamily: 'inherit',
  fontSize: themeVars.font.sizeSm,
  touchAction: 'manipulation',
  selectors: {
    '&:focus-visible': { outline: 'none' },
    '&::file-selector-button': {
      marginRight: themeVars.space['3'],
      minHeight: themeVars.size.controlSm,
      padding: `0 ${themeVars.space['3']}`,
      border: `1px solid ${themeVars.color.borderStrong}`,
      borderRadius: themeVars.radius.sm,
      backgroundColor: themeVars.color.surfaceMuted,
      color: themeVars.color.text,
      font: 'inherit',
      fontWeight: themeVars.font.weightMedium,
      cursor: 'pointer',
    },
  },
});

export const chosen = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: themeVars.space['2'],
  flexWrap: 'wrap',
  width: '100%',
  margin: 0,
  fontSize: themeVars.font.sizeSm,
  color: themeVars.color.text,
  overflowWrap: 'anywhere',
});
