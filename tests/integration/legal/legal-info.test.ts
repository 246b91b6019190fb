import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { LEGAL_INFO_PATH, legalInfoSchema } from '../../../src/contracts/legal-texts.js';
import { createLegalModule } from '../../../src/legal/index.js';
import { createApp } from '../../../src/platform/http/app.js';
import { createLogger } from '../../../src/platform/logger.js';

const COMPANY = {
  COMPANY_NAME: 'Voli Giusti S.r.l.',
  COMPANY_ADDRESS: 'Via Roma 1, 20121 Milano (MI)',
  COMPANY_VAT_NUMBER: 'IT01234567890',
  COMPANY_EMAIL: 'assistenza@voligiusti.example',
  COMPANY_TULPS_LICENCE: 'licenza ex art. 115 TULPS n. 123/2026, Questura di Milano',
  PRIVACY_EMAIL: 'privacy@voligiusti.example',
  RETENTION_DOCUMENTS_DAYS: '60',
  RETENTION_REJECTED_MONTHS: '18',
  RETENTION_COMPLETED_YEARS: '11',
};

let server: Server;
let url: string;

beforeAll(async () => {
  const config = loadConfig(COMPANY);
  const logger = createLogger('silent');
  server = createApp({ logger, routers: createLegalModule({ config, logger }).routers ?? [] }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('GET /api/legal-info', () => {
  it('when asked without a session, then it answers the company and the retention periods as configured, in the shape the web reads', async () => {
    const response = await fetch(`${url}${LEGAL_INFO_PATH}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const info = legalInfoSchema.parse(await response.json());
    expect(info).toEqual({
      company: { name: 'Voli Giusti S.r.l.', address: 'Via Roma 1, 20121 Milano (MI)', vatNumber: 'IT01234567890', email: 'assistenza@voligiusti.example', tulpsLicence: 'licenza ex art. 115 TULPS n. 123/2026, Questura di Milano', sample: false },
      privacyEmail: 'privacy@voligiusti.example',
      dpoEmail: null,
      retention: { documentsDays: 60, rejectedMonths: 18, completedYears: 11 },
    });
  });

  it('when anything else under it, another method or another spelling is asked, then the answer is the API’s 404 problem', async () => {
    const attempts: [string, string][] = [
      ['GET', `${LEGAL_INFO_PATH}/company`],
      ['GET', `${LEGAL_INFO_PATH}/`],
      ['GET', '/API/legal-info'],
      ['GET', '/api/Legal-Info'],
      ['POST', LEGAL_INFO_PATH],
      ['PUT', LEGAL_INFO_PATH],
      ['DELETE', LEGAL_INFO_PATH],
    ];
    for (const [method, path] of attempts) {
      const response = await fetch(`${url}${path}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' || method === 'DELETE' ? undefined : '{}' });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get('content-type'), `${method} ${path}`).toMatch(/^application\/problem\+json/);
    }
  });
});
