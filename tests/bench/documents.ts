import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findAirportByIata } from '../../src/airports/index.js';
import { PRIVACY_NOTICE_VERSION, TERMS_VERSION } from '../../src/contracts/legal-texts.js';
import { samplePdf } from '../support/sample-files.js';
import { limitsAt } from '../support/limits.js';
import { peakRss } from './memory.js';
import { startProcess } from './processes.js';
import { benchDatabase, latencies, median, SMOKE, suiteResult, timed, type SuiteResult } from './support.js';

const CLIENTS = SMOKE ? 2 : 8;
const UPLOADS_PER_CLIENT = SMOKE ? 1 : Number(process.env.DOCUMENTS_BENCH_UPLOADS_PER_CLIENT ?? 6);
const ROUNDS = SMOKE ? 1 : 2;
const MB = 1024 * 1024;
/** The largest document the product takes is 10 MiB exclusive; this is "10 MB" as people count it. */
const TEN_MB = 10_000_000;

/** A real PDF padded to `size` bytes (trailing bytes after %%EOF are ignored by readers). */
const pdfOfSize = (size: number) => Buffer.concat([samplePdf(), Buffer.alloc(size - samplePdf().length, 0x20)]);

/** A multipart body built once per file, so the client costs little next to the server it measures. */
function multipartBody(file: Buffer): { body: Buffer; contentType: string } {
  const boundary = '----rimborsovolo24bench';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="carta-imbarco.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  return { body: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

function post(url: string, body: Buffer, contentType: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers: { 'content-type': contentType, 'content-length': body.length } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

async function uploadAll(url: string, claim: { practiceNumber: string; uploadToken: string }, file: Buffer): Promise<number> {
  const { body, contentType } = multipartBody(file);
  const one = async () => {
    const grant = await (
      await fetch(`${url}/api/documents/upload-signature`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-upload-token': claim.uploadToken },
        body: JSON.stringify({ practiceNumber: claim.practiceNumber }),
      })
    ).json();
    const status = await post(`${url}${grant.upload_url}`, body, contentType);
    if (status !== 201) throw new Error(`upload answered ${status}`);
  };
  const seconds = await timed(() => Promise.all(Array.from({ length: CLIENTS }, async () => {
    for (let index = 0; index < UPLOADS_PER_CLIENT; index++) await one();
  })));
  return (CLIENTS * UPLOADS_PER_CLIENT * file.length) / MB / seconds;
}

/** Milliseconds (median of 30, sequential) of a signature request, of one tiny upload on the product and of one on the bare server: the per-upload cost that is not bytes. */
async function fixedCosts(url: string, bareUrl: string, claim: { practiceNumber: string; uploadToken: string }): Promise<{ grant: number; upload: number; bare: number }> {
  const { body, contentType } = multipartBody(samplePdf());
  const grant = () => fetch(`${url}/api/documents/upload-signature`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-upload-token': claim.uploadToken },
    body: JSON.stringify({ practiceNumber: claim.practiceNumber }),
  }).then((response) => response.json());
  const grants = await latencies(grant, { count: 30, warmUp: 5 });
  const uploads: number[] = [];
  for (let index = 0; index < 35; index++) {
    const { upload_url: path } = await grant();
    const ms = (await timed(() => post(`${url}${path}`, body, contentType))) * 1000;
    if (index >= 5) uploads.push(ms);
  }
  const bare = await latencies(() => post(`${bareUrl}/upload`, body, contentType), { count: 30, warmUp: 5 });
  return { grant: median(grants), upload: median(uploads), bare: median(bare) };
}

/** The same multipart bodies posted by the same clients to the same-work baseline server (no signature request: it has none). */
async function bareUploads(url: string, file: Buffer): Promise<number> {
  const { body, contentType } = multipartBody(file);
  const seconds = await timed(() => Promise.all(Array.from({ length: CLIENTS }, async () => {
    for (let index = 0; index < UPLOADS_PER_CLIENT; index++) {
      const status = await post(`${url}/upload`, body, contentType);
      if (status !== 201) throw new Error(`baseline upload answered ${status}`);
    }
  })));
  return (CLIENTS * UPLOADS_PER_CLIENT * file.length) / MB / seconds;
}

