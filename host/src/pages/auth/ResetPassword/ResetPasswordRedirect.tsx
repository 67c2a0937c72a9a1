import { Navigate, useLocation } from 'react-router';

/** /reset-password is the redirect target of older reset links: it forwards them, query and hash, to the open reset page. */
export function ResetPasswordRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={`/auth/reset-password${search}${hash}`} replace />;
}
