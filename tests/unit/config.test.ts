import { describe, expect, it } from 'vitest';
import { loadConfig, SAMPLE_COMPANY, SAMPLE_COMPANY_MARK } from '../../src/config.js';

/** A production company: every COMPANY_* detail the start asks for. */
const PRODUCTION_COMPANY = {
  COMPANY_NAME: 'Voli Giusti S.r.l.',
  COMPANY_ADDRESS: 'Via Roma 1, 20121 Milano (MI)',
  COMPANY_VAT_NUMBER: 'IT01234567890',
  COMPANY_TAX_CODE: '01234567890',
  COMPANY_STREET: 'Via Roma 1',
  COMPANY_POSTAL_CODE: '20121',
  COMPANY_CITY: 'Milano',
  COMPANY_TULPS_LICENCE: 'licenza ex art. 115 TULPS n. 123/2026 rilasciata dalla Questura di Milano il 2 febbraio 2026',
  COMPANY_EMAIL: 'info@voligiusti.example',
  PRIVACY_EMAIL: 'privacy@voligiusti.example',
};

describe('configuration', () => {
  it('when nothing is set, then the embedded defaults apply', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: 'var', eventStore: 'postgres' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('when PORT is not a number, then the error is one line naming PORT and its value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid configuration: PORT="abc": .+$/);
  });

  it('when DATABASE_URL is not a URL, then the error names DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'localhost:5432' })).toThrow('Invalid configuration: DATABASE_URL="localhost:5432": must be a postgres:// URL');
  });

  it('when ESDB_URL is set, then EventStoreDB is the event store', () => {
    expect(loadConfig({ ESDB_URL: 'esdb://localhost:2113?tls=false' }).eventStore).toBe('esdb');
  });

  it('when EventStoreDB is asked for without ESDB_URL, then the error says what is missing', () => {
    expect(() => loadConfig({ EVENT_STORE: 'esdb' })).toThrow(/EVENT_STORE=esdb needs ESDB_URL/);
  });

  it('when a variable is empty, then it counts as unset', () => {
    const config = loadConfig({ PORT: '', REDIS_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('when running in production without SECRET_KEY, then the process refuses to start', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('Invalid configuration: SECRET_KEY: must be set in production');
    expect(loadConfig({ ...PRODUCTION_COMPANY, NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(32) }).SECRET_KEY).toBe('x'.repeat(32));
  });
});

describe('configuration errors about secrets', () => {
  const message = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error(`${JSON.stringify(Object.keys(env))} was accepted`);
  };

  it.each([
    ['SECRET_KEY', 'troppo-corta-per-firmare'],
    ['ADMIN_PASSWORD', 'corta!'],
    ['S3_SECRET_ACCESS_KEY', 'wJalrXUtnFEMI K7MDENG'],
    ['AERODATABOX_API_KEY', '9f3c2a7e1b\n'],
  ])('when %s has a bad value, then the error names the variable and shows *** in place of the value', (variable, value) => {
    const error = message({ [variable]: value });

    expect(error).toMatch(new RegExp(`^Invalid configuration: ${variable}="\\*\\*\\*": .+$`));
    expect(error).not.toContain(value);
  });

  it.each([
    ['DATABASE_URL', 'postgres://rimborsi:pg-pass-4812@db:porta/rimborsi', 'pg-pass-4812'],
    ['DATABASE_URL', 'rimborsi:pg-pass-4812@db:5432/rimborsi', 'pg-pass-4812'],
    ['REDIS_URL', 'http://:redis-pass-3391@cache:6379', 'redis-pass-3391'],
    ['SMTP_URL', 'mailto://mittente:smtp pass/7730@mail:587', 'smtp pass/7730'],
    ['ESDB_URL', 'tcp://admin:esdb-pass-5502@eventstore:2113', 'esdb-pass-5502'],
    ['S3_ENDPOINT', 'ftp://chiave:s3-pass-6613@minio:9000', 's3-pass-6613'],
  ])('when %s is a bad URL with a password, then the error names the variable and shows *** in place of the password', (variable, value, password) => {
    const error = message({ [variable]: value });

    expect(error).toMatch(new RegExp(`^Invalid configuration: ${variable}=".*:\\*\\*\\*@.*": .+$`));
    expect(error).not.toContain(password);
  });

  it('when REQUIRE_2FA is unset, then admins need a second factor in production only; a value decides otherwise', () => {
    expect(loadConfig({}).requireTwoFactor).toBe(false);
    expect(loadConfig({ ...PRODUCTION_COMPANY, NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(32) }).requireTwoFactor).toBe(true);
    expect(loadConfig({ ...PRODUCTION_COMPANY, NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(32), REQUIRE_2FA: 'false' }).requireTwoFactor).toBe(false);
    expect(loadConfig({ REQUIRE_2FA: 'on' }).requireTwoFactor).toBe(true);
    expect(() => loadConfig({ REQUIRE_2FA: 'forse' })).toThrow(/^Invalid configuration: REQUIRE_2FA="forse": must be true or false$/);
  });

  it('when the company is not set outside production, then a sample company marked «dati non reali» fills it, and the default periods are 90 days, 24 months, 10 years', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ RETENTION_DOCUMENTS_DAYS: 90, RETENTION_REJECTED_MONTHS: 24, RETENTION_COMPLETED_YEARS: 10, COMPANY_NAME: SAMPLE_COMPANY.COMPANY_NAME, companyIsSample: true });
    expect(config.COMPANY_NAME).toContain(SAMPLE_COMPANY_MARK);
    expect(config.COMPANY_TULPS_LICENCE).toContain('dati non reali');
    expect(JSON.stringify(config)).not.toMatch(/da impostare/);
    expect(config.DPO_EMAIL).toBeUndefined();
  });

  it('when NODE_ENV is production without the company details, then the start refuses naming each one missing', () => {
    const production = { NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(
      "Invalid configuration: the company's details must be set in production: COMPANY_NAME, COMPANY_ADDRESS, COMPANY_VAT_NUMBER, COMPANY_TAX_CODE, COMPANY_STREET, COMPANY_POSTAL_CODE, COMPANY_CITY, COMPANY_TULPS_LICENCE, COMPANY_EMAIL, PRIVACY_EMAIL",
    );
    const { COMPANY_TULPS_LICENCE: _licence, COMPANY_CITY: _city, ...allButTwo } = PRODUCTION_COMPANY;
    expect(() => loadConfig({ ...production, ...allButTwo })).toThrow(/must be set in production: COMPANY_CITY, COMPANY_TULPS_LICENCE$/);
    const config = loadConfig({ ...production, ...PRODUCTION_COMPANY });
    expect(config).toMatchObject({ ...PRODUCTION_COMPANY, companyIsSample: false });
  });

  it('when the company and retention are set, then they are used, and a bad value stops the start naming the variable', () => {
    const config = loadConfig({ COMPANY_NAME: 'Voli Giusti S.r.l.', COMPANY_ADDRESS: 'Via Roma 1, 20121 Milano', COMPANY_VAT_NUMBER: 'IT01234567890', COMPANY_EMAIL: 'info@example.it', PRIVACY_EMAIL: 'privacy@example.it', RETENTION_DOCUMENTS_DAYS: '30' });
    expect(config).toMatchObject({ COMPANY_NAME: 'Voli Giusti S.r.l.', PRIVACY_EMAIL: 'privacy@example.it', RETENTION_DOCUMENTS_DAYS: 30 });
    expect(() => loadConfig({ PRIVACY_EMAIL: 'privacy' })).toThrow(/^Invalid configuration: PRIVACY_EMAIL="privacy": must be an e-mail address$/);
    expect(() => loadConfig({ RETENTION_REJECTED_MONTHS: '0' })).toThrow(/^Invalid configuration: RETENTION_REJECTED_MONTHS="0"/);
  });
});
