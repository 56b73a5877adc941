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
