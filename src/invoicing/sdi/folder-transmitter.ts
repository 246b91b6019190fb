import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../platform/logger.js';
import { MAX_SDI_MESSAGE_BYTES, parseSdiMessage } from './sdi-message-xml.js';
import type { SdiReceipt, SdiTransmitter } from './sdi-transmitter.js';

/**
 * The default transport: each document is written to the outbox folder under its SdI name
 * (`IT<VAT>_<progressive>.xml`), where the company's own channel (the Agenzia's web portal, a
 * signed-upload tool, an SFTP account) picks it up. The SdI's message files for them, saved into the
 * inbox folder under any name, are read as receipts; each file recorded goes to `inbox/processed/`.
 * Writing the same document twice writes the same bytes: a replay is harmless.
 */
export function folderTransmitter(options: { outboxDir: string; inboxDir: string; logger: Logger; clock?: () => Date }): SdiTransmitter {
  const { outboxDir, inboxDir, logger } = options;
  const now = options.clock ?? (() => new Date());
  return {
    transport: 'folder',
    async transmit(file) {
      await mkdir(outboxDir, { recursive: true });
      // The name comes from our VAT number and progressive; basename keeps it inside the folder whatever it says.
      const target = path.join(outboxDir, path.basename(file.fileName));
      await writeFile(`${target}.part`, file.xml, 'utf8');
      await rename(`${target}.part`, target);
      return { identifier: path.basename(file.fileName) };
    },
    async receipts(waiting) {
      await mkdir(inboxDir, { recursive: true });
      const byFileName = new Map(waiting.map((document) => [document.fileName, document]));
      const found: SdiReceipt[] = [];
      for (const entry of await readdir(inboxDir, { withFileTypes: true })) {
        if (!entry.isFile() || !entry.name.toLowerCase().endsWith('.xml')) continue;
        const file = path.join(inboxDir, entry.name);
        if ((await stat(file)).size > MAX_SDI_MESSAGE_BYTES) {
          logger.warn({ file: entry.name }, 'SdI inbox: file too large for an SdI message, left where it is');
          continue;
        }
        const message = parseSdiMessage(await readFile(file, 'utf8'));
        const document = message && byFileName.get(message.fileName);
        if (!message || !document) continue;
        found.push({
          number: document.number,
          receipt: message.receipt,
          sdiIdentifier: message.sdiIdentifier,
          receivedAt: message.receivedAt ?? now().toISOString(),
          errors: message.errors,
          recorded: async () => {
            await mkdir(path.join(inboxDir, 'processed'), { recursive: true });
            await rename(file, path.join(inboxDir, 'processed', entry.name));
          },
        });
      }
      return found;
    },
  };
}
