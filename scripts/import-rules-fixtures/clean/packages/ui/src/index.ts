import { api } from '@assess/core';

export const Button = api;
