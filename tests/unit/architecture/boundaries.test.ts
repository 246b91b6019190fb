import { ESLint } from 'eslint';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The boundary errors ESLint reports for `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'import/no-restricted-paths').map((message) => message.message);
}

describe('module boundaries (npm run lint)', () => {
  it('when a module imports another module’s internals, then lint fails', async () => {
    const errors = await boundaryErrors('src/communications/compose-probe.ts', "import { claimDecider } from '../claims/claim-decider.js';\nexport const probe = claimDecider;\n");
    expect(errors).toEqual([expect.stringContaining('only through src/claims/contract.ts')]);
  });

  it('when a module imports another through its contract, then lint passes', async () => {
    expect(await boundaryErrors('src/communications/compose-probe.ts', "import { claimStream } from '../claims/contract.js';\nexport const probe = claimStream;\n")).toEqual([]);
  });

  it('when the platform or the projection engine imports a business module, then lint fails', async () => {
    const probes = [
      ['src/platform/http/probe.ts', '../../claims/contract.js'],
      ['src/platform/event-store/probe.ts', '../../claims/contract.js'],
      ['projections/probe.ts', '../src/claims/contract.js'],
    ];
    for (const [filePath, contract] of probes) {
      expect(await boundaryErrors(filePath!, `import { claimStream } from '${contract}';\nexport const probe = claimStream;\n`)).toEqual([expect.stringContaining('imports none')]);
    }
  });

  it('when a tool (the demo) reaches into a module past its index.ts, or a module imports a tool, then lint fails', async () => {
    expect(await boundaryErrors('src/tools/demo/probe.ts', "import { claimDecider } from '../../claims/claim-decider.js';\nexport const probe = claimDecider;\n")).toEqual([expect.stringContaining('through its index.ts or contract.ts')]);
    expect(await boundaryErrors('src/tools/demo/probe.ts', "import { createClaimsModule } from '../../claims/index.js';\nexport const probe = createClaimsModule;\n")).toEqual([]);
    expect(await boundaryErrors('src/claims/probe.ts', "import { moduleMap } from '../tools/module-map.js';\nexport const probe = moduleMap;\n")).toEqual([expect.stringContaining('the product does not import them')]);
  });

  it('when the web imports the server other than through @contracts and @eligibility, then lint fails', async () => {
    expect(await boundaryErrors('web/src/features/probe.ts', "import { claimStream } from '../../../src/claims/contract';\nexport const probe = claimStream;\n")).toHaveLength(1);
    expect(await boundaryErrors('web/src/features/probe.ts', "import { calculateCompensation } from '@eligibility';\nexport const probe = calculateCompensation;\n")).toEqual([]);
  });

  it('when a web feature imports another feature, then lint fails; through the shared admin client it passes', async () => {
    expect(await boundaryErrors('web/src/features/admin-tasks/probe.ts', "import { claimQuery } from '@/features/admin-claims/api/claims';\nexport const probe = claimQuery;\n")).toEqual([
      expect.stringContaining('imports no other feature'),
    ]);
    expect(await boundaryErrors('web/src/features/admin-tasks/probe.ts', "import { ClaimView } from '../passenger-area/claim-view';\nexport const probe = ClaimView;\n")).toEqual([
      expect.stringContaining('imports no other feature'),
    ]);
    expect(await boundaryErrors('web/src/features/admin-tasks/probe.ts', "import { operatorsQuery } from '@/app/admin/api/operators';\nexport const probe = operatorsQuery;\n")).toEqual([]);
  });

  it('when shared web code imports a feature, then lint fails', async () => {
    expect(await boundaryErrors('web/src/components/admin/probe.ts', "import { claimQuery } from '@/features/admin-claims/api/claims';\nexport const probe = claimQuery;\n")).toEqual([
      expect.stringContaining('imports no feature'),
    ]);
  });
});

describe('event names (npm run lint)', () => {
  const eventNameErrors = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((message) => message.ruleId === 'events/foreign-event-name').map((message) => message.message);
  };

  it('when a module writes another module’s event name as a string, then lint fails and names the constant to use', async () => {
    expect(await eventNameErrors('src/billing/probe.ts', "export const isSubmission = (type: string) => type === 'ClaimSubmitted';\n")).toEqual([
      'ClaimSubmitted is an event of src/claims: use CLAIM_EVENT.ClaimSubmitted from its contract.ts.',
    ]);
    expect(await eventNameErrors('src/demands/probe.ts', "export type Upload = { type: 'DocumentUploaded' };\n")).toEqual([expect.stringContaining('use DOCUMENT_EVENT.DocumentUploaded')]);
  });

  it('when a module names another’s event through its contract, or writes its own, then lint passes', async () => {
    expect(await eventNameErrors('src/billing/probe.ts', "import { CLAIM_EVENT } from '../claims/contract.js';\nexport const isSubmission = (type: string) => type === CLAIM_EVENT.ClaimSubmitted;\n")).toEqual([]);
    expect(await eventNameErrors('src/claims/probe.ts', "export const isSubmission = (type: string) => type === 'ClaimSubmitted';\n")).toEqual([]);
    expect(await eventNameErrors('src/contracts/probe.ts', "export const isSubmission = (type: string) => type === 'ClaimSubmitted';\n")).toEqual([]);
  });
});

describe('shared web components (npm run lint)', () => {
  it('when a component under web/src/components reads data itself, then lint fails', async () => {
    const [result] = await eslint.lintText("import { useQuery } from '@tanstack/react-query';\nimport { apiRequest } from '@/app/api-client';\nexport const probe = [useQuery, apiRequest, fetch];\n", {
      filePath: 'web/src/components/probe.ts',
    });
    expect(result!.messages.map((message) => message.ruleId)).toEqual(['@typescript-eslint/no-restricted-imports', '@typescript-eslint/no-restricted-imports', 'no-restricted-globals']);
  });
});

describe('import graph', () => {
  it('has no cycle in src, projections or web/src', async () => {
    const graph = await madge(['src', 'projections', 'web/src'], { fileExtensions: ['ts', 'tsx'], tsConfig: 'tsconfig.json' });
    expect(graph.circular()).toEqual([]);
  }, 60_000);
});
