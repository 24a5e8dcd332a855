// The default theme with the calculator mapped to its colours.
import DefaultTheme from 'vitepress/theme';
import './custom.css';

export default DefaultTheme;
