/**
 * The one script a rendered page carries inline (docs/decisions.md 92): it starts the web app once the page has
 * loaded and painted, with the entry and the page's chunks the renderer writes into its data attributes. Inline,
 * not a file: a file is one more request before the first paint, which a phone on a slow line waits for and
 * Lighthouse counts into the page's LCP (docs/pitfalls.md). The CSP below allows exactly this text by its
 * SHA-256, so it must stay the same bytes on every page; a test recomputes the hash.
 * Both conditions: the load event (the first pictures are in) and the first contentful paint; at most 3 s.
 */
export const startAppScript = `(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  var loaded = document.readyState === 'complete';
  var painted = false;
  function start() {
    if (started) return;
    started = true;
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry);
  }
  function startWhenBoth() {
    if (loaded && painted) setTimeout(start, 0);
  }
  window.addEventListener('load', function () {
    loaded = true;
    startWhenBoth();
  }, { once: true });
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted = true;
      startWhenBoth();
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    painted = true;
  }
  setTimeout(start, 3000);
})();`;

/** The SHA-256 of startAppScript, as the CSP names it (checked by services/contracts/test). */
export const startAppScriptHash = 'sha256-K1dby53gklCu6ZxqrGKblLPqB+JlElc+RuHil0Fw5hM=';

/**
 * The security headers on every answer of the site: Nginx sets them (infra/nginx/restaurant.conf.template, which
 * a test keeps equal to these) and the embedded gateway sets them on the pages it serves. Scripts only from the
 * site itself, plus the one inline start script by its hash; no 'unsafe-inline' for scripts. Inline styles are
 * allowed: the rendered pages carry their styles inline.
 */
export const webSecurityHeaders = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cross-origin-opener-policy': 'same-origin',
  'content-security-policy': `default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; script-src 'self' '${startAppScriptHash}'; connect-src 'self'; frame-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'`,
} as const;
