/*
 * Framework internals (one seam: lib/next/; off with PLAIN_NEXT=1 where marked). The loader of the
 * after-paint head (after-paint-head.tsx): relies on the script list that class writes, nothing of
 * Next itself. Off with PLAIN_NEXT=1.
 */
/** The id of the JSON list of a page's scripts that the loader reads (lib/next/after-paint-head.tsx). */
export const SCRIPT_LIST_ID = '__next_scripts';

/**
 * Runs in <head>, allowed by its hash (lib/http/csp/page-policy.ts): loads the page's scripts, in
 * their order (`async = false`), once the browser has made the page's first contentful paint.
 * Next writes them as `defer` scripts, which a phone fetches beside the stylesheets, fonts and lead
 * image it needs to paint, and runs as soon as the HTML is parsed, before the first paint when
 * layout takes longer than the scripts' download. The page paints without them (it is
 * server-rendered, links are plain links); React takes over once it is on screen.
 * Where paint timing is missing (old browsers) or the page starts hidden (a background tab, a
 * prerender: no paint comes until it is shown), the scripts load at DOMContentLoaded, which is when
 * `defer` runs them; five seconds without a paint load them anyway.
 * Written as a string, not a function's source, so that its hash is the same wherever it is read.
 */
export const afterPaintLoader = [
  '(function(){',
  'var started=false;',
  'function load(){',
  'if(started)return;started=true;',
  `JSON.parse(document.getElementById('${SCRIPT_LIST_ID}').textContent).forEach(function(src){`,
  "var script=document.createElement('script');script.src=src;script.async=false;document.head.appendChild(script);",
  '});',
  '}',
  'var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];',
  "if(types.indexOf('paint')<0||document.visibilityState==='hidden'){document.addEventListener('DOMContentLoaded',load);return;}",
  'new PerformanceObserver(function(list,observer){',
  "if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();load();}",
  "}).observe({type:'paint',buffered:true});",
  'setTimeout(load,5000);',
  '})();',
].join('');
