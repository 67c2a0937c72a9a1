// Breaks server-folder-in-layers: widgets/ has no place in the layers.
import { widgets } from '../widgets/index.js';

export const statics = widgets;
