// The default theme, with the calculator in its colours.
import DefaultTheme from 'vitepress/theme';
import './custom.css';

export default DefaultTheme;
