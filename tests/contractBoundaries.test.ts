// @vitest-environment node
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

/** The restricted-import messages ESLint reports for `code` placed at `path` (from the root). */
async function importErrors(path: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport const y = x;\n`, {
    filePath: `${root}${path}`,
  });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('the client and the server meet only in @softkino/contract (docs/decisions/160)', () => {
  it.each([
    ['server/src/app.ts', "import { x } from '../../src/lib/dates';"],
    ['server/src/routes/orders.ts', "import { x } from '../../../src/api/http';"],
    ['server/src/providers/payment/types.ts', "import { x } from '../../../../src/lib/timings';"],
    ['server/test/api.test.ts', "import { x } from '../../src/api/http';"],
    ['server/test/helpers/app.ts', "import { x } from '../../../src/api/http';"],
    ['server/seed/chain.ts', "import { x } from '../../src/styles/theme';"],
  ])('fails on a client import in the server: %s', async (path, code) => {
    const errors = await importErrors(path, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('The server does not import the client (src/)');
  });

  it.each([
    ['src/api/http.ts', "import { x } from '../../server/src/static';"],
    ['src/flows/purchase/buyer.ts', "import { x } from '../../../server/src/services/orders';"],
    ['src/ui/banner/AppBanner.tsx', "import { x } from '../../../server/src/errors';"],
    ['src/scheme-engine/core/engine.ts', "import { x } from '../../../server/src/env';"],
  ])('fails on a server import in the client: %s', async (path, code) => {
    const errors = await importErrors(path, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('The client does not import the server');
  });

  it.each([
    ['src/api/order.ts', "import { x } from '../../packages/contract/src/order';"],
    ['server/src/routes/orders.ts', "import { x } from '../../../packages/contract/src/order';"],
    ['server/test/orders.test.ts', "import { x } from '../../packages/contract';"],
    ['e2e/buyer.ts', "import { x } from '../packages/contract/src/api';"],
  ])('fails on a relative import of the contract: %s', async (path, code) => {
    const errors = await importErrors(path, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Import the contract by name');
  });

  it('keeps the contract free of both sides', async () => {
    const errors = await importErrors(
      'packages/contract/src/order.ts',
      "import { x } from '../../../src/lib/dates';",
    );
    expect(errors).toEqual(
      ['The contract imports nothing outside packages/contract.'].map((text) =>
        expect.stringContaining(text),
      ),
    );
  });

  it('lets both sides import the contract by name and their own files relatively', async () => {
    expect(
      await importErrors('src/api/order.ts', "import { x } from '@softkino/contract/order';"),
    ).toEqual([]);
    expect(
      await importErrors('server/src/routes/orders.ts', "import { x } from '@softkino/contract';"),
    ).toEqual([]);
    expect(await importErrors('server/src/app.ts', "import { x } from './routes/orders';")).toEqual(
      [],
    );
    expect(
      await importErrors('server/test/api.test.ts', "import { x } from '../src/app';"),
    ).toEqual([]);
    expect(
      await importErrors('server/test/helpers/app.ts', "import { x } from '../../src/app';"),
    ).toEqual([]);
    expect(
      await importErrors('packages/contract/src/order.ts', "import { x } from './auth';"),
    ).toEqual([]);
  });
});
