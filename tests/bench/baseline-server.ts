// The API benchmark's baseline: a bare express route that validates the same body with the same
// schema and does one INSERT, through a pool like the product's.
import express from 'express';
import { submitClaimBody } from '../../src/claims/submit-claim.js';
import { createPool } from '../../src/platform/db/pool.js';

const pool = createPool(process.env.DATABASE_URL!, { max: Number(process.env.DATABASE_POOL_SIZE ?? 20) });
await pool.query('CREATE TABLE IF NOT EXISTS bench_claims_baseline (id bigserial PRIMARY KEY, body jsonb NOT NULL, created_at timestamptz DEFAULT now())');
const app = express();
app.use(express.json({ limit: '100kb' }));
app.post('/api/flight-checks', async (request, response) => {
  const parsed = submitClaimBody.safeParse(request.body);
  if (!parsed.success) {
    response.status(400).json({ title: 'Dati non validi' });
    return;
  }
  const { rows } = await pool.query('INSERT INTO bench_claims_baseline (body) VALUES ($1) RETURNING id', [JSON.stringify(parsed.data)]);
  response.status(201).json({ id: Number(rows[0].id), status: 'pending' });
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
