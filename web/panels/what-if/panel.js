// What if…: its fields. Data only: the element reads it
// with its first screen (web/panels/registry.js); the code (index.js) comes
// when a panel first opens.
/** @type {import('../panel').PanelDescriptor} */
export default {
  id: 'what-if',
  order: 1,
  fields: {
    measuredThroughput: {
      optional: true,
      count: true,
      inUnit: true,
      after: 'unit',
      group: 'What if',
      doc: 'A cluster throughput you measured at `devices`, in the unit shown: the efficiency it implies is shown. Optional; at most the ideal throughput.',
    },
    targetThroughput: {
      optional: true,
      count: true,
      inUnit: true,
      after: 'unit',
      group: 'What if',
      doc: 'A cluster throughput to reach, in the unit shown: the fewest devices that reach it at this efficiency are shown. Optional, > 0.',
    },
    targetSpeedup: {
      optional: true,
      group: 'What if',
      doc: 'A speedup over one device to reach: the fewest devices that reach it are shown. Optional, > 0.',
    },
  },
};
