import { commonMessages } from '@sehat/core/messages';
import { Button } from './button';
import type { ButtonSize } from './button-classes';
import { FormAlert } from './form-alert';
import styles from './error-state.module.css';

/** What a screen shows when its data could not be loaded: the reason and a retry button. */
export function ErrorState({
  message,
  onRetry,
  size,
  retrying = false,
  className,
}: {
  message: string;
  onRetry: () => void;
  size?: ButtonSize;
  /** The retry is under way (a spinner on the button). */
  retrying?: boolean;
  /** The frame a screen draws around it (a bordered box in lists). */
  className?: string;
}) {
  return (
    <div className={className ? `${styles.errorState} ${className}` : styles.errorState}>
      <FormAlert message={message} />
      <Button variant="secondary" size={size} onClick={onRetry} loading={retrying}>
        {commonMessages.retry}
      </Button>
    </div>
  );
}
