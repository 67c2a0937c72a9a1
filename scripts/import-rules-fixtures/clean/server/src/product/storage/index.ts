import { cpu } from '../cpu/index.js';

export const storage = cpu;
