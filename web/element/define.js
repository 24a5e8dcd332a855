// Registers <dp-scaling-calculator>. Loading this module twice (or two copies
// of the bundle) must not throw, so the first definition wins.
import { DpScalingCalculator } from './dp-scaling-calculator.js';

if (!customElements.get('dp-scaling-calculator')) {
  customElements.define('dp-scaling-calculator', DpScalingCalculator);
}

export { DpScalingCalculator };
