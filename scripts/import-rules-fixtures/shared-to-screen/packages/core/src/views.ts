// Breaks no-shared-to-screen and no-core-to-ui.
import type { Reports } from '@assess/reports';
import type { Button } from '@assess/ui';

export type Both = [typeof Reports, typeof Button];
