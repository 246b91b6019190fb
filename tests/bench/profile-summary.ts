/**
 * Where a product process spent its CPU: `tsx tests/bench/profile-summary.ts <file.cpuprofile>`
 * prints self time by area (our modules, each library, Node internals, GC, idle) and the top
 * functions. The profiles come from a bench run with BENCH_PROFILE_DIR set.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function area(url: string, functionName: string): string {
  if (functionName === '(idle)' || functionName === '(program)' || functionName === '(garbage collector)') return functionName;
  if (!url) return '(native)';
  const library = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (library) return library[1]!;
  if (url.startsWith('node:')) return 'node internals';
  const ours = /\/(src\/[^/]+(?:\/[^/]+)?)\//.exec(url);
  return ours ? ours[1]! : url;
}

export function summarise(profile: CpuProfile): { total: number; byArea: [string, number][]; byFunction: [string, number][] } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, index) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const [id, micros] of selfTime) {
    const { callFrame } = nodes.get(id)!;
    total += micros;
    const where = area(callFrame.url, callFrame.functionName);
    byArea.set(where, (byArea.get(where) ?? 0) + micros);
    const name = `${callFrame.functionName || '(anonymous)'} ${callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(src|tests)\//, '$1/')}:${callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  }
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return { total, byArea: sorted(byArea), byFunction: sorted(byFunction) };
}

if (process.argv[1]?.endsWith('profile-summary.ts')) {
  for (const file of process.argv.slice(2)) {
    const { total, byArea, byFunction } = summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
    const busy = total - (byArea.find(([name]) => name === '(idle)')?.[1] ?? 0);
    const line = ([name, micros]: [string, number]) => `${((micros / busy) * 100).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`;
    console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (shares below are of busy time)`);
    console.log('by area:');
    byArea.filter(([name]) => name !== '(idle)').slice(0, 18).forEach((entry) => console.log(line(entry)));
    console.log('top functions:');
    byFunction.filter(([name]) => !name.startsWith('(idle)')).slice(0, 25).forEach((entry) => console.log(line(entry)));
  }
}
