import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Logger } from '../logger.js';
import { TooManyRequests } from './problem.js';

export interface LimitOptions {
  /** Names the counter in the shared store: two limits never share one by accident. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** How a refusal reads to the user. */
  refusal?: { title: string; detail: string };
  /** For failure counts: once a key reaches the limit it stays refused this long, from that moment. */
  lockSeconds?: number;
}

/**
 * What a request asks of one limit, as a part of RateLimits.enforce(): count a try for each key
 * (refused once one is over the limit), or only look at the tries counted (refused once one has used them up).
 */
export interface LimitStep {
  readonly action: 'consume' | 'check';
  readonly keys: readonly string[];
  readonly limit: Counter;
}

/** One counter per key (an IP, an e-mail's hash, a practice number), shared by every process through Redis. */
export interface Limit {
  /** Counts one try for each key and refuses (TooManyRequests) when any of them is over the limit. */
  consume(...keys: string[]): Promise<void>;
  /** Refuses when any key has used up its tries, without counting one: for limits on failures only. */
  check(...keys: string[]): Promise<void>;
  /** What check() would throw, or undefined: for a caller that must finish its work before refusing. */
  refusal(...keys: string[]): Promise<TooManyRequests | undefined>;
  /** Counts a failure for each key without refusing now (the next check will); answers the keys this count brought to the limit. */
  count(...keys: string[]): Promise<string[]>;
  /** Forgets the tries counted for these keys (a success after failures). */
  reset(...keys: string[]): Promise<void>;
  /** Express middleware: consume() for the client's IP (as `trust proxy` resolves it). */
  perIp(): RequestHandler;
  /** consume(), as a step of RateLimits.enforce(). */
  consuming(...keys: string[]): LimitStep;
  /** check(), as a step of RateLimits.enforce(). */
  checking(...keys: string[]): LimitStep;
}

export interface RateLimits {
  limit(options: LimitOptions): Limit;
  /** Takes the steps in order, all in one Redis round trip, and refuses as the first refused step would; the steps after it are not taken. */
  enforce(...steps: LimitStep[]): Promise<void>;
}

type Action = LimitStep['action'] | 'count';
/** What a counter holds after an action: the tries in its window and the milliseconds before the window ends. */
interface Tally {
  used: number;
  msLeft: number;
}
interface Counter {
  options: LimitOptions;
  memory: RateLimiterMemory;
  redisKey(key: string): string;
}
interface CounterAction {
  action: Action;
  limit: Counter;
  key: string;
}

/**
 * Every counter a request touches, in one script: KEYS are the counters, ARGV three per counter (the
 * action, the limit, the window in seconds). A counted try opens the window on a new counter. Stops
 * after the first refused counter; answers the tries and the milliseconds left of each counter it reached.
 */
const LIMITS_SCRIPT = `
local answers = {}
for i, key in ipairs(KEYS) do
  local action, limit, window = ARGV[i * 3 - 2], tonumber(ARGV[i * 3 - 1]), ARGV[i * 3]
  local used
  if action == 'check' then
    used = tonumber(redis.call('get', key) or '0')
  else
    redis.call('set', key, 0, 'EX', window, 'NX')
    used = redis.call('incr', key)
  end
  local ttl = redis.call('pttl', key)
  if ttl == -1 and action ~= 'check' then
    redis.call('expire', key, window)
    ttl = 1000 * window
  end
  answers[#answers + 1] = used
  answers[#answers + 1] = ttl
  if (action == 'consume' and used > limit) or (action == 'check' and used >= limit) then break end
end
return answers
`;

type LimitsRedis = Redis & { rateLimits(keyCount: number, ...keysAndArgs: (string | number)[]): Promise<number[]> };

const isRefused = (action: Action, used: number, limit: number) => (action === 'consume' ? used > limit : action === 'check' && used >= limit);

/**
 * Limits kept in Redis, under the deployment's prefix, so every process counts the same tries; while
 * Redis is down (or absent) each process counts in memory, and says so in the log.
 */
