// Each panel's module, in the order web/element/panels.js (PANELS) shows
// them: a panel is a folder here, a line of PANELS and an import below.
import * as whatIf from './what-if/index.js';
import * as timeCost from './time-cost/index.js';
import * as estimator from './estimator/index.js';
import * as layouts from './layouts/index.js';

export const MODULES = [whatIf, timeCost, estimator, layouts];
