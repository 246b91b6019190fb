/** The operators' event browser (admin only): GET /api/admin/events and GET /api/admin/events/:eventId. */
import { z } from 'zod';

export const EVENT_PAGE_SIZE = 50;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day (YYYY-MM-DD, UTC) or an instant (ISO 8601 with its offset); a day in `to` includes the whole day. */
const moment = (field: string) =>
  z
    .string()
    .trim()
    .refine((value) => (DAY.test(value) || z.iso.datetime({ offset: true }).safeParse(value).success) && !Number.isNaN(Date.parse(value)), `${field}: usa una data AAAA-MM-GG o un istante ISO 8601`);

const text = (field: string, max: number) => z.string().trim().min(1, `${field}: non può essere vuoto`).max(max, `${field}: al massimo ${max} caratteri`);

export const eventBrowseQuery = z
  .object({
    type: z
      .string()
      .trim()
      .max(2_000, 'type: troppi tipi')
      .transform((value) => value.split(',').map((type) => type.trim()).filter(Boolean))
      .refine((types) => types.length <= 20, 'type: al massimo 20 tipi')
      .refine((types) => types.every((type) => /^[A-Za-z][\w.-]{0,99}$/.test(type)), 'type: un tipo di evento è fatto di lettere e cifre, senza spazi')
      .optional(),
    stream: text('stream', 200).optional(),
    from: moment('from').optional(),
    to: moment('to').optional(),
    actor: text('actor', 200).optional(),
    correlation: text('correlation', 200).optional(),
    cursor: z.string().regex(/^\d{1,20}(\/\d{1,20})?$/, 'cursor: cursore di pagina non valido').optional(),
    limit: z.coerce.number('limit: deve essere un numero').int('limit: deve essere un intero').min(1, 'limit: almeno 1').max(200, 'limit: al massimo 200').default(EVENT_PAGE_SIZE),
  })
  .strict()
  .refine((query) => !query.from || !query.to || startOf(query.from) < endOf(query.to), { message: 'La data iniziale deve precedere la data finale', path: ['from'] });

export type EventBrowseQuery = z.infer<typeof eventBrowseQuery>;

/** The instant a `from` value starts at. */
export function startOf(value: string): Date {
  return new Date(DAY.test(value) ? `${value}T00:00:00Z` : value);
}

/** The instant a `to` value ends before: the next midnight for a day. */
export function endOf(value: string): Date {
  if (!DAY.test(value)) return new Date(value);
  const end = new Date(`${value}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return end;
}

export interface BrowsedEvent {
  id: string;
  stream: string;
  type: string;
  version: number;
  position: string;
  /** When the store recorded it. */
  recordedAt: string;
  actor: { kind: string; id: string; name: string };
  /** What it means, in plain Italian (the claim timeline's wording on a claim's stream). */
  description: string;
  correlationId: string | null;
  causationId: string | null;
  /** The claim whose stream it is on, if any (for a link to the claim's page). */
  claimId: number | null;
}

export interface EventPage {
  events: BrowsedEvent[];
  /** Pass as `cursor` for the next, older page; null at the first event. */
  cursor: string | null;
  /** EventStoreDB only: the search stopped after reading this many events; the cursor goes on. */
  scanned?: number;
}

export interface EventDetail {
  event: BrowsedEvent & { data: unknown; metadata: Record<string, unknown> };
  /** The event its causation id names, when it is an event (a request's id is not). */
  causedBy: BrowsedEvent | null;
  /** The other events of its correlation, newest first (at most a page). */
  sameCorrelation: BrowsedEvent[];
  /** More events share the correlation than `sameCorrelation` holds. */
  moreWithSameCorrelation: boolean;
}
