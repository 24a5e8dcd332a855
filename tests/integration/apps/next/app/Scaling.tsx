'use client';
import { useEffect, useRef, useState } from 'react';
import 'dp-scaling-calculator/element';
import type { DpScalingCalculator, DpscChangeEvent } from 'dp-scaling-calculator/element';

type Cluster = { devices?: number; throughput?: number; efficiency?: number };

export function Scaling({ devices = 64, throughput = 2000, efficiency = 90 }: Cluster) {
  const ref = useRef<DpScalingCalculator>(null);
  const [speedup, setSpeedup] = useState<number | null>(null);
  // React 19 attaches an ondpsc-change prop on a client render, not when it
  // hydrates the server's HTML: listen in an effect, and take the result the
  // element may already have.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const show = (event: DpscChangeEvent) => setSpeedup(event.detail?.speedup ?? null);
    element.addEventListener('dpsc-change', show);
    element.ready.then((result) => setSpeedup(result?.speedup ?? null));
    return () => element.removeEventListener('dpsc-change', show);
  }, []);
  return (
    <>
      <dp-scaling-calculator ref={ref} devices={devices} throughput={throughput} efficiency={efficiency} />
      <p>
        Speedup: <output id="app-speedup">{speedup ?? '–'}</output>
      </p>
    </>
  );
}
