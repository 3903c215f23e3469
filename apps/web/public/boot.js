// The starter of a page the server drew itself (church home, /about, /prayer: apps/server plugins/web-first-paint.ts;
// it swaps this in for the app's entry script): the entry module is added once the browser has painted that first
// screen, so the app's scripts never hold its largest paint back. A tab opened in the background (no frames)
// starts on a timer.
(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  var started = false;
  function start() {
    if (started || !entry) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 500);
})();
