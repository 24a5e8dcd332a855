// `npm run bench`: the whole keystroke, cold start-up and payload in
// headless Chromium against two plain-JS references, the first opening of
// each panel, batch throughput and the layout advisor in
// Node, and a profile of the keystroke; printed, and written to
// BENCHMARKS.md with each goal beside its figure. Expects a build in dist/.
import { execFileSync } from 'node:child_process';
import { writeFileSync, readFileSync } from 'node:fs';
import { cpus, totalmem, loadavg, type, release, arch } from 'node:os';
import { readManifest } from '../scripts/sizes.mjs';
import { keystrokeBench } from './keystroke.mjs';
import { startupBench } from './startup.mjs';
import { panelBench } from './panel-open.mjs';
import { profileBench } from './profile.mjs';
import { report, goals } from './report.mjs';

const log = (line) => console.log(line);
const started = Date.now();
const osName = readFileSync('/etc/os-release', 'utf8').match(/^PRETTY_NAME="?([^"\n]*)/m)?.[1];
const machine = {
  date: new Date().toISOString().slice(0, 10),
  cpus: cpus().length,
  cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
  memory: Math.round(totalmem() / 2 ** 30),
  os: `${osName ?? type()}, ${type()} ${release()} ${arch()}`,
  node: process.version,
  loadStart: loadavg()[0],
};

log('whole keystroke in Chromium…');
const keystroke = await keystrokeBench({ log });
log('cold start-up and payload in Chromium…');
const startup = await startupBench({ log });
log('a panel opened for the first time, in Chromium…');
const panels = await panelBench({ log });
log('batch throughput in Node…');
// In a Node process of its own: in this one, after the browser runs, allocating and copying the
// 8 MB columns took 3–12 times as long (sweep 45 ms against 12 ms on its own), the reused-array
// plain loop alone unchanged.
const batch = JSON.parse(execFileSync(process.execPath, ['bench/throughput.mjs', '--json'], { encoding: 'utf8' }));
log('the layout advisor in Node…');
const layouts = JSON.parse(execFileSync(process.execPath, ['bench/layouts.mjs', '--json'], { encoding: 'utf8' }));
log('profile of the keystroke…');
const profile = await profileBench();
machine.loadEnd = loadavg()[0];

const results = { machine, keystroke, startup, panels, throughput: batch, layouts, profile, sizes: readManifest() };
writeFileSync('BENCHMARKS.md', report(results));
log('');
for (const g of goals(results)) log(`${g.ok ? 'met   ' : 'MISSED'}  ${g.measured.padStart(14)}  ${g.goal}`);
log(`\nBENCHMARKS.md written in ${Math.round((Date.now() - started) / 1000)} s.`);
