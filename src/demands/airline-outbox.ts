import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** Where the letters of a claim are written as .eml files when AIRLINE_SMTP_URL is unset: one folder per claim. */
export const claimOutboxDir = (outboxDir: string, claimId: number) => path.join(outboxDir, String(claimId));

/** The privacy module's port: the claim's letters written to the outbox (they name the passengers and carry their mandates) are deleted. */
export async function eraseAirlineOutbox(outboxDir: string, claimId: number): Promise<number> {
  const dir = claimOutboxDir(outboxDir, claimId);
  const files = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  await rm(dir, { recursive: true, force: true });
  return files.length;
}
