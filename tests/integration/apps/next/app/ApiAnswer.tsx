'use client';
import { useEffect, useState } from 'react';
import { loadCalculator } from 'dp-scaling-calculator';

// The typed API in the browser: the seed example's actual throughput.
export function ApiAnswer() {
  const [actual, setActual] = useState<number | null>(null);
  useEffect(() => {
    loadCalculator().then((calc) =>
      setActual(calc.compute({ devices: 64, throughputPerDevice: 2000, efficiencyPercent: 90 }).actualThroughput),
    );
  }, []);
  return (
    <p>
      The API computes <output id="app-api">{actual ?? '–'}</output> samples/s.
    </p>
  );
}
