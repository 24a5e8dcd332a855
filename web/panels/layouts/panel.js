// Best layouts for this job: no fields of its own (it reads the estimator's
// job); data only, as what-if/panel.js.
/** @type {import('../panel').PanelDescriptor} */
export default {
  id: 'layouts',
  order: 4,
  fields: {},
};
