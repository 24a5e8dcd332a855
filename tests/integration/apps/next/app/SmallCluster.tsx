'use client';
// The integration suite's check of several props in one render: "Small
// cluster" changes three, which the element announces once.
import { useState } from 'react';
import { Scaling } from './Scaling';

export function SmallCluster() {
  const [cluster, setCluster] = useState({ devices: 64, throughput: 2000, efficiency: 90 });
  return (
    <>
      <Scaling {...cluster} />
      <button id="small-cluster" type="button" onClick={() => setCluster({ devices: 8, throughput: 100, efficiency: 50 })}>
        Small cluster
      </button>
    </>
  );
}
