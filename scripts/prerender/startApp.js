// Served as is (a classic script, no build step) by every prerendered page: it starts the app once the
// page has painted, so the app's code never competes with the first paint for the network or the CPU.
// The page names the code on this script's element: data-entry, the app's module; data-preload, the
// modules it imports at once; data-first, the one of those run on its own first (React DOM), so that
// evaluating it and evaluating the rest are two tasks, not one long one.
(function () {
  var element = document.currentScript;
  var entry = element.dataset.entry;
  var first = element.dataset.first;
  var preloads = (element.dataset.preload || '').split(' ').filter(Boolean);
  var started = false;

  function run(src, then) {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    if (then) script.onload = script.onerror = then;
    document.head.appendChild(script);
  }

  function start() {
    if (started) return;
    started = true;
    // The app's module too: it is fetched beside the first, which runs before it.
    preloads.concat(entry).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    if (first) run(first, function () { run(entry); });
    else run(entry);
  }

  // The first date format builds the browser's locale tables, a long task on a slow phone: it runs on
  // its own while the app's code downloads, not inside the task that evaluates that code.
  function prepareDates() {
    try {
      Intl.DateTimeFormat.supportedLocalesOf([navigator.language || 'en-US']);
    } catch {
      // A language tag the browser cannot read: the app falls back on its own.
    }
  }

  // A task queued from a frame callback runs once that frame is painted.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
    setTimeout(prepareDates, 0);
  });
  // A tab opened in the background paints nothing until shown; the app starts all the same.
  setTimeout(start, 250);
})();
