export const pdf = 'pdf';
