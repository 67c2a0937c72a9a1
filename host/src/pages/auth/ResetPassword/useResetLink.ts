import type { AuthResetLinkResult } from '@assess/core';
import { useEffect, useRef, useState } from 'react';
import { useServices } from '../../../services/ServicesContext.tsx';

export type ResetLinkState = { status: 'verifying' } | AuthResetLinkResult;

/** Checks the link the reset page was opened with, once (a code can be exchanged only once). */
export function useResetLink(): ResetLinkState {
  const { auth } = useServices();
  const [state, setState] = useState<ResetLinkState>({ status: 'verifying' });
  const started = useRef<Promise<AuthResetLinkResult> | null>(null);
  useEffect(() => {
    let current = true;
    started.current ??= auth.prepareResetPassword(window.location.href);
    void started.current.then((result) => {
      if (current) setState(result);
    });
    return () => {
      current = false;
    };
  }, [auth]);
  return state;
}
