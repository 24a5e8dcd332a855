import { loadCalculator } from '../api/index.js';

loadCalculator().then((calc) => {
  const result = calc.compute({ devices: 64, throughputPerDevice: 2000, efficiencyPercent: 90 });
  const format = new Intl.NumberFormat(document.documentElement.lang);
  for (const [key, value] of Object.entries(result)) {
    document.getElementById(key).textContent = format.format(value);
  }
});
