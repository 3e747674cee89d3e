import { themeAttribute, themeStorageKey } from './theme-choice';

/**
 * The inline `<head>` script that sets the theme before the first paint (no flash of the wrong
 * theme). It repeats `resolveTheme` in plain ES5 because it runs before any bundle; a test runs
 * it against `resolveTheme` so the two cannot drift. The server allows exactly this text in its
 * Content-Security-Policy by its sha256 hash.
 */
export const themeBootScript =
  `(function(){var t=null;try{t=localStorage.getItem('${themeStorageKey}')}catch(e){}` +
  `if(t!=='light'&&t!=='dark'){t=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}` +
  `document.documentElement.setAttribute('${themeAttribute}',t)})()`;
