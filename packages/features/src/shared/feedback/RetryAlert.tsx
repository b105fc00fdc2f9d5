import { Alert, Button, Stack } from '@manara/ui';

export interface RetryAlertProps {
  /** 'Error:' in the reader's language. */
  title: string;
  /** What failed, in the reader's language (`useErrorText`). */
  message: string;
  /** 'Try Again' in the reader's language. */
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}

/** A read that failed: its words and a way to ask again, as every screen shows it. */
export function RetryAlert({ title, message, retryLabel, onRetry, className }: RetryAlertProps) {
  return (
    <Alert tone="danger" title={title} className={className}>
      <Stack gap={3} align="start">
        <p>{message}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
