import { createHash } from 'node:crypto';

/** The element that holds a server-rendered page's hydration scripts until its first paint. */
export const HYDRATION_TEMPLATE_ID = 'portal-hydration';

/**
 * The one inline script of the portal (server README, "Server-side rendering"): a server-rendered page is
 * painted from its HTML alone, so its module scripts and their `modulepreload` hints wait in an inert
 * `<template>` and this starts them once the page has painted (the browser's first-contentful-paint entry, after
 * the frame in browsers without paint timing; at once in a hidden tab, with nothing to paint; after 2 s at the
 * latest). They neither share the bandwidth with what the first paint needs nor run before the first frame (a
 * deferred module script that is ready, e.g. cached, runs before the browser renders). A constant: the CSP allows
 * it by its hash (`HYDRATION_START_CSP_SOURCE`), and no other inline script.
 */
export const HYDRATION_START_SCRIPT =
  '(function(){var d=document,started=false;' +
  'function start(){if(started)return;started=true;' +
  `var t=d.getElementById("${HYDRATION_TEMPLATE_ID}");` +
  'if(t){d.head.appendChild(d.importNode(t.content,true));t.remove();}}' +
  'function afterPaint(){setTimeout(start,0);}' +
  'if(d.visibilityState==="hidden"){start();return;}' +
  'setTimeout(start,2000);' +
  'var P=window.PerformanceObserver;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
  'new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){' +
  'observer.disconnect();afterPaint();}}).observe({type:"paint",buffered:true});}' +
  'else requestAnimationFrame(afterPaint);})();';

/** The CSP script source that allows `HYDRATION_START_SCRIPT` (and only it) to run inline. */
export const HYDRATION_START_CSP_SOURCE = `'sha256-${createHash('sha256').update(HYDRATION_START_SCRIPT).digest('base64')}'`;
