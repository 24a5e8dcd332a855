import { useState } from 'react';
import 'dp-scaling-calculator/element';

// React 19 passes a prop named on + an event name straight to
// addEventListener on a custom element, so ondpsc-change gets the element's
// own event, detail and all. React sets the listener before the element is
// in the page, so even the first event, when the core is ready, arrives.
// "Small cluster" changes three props in one render: the element announces
// that once.
const SMALL = { devices: 8, throughput: 100, efficiency: 50 };

export function App() {
  const [speedup, setSpeedup] = useState(null);
  const [cluster, setCluster] = useState({ devices: 64, throughput: 2000, efficiency: 90 });
  return (
    <main>
      <h1>How far does our cluster scale?</h1>
      <dp-scaling-calculator {...cluster} ondpsc-change={(event) => setSpeedup(event.detail?.speedup ?? null)} />
      <p>
        Speedup seen by the app: <output id="app-speedup">{speedup ?? '–'}</output>
      </p>
      <button id="small-cluster" type="button" onClick={() => setCluster(SMALL)}>
        Small cluster
      </button>
    </main>
  );
}
