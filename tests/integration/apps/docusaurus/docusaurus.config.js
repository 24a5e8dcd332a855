// A docs-only Docusaurus 3 site that takes the element from npm (the packed
// tarball, installed as the README's npm route says) and imports it at the
// top of a React component's module. `docusaurus build` renders every page in
// Node, so that import runs on the server first: it must throw nothing there,
// and the page's HTML holds the element as React rendered it. No `scripts`
// entry: the browser gets the element with the page's own bundle.
export default {
  title: 'Scaling notes',
  url: 'http://localhost',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [
    [
      'classic',
      {
        docs: { routeBasePath: '/', sidebarPath: false },
        blog: false,
        pages: false,
        theme: { customCss: './src/css/custom.css' },
      },
    ],
  ],
};
