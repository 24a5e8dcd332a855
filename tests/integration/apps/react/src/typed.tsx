// Type-checked by the integration suite (tsc with React 19's types and the
// package's element.d.ts), never built: the App.jsx snippet with types, and
// what the types must refuse.
import { useRef, useState } from 'react';
import 'dp-scaling-calculator/element';
import type { DpScalingCalculator } from 'dp-scaling-calculator/element';

export function Typed() {
  const calculator = useRef<DpScalingCalculator>(null);
  const [speedup, setSpeedup] = useState<number | null>(null);
  return (
    <main>
      <dp-scaling-calculator
        ref={calculator}
        devices={64}
        throughput={2000}
        efficiency={90}
        accelerator="h100-80"
        open="estimator"
        view="compact"
        theme="auto"
        className="wide"
        ondpsc-change={(event) => setSpeedup(event.detail?.speedup ?? null)}
      />
      {/* @ts-expect-error "blue" is no theme */}
      <dp-scaling-calculator theme="blue" />
      {/* @ts-expect-error the detail is a result, which has no "size" */}
      <dp-scaling-calculator ondpsc-change={(event) => event.detail?.size} />
      <output>{speedup ?? calculator.current?.result?.speedup}</output>
    </main>
  );
}
