const CLAIM_STREAM_PREFIX = 'claim-';
export const claimStream = (claimId: number) => `${CLAIM_STREAM_PREFIX}${claimId}`;
/** The claim a stream belongs to; undefined for any other stream. */
export const claimIdOfStream = (stream: string): number | undefined =>
  stream.startsWith(CLAIM_STREAM_PREFIX) ? Number(stream.slice(CLAIM_STREAM_PREFIX.length)) : undefined;
