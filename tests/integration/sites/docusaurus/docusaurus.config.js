// A docs-only Docusaurus 3 site. The embed files go in static/js/; the
// module is loaded on every page from `scripts`, as the README says.
export default {
  title: 'Scaling notes',
  url: 'http://localhost',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  scripts: [{ src: '/js/dp-scaling-calculator/dp-scaling-calculator.js', type: 'module' }],
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
