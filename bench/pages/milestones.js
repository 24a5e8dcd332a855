// The benchmark's probe in every page, loaded first. It records, in ms since
// navigation start:
//   __ready  the first results in the DOM, laid out;
//   __screen the end of layout in the first frame that shows the results,
//            the chart's curves (on pages with a chart) and, when the
//            estimator panel is open, its estimate.
// On the element's page, ?lang=de sets the page's language and
// ?open=estimator gives the element open="estimator", as if the page had it.
(() => {
  const params = new URLSearchParams(location.search);
  if (params.get('lang')) document.documentElement.lang = params.get('lang');
  const layout = () => document.documentElement.getBoundingClientRect();
  const text = (root, id) => root.getElementById(id)?.textContent ?? '';
  const shown = (value) => value !== '' && value !== '\u2014';

  function complete(root) {
    if (!shown(text(root, 'actual'))) return false;
    const chart = root.getElementById('chart');
    if (chart && chart.querySelectorAll('svg polyline').length < 2) return false;
    const estimator = root.getElementById('estimator');
    return !estimator?.open || shown(text(root, 'estimate'));
  }

  let completed;
  const whenComplete = new Promise((done, fail) => {
    completed = done;
    setTimeout(
      () => fail(new Error(`no ${window.__ready === undefined ? 'first results' : 'complete first screen'} after a minute`)),
      60000,
    );
  });

  function results(root) {
    if (window.__ready !== undefined || !shown(text(root, 'actual'))) return;
    layout();
    window.__ready = performance.now();
    // Registered after the element's own frame callback, so it runs after it.
    const frame = () =>
      requestAnimationFrame(() => {
        if (!complete(root)) return frame();
        layout();
        window.__screen = performance.now();
        completed();
      });
    frame();
  }

  window.__milestones = { results, whenComplete };
  // The element announces every result, the first one too, with a change event.
  document.addEventListener(
    'change',
    (event) => {
      if (event.target.localName === 'dp-scaling-calculator') results(event.target.shadowRoot);
    },
    true,
  );
  // Once the page is parsed and before its module scripts run: as an author would write it.
  if (params.get('open')) {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') document.querySelector('dp-scaling-calculator')?.setAttribute('open', params.get('open'));
    });
  }
})();
