// The panels' bodies in one element: each built the first time its panel is
// open (or about to open), once the answers can come, so that it never shows
// a question it cannot answer yet or a text it lacks. Comes with the panels'
// code; the door (web/element/panels.js) hands it what it needs: the
// element's view, form and texts, and its panels. When the answers cannot
// come, each open panel says so, and opening one again tries again.
import { answersReady } from './ready.js';
import { didNotLoad } from '../../common/warn.js';
import { once } from '../../common/once.js';
import { openPanels, sayFailed } from '../../element/panels.js';

// The closed panel whose summary holds `target`, if any.
/**
 * @param {EventTarget | null} target
 * @returns {HTMLElement | null}
 */
function closedPanelAt(target) {
  const panel = /** @type {Element} */ (target).closest?.('summary')?.parentElement;
  return panel?.matches('details.panel:not([open])') ? panel : null;
}

/**
 * @param {object} element the element's side of the door (web/element/panels.js)
 * @param {import('../../element/view.js').View} element.view
 * @param {ReturnType<typeof import('../../element/form.js').createForm>} element.form
 * @param {() => void} element.localize
 * @param {(announce: boolean, remember: boolean) => unknown} element.request
 * @param {() => string} element.language
 * @param {{ markup(id: string): string, built(id: string, choices: Record<string, string>): void }} panels
 */
export function createBodies({ view, form, localize, request, language }, panels) {
  let ready = false;
  // The answers: the core's second module and the rest of the element's language; then the open panels' bodies.
  const answers = once(() =>
    answersReady(language()).then(
      () => {
        ready = true;
        for (const id of openPanels(view)) view.el(`${id}-failed`)?.remove();
        buildOpen();
        request(false, true);
      },
      (error) => {
        didNotLoad("the core's second module", error);
        for (const id of openPanels(view)) sayFailed(view, id);
        localize();
        throw error;
      },
    ),
  );
  const want = () => answers().catch(() => {});
  // The bodies of `list` not built yet, once the answers can come; each says what it does once built.
  /** @param {HTMLElement[]} list */
  function build(list) {
    if (!list.length) return;
    if (!ready) return void want();
    const built = list.filter((panel) => !('built' in panel.dataset));
    for (const panel of built) {
      panel.insertAdjacentHTML('beforeend', panels.markup(panel.id));
      panel.dataset.built = '';
      panels.built(panel.id, form.choices());
      form.show(panel);
    }
    if (built.length) localize();
  }
  const buildOpen = () => build(/** @type {HTMLElement[]} */ ([...view.root.querySelectorAll('details.panel[open]')]));

  // A click on a closed panel's summary builds its body before it opens (the focus can then move into it);
  // the pointer or the focus on one fetches its answers; a toggle may show or hide what a snapshot names.
  view.root.addEventListener('click', (event) => {
    const panel = closedPanelAt(event.target);
    if (panel) build([panel]);
  });
  const near = (/** @type {{ target: EventTarget | null }} */ event) => closedPanelAt(event.target) && want();
  for (const type of ['pointerover', 'focusin']) view.root.addEventListener(type, near);
  const reached = view.root.querySelector('details.panel:not([open]) > summary:is(:hover, :focus)');
  if (reached) near({ target: reached });
  view.root.addEventListener('toggle', () => (buildOpen(), request(false, true)), true);
  return { buildOpen, want };
}
