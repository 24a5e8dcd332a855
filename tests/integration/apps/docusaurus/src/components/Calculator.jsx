import { useEffect, useRef, useState } from 'react';
// At the module's top level, where Docusaurus's server-side rendering
// evaluates it in Node: it defines nothing there, and the element is
// registered when the same module runs in the browser.
import 'dp-scaling-calculator/element';

// "Small cluster" changes three props in one render, which the element
// announces once.
const SMALL = { devices: 8, throughput: 100, efficiency: 50 };

export default function Calculator() {
  const ref = useRef(null);
  const [speedup, setSpeedup] = useState(null);
  const [cluster, setCluster] = useState({ devices: 64, throughput: 2000, efficiency: 90 });
  // React 19 attaches an ondpsc-change prop only on a client render, not when
  // it hydrates what the server rendered (react/react#35446), so the listener
  // is added here; the result the element had before it is read once it is ready.
  useEffect(() => {
    const element = ref.current;
    const show = (event) => setSpeedup(event.detail?.speedup ?? null);
    element.addEventListener('dpsc-change', show);
    element.ready.then(() => setSpeedup(element.result?.speedup ?? null));
    return () => element.removeEventListener('dpsc-change', show);
  }, []);
  return (
    <>
      <dp-scaling-calculator ref={ref} {...cluster} />
      <p>
        Speedup seen by the app: <output id="app-speedup">{speedup ?? '–'}</output>
      </p>
      <button id="small-cluster" type="button" onClick={() => setCluster(SMALL)}>
        Small cluster
      </button>
    </>
  );
}
