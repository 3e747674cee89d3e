import { Link, type LinkProps } from 'react-router';
import { buttonClassName, type ButtonStyleProps } from './button-classes';

/** A link that looks like a button (navigation stays an <a>). */
export function ButtonLink({ variant, size, block, className, ...rest }: LinkProps & ButtonStyleProps) {
  return <Link {...rest} className={buttonClassName({ variant, size, block }, className)} />;
}
