// Breaks no-server-layer-upward: config, the lowest layer, imports the product.
import { ApiError } from '../product/errors.js';

export const config = ApiError;
