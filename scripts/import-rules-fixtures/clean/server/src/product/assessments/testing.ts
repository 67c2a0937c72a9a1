export const seedAssessment = 'seed';
