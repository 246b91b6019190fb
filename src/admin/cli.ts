import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config.js';
import { runCli } from '../platform/cli.js';
import { openDatabase } from '../platform/infrastructure.js';
import { createLogger } from '../platform/logger.js';
import { createOperator } from './operators.js';

const USAGE = 'Usage: OPERATOR_PASSWORD=… npm run operators -- create --email name@example.it --name "Nome Cognome" [--role admin|operator]';

const input = z.object({
  email: z.email('--email must be an e-mail address'),
  name: z.string('--name is required').trim().min(2, '--name is required'),
  role: z.enum(['admin', 'operator'], '--role is admin or operator').default('operator'),
  password: z.string('OPERATOR_PASSWORD is required').min(10, 'OPERATOR_PASSWORD must be at least 10 characters'),
});

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } } });
  if (positionals[0] !== 'create') {
    console.log(USAGE);
    return 2;
  }
  const parsed = input.safeParse({ ...values, password: process.env.OPERATOR_PASSWORD });
  if (!parsed.success) {
    console.error(`${parsed.error.issues[0]!.message}\n${USAGE}`);
    return 2;
  }
  const infrastructure = await openDatabase(loadConfig(), createLogger('warn'));
  try {
    const operator = await createOperator(infrastructure.pool, parsed.data);
    console.log(`Created ${operator.role} ${operator.name} <${operator.email}> (${operator.id})`);
    return 0;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      console.error(`An operator with e-mail ${parsed.data.email} exists already`);
      return 1;
    }
    throw error;
  } finally {
    await infrastructure.close();
  }
}

runCli(main);
