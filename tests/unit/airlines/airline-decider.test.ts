import { describe, it } from 'vitest';
import { airlineDecider } from '../../../src/airlines/airline-decider.js';
import type { AirlineEvent } from '../../../src/airlines/airline-events.js';
import type { AirlineEditableDetails } from '../../../src/contracts/admin-airlines.js';
import { deciderSpec } from '../../support/decider-spec.js';

const given = deciderSpec(airlineDecider);

/** The carrier's row in the dataset, before any admin's edit. */
const baseline: AirlineEditableDetails = { name: 'Emirates', claimsEmail: null, claimsWebFormUrl: null, pecAddress: null, euOverride: null, paysDirectly: false };
const edit = (changes: Partial<AirlineEditableDetails>) => ({ type: 'EditAirlineDetails' as const, airlineCode: 'EK', baseline, changes });
const added = (address: string): AirlineEvent => ({ type: 'AirlineClaimsAddressAdded', data: { airlineCode: 'EK', address } });

describe('editing a carrier’s details', () => {
  it('when fields change, then each is recorded from the dataset’s value to the new one, unchanged ones left out', () => {
    given()
      .when(edit({ name: 'Emirates', claimsEmail: 'reclami@esempio-vettore.it', euOverride: true }))
      .then([{ type: 'AirlineDetailsEdited', data: { airlineCode: 'EK', changes: { claimsEmail: { from: null, to: 'reclami@esempio-vettore.it' }, euOverride: { from: null, to: true } } } }]);
  });

  it('when a field was edited before, then the next change is recorded from the edited value', () => {
    given({ type: 'AirlineDetailsEdited', data: { airlineCode: 'EK', changes: { claimsEmail: { from: null, to: 'reclami@esempio-vettore.it' } } } })
      .when(edit({ claimsEmail: 'claims@esempio-vettore.it' }))
      .then([{ type: 'AirlineDetailsEdited', data: { airlineCode: 'EK', changes: { claimsEmail: { from: 'reclami@esempio-vettore.it', to: 'claims@esempio-vettore.it' } } } }]);
  });

  it('when the form is saved unchanged, then nothing is recorded', () => {
    given().when(edit({ ...baseline })).then([]);
  });
});

describe('the claims addresses admins add', () => {
  it('when an address is added, then it is recorded; added again, nothing more', () => {
    given().when({ type: 'AddClaimsAddress', airlineCode: 'EK', address: 'reclami@esempio-vettore.it' }).then([added('reclami@esempio-vettore.it')]);
    given(added('reclami@esempio-vettore.it')).when({ type: 'AddClaimsAddress', airlineCode: 'EK', address: 'reclami@esempio-vettore.it' }).then([]);
  });

  it('when an added address is removed, then the removal is recorded', () => {
    given(added('reclami@esempio-vettore.it'))
      .when({ type: 'RemoveClaimsAddress', airlineCode: 'EK', address: 'reclami@esempio-vettore.it' })
      .then([{ type: 'AirlineClaimsAddressRemoved', data: { airlineCode: 'EK', address: 'reclami@esempio-vettore.it' } }]);
  });

  it('when the address was never added, or was removed already, then removing it is refused as not found', () => {
    const refusal = 'Questo indirizzo non è tra quelli aggiunti per la compagnia';
    given().when({ type: 'RemoveClaimsAddress', airlineCode: 'EK', address: 'reclami@esempio-vettore.it' }).thenFails(refusal, 'not_found');
    given(added('reclami@esempio-vettore.it'), { type: 'AirlineClaimsAddressRemoved', data: { airlineCode: 'EK', address: 'reclami@esempio-vettore.it' } })
      .when({ type: 'RemoveClaimsAddress', airlineCode: 'EK', address: 'reclami@esempio-vettore.it' })
      .thenFails(refusal, 'not_found');
  });
});