/** The same bytes written with plain fs by the same number of concurrent writers (optionally flushed to disk, as the product does). */
async function fsWrites(file: Buffer, flushed = false): Promise<number> {
  const directory = await mkdtemp(path.join(tmpdir(), 'rv-bench-fs-'));
  const write = async (target: string) => {
    if (!flushed) return writeFile(target, file);
    const handle = await open(target, 'w');
    await handle.writeFile(file);
    await handle.sync();
    await handle.close();
  };
  try {
    const seconds = await timed(() => Promise.all(Array.from({ length: CLIENTS }, async (_, client) => {
      for (let index = 0; index < UPLOADS_PER_CLIENT; index++) await write(path.join(directory, `${client}-${index}.pdf`));
    })));
    return (CLIENTS * UPLOADS_PER_CLIENT * file.length) / MB / seconds;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

export async function documentsBench(): Promise<SuiteResult> {
  const { pool, url: databaseUrl, drop } = await benchDatabase(4);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rv-bench-docs-'));
  const server = await startProcess('src/main.ts', ['all'], { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...limitsAt(1_000_000_000) }, '/api/health');
  const bare = await startProcess('tests/bench/upload-baseline-server.ts', [], { DATA_DIR: dataDir }, '/');
  try {
    const [fco, jfk] = await Promise.all([findAirportByIata(pool, 'FCO'), findAirportByIata(pool, 'JFK')]);
    const claim = await (
      await fetch(`${server.url}/api/flight-checks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ flightNumber: 'AZ610', flightDate: '2026-10-03', departureAirportId: fco!.id, arrivalAirportId: jfk!.id, passengerName: 'Maria Rossi', email: 'maria.rossi@example.it', issueType: 'delay', acceptedTerms: TERMS_VERSION, acknowledgedPrivacy: PRIVACY_NOTICE_VERSION }),
      })
    ).json();
    const five = pdfOfSize(5 * MB);
    const one = pdfOfSize(1 * MB);
    const ten = pdfOfSize(TEN_MB);

    await uploadAll(server.url, claim, one); // warm-up
    await bareUploads(bare.url, one);
    const rates: number[] = [];
    const sameWork: number[] = [];
    const baselines: number[] = [];
    const flushedBaselines: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      sameWork.push(await bareUploads(bare.url, five));
      baselines.push(await fsWrites(five));
      flushedBaselines.push(await fsWrites(five, true));
      rates.push(await uploadAll(server.url, claim, five));
    }
    const small = await peakRss(server.pid, () => uploadAll(server.url, claim, one));
    const medium = await peakRss(server.pid, () => uploadAll(server.url, claim, five));
    const large = await peakRss(server.pid, () => uploadAll(server.url, claim, ten));
    const bareSmall = await peakRss(bare.pid, () => bareUploads(bare.url, one));
    const bareLarge = await peakRss(bare.pid, () => bareUploads(bare.url, ten));
    const fixed = await fixedCosts(server.url, bare.url, claim);
    const rate = median(rates);
    const sameWorkRate = median(sameWork);
    const baseline = median(baselines);
    const mib = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
    const growth = large.peak - small.peak;
    /** Buffering each in-flight file whole would add this much from 1 MB to 10 MB files; "flat" allows a quarter of it. */
    const buffered = CLIENTS * (TEN_MB - MB);
    return suiteResult(
      'documents',
      [
        {
          name: `upload of 5 MB PDFs, ${CLIENTS} concurrent clients (signature + streamed upload)`,
          value: rate,
          unit: 'MB/s',
          baseline: { name: 'bare Node http + busboy to disk, SHA-256, fsync per file, same bodies and concurrency', value: sameWorkRate },
          ratio: rate / sameWorkRate,
          target: '>= 70 % of baseline',
          met: rate / sameWorkRate >= 0.7,
        },
        {
          name: `upload of 5 MB PDFs against plain writes, ${CLIENTS} concurrent clients`,
          value: rate,
          unit: 'MB/s',
          baseline: { name: 'plain fs.writeFile of the same bytes, same concurrency', value: baseline },
          ratio: rate / baseline,
          target: 'reference line (the target is against the same-work baseline)',
          met: true,
        },
        { name: 'server peak RSS uploading 1 MB files', value: mib(small.peak), unit: 'MiB', target: 'flat in file size', met: true },
        { name: 'server peak RSS uploading 5 MB files', value: mib(medium.peak), unit: 'MiB', target: 'flat in file size', met: true },
        {
          name: 'server peak RSS growth from 1 MB to 10 MB files',
          value: mib(growth),
          unit: 'MiB',
          baseline: { name: 'the bare busboy server, same uploads', value: mib(bareLarge.peak - bareSmall.peak) },
          target: `flat: < ${mib(buffered / 4)} MiB (a quarter of buffering ${CLIENTS} files whole)`,
          met: growth < buffered / 4,
        },
      ],
      [
        `${CLIENTS * UPLOADS_PER_CLIENT} uploads per run, ${ROUNDS} alternating rounds (median); the product stores to local disk (temporary file, fsync, rename) and answers once the upload's row in PostgreSQL describes the file (recording it on the claim, the event, is a later request not measured here); each of its uploads also asks for a signed upload URL first, the bare server's do not`,
        `where the time goes beyond the bytes, per upload (median of 30 sequential, a ${samplePdf().length.toLocaleString('en-US')}-byte PDF): signature request ${fixed.grant.toFixed(1)} ms, upload ${fixed.upload.toFixed(1)} ms on the product against ${fixed.bare.toFixed(1)} ms on the bare server (the product checks the pending count, reserves and describes the upload in PostgreSQL and sniffs the type around the same streaming)`,
        `the same writes with plain fs and an fsync each: ${Math.round(median(flushedBaselines))} MB/s, so uploads reach ${Math.round((rate / median(flushedBaselines)) * 100)} % of that`,
        `peak RSS 1 MB / 5 MB / 10 MB files: product ${mib(small.peak)} / ${mib(medium.peak)} / ${mib(large.peak)} MiB, bare server ${mib(bareSmall.peak)} / – / ${mib(bareLarge.peak)} MiB, with ${CLIENTS} uploads in flight (buffering whole files would add about ${mib(buffered)} MiB from 1 MB to 10 MB)`,
      ],
    );
  } finally {
    await server.stop();
    await bare.stop();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
