// The estimate and its band as every panel shows them (web/panels/shared/band.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBand, shownBand } from '../../../web/panels/shared/band.js';
import { createContext } from '../../../web/element/context.js';
import { locale } from '../support.mjs';

const ctx = (language) => createContext({ text: locale(language), language, locale: language, unit: 'samples/s', currency: 'EUR' });

test('the band is shown in whole points, and a band narrower than a point as one, never as none or as decimals', () => {
  assert.equal(withBand(ctx('en'), { efficiencyPercent: 99.96, uncertaintyPercent: 0.917 }), '100% ± 1');
  assert.equal(withBand(ctx('en'), { efficiencyPercent: 99.99, uncertaintyPercent: 0.3 }), '100% ± 1');
  assert.equal(withBand(ctx('en'), { efficiencyPercent: 91.68, uncertaintyPercent: 7.16 }), '92% ± 7');
  assert.equal(withBand(ctx('de'), { efficiencyPercent: 84.2, uncertaintyPercent: 12.5 }), '84\u00a0% ± 13');
  assert.deepEqual([0.2, 0.5, 1.49, 1.5, 40.4].map(shownBand), [1, 1, 1, 2, 40]);
});
