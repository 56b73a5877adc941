// A page rendered on the server shows before its script runs: the script starts once the page has painted, so that
// on a slow network the first paint has the HTML's and the stylesheet's bandwidth to itself. The server puts this
// file in place of index.html's entry script and module preloads, which it hands over as data
// (apps/api/src/plugins/server-render.ts). A hidden tab paints nothing, so there the script starts at once.
const { entry, preload } = document.querySelector('script[data-entry]').dataset;

function start() {
  for (const href of preload.split(' ').filter(Boolean)) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
  void import(entry);
}

if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
