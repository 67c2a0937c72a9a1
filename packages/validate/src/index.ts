// @assess/validate: the Upload & Validate screen as a React component; `./define` registers <assess-validate>.
export { UploadValidate, type UploadValidateProps } from './UploadValidate/UploadValidate.tsx';
export type { NavigateDetail, NavigateHandler } from '@assess/ui';
export { PENDING_VALIDATION_JOBS_PATH } from '@assess/core';
