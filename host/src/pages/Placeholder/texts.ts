// The texts of a screen that is not built yet (decision 19).

export const PLACEHOLDER_TEXT = 'This component is currently being implemented.';
