import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonStyleProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
};

/** The class list shared by <Button> and <ButtonLink>. */
export function buttonClassName(
  { variant = 'primary', size = 'md', block = false }: ButtonStyleProps,
  extra?: string,
): string {
  return [styles.button, styles[variant], size !== 'md' && styles[size], block && styles.block, extra]
    .filter(Boolean)
    .join(' ');
}

export const spinnerClassName = styles.spinner;
