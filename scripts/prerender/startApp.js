// Served as is (a classic script, no build step) by every prerendered page: it starts the app once the
// page has painted, so running the app's code never competes with the first paint for the CPU. The
// page's head fetches that code meanwhile. The page names it on this script's element: data-entry,
// the app's module; data-first, a module run on its own first, which sets React DOM up while the rest
// is still on its way, so that setting it up and starting the app are two tasks, not one long one.
(function () {
  var element = document.currentScript;
  var entry = element.dataset.entry;
  var first = element.dataset.first;
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
    run(first, function () {
      run(entry);
    });
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
