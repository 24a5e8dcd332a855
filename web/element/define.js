// Registers <dp-scaling-calculator> where there are custom elements: not in
// Node or a worker, where frameworks import it to render pages on the server.
// Loading this module twice (or two copies of the bundle) must not throw, so
// the first definition wins.
import { DpScalingCalculator } from './dp-scaling-calculator.js';

if (globalThis.customElements && !customElements.get('dp-scaling-calculator')) {
  customElements.define('dp-scaling-calculator', DpScalingCalculator);
}

export { DpScalingCalculator };
