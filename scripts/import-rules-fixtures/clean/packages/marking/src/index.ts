import { api } from '@assess/core';
import { Button } from '@assess/ui';

export const MarkingView = [api, Button];
