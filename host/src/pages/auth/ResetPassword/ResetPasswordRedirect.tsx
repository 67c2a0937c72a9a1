import { routeTo } from '@assess/core';
import { Navigate, useLocation } from 'react-router';

/** /reset-password is the redirect target of older reset links: it forwards them, query and hash, to the open reset page. */
export function ResetPasswordRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={`${routeTo('resetPassword')}${search}${hash}`} replace />;
}
