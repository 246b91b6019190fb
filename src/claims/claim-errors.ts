import { DomainError } from '../platform/domain-error.js';

/** The same answer for a claim that does not exist and one the caller may not see. */
export const claimNotFound = () =>
  new DomainError('not_found', 'La pratica richiesta non esiste o non è accessibile', { title: 'Pratica non trovata' });

export const claimAlreadySubmitted = () => new DomainError('conflict', 'La pratica è già stata inviata', { title: 'Pratica già inviata' });

export const isClaimAlreadySubmitted = (error: unknown) => error instanceof DomainError && error.reason === 'conflict';

export const invalidClaimInput = (message: string, field?: string) => new DomainError('invalid', message, field ? { field } : {});

export const PERSONAL_DATA_ERASED_MESSAGE = 'I dati personali di questa pratica sono stati cancellati';

/** A change that would write the passenger's data again, on a claim whose data are erased. */
export const personalDataErased = () => new DomainError('conflict', PERSONAL_DATA_ERASED_MESSAGE, { title: 'Dati personali cancellati' });

export const personalDataAlreadyErased = () => new DomainError('conflict', 'Dati già cancellati', { title: 'Dati già cancellati' });

export const mergeIntoItself = () => new DomainError('invalid', 'Una pratica non può essere unita a sé stessa', { title: 'Unione non valida' });

export const alreadyMerged = () => new DomainError('conflict', 'La pratica è già stata chiusa come duplicata', { title: 'Pratica già unita' });

/** «Fai da te» is chosen before we act: a claim an operator already moved on is ours. */
export const doItYourselfClosed = () =>
  new DomainError('conflict', 'La pratica è già affidata a noi (in lavorazione o con un mandato firmato): il fai da te si può scegliere solo prima', { title: 'Fai da te non più disponibile' });

export const doItYourselfNotOffered = () =>
  new DomainError('unprocessable', 'Per la compagnia di questo volo il fai da te gratuito non è disponibile: ci pensiamo noi', { title: 'Fai da te non disponibile' });

export const claimClosedForUs = () => new DomainError('conflict', 'La pratica è chiusa: scrivici dall’area riservata se vuoi che la riapriamo', { title: 'Pratica chiusa' });
