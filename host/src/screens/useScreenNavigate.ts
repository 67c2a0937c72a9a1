import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** What a feature screen asks for when it leaves: a product route and, after a submission, the refresh flag. */
export interface ScreenNavigation {
  to: string;
  state?: { forceRefresh?: boolean };
}

/** Turns a screen's onNavigate request into a router navigation, keeping its state for the next screen. */
export function useScreenNavigate(): (detail: ScreenNavigation) => void {
  const navigate = useNavigate();
  return useCallback((detail: ScreenNavigation) => void navigate(detail.to, detail.state ? { state: detail.state } : undefined), [navigate]);
}
