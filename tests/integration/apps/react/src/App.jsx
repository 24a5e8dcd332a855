import { useState } from 'react';
import 'dp-scaling-calculator/element';

// React 19 passes a prop named on + an event name straight to
// addEventListener on a custom element, so ondpsc-change gets the element's
// own event, detail and all. React sets the listener before the element is
// in the page, so even the first event, when the core is ready, arrives.
export function App() {
  const [speedup, setSpeedup] = useState(null);
  return (
    <main>
      <h1>How far does our cluster scale?</h1>
      <dp-scaling-calculator
        devices={64}
        throughput={2000}
        efficiency={90}
        ondpsc-change={(event) => setSpeedup(event.detail?.speedup ?? null)}
      />
      <p>
        Speedup seen by the app: <output id="app-speedup">{speedup ?? '–'}</output>
      </p>
    </main>
  );
}
