export const config = 'config';
