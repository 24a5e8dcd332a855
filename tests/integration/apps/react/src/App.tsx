import { useState } from 'react';
import { Scaling } from './Scaling';

// "Small cluster" changes three props in one render: the element announces that once.
const SMALL = { devices: 8, throughput: 100, efficiency: 50 };

export function App() {
  const [cluster, setCluster] = useState({ devices: 64, throughput: 2000, efficiency: 90 });
  return (
    <main>
      <h1>How far does our cluster scale?</h1>
      <Scaling {...cluster} />
      <button id="small-cluster" type="button" onClick={() => setCluster(SMALL)}>
        Small cluster
      </button>
    </main>
  );
}
