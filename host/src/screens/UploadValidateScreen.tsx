import { UploadValidate } from '@assess/validate';
import { useScreenNavigate } from './useScreenNavigate.ts';

/** /dashboard/validation. */
export function UploadValidateScreen() {
  return <UploadValidate onNavigate={useScreenNavigate()} />;
}
