/** The attribute of the `<template>`s whose scripts and preloads start the app (ADR 91). */
export const appStartAttribute = 'data-after-first-paint';

/**
 * The inline `<head>` script that starts the app after the page's first paint (ADR 91). The
 * built page holds its entry script, and a rendered page its chunks' preloads, inside
 * `<template data-after-first-paint>` (inert: nothing is fetched). Once the document is parsed
 * and a frame has been painted, this moves their contents into the head, so the browser fetches
 * and runs them. Plain ES5: it runs before any bundle. The server allows exactly this text in
 * its Content-Security-Policy by its sha256 hash.
 */
export const appStartScript =
  `(function(){var d=document,s=0;function go(){if(s)return;s=1;` +
  `var t=d.querySelectorAll('template[${appStartAttribute}]');` +
  `for(var i=0;i<t.length;i++)d.head.appendChild(d.importNode(t[i].content,true))}` +
  `function afterPaint(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
  `if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',afterPaint);else afterPaint()})()`;
