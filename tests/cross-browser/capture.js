// Injected as the first script of every page the cross-browser suite opens:
// records what would reach the console (errors, failed loads, rejections,
// console.error) and every Content-Security-Policy violation, for engines
// whose driver cannot read the console (WebKit over WebDriver).
(() => {
  const record = { errors: [], violations: [] };
  window.__capture = record;
  addEventListener(
    'error',
    (event) => {
      const target = event.target;
      record.errors.push(
        target === window ? `${event.message} (${event.filename}:${event.lineno})` : `failed to load ${target.src || target.href}`,
      );
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => record.errors.push(`unhandled rejection: ${event.reason}`));
  document.addEventListener('securitypolicyviolation', (event) => record.violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  const original = console.error;
  console.error = (...args) => {
    record.errors.push(args.map(String).join(' '));
    original.apply(console, args);
  };
})();
