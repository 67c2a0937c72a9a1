import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';

export interface LoadFailedProps {
  /** What went wrong: the server's message, else the screen's failure text. */
  message: string;
  /** The button's text, e.g. 'Retry' or 'Try Again'. */
  retryLabel: string;
  onRetry: () => void;
}

/** A read that failed: an error alert (errors stay until acted on) with the button that reads again. */
export function LoadFailed({ message, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button size="sm" variant="outlined" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
