import { routeTo } from '@assess/core';
import { useNavigate } from 'react-router';
import { useServices } from '../services/ServicesContext.tsx';

/** Logout ends the session and goes to /login (spec 01 §2). */
export function useLogout(): () => Promise<void> {
  const { auth, api } = useServices();
  const navigate = useNavigate();
  return async () => {
    try {
      await auth.signOut();
    } finally {
      api.clearToken();
      api.clearCache();
      await navigate(routeTo('login'), { replace: true });
    }
  };
}
