// The default theme, with the calculator in its colours, and the site's
// footer (version, changes, license) under every page.
import { h } from 'vue';
import DefaultTheme from 'vitepress/theme';
import PageFooter from './PageFooter.vue';
import './custom.css';

export default {
  extends: DefaultTheme,
  Layout: () => h(DefaultTheme.Layout, null, { 'doc-after': () => h(PageFooter) }),
};