export function createRateLimits({ redis, prefix, logger }: { redis?: Redis; prefix: string; logger: Logger }): RateLimits {
  let warnedAt = 0;
  const warnMemory = (reason: string) => {
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    logger.warn({ reason }, 'rate limits counted in this process only (memory) until Redis answers');
  };
  if (!redis) warnMemory('Redis is not configured');
  redis?.defineCommand('rateLimits', { lua: LIMITS_SCRIPT });

  const inMemory = async (actions: CounterAction[]): Promise<Tally[]> => {
    const tallies: Tally[] = [];
    for (const { action, limit, key } of actions) {
      const state = action === 'check' ? await limit.memory.get(key) : await limit.memory.penalty(key);
      const tally = { used: state?.consumedPoints ?? 0, msLeft: state?.msBeforeNext ?? 0 };
      tallies.push(tally);
      if (isRefused(action, tally.used, limit.options.limit)) break;
    }
    return tallies;
  };

  /** Takes the actions in order, stopping after the first refused; answers the tallies of those taken. */
  const tally = async (actions: CounterAction[]): Promise<Tally[]> => {
    if (!redis || redis.status !== 'ready') {
      if (redis) warnMemory(`Redis is ${redis.status}`);
      return inMemory(actions);
    }
    const keys = actions.map(({ limit, key }) => limit.redisKey(key));
    const args = actions.flatMap(({ action, limit }) => [action, limit.options.limit, limit.options.windowSeconds]);
    try {
      const answers = await (redis as LimitsRedis).rateLimits(keys.length, ...keys, ...args);
      return Array.from({ length: answers.length / 2 }, (_, index) => ({ used: answers[index * 2]!, msLeft: answers[index * 2 + 1]! }));
    } catch {
      warnMemory('Redis did not answer'); // not its message: it may name the keys (an address)
      return inMemory(actions);
    }
  };

  const refusalOf = (limit: Counter, msLeft: number) => {
    const seconds = Math.max(1, Math.ceil(msLeft / 1000));
    const wording = limit.options.refusal;
    return wording ? new TooManyRequests(seconds, wording.title, wording.detail) : new TooManyRequests(seconds);
  };

  const refusal = async (...steps: LimitStep[]): Promise<TooManyRequests | undefined> => {
    const actions = steps.flatMap(({ action, limit, keys }) => keys.map((key) => ({ action, limit, key })));
    const tallies = await tally(actions);
    const refused = tallies.findIndex((counted, index) => isRefused(actions[index]!.action, counted.used, actions[index]!.limit.options.limit));
    return refused < 0 ? undefined : refusalOf(actions[refused]!.limit, tallies[refused]!.msLeft);
  };
  const enforce = async (...steps: LimitStep[]) => {
    const refused = await refusal(...steps);
    if (refused) throw refused;
  };

  return {
    enforce,
    limit(options: LimitOptions): Limit {
      const keyPrefix = `${prefix}:limit:${options.name}`;
      const counter: Counter = { options, memory: new RateLimiterMemory({ keyPrefix, points: options.limit, duration: options.windowSeconds }), redisKey: (key) => `${keyPrefix}:${key}` };
      const consuming = (...keys: string[]): LimitStep => ({ action: 'consume', keys, limit: counter });
      const checking = (...keys: string[]): LimitStep => ({ action: 'check', keys, limit: counter });
      /** Runs on the store the counters are in now: Redis when it answers, this process's memory otherwise. */
      const inStore = async (inRedis: (redis: Redis) => Promise<unknown>, orInMemory: () => Promise<unknown>) => {
        if (redis?.status === 'ready') {
          try {
            await inRedis(redis);
            return;
          } catch {
            warnMemory('Redis did not answer');
          }
        } else if (redis) warnMemory(`Redis is ${redis.status}`);
        await orInMemory();
      };
      return {
        consuming,
        checking,
        consume: (...keys) => enforce(consuming(...keys)),
        check: (...keys) => enforce(checking(...keys)),
        refusal: (...keys) => refusal(checking(...keys)),
        async count(...keys) {
          const tallies = await tally(keys.map((key) => ({ action: 'count', limit: counter, key })));
          const reached = keys.filter((_, index) => tallies[index]!.used === options.limit);
          const lockSeconds = options.lockSeconds;
          if (lockSeconds) {
            // Over the limit for the lock's length: every try refused until it ends.
            for (const key of reached) {
              await inStore((store) => store.set(counter.redisKey(key), options.limit + 1, 'EX', lockSeconds), () => counter.memory.block(key, lockSeconds));
            }
          }
          return reached;
        },
        async reset(...keys) {
          if (keys.length === 0) return;
          await inStore((store) => store.del(...keys.map(counter.redisKey)), () => Promise.all(keys.map((key) => counter.memory.delete(key))));
        },
        perIp: () => async (request, _response, next) => {
          await enforce(consuming(clientAddress(request)));
          next();
        },
      };
    },
  };
}

export function clientAddress(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}

/** A limit key for personal data (an e-mail address): the store holds its hash, never the address. */
export function hashedKey(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('base64url').slice(0, 32);
}
