// Time and cost: its fields (data only, as what-if/panel.js).
/** @type {import('../panel').PanelDescriptor} */
export default {
  id: 'time-cost',
  order: 2,
  fields: {
    datasetSamples: {
      optional: true,
      count: true,
      inUnit: true,
      group: 'Time and cost',
      doc: 'Samples in one pass over the data (one epoch), for the training time: > 0 and ≤ 1e18. Optional; without it, no time or cost.',
    },
    epochs: {
      initial: '1',
      optional: true,
      group: 'Time and cost',
      doc: 'Passes over the data, > 0 and ≤ 1e6, fractions allowed. Optional; empty means 1.',
    },
    pricePerDeviceHour: {
      optional: true,
      after: 'currency',
      group: 'Time and cost',
      doc: 'Price of one device for one hour, in `currency`, ≥ 0, for the cost on one device and on the cluster. Optional.',
    },
  },
};
