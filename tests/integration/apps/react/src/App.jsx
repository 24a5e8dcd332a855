import { useEffect, useRef, useState } from 'react';
import 'dp-scaling-calculator/element';
import { EVENT_NAME } from '../../event-name.js';

export function App() {
  const calculator = useRef(null);
  const [speedup, setSpeedup] = useState(null);

  // React's onChange would hand over its own synthetic event, without
  // `detail`: listen on the element itself. The first event may come before
  // this effect runs, so read the current result as well.
  useEffect(() => {
    const element = calculator.current;
    const update = () => setSpeedup(element.result?.speedup ?? null);
    update();
    element.addEventListener(EVENT_NAME, update);
    return () => element.removeEventListener(EVENT_NAME, update);
  }, []);

  return (
    <main>
      <h1>How far does our cluster scale?</h1>
      <dp-scaling-calculator ref={calculator} devices={64} throughput={2000} efficiency={90} />
      <p>
        Speedup seen by the app: <output id="app-speedup">{speedup ?? '–'}</output>
      </p>
    </main>
  );
}
