import { Alert, Button } from '@assess/ui';

/** A read that failed: what went wrong, and Try Again. */
export function LoadFailed({ message, retry, onRetry }: { message: string; retry: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      autoDismiss={false}
      action={
        <Button size="sm" variant="outlined" onClick={onRetry}>
          {retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
