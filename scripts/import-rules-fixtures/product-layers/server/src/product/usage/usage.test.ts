// A test may start the whole product from the root.
import { product } from '../index.js';
import { usagePlugin } from './plugin.js';

export const checked = [product, usagePlugin];
