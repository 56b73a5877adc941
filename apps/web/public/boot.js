// The first script of the home page (dist/home.html, scripts/prerender-home.mjs), before it paints. That page is
// drawn as a French visitor without a session sees it: anyone else must not see it flash before the app draws
// their own page, so it is hidden for them (index.css). The keys are the app's: src/i18n/languages.ts
// (LANGUAGE_STORAGE_KEY) and src/lib/token-storage.ts (TOKEN_STORAGE_KEY); boot.test.ts checks they agree.
(function () {
  var entry = document.currentScript.getAttribute('data-entry');
  try {
    var language = localStorage.getItem('language');
    if (localStorage.getItem('token') || (language && language !== 'fr')) {
      document.documentElement.setAttribute('data-prerender', 'off');
    }
  } catch {
    // Storage refused (private browsing): no session, no language kept, the drawn page is this visitor's.
  }
  // The app's scripts come after the first paint: the page shows from its HTML first.
  requestAnimationFrame(function () {
    setTimeout(function () {
      import(entry);
    }, 0);
  });
})();
