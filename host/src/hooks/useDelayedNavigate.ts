import { useEffect, useState } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';

export interface PlannedNavigation {
  to: string;
  delayMs: number;
  options?: NavigateOptions;
}

/** Goes somewhere after a delay (the redirects after registration, confirmation and reset); cancelled on unmount. */
export function useDelayedNavigate(): (plan: PlannedNavigation) => void {
  const navigate = useNavigate();
  const [plan, setPlan] = useState<PlannedNavigation | null>(null);
  useEffect(() => {
    if (!plan) return;
    const timer = setTimeout(() => void navigate(plan.to, plan.options), plan.delayMs);
    return () => clearTimeout(timer);
  }, [plan, navigate]);
  return setPlan;
}
