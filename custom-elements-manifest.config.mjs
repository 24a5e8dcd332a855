// The custom-elements manifest is generated from the element's source and
// JSDoc by @custom-elements-manifest/analyzer; scripts/build.mjs runs it and
// writes dist/custom-elements.json, which package.json points at.
import { readFileSync } from 'node:fs';
import { INPUT_IDS, attributeOf, initialOf, publicOf } from './web/element/attributes.js';
import { SELECTS } from './web/common/fields.js';
import { OPTIONS } from './web/panels/estimator/options.js';

// English, both halves (web/locales/languages.js), the second in sections.
const half = (name) => JSON.parse(readFileSync(new URL(`./web/locales/en/${name}.json`, import.meta.url), 'utf8'));
const en = { ...half('screen'), ...Object.assign({}, ...Object.values(half('panels'))) };

// Every input of fields.js is an attribute and a property under its public
// name, defined at run time from that list (attributes.js). The analyzer cannot follow the loop,
// so this plugin adds them from the same list, labelled as the page labels
// them in English.
const inputs = {
  name: 'dpsc-inputs',
  packageLinkPhase({ customElementsManifest }) {
    const element = customElementsManifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'dp-scaling-calculator');
    for (const id of INPUT_IDS) {
      const type = { text: SELECTS[id] ? OPTIONS[id].options.map((o) => `'${o.id}'`).join(' | ') : 'number' };
      const initial = initialOf(id);
      const description = (en[id] ?? id).replace(/ \(\{unit\}\)/, '');
      const extra = initial === '' ? {} : { default: JSON.stringify(initial) };
      element.attributes.push({ name: attributeOf(id), fieldName: publicOf(id), type, description, ...extra });
      element.members.push({ kind: 'field', name: publicOf(id), type, description, ...extra });
    }
  },
};

export default {
  globs: ['web/element/dp-scaling-calculator.js', 'web/element/define.js'],
  outdir: 'build/cem',
  packagejson: false,
  plugins: [inputs],
};
