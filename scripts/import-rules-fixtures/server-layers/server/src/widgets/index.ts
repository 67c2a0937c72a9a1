export const widgets = 'widgets';
