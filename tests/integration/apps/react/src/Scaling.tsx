import { useState } from 'react';
import 'dp-scaling-calculator/element';

type Cluster = { devices: number; throughput: number; efficiency: number };

// React 19 turns ondpsc-change into addEventListener('dpsc-change') on the
// element, before the element is in the page, so even the first event arrives.
export function Scaling({ devices, throughput, efficiency }: Cluster) {
  const [speedup, setSpeedup] = useState<number | null>(null);
  return (
    <>
      <dp-scaling-calculator
        devices={devices}
        throughput={throughput}
        efficiency={efficiency}
        ondpsc-change={(event) => setSpeedup(event.detail?.speedup ?? null)}
      />
      <p>
        Speedup: <output id="app-speedup">{speedup ?? '–'}</output>
      </p>
    </>
  );
}
