/*
 * The page's script loader, inlined at the end of every page by ./pageTemplate.ts, which calls it
 * with the page's scripts inside a function of its own (so nothing lands on `window`). Plain ES5,
 * no imports: it runs before any bundle, in every browser the site supports.
 */
/** @param {string[]} scripts */
function loadScriptsAfterFirstPaint(scripts) {
  function load() {
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      /* Dynamically inserted scripts are async by default; the runtime must run before main. */
      script.async = false;
      document.head.appendChild(script);
    });
  }
  /* The first locale-aware comparison of a visit sets up the collation tables (see pageTemplate.ts). */
  function warmUpCollation() {
    try {
      document.title.localeCompare(location.pathname);
    } catch (error) {
      /* Nothing depends on it. */
    }
  }
  if (document.hidden) {
    /* A background tab paints nothing, so there is no first frame to wait for. */
    load();
  } else {
    requestAnimationFrame(function () {
      setTimeout(function () {
        load();
        setTimeout(warmUpCollation, 0);
      }, 0);
    });
  }
}
