import type { NavigateDetail } from '@assess/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Turns a screen's onNavigate request into a router navigation, keeping its state for the next screen. */
export function useScreenNavigate(): (detail: NavigateDetail) => void {
  const navigate = useNavigate();
  return useCallback((detail: NavigateDetail) => void navigate(detail.to, detail.state ? { state: detail.state } : undefined), [navigate]);
}
