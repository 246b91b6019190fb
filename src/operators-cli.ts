import { parseArgs } from 'node:util';
import { z } from 'zod';
import { changeOperatorState, createOperator } from './operators/index.js';
import { loadConfig } from './config.js';
import { MODULE_MIGRATIONS, personalDataWiring } from './modules.js';
import { runCli } from './platform/cli.js';
import { openDatabase } from './platform/infrastructure.js';
import { createLogger } from './platform/logger.js';
import { resolveSecretKey } from './platform/security/secret-key.js';

const USAGE = [
  'Usage: OPERATOR_PASSWORD=… npm run operators -- create --email name@example.it --name "Nome Cognome" [--role admin|operator]',
  '       npm run operators -- disable --email name@example.it   (ends every session of it; it cannot log in)',
  '       npm run operators -- enable --email name@example.it',
].join('\n');

const createInput = z.object({
  email: z.email('--email must be an e-mail address'),
  name: z.string('--name is required').trim().min(2, '--name is required'),
  role: z.enum(['admin', 'operator'], '--role is admin or operator').default('operator'),
  password: z.string('OPERATOR_PASSWORD is required').min(10, 'OPERATOR_PASSWORD must be at least 10 characters'),
});
const stateInput = z.object({ email: z.email('--email must be an e-mail address') });

const CLI_ACTOR = { kind: 'system', id: 'operators-cli' } as const;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } } });
  const command = positionals[0];
  if (command !== 'create' && command !== 'disable' && command !== 'enable') {
    console.log(USAGE);
    return 2;
  }
  const parsed = command === 'create' ? createInput.safeParse({ ...values, password: process.env.OPERATOR_PASSWORD }) : stateInput.safeParse(values);
  if (!parsed.success) {
    console.error(`${parsed.error.issues[0]!.message}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const logger = createLogger('warn');
  const infrastructure = await openDatabase(config, logger, MODULE_MIGRATIONS, personalDataWiring(await resolveSecretKey(config, logger)));
  try {
    switch (command) {
      case 'create':
        return await create(infrastructure.pool, createInput.parse(parsed.data));
      case 'disable':
      case 'enable':
        return await changeState(infrastructure, stateInput.parse(parsed.data).email, command === 'disable');
      default: {
        const unknown: never = command;
        throw new Error(`unknown command ${String(unknown)}`);
      }
    }
  } finally {
    await infrastructure.close();
  }
}

async function create(pool: Parameters<typeof createOperator>[0], input: z.infer<typeof createInput>): Promise<number> {
  try {
    const operator = await createOperator(pool, input);
    console.log(`Created ${operator.role} ${operator.name} <${operator.email}> (${operator.id})`);
    return 0;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      console.error(`An operator with e-mail ${input.email} exists already`);
      return 1;
    }
    throw error;
  }
}

async function changeState(deps: Parameters<typeof changeOperatorState>[0], email: string, disabled: boolean): Promise<number> {
  const now = new Date().toISOString();
  const correlationId = crypto.randomUUID();
  const result = await changeOperatorState(deps, { email }, disabled, { actor: CLI_ACTOR, correlationId, causationId: correlationId, requestedAt: now });
  if (!result) {
    console.error(`No operator has e-mail ${email}`);
    return 1;
  }
  const { operator, changed } = result;
  const state = disabled ? 'disabled' : 'enabled';
  console.log(changed ? `${operator.name} <${operator.email}> is now ${state}${disabled ? '; every session of it has ended' : ''}` : `${operator.name} <${operator.email}> was already ${state}`);
  return 0;
}

runCli(main);
