import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { folderTransmitter } from '../../../src/invoicing/sdi/folder-transmitter.js';
import { parseSdiMessage } from '../../../src/invoicing/sdi/sdi-message-xml.js';
import type { Logger } from '../../../src/platform/logger.js';

const silent = { info() {}, warn() {}, error() {}, debug() {} } as unknown as Logger;
let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sdi-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const scarto = (fileName: string) => `<?xml version="1.0" encoding="UTF-8"?>
<types:NotificaScarto xmlns:types="http://www.fatturapa.gov.it/sdi/messaggi/v1.0" versione="1.0">
  <IdentificativoSdI>111222333</IdentificativoSdI>
  <NomeFile>${fileName}</NomeFile>
  <DataOraRicezione>2026-11-20T10:15:00.000+01:00</DataOraRicezione>
  <ListaErrori>
    <Errore><Codice>00311</Codice><Descrizione>1.4.1.2 CodiceFiscale non valido</Descrizione></Errore>
    <Errore><Codice>00305</Codice><Descrizione>1.4.1.1.2 IdCodice non valido</Descrizione></Errore>
  </ListaErrori>
  <MessageId>1</MessageId>
</types:NotificaScarto>`;

describe('the outbox folder transport (the default)', () => {
  it('when a document is transmitted, then its XML is written under its SdI name in the outbox, created if missing', async () => {
    const outboxDir = path.join(root, 'var', 'sdi-outbox');
    const transmitter = folderTransmitter({ outboxDir, inboxDir: path.join(root, 'inbox'), logger: silent });

    const { identifier } = await transmitter.transmit({ fileName: 'IT01234567890_00A1B.xml', xml: '<fattura/>' });

    expect(identifier).toBe('IT01234567890_00A1B.xml');
    expect(await readdir(outboxDir)).toEqual(['IT01234567890_00A1B.xml']);
    expect(await readFile(path.join(outboxDir, identifier), 'utf8')).toBe('<fattura/>');
  });

  it('when the SdI’s notifica di scarto is placed in the inbox, then it is read as a rejection with its codes, and moves to processed once recorded', async () => {
    const inboxDir = path.join(root, 'inbox');
    const transmitter = folderTransmitter({ outboxDir: path.join(root, 'out'), inboxDir, logger: silent });
    await transmitter.receipts([]);
    await writeFile(path.join(inboxDir, 'IT01234567890_00A1B_NS_001.xml'), scarto('IT01234567890_00A1B.xml'));
    await writeFile(path.join(inboxDir, 'unrelated.xml'), scarto('IT99999999999_00001.xml'));

    const [receipt, ...others] = await transmitter.receipts([{ number: '2026/0001', fileName: 'IT01234567890_00A1B.xml', identifier: 'IT01234567890_00A1B.xml' }]);

    expect(others).toEqual([]);
    expect(receipt).toMatchObject({
      number: '2026/0001',
      receipt: 'NS',
      sdiIdentifier: '111222333',
      errors: [
        { code: '00311', description: '1.4.1.2 CodiceFiscale non valido' },
        { code: '00305', description: '1.4.1.1.2 IdCodice non valido' },
      ],
    });
    await receipt!.recorded!();
    expect((await readdir(inboxDir)).sort()).toEqual(['processed', 'unrelated.xml']);
  });
});

describe('the SdI message files read from the inbox', () => {
  it('when a file declares nested entities (a billion laughs), then they are not expanded and it is no receipt', async () => {
    const entities = ['<!ENTITY a "aaaaaaaaaa">', ...'bcdefg'.split('').map((name, index) => `<!ENTITY ${name} "${`&${'abcdef'[index]};`.repeat(10)}">`)].join('');
    const started = performance.now();
    const message = parseSdiMessage(`<?xml version="1.0"?><!DOCTYPE r [${entities}]><NotificaScarto><NomeFile>&g;</NomeFile></NotificaScarto>`);
    expect(performance.now() - started).toBeLessThan(200);
    expect(message?.fileName ?? '').not.toContain('aaaa');
  });

  it('when a file is larger than an SdI message can be (64 kB), then it is not parsed', () => {
    expect(parseSdiMessage(`<NotificaScarto><NomeFile>IT01234567890_00A1B.xml</NomeFile>${' '.repeat(70_000)}</NotificaScarto>`)).toBeUndefined();
  });
});
