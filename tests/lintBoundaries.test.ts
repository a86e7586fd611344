// @vitest-environment node
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

/** The restricted-import errors ESLint reports for `code` placed at `path` (from the root). */
async function importErrors(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports');
}

describe('the ui/ boundary (docs/decisions/157)', () => {
  it.each([
    ["import { CityButton } from '../../flows/city/CityButton';", 'flows'],
    ["import { useProfile } from '../../screens/profile/useProfile';", 'screens'],
    ["import { Layout } from '../../app/layout/Layout';", 'the page frame'],
    ["export { ProfileScreen } from '../screens/profile/ProfileScreen';", 'screens, re-exported'],
  ])('fails on %s in src/ui (%s)', async (code) => {
    const errors = await importErrors('src/ui/banner/Example.tsx', `${code}\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain('src/ui imports nothing from flows/, screens/ or app/');
  });

  it('lets src/ui use lib and api, and lets the page frame use flows', async () => {
    const uiOk =
      "import { BRAND } from '../../lib/brand';\nimport { fetchCities } from '../../api/cinema';\nexport const x = [BRAND, fetchCities];\n";
    expect(await importErrors('src/ui/banner/Example.tsx', uiOk)).toEqual([]);
    const frame =
      "import { CityAsk } from '../../flows/city/CityAsk';\nexport const x = CityAsk;\n";
    expect(await importErrors('src/app/layout/Example.tsx', frame)).toEqual([]);
  });
});
