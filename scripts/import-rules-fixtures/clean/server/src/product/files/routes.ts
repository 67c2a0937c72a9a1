import { ApiError } from '../errors.js';
import { findFile } from './repository.js';

export const routes = [ApiError, findFile];
