import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
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
}

export interface RateLimits {
  limit(options: LimitOptions): Limit;
}

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

  return {
    limit({ name, limit, windowSeconds, refusal: wording, lockSeconds }: LimitOptions): Limit {
      const options = { keyPrefix: `${prefix}:limit:${name}`, points: limit, duration: windowSeconds };
      const memory = new RateLimiterMemory(options);
      const limiter: RateLimiterAbstract = redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory, rejectIfRedisNotReady: true }) : memory;
      const noteFallback = () => {
        if (redis && redis.status !== 'ready') warnMemory(`Redis is ${redis.status}`);
      };
      const refuse = (msBeforeNext: number) => {
        const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
        return wording ? new TooManyRequests(seconds, wording.title, wording.detail) : new TooManyRequests(seconds);
      };

      const consume = async (...keys: string[]) => {
        noteFallback();
        for (const key of keys) {
          try {
            await limiter.consume(key);
          } catch (rejection) {
            if (rejection instanceof RateLimiterRes) throw refuse(rejection.msBeforeNext);
            throw rejection;
          }
        }
      };
      const refusal = async (...keys: string[]) => {
        noteFallback();
        const states = await Promise.all(keys.map((key) => limiter.get(key)));
        const exhausted = states.find((state) => state && state.consumedPoints >= limit);
        return exhausted ? refuse(exhausted.msBeforeNext) : undefined;
      };
      return {
        consume,
        refusal,
        async check(...keys) {
          const refused = await refusal(...keys);
          if (refused) throw refused;
        },
        async count(...keys) {
          noteFallback();
          const reached: string[] = [];
          for (const key of keys) {
            const { consumedPoints } = await limiter.penalty(key);
            if (consumedPoints !== limit) continue;
            if (lockSeconds) await limiter.block(key, lockSeconds);
            reached.push(key);
          }
          return reached;
        },
        async reset(...keys) {
          noteFallback();
          await Promise.all(keys.map((key) => limiter.delete(key)));
        },
        perIp: () => async (request, _response, next) => {
          await consume(clientAddress(request));
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
