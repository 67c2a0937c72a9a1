import type { AuthResetLinkResult } from '@assess/core';
import { useResource } from '@assess/ui';
import { useRef } from 'react';
import { useServices } from '../../../services/ServicesContext.tsx';

export type ResetLinkState = { status: 'verifying' } | AuthResetLinkResult;

const VERIFYING: ResetLinkState = { status: 'verifying' };

/** Checks the link the reset page was opened with, once (a code can be exchanged only once). */
export function useResetLink(): ResetLinkState {
  const { auth } = useServices();
  const started = useRef<Promise<AuthResetLinkResult> | null>(null);
  const { resource } = useResource('reset-link', () => (started.current ??= auth.prepareResetPassword(window.location.href)));
  return resource.kind === 'data' ? resource.data : VERIFYING;
}
