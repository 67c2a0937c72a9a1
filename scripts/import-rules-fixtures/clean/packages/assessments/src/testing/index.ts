import { api } from '@assess/core';

export const fakeBackend = api;
