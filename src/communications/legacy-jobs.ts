import type { Queue } from 'bullmq';
import { JOB_RETENTION } from '../platform/queue/enqueue-reactor.js';
import type { ClaimEmailJob } from './outbound/outbound-job.js';

const PAGE = 500;
const STATES = ['waiting', 'paused', 'delayed', 'prioritized', 'active', 'failed', 'completed'] as const;

/**
 * Jobs queued before jobs carried ids only hold the trigger event's data (names, addresses, messages),
 * and failed ones were kept for good. At the worker's start each such job keeps only its ids (the
 * worker never reads the rest), and failed jobs past the retention age go. Returns the jobs rewritten.
 */
export async function scrubLegacyEmailJobs(queue: Queue): Promise<number> {
  let rewritten = 0;
  for (let start = 0; ; start += PAGE) {
    const jobs = await queue.getJobs([...STATES], start, start + PAGE - 1, true);
    for (const job of jobs) {
      const data = job?.data as Partial<ClaimEmailJob> | undefined;
      if (!data?.trigger || !('data' in data.trigger)) continue;
      const { claimId, trigger } = data as ClaimEmailJob;
      await job.updateData({ kind: 'claim-email', claimId, trigger: { type: trigger.type, id: trigger.id } });
      rewritten++;
    }
    if (jobs.length < PAGE) break;
  }
  await queue.clean(JOB_RETENTION.removeOnFail.age * 1000, 0, 'failed');
  return rewritten;
}
