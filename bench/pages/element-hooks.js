// Records when the element first has its results in the DOM: its first
// change event fires right after it renders them.
document.addEventListener('change', () => (window.__ready ??= performance.now()), { capture: true });
