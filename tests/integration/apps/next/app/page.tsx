// A server component: the page's HTML holds the element, rendered in Node;
// the client components define it and call the API in the browser.
import { SmallCluster } from './SmallCluster';
import { ApiAnswer } from './ApiAnswer';

export default function Page() {
  return (
    <main>
      <h1>How far does our cluster scale?</h1>
      <SmallCluster />
      <ApiAnswer />
    </main>
  );
}
