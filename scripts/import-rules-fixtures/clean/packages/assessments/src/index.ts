import { Button } from '@assess/ui';
import { MarkingView } from '@assess/marking';

export const Assessments = [Button, MarkingView];
