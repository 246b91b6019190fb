import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';

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
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRET_KEY="": must be set in production/);
    expect(loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(32) }).secretKey).toBe('x'.repeat(32));
  });

  it('when REQUIRE_2FA is unset, then admins need a second factor in production only; a value decides otherwise', () => {
    expect(loadConfig({}).requireTwoFactor).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(32) }).requireTwoFactor).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(32), REQUIRE_2FA: 'false' }).requireTwoFactor).toBe(false);
    expect(loadConfig({ REQUIRE_2FA: 'on' }).requireTwoFactor).toBe(true);
    expect(() => loadConfig({ REQUIRE_2FA: 'forse' })).toThrow(/^Invalid configuration: REQUIRE_2FA="forse": must be true or false$/);
  });
});
