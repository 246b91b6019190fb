import { create } from 'xmlbuilder2';
import type { SdiReceiptType } from '../e-invoice-events.js';

/** An SdI message file is a few kilobytes; anything larger is not one, and is not parsed. */
export const MAX_SDI_MESSAGE_BYTES = 64 * 1024;

const RECEIPT_OF_ROOT: Record<string, SdiReceiptType> = { RicevutaConsegna: 'RC', NotificaMancataConsegna: 'MC', NotificaScarto: 'NS' };

export interface SdiMessage {
  receipt: SdiReceiptType;
  fileName: string;
  sdiIdentifier: string | null;
  receivedAt: string | null;
  errors: { code: string; description: string }[];
}

type Node = Record<string, unknown>;
const localName = (key: string) => key.slice(key.indexOf(':') + 1);
const childOf = (node: Node, name: string): unknown => Object.entries(node).find(([key]) => localName(key) === name)?.[1];
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : null);
const listOf = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * An SdI message (MessaggiTypes 1.1): ricevuta di consegna, notifica di mancata consegna or notifica
 * di scarto, with the name of the file it is about and, for a scarto, its errors. Undefined for
 * anything else (a metadata file, an outcome of a PA customer).
 */
export function parseSdiMessage(xml: string): SdiMessage | undefined {
  if (Buffer.byteLength(xml) > MAX_SDI_MESSAGE_BYTES) return undefined;
  let document: Node;
  try {
    document = create(xml).end({ format: 'object' }) as Node;
  } catch {
    return undefined;
  }
  const [rootKey, root] = Object.entries(document).find(([key]) => !key.startsWith('?')) ?? [];
  const receipt = rootKey && RECEIPT_OF_ROOT[localName(rootKey)];
  if (!receipt || typeof root !== 'object' || root === null) return undefined;
  const fileName = textOf(childOf(root as Node, 'NomeFile'));
  if (!fileName) return undefined;
  const errorList = childOf(root as Node, 'ListaErrori');
  const errors = listOf(errorList && typeof errorList === 'object' ? childOf(errorList as Node, 'Errore') : undefined).flatMap((error) => {
    if (typeof error !== 'object' || error === null) return [];
    const code = textOf(childOf(error as Node, 'Codice'));
    return code ? [{ code, description: textOf(childOf(error as Node, 'Descrizione')) ?? '' }] : [];
  });
  return {
    receipt,
    fileName,
    sdiIdentifier: textOf(childOf(root as Node, 'IdentificativoSdI')),
    receivedAt: textOf(childOf(root as Node, 'DataOraRicezione')),
    errors,
  };
}
