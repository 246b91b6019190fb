import { open, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** Enough of an .eml file to hold its headers: they come first, and ours are short. */
const HEAD_BYTES = 16 * 1024;
const ADDRESS = /[^\s<>,;"():]+@[^\s<>,;"():]+/g;

/**
 * The privacy module's port, once an address has no claim left: every .eml file of the outbox sent to
 * it (sign-in links, and any e-mail not named after an event of a claim) is deleted, found by its
 * recipients' headers. Resolves with how many.
 */
export function addressEmailsEraser(outboxDir: string) {
  return async (email: string): Promise<number> => {
    const address = email.trim().toLowerCase();
    const names = await readdir(outboxDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    let removed = 0;
    for (const name of names.filter((file) => file.endsWith('.eml'))) {
      const file = path.join(outboxDir, name);
      if (!(await recipientsOf(file)).includes(address)) continue;
      await rm(file, { force: true });
      removed++;
    }
    return removed;
  };
}

/** The addresses of an .eml file's To, Cc and Bcc headers, in lower case (a file gone meanwhile has none). */
async function recipientsOf(file: string): Promise<string[]> {
  let head: string;
  try {
    const handle = await open(file, 'r');
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
      head = buffer.subarray(0, bytesRead).toString('utf8');
    } finally {
      await handle.close();
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const headers = head.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return headers
    .split(/\r?\n/)
    .filter((line) => /^(to|cc|bcc):/i.test(line))
    .flatMap((line) => line.match(ADDRESS) ?? [])
    .map((address) => address.toLowerCase());
}
