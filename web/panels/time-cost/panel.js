// Time and cost: its fields (data only, as what-if/panel.js).
/** @type {import('../panel').PanelDescriptor} */
export default {
  id: 'time-cost',
  order: 2,
  fields: {
    datasetSamples: { optional: true, count: true, inUnit: true },
    epochs: { initial: '1', optional: true },
    pricePerDeviceHour: { optional: true, after: 'currency' },
  },
};
