// @assess/core/routes: the product's route table.
export { dashboardPath, type RouteName, ROUTES, routeTo } from './routes.js';
