import type { ComponentPropsWithRef } from 'react';
import { buttonClassName, spinnerClassName, type ButtonStyleProps } from './button-classes';

type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonStyleProps & {
    /** Shows a spinner, marks the button busy and disables it. */
    loading?: boolean;
  };

export function Button({
  variant,
  size,
  block,
  loading = false,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClassName({ variant, size, block }, className)}
    >
      {loading && <span className={spinnerClassName} aria-hidden="true" />}
      {children}
    </button>
  );
}
