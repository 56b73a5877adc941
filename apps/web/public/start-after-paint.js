// A page rendered on the server shows before its script runs: the script starts once the page has painted, so that
// on a slow network the first paint has the HTML's and the stylesheet's bandwidth to itself. The server puts this
// file in place of index.html's entry script and module preloads, which it hands over as data
// (apps/api/src/plugins/server-render.ts).
const { entry, preload } = document.querySelector('script[data-entry]').dataset;

let started = false;
function start() {
  if (started) return;
  started = true;
  for (const href of preload.split(' ').filter(Boolean)) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
  void import(entry);
}

// "Painted" means on screen, which the first-contentful-paint entry tells: it is delivered once the frame has been
// presented. A task after the next animation frame is not enough: the frame is drawn then, but on a busy machine it
// reached the screen tens of milliseconds later, after the script had been requested and, from a local server,
// downloaded. Lighthouse then counts the script's download into the largest paint's time: 0.6 to 0.7 s more on its
// slow 4G in about a third of the runs (docs/BENCHMARKS.md). A hidden tab paints nothing, so there the script starts
// at once, as it does if the tab is hidden while waiting; a browser without paint timing starts after the frame, and
// none waits more than a second after it for the entry.
function startOnceOnScreen() {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start));
    return;
  }
  const painted = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    painted.disconnect();
    start();
  });
  painted.observe({ type: 'paint', buffered: true });
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && start());
  requestAnimationFrame(() => setTimeout(start, 1000));
}

if (document.visibilityState === 'hidden') start();
else startOnceOnScreen();

// Until the app runs the page, a tap on one of its buttons would be lost, or worse: links, fields and a form with an
// action work without a script, but a plain button does nothing and a form the script handles (no action) would
// reload the page and drop what was typed. Such taps and submits are held and replayed, in order, once the app marks
// the page as started (<html data-started>, src/app/started-mark.tsx). They do not reach the page before then, so
// that a UI runtime replaying events of its own during hydration cannot act on them twice.
const held = [];

function inPage(element) {
  return Boolean(element) && document.getElementById('root')?.contains(element);
}

function holdClick(event) {
  const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
  if (!inPage(button) || button.disabled) return;
  event.stopImmediatePropagation();
  held.push(() => button.isConnected && !button.disabled && button.click());
}

function holdSubmit(event) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || form.hasAttribute('action') || !inPage(form)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const submitter = event.submitter?.form === form ? event.submitter : null;
  held.push(() => form.isConnected && form.requestSubmit(submitter?.isConnected ? submitter : null));
}

function replay() {
  if (!('started' in document.documentElement.dataset)) return;
  observer.disconnect();
  removeEventListener('click', holdClick, true);
  removeEventListener('submit', holdSubmit, true);
  for (const act of held.splice(0)) act();
}

const observer = new MutationObserver(replay);
observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-started'] });
addEventListener('click', holdClick, true);
addEventListener('submit', holdSubmit, true);
