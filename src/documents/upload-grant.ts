import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { UploadGrant } from '../contracts/documents.js';

export const GRANT_SECONDS = 3_600;

export type { UploadGrant };

const API_KEY = 'rimborsovolo24';

function sign(fields: { public_id: string; folder: string; timestamp: number }, key: Buffer): string {
  const payload = `folder=${fields.folder}&public_id=${fields.public_id}&timestamp=${fields.timestamp}`;
  return createHmac('sha256', key).update(payload).digest('hex');
}

/** The spec's signature fields for one upload into the claim's folder, plus where to send it (signed in the URL, so the server checks it before reading a byte) with the 'upload-grant' key. */
export function grantUpload(claimId: number, key: Buffer, now: Date): UploadGrant {
  const fields = { public_id: randomUUID().replaceAll('-', ''), folder: `claims/${claimId}`, timestamp: Math.floor(now.getTime() / 1000) };
  const signature = sign(fields, key);
  const query = new URLSearchParams({ ...fields, timestamp: String(fields.timestamp), signature });
  return { ...fields, signature, api_key: API_KEY, cloud_name: API_KEY, upload_url: `/api/documents/upload?${query}` };
}

/** The claim id an upload is granted for, when the signature is right and the grant not older than an hour. */
export function checkGrant(fields: { public_id?: unknown; folder?: unknown; timestamp?: unknown; signature?: unknown }, key: Buffer, now: Date): number | undefined {
  const { public_id, folder, signature } = fields;
  const timestamp = Number(fields.timestamp);
  if (typeof public_id !== 'string' || !/^[0-9a-f]{32}$/.test(public_id)) return undefined;
  if (typeof folder !== 'string' || !/^claims\/\d{1,15}$/.test(folder)) return undefined;
  if (typeof signature !== 'string' || !Number.isInteger(timestamp)) return undefined;
  const age = now.getTime() / 1000 - timestamp;
  if (age < -60 || age > GRANT_SECONDS) return undefined;
  const expected = Buffer.from(sign({ public_id, folder, timestamp }, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return Number(folder.slice('claims/'.length));
}
