// A panel's fields as rows of the inputs' table, in its descriptor's order:
// a field shows after it what its spec's `after` names (the throughput's
// unit, or the currency), so that a field added to a descriptor is laid out
// with no markup of its own.
import { unit, field, fields } from '../../common/parts.js';

/** @type {Record<string, string>} */
const AFTER = { unit, currency: '<span class="unit" data-currency></span>' };

/**
 * @param {Record<string, { after?: 'unit' | 'currency' }>} specs field id → its spec
 * @param {string[]} [ids] the fields to lay out, in this order (default: all of them)
 */
export const fieldRows = (specs, ids = Object.keys(specs)) => fields(...ids.map((id) => field(id, AFTER[specs[id].after ?? ''] ?? '')));
