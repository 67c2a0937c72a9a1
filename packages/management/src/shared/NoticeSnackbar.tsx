import { Snackbar } from '@assess/ui';
import { CLASS_SNACKBAR_MS } from '../Classes/snackbar.ts';

/** What a class view says after a change: success, or why it failed. */
export interface Notice {
  message: string;
  severity: 'success' | 'error';
}

/** The class views' snackbar (spec 02 §9: 5000 ms); closed while there is no notice. */
export function NoticeSnackbar({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return <Snackbar open={notice !== null} message={notice?.message ?? ''} severity={notice?.severity ?? 'success'} autoHideDuration={CLASS_SNACKBAR_MS} onClose={onClose} />;
}
