import { useLayoutEffect, useRef } from 'react';

type StyleProperty = 'width' | 'backgroundColor';

/**
 * Sets one computed style property through the CSSOM once the element exists. A `style`
 * attribute in server-rendered HTML is an inline style the CSP (style-src 'self') blocks;
 * set from script it is allowed (ADR 53).
 */
export function useStyleProperty<T extends HTMLElement>(property: StyleProperty, value: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.style[property] = value;
  }, [property, value]);
  return ref;
}
