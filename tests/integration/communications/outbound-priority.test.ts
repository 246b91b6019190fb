import { Worker } from 'bullmq';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { OUTBOUND_QUEUE } from '../../../src/communications/outbound/outbound-job.js';
import { outboundQueue } from '../../../src/communications/outbound/outbound-queue.js';
import { createProducerConnection, createWorkerConnection } from '../../../src/platform/queue/redis-connection.js';

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`Outbound queue order tests not run: ${inject('redisMissingReason')}`);

describe.runIf(redisUrl)('the order of the outbound queue', () => {
  const prefix = `outbound-order-${process.pid}-${Date.now()}`;
  const producer = createProducerConnection(redisUrl!);
  const outbound = outboundQueue(producer, { prefix, retry: { attempts: 3, backoff: { type: 'exponential', delay: 50 } } });
  afterAll(async () => {
    await outbound.close();
    producer.disconnect();
  });

  it('when claim e-mails and a letter wait and a passenger asks for a sign-in link, then the link goes first, then the letter, then the e-mails', async () => {
    if (producer.status !== 'ready') await new Promise((resolve) => producer.once('ready', resolve));
    for (const claimId of [1, 2, 3]) await outbound.queue!.add('claim-email', { kind: 'claim-email', claimId, trigger: { type: 'ClaimSubmitted', id: `event-${claimId}` } }, { ...outbound.jobOptions, jobId: `event-${claimId}` });
    await outbound.add('dispatch-1', { kind: 'airline-letter', dispatchId: 'dispatch-1' });
    await outbound.add('link-1', { kind: 'sign-in-link', linkId: 'link-1' });

    const connection = createWorkerConnection(redisUrl!);
    const worker = new Worker(OUTBOUND_QUEUE, null, { connection, prefix, autorun: false });
    try {
      const order: string[] = [];
      for (let taken = 0; taken < 5; taken++) {
        const job = await worker.getNextJob('order-test');
        order.push(job!.id!);
        await job!.moveToCompleted('done', 'order-test', false);
      }
      expect(order).toEqual(['link-1', 'dispatch-1', 'event-1', 'event-2', 'event-3']);
    } finally {
      await worker.close();
      connection.disconnect();
    }
  });
});
