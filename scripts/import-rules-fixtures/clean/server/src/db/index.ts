export const db = 'db';
