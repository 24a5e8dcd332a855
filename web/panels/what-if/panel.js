// What if…: its fields. Data only: the element reads it
// with its first screen (web/panels/registry.js); the code (index.js) comes
// when a panel first opens.
/** @type {import('../panel').PanelDescriptor} */
export default {
  id: 'what-if',
  order: 1,
  fields: {
    measuredThroughput: { optional: true, count: true, inUnit: true, after: 'unit' },
    targetThroughput: { optional: true, count: true, inUnit: true, after: 'unit' },
    targetSpeedup: { optional: true },
  },
};
