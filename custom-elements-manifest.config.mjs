// The custom-elements manifest is generated from the element's source and
// JSDoc by @custom-elements-manifest/analyzer; scripts/build.mjs runs it and
// writes dist/custom-elements.json, which package.json points at.
export default {
  globs: ['web/element/dp-scaling-calculator.js', 'web/element/define.js'],
  outdir: 'build/cem',
  packagejson: false,
};
