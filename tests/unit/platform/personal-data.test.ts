import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PERSONAL_DATA } from '../../../src/modules.js';
import { combinePersonalData, declarePersonalData } from '../../../src/platform/personal-data/declaration.js';
import { secretKeyMasterKey } from '../../../src/platform/personal-data/master-key.js';
import { valueAt, withoutPath, withValueAt } from '../../../src/platform/personal-data/paths.js';

const secret = 'a-secret-of-at-least-thirty-two-characters';

describe('declared personal fields', () => {
  it('when an edit changes personal and other fields, then only the personal ones’ from and to are declared', () => {
    const fields = PERSONAL_DATA.fieldsOf('ClaimDetailsEdited', { changes: { email: { from: 'a@b.it', to: 'c@d.it' }, flightNumber: { from: 'AZ1', to: 'AZ2' } } });

    expect(fields).toEqual(['changes.email.from', 'changes.email.to']);
  });

  it('when the passenger chose airports from the list, then their labels are not personal; typed text is', () => {
    const base = { departureIata: 'FCO', arrivalIata: 'JFK', departureAirport: 'Roma Fiumicino (FCO)' };

    expect(PERSONAL_DATA.fieldsOf('ClaimSubmitted', { ...base, arrivalAirport: 'New York JFK (JFK)' })).not.toContain('arrivalAirport');
    expect(PERSONAL_DATA.fieldsOf('ClaimSubmitted', { ...base, arrivalAirport: 'da mia zia' })).toContain('arrivalAirport');
    expect(PERSONAL_DATA.fieldsOf('ClaimSubmitted', base)).not.toContain('departureAirport');
  });

  it('when a stream is a claim’s, then its subject is the stream; other streams have none', () => {
    expect(PERSONAL_DATA.subjectOf('claim-42')).toBe('claim-42');
    expect(PERSONAL_DATA.subjectOf('email-template-1')).toBeUndefined();
    expect(PERSONAL_DATA.subjectOf('operator-audit')).toBeUndefined();
  });

  it('when two modules declare one event type, then combining them fails', () => {
    const one = declarePersonalData<{ type: 'A'; data: { x: string } }>({ fields: { A: ['x'] } });

    expect(() => combinePersonalData([one, one])).toThrow(/declared twice/);
  });
});

describe('paths into event data', () => {
  it('when a nested value is removed and set back, then the input is never changed', () => {
    const data = { changes: { email: { from: 'a', to: 'b' } }, other: 1 };

    const without = withoutPath(data, 'changes.email.from');
    expect(without).toEqual({ changes: { email: { to: 'b' } }, other: 1 });
    expect(valueAt(withValueAt(without, 'changes.email.from', 'z'), 'changes.email.from')).toBe('z');
    expect(data).toEqual({ changes: { email: { from: 'a', to: 'b' } }, other: 1 });
  });
});

describe('master key from SECRET_KEY', () => {
  it('when a data key is wrapped, then it unwraps for its subject only', async () => {
    const master = secretKeyMasterKey(secret);
    const dataKey = randomBytes(32);
    const wrapped = await master.wrap(dataKey, 'claim-1');

    expect((await master.unwrap(wrapped, 'claim-1')).equals(dataKey)).toBe(true);
    await expect(master.unwrap(wrapped, 'claim-2')).rejects.toThrow();
    await expect(secretKeyMasterKey(`${secret}!`).unwrap(wrapped, 'claim-1')).rejects.toThrow();
  });
});
