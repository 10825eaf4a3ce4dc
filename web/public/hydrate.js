// Starts the web app on a rendered page once it has loaded and painted (docs/decisions.md 92): the HTML is whole and
// readable without it, and on a slow line its text and first pictures should not share the bandwidth with the
// app's code. At most a few seconds later even if a picture hangs. The entry and the page's own chunks come from
// data attributes the renderer writes; a classic script, so it knows its own element. Where this file is not
// used (vite dev, the plain shell) index.html loads the app as usual.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
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
  // Both: the page has loaded (its first pictures are in) and has painted its text.
  var loaded = document.readyState === 'complete';
  var painted = false;
  function startWhenBoth() {
    if (loaded && painted) setTimeout(start, 0);
  }
  window.addEventListener(
    'load',
    function () {
      loaded = true;
      startWhenBoth();
    },
    { once: true },
  );
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted = true;
      startWhenBoth();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    painted = true; // no paint timing in this browser: the load event alone
  }
  setTimeout(start, 3000);
})();
