// The results in one line, kept in view while the panels below are worked
// in: a bar that sticks to the top of the element and shows only while the
// results themselves are scrolled out of view above it. The bar's box has
// no height (its line hangs below it), so nothing moves when it shows. Its
// figures come from the snapshot, formatted as the results and the time and
// cost format them (shownTriple; each panel's `summary`), so the two never
// differ; screen readers have those.
import { shownTriple } from '../../i18n/format.js';

/** @typedef {import('../panel').Snapshot} Snapshot */
/** @typedef {import('../panel').Panel} Panel */
/** @typedef {import('../../element/context.js').Context} Context */

// The efficiency in words on a wide screen, as the formula's E on a phone, where the line has less room.
const MARKUP = `<div class="summary-bar" id="summary-bar" aria-hidden="true" hidden>
  <p id="summary-line"><span class="wide" id="summary-wide"></span><span class="narrow" id="summary-narrow"></span></p>
</div>`;

// The actual throughput with its unit, the speedup, and what each panel adds (its `summary`: time and cost).
/**
 * @param {Snapshot & { result: {} }} snapshot a snapshot with results
 * @param {Context} ctx
 * @param {Panel[]} panels
 */
function figures(snapshot, ctx, panels) {
  const actual = `${shownTriple(ctx.locale, snapshot.result)[1]} ${ctx.unit}`;
  const more = panels.flatMap((p) => p.summary?.(snapshot, ctx, snapshot.panels[/** @type {import('../panel').PanelId} */ (p.id)]) ?? []);
  return [actual, `${ctx.number(snapshot.result.speedup)}×`, ...more];
}

/**
 * Adds the bar to `view` (its root's first child) and returns { render(snapshot, ctx, panels), disconnect() }.
 * @param {import('../../element/view.js').View} view
 */
export function summaryBar(view) {
  const element = /** @type {Element} */ (view.root.querySelector('.root'));
  element.insertAdjacentHTML('afterbegin', MARKUP);
  const bar = /** @type {HTMLElement} */ (view.el('summary-bar'));
  const results = /** @type {Element} */ (view.root.querySelector('.results'));
  let resultsAbove = false;
  let elementShown = false;
  let line = '';
  const show = () => (bar.hidden = !(resultsAbove && elementShown && line));
  // The viewport stretched far downward: a box "intersects" while any of it lies below the viewport's top, so
  // the state flips exactly where the results cross the top, even when a jump (a link, End, a click that
  // scrolls) takes them from below the viewport to above it at once, never through it.
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, boundingClientRect } of entries) {
        if (target === results) resultsAbove = !isIntersecting && boundingClientRect.bottom <= 0;
        else elementShown = isIntersecting;
      }
      show();
    },
    { rootMargin: '0px 0px 10000% 0px' },
  );
  // Watched from the first render after the element is (re)connected.
  let watching = false;
  const watch = () => {
    if (watching) return;
    watching = true;
    observer.observe(results);
    observer.observe(element);
  };
  return {
    /**
     * @param {Snapshot} snapshot
     * @param {Context} ctx
     * @param {Panel[]} panels
     */
    render(snapshot, ctx, panels) {
      const { result, values } = snapshot;
      watch();
      const efficiency = result && ctx.percent(values.efficiencyPercent / 100);
      const rest = result ? figures(/** @type {Snapshot & { result: {} }} */ (snapshot), ctx, panels) : [];
      const tail = rest
        .filter(Boolean)
        .map((part) => ` · ${part}`)
        .join('');
      line = result ? `${ctx.message('summaryEfficiency', { efficiency: /** @type {string} */ (efficiency) })}${tail}` : '';
      view.text('summary-wide', line);
      view.text('summary-narrow', result ? `E ${efficiency}${tail}` : '');
      show();
    },
    disconnect() {
      observer.disconnect();
      watching = false;
    },
  };
}
