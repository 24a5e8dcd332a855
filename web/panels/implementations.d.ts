// 'dpsc:panels', which the build makes from the folders of web/panels/
// (scripts/build/panels.mjs): each panel's code by its id, and every panel's
// styles.css as one text.
declare module 'dpsc:panels' {
  export const IMPLEMENTATIONS: Record<string, Omit<import('./panel').Panel, 'id'>>;
  export const STYLES: string;
}
