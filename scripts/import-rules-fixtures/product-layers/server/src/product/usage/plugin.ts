// Breaks no-product-root-from-below: an area imports the root that composes the areas.
import { plugins } from '../plugins.js';

export const usagePlugin = plugins;
