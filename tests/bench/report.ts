import { readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import type { Figure, SuiteResult } from './support.js';

const format = (value: number, unit: string) => `${value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(2)} ${unit}`;
const cell = (text: string) => text.replace(/\|/g, '\\|');
/** A reference line informs (the capacity plan, a second yardstick) and has no target to meet or miss. */
const isReference = (figure: Figure) => figure.target.startsWith('reference line');

function row(suite: SuiteResult, figure: Figure): string {
  return [
    suite.suite,
    figure.name,
    format(figure.value, figure.unit),
    figure.baseline ? `${format(figure.baseline.value, figure.unit)} (${figure.baseline.name})` : '–',
    figure.ratio === undefined ? '–' : `${(figure.ratio * 100).toFixed(0)} %`,
    figure.target,
    isReference(figure) ? '–' : figure.met ? 'yes' : '**no**',
    `${suite.date.slice(0, 10)}${suite.machine.yardstickMs === undefined ? '' : ` (${suite.machine.yardstickMs.toFixed(0)} ms)`}`,
  ]
    .map(cell)
    .join(' | ');
}

/** bench/REPORT.md: every figure of every suite's latest results, its baseline, ratio and target. */
export async function writeReport(): Promise<void> {
  const files = (await readdir('bench/results')).filter((file) => file.endsWith('.json')).sort();
  const suites = await Promise.all(files.map(async (file) => JSON.parse(await readFile(`bench/results/${file}`, 'utf8')) as SuiteResult));
  const figures = suites.flatMap((suite) => suite.figures.map((figure) => ({ suite, figure })));
  const targeted = figures.filter(({ figure }) => !isReference(figure));
  const missed = targeted.filter(({ figure }) => !figure.met);
  const lines = [
    '# Benchmark report',
    '',
    `Written by \`npm run bench\` from \`bench/results/*.json\`. Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. Each baseline is measured in the same run as its figure; the ratio is figure ÷ baseline. After each date, the yardstick: the milliseconds a fixed piece of CPU work took when the suite ran (lower is faster), since this shared machine's speed varies from day to day.`,
    '',
    `${targeted.length - missed.length} of ${targeted.length} figures with a target meet it${missed.length ? `; missed: ${missed.map(({ suite, figure }) => `${suite.suite} – ${figure.name}`).join('; ')}` : ''}; ${figures.length - targeted.length} more are reference lines.`,
    '',
    '| suite | figure | value | baseline | ratio | target | met | measured (yardstick) |',
    '|---|---|---|---|---|---|---|---|',
    ...figures.map(({ suite, figure }) => `| ${row(suite, figure)} |`),
    '',
    '## Notes',
    '',
    ...suites.flatMap((suite) => suite.notes.map((note) => `- ${suite.suite}: ${note}`)),
    '',
  ];
  await writeFile('bench/REPORT.md', lines.join('\n'));
  console.log(`\nbench/REPORT.md: ${targeted.length - missed.length} of ${targeted.length} figures with a target meet it`);
}
