import { mkdir, readdir, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import type { EventMetadata } from '../platform/event-store/index.js';
import { DomainError } from '../platform/domain-error.js';
import type { DemandsDeps } from './deps.js';
import { MAX_PEC_RECEIPT_BYTES, recordPecReceipt } from './pec-receipts.js';

type Deps = Pick<DemandsDeps, 'pool' | 'store' | 'executeCommand' | 'documents' | 'logger'>;

/**
 * The PEC receipts saved into the inbox folder (PEC_INBOX_DIR, by default DATA_DIR/pec-inbox) as .eml
 * files under any name, by whoever reads our PEC mailbox (its provider's export, a mail client's rule):
 * each one recorded, or recorded already, goes to `processed/`; one that is no receipt of ours, or
 * whose letter is not known yet, stays for an operator to look at, and the next pass tries it again.
 */
export async function recordPecInbox(deps: Deps, inboxDir: string, now: Date): Promise<{ recorded: number }> {
  await mkdir(inboxDir, { recursive: true });
  let recorded = 0;
  for (const entry of await readdir(inboxDir, { withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.toLowerCase().endsWith('.eml')) continue;
    const file = path.join(inboxDir, entry.name);
    if ((await stat(file)).size > MAX_PEC_RECEIPT_BYTES) {
      deps.logger.warn({ file: entry.name }, 'PEC inbox: file too large for a receipt, left where it is');
      continue;
    }
    try {
      const outcome = await recordPecReceipt(deps, inboxMetadata(entry.name, now), await readFile(file));
      if (outcome.recorded) recorded++;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      deps.logger.warn({ file: entry.name, reason: error.reason }, 'PEC inbox: file not recorded, left where it is');
      continue;
    }
    await mkdir(path.join(inboxDir, 'processed'), { recursive: true });
    await rename(file, path.join(inboxDir, 'processed', entry.name));
  }
  return { recorded };
}

function inboxMetadata(fileName: string, now: Date): EventMetadata {
  const correlationId = `pec-inbox:${fileName}`;
  return { actor: { kind: 'system', id: 'pec-inbox' }, correlationId, causationId: correlationId, requestedAt: now.toISOString() };
}
