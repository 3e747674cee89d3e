/** The attribute of the `<template>`s whose scripts and preloads start the app (ADR 100). */
export const appStartAttribute = 'data-after-first-paint';

/**
 * The attribute the app sets on `<html>` once it has hydrated (or first rendered the shell):
 * from then on a click or a key press is handled by the app. The e2e suite waits for it.
 */
export const appReadyAttribute = 'data-app-ready';

/** How long the start waits for the first paint before starting anyway, in milliseconds. */
export const appStartDeadline = 1500;

/**
 * The inline `<head>` script that starts the app after the page's first paint (ADR 100). The
 * built page holds its entry script, and a rendered page its chunks' preloads, inside
 * `<template data-after-first-paint>` (inert: nothing is fetched). Once the document is parsed
 * and the first contentful paint reported, this moves their contents into the head, so the
 * browser fetches and runs them. The shell (an empty #root) has nothing to paint and starts at
 * once; a first pointer or key press, or the deadline, starts it earlier. Plain ES5: it runs
 * before any bundle. The server allows exactly this text in its Content-Security-Policy by its
 * sha256 hash.
 */
export const appStartScript =
  `(function(){var d=document,due=0,started=0;` +
  `function go(){due=1;if(started||d.readyState==='loading')return;started=1;` +
  `var t=d.querySelectorAll('template[${appStartAttribute}]');` +
  `for(var i=0;i<t.length;i++)d.head.appendChild(d.importNode(t[i].content,true))}` +
  `d.addEventListener('DOMContentLoaded',function(){var r=d.getElementById('root');if(due||!r||!r.firstChild)go()});` +
  `['pointerdown','keydown','touchstart'].forEach(function(e){addEventListener(e,go,{capture:true,passive:true})});` +
  `setTimeout(go,${appStartDeadline});` +
  `try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()})` +
  `.observe({type:'paint',buffered:true})}catch(e){}})()`;
