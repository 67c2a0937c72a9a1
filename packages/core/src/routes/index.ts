// The product's route table.
export * from './routes.js';
