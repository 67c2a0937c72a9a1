import { MarkingView } from '@assess/marking';
import type { Button } from '@assess/ui';

export const Reports = MarkingView;
export type Props = typeof Button;
