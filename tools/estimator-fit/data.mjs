// Reads tests/data/published-runs.csv (comment lines start with #; no field
// holds a comma) into plain objects with numbers where the column is numeric.
import { readFileSync } from 'node:fs';

const NUMERIC = new Set([
  'parameters',
  'bytes_per_gradient',
  'devices',
  'devices_per_node',
  'batch_per_device',
  'grad_accumulation',
  'throughput_1_device',
  'cluster_throughput',
  'measured_efficiency',
  'intra_node_gbyte_s',
  'inter_node_gbit_s',
  'base_devices',
  'base_throughput',
]);

export function loadRuns(url = new URL('../../tests/data/published-runs.csv', import.meta.url)) {
  const lines = readFileSync(url, 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'));
  const header = lines[0].split(',');
  return lines.slice(1).map((line, i) => {
    const cells = line.split(',');
    if (cells.length !== header.length) throw new Error(`row ${i + 1}: ${cells.length} cells, expected ${header.length}`);
    const row = {};
    header.forEach((name, j) => {
      row[name] = NUMERIC.has(name) ? (cells[j] === '' ? null : Number(cells[j])) : cells[j];
    });
    checkRow(row);
    return row;
  });
}

// Catches typing slips: the stored efficiency must follow from the stored
// throughputs wherever both are given.
function checkRow(r) {
  for (const k of NUMERIC) if (r[k] !== null && !Number.isFinite(r[k])) throw new Error(`${r.id}: ${k} is not a number`);
  if (r.cluster_throughput === null || r.base_throughput === null) return;
  const e = r.cluster_throughput / ((r.devices / r.base_devices) * r.base_throughput);
  if (Math.abs(e - r.measured_efficiency) > 6e-4)
    throw new Error(`${r.id}: efficiency ${r.measured_efficiency} but throughputs give ${e.toFixed(4)}`);
}

/** Configuration key: same setup, model, precision and batch (pairs for calibration share it). */
export const configOf = (r) => `${r.setup}|${r.model}|${r.precision}|${r.batch_per_device}|${r.base_devices}`;
