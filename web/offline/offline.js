// The offline page's script: the element and the page's language switcher,
// bundled as one classic script (Chromium refuses module scripts on file://).
import '../element/define.js';
import '../demo/demo.js';
