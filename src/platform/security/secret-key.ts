import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, type Config } from '../../config.js';
import type { Logger } from '../logger.js';

export const SECRET_KEY_FILE = 'secret-key';

/**
 * The secret every signing key is derived from: SECRET_KEY when set; outside production, else the
 * key kept in `DATA_DIR/secret-key`, made at the first start (32 random bytes, readable by its owner only).
 */
export async function resolveSecretKey(config: Pick<Config, 'SECRET_KEY' | 'DATA_DIR' | 'NODE_ENV'>, logger: Logger): Promise<string> {
  if (config.SECRET_KEY) return config.SECRET_KEY;
  if (config.NODE_ENV === 'production') throw new ConfigError('Invalid configuration: SECRET_KEY: must be set in production (32 characters or more)');
  const file = path.resolve(config.DATA_DIR, SECRET_KEY_FILE);
  const kept = await readKeyFile(file, logger);
  if (kept) return kept;
  const generated = randomBytes(32).toString('hex');
  if (await createKeyFile(file, generated)) {
    logger.warn({ file }, `SECRET_KEY is not set: generated a secret key in ${file} (later starts read it); set SECRET_KEY to use your own`);
    return generated;
  }
  return (await readKeyFile(file, logger))!;
}

async function readKeyFile(file: string, logger: Logger): Promise<string | undefined> {
  let content: string;
  try {
    content = (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (content.length < 32) throw new ConfigError(`Invalid configuration: ${file} does not hold a secret key of 32 characters or more: delete it to have one generated, or set SECRET_KEY`);
  if (((await stat(file)).mode & 0o077) !== 0) logger.warn({ file }, `${file} can be read by other users: chmod 600 it`);
  logger.info({ file }, 'SECRET_KEY is not set: using the secret key kept in DATA_DIR');
  return content;
}

/** Writes the key whole before it appears under its name, so two processes starting together agree on one key; false when another made it first. */
async function createKeyFile(file: string, key: string): Promise<boolean> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${key}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(draft);
  }
}
