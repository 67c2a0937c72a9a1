// Breaks no-infrastructure-upward: shared/ imports storage, above it.
import { storage } from '../storage/index.js';

export const limits = storage;
