import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { resolveSecretKey, SECRET_KEY_FILE } from '../../../src/platform/security/secret-key.js';

function capturedLogger() {
  let output = '';
  const destination = new Writable({ write: (chunk, _encoding, done) => ((output += String(chunk)), done()) });
  return { logger: pino({ level: 'debug' }, destination), output: () => output };
}

const freshDataDir = async () => path.join(await mkdtemp(path.join(tmpdir(), 'rv-secret-')), 'var', 'dati');

describe('the secret key outside production', () => {
  it('when SECRET_KEY is unset at first start, then a random key is kept in DATA_DIR, readable by its owner only, and the log says where but not what', async () => {
    const dataDir = await freshDataDir();
    const { logger, output } = capturedLogger();

    const key = await resolveSecretKey({ NODE_ENV: 'development', DATA_DIR: dataDir }, logger);

    const file = path.join(dataDir, SECRET_KEY_FILE);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect((await readFile(file, 'utf8')).trim()).toBe(key);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(output()).toContain(file);
    expect(output()).not.toContain(key);
  });

  it('when the process starts again, then it reads the same key from the file', async () => {
    const dataDir = await freshDataDir();
    const first = await resolveSecretKey({ NODE_ENV: 'development', DATA_DIR: dataDir }, capturedLogger().logger);
    const { logger, output } = capturedLogger();

    const second = await resolveSecretKey({ NODE_ENV: 'test', DATA_DIR: dataDir }, logger);

    expect(second).toBe(first);
    expect(output()).not.toContain(first);
  });

  it('when several processes start together on one DATA_DIR, then they all use one key', async () => {
    const dataDir = await freshDataDir();

    const keys = await Promise.all(Array.from({ length: 8 }, () => resolveSecretKey({ NODE_ENV: 'development', DATA_DIR: dataDir }, capturedLogger().logger)));

    expect(new Set(keys).size).toBe(1);
  });

  it('when SECRET_KEY is set, then it is the key and no file is written', async () => {
    const dataDir = await freshDataDir();

    const key = await resolveSecretKey({ NODE_ENV: 'development', DATA_DIR: dataDir, SECRET_KEY: 'k'.repeat(40) }, capturedLogger().logger);

    expect(key).toBe('k'.repeat(40));
    await expect(stat(path.join(dataDir, SECRET_KEY_FILE))).rejects.toThrow(/ENOENT/);
  });

  it('when the key file holds too short a value, then start stops naming the file and not its content', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rv-secret-'));
    await writeFile(path.join(dataDir, SECRET_KEY_FILE), 'chiave-corta\n', { mode: 0o600 });

    const refused = resolveSecretKey({ NODE_ENV: 'development', DATA_DIR: dataDir }, capturedLogger().logger);

    await expect(refused).rejects.toThrow(path.join(dataDir, SECRET_KEY_FILE));
    await expect(refused).rejects.not.toThrow('chiave-corta');
  });

  it('when running in production without SECRET_KEY, then no key is generated and start stops', async () => {
    const dataDir = await freshDataDir();

    await expect(resolveSecretKey({ NODE_ENV: 'production', DATA_DIR: dataDir }, capturedLogger().logger)).rejects.toThrow('SECRET_KEY: must be set in production');
    await expect(stat(dataDir)).rejects.toThrow(/ENOENT/);
  });
});
