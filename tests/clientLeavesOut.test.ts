// @vitest-environment node
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import {
  LEFT_OUT,
  LEFT_OUT_MESSAGE,
  clientLeavesOut,
  exportNames,
  leftOut,
  throwingModule,
} from '../scripts/client-leaves-out.mjs';

const zodRoot = path.dirname(createRequire(import.meta.url).resolve('zod/package.json'));

/** The path of a file of the installed zod package. */
function zodFile(relative: string): string {
  return path.join(zodRoot, ...relative.split('/'));
}

/** The plugin's load hook, run with the bundler's parser as `this.parse`. */
async function load(id: string): Promise<{ code: string } | null> {
  const hook = clientLeavesOut().load as unknown as (
    this: { parse: typeof parseAst },
    id: string,
  ) => Promise<{ code: string } | null>;
  return hook.call({ parse: parseAst }, id);
}

async function importSource(code: string): Promise<Record<string, unknown>> {
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`) as Promise<
    Record<string, unknown>
  >;
}

describe('the client build leaves zod’s JSON Schema converters out (decision 410)', () => {
  it('replaces each left-out module by one with every export of the installed one', async () => {
    for (const end of LEFT_OUT) {
      const file = zodFile(end.replace(/^zod\//, ''));
      const real = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      const replaced = await load(file);
      expect(replaced, end).not.toBeNull();
      const module = await importSource(replaced!.code);
      expect(Object.keys(module).sort(), end).toEqual(Object.keys(real).sort());
    }
  });

  it('throws the decision’s message when anything of them is called', async () => {
    const module = await importSource(throwingModule(['toJSONSchema', 'stringProcessor']));
    expect(() => (module.toJSONSchema as () => unknown)()).toThrow(LEFT_OUT_MESSAGE);
    expect(() => (module.stringProcessor as () => unknown)()).toThrow(LEFT_OUT_MESSAGE);
  });

  it('keeps a schema’s ~standard readable, for Standard Schema consumers; only converting throws', async () => {
    const file = zodFile('v4/core/to-json-schema.js');
    const module = await importSource((await load(file))!.code);
    const make = module.createStandardJSONSchemaMethod as (
      schema: unknown,
      io: string,
    ) => () => unknown;
    const input = make({}, 'input');
    expect(typeof input).toBe('function');
    expect(() => input()).toThrow(LEFT_OUT_MESSAGE);
  });

  it('leaves every other module alone, the schemas that parse among them', async () => {
    expect(await load(zodFile('v4/core/schemas.js'))).toBeNull();
    expect(await load('/app/src/lib/to-json-schema.js')).toBeNull();
    // The bundler's ids: this system's separators, a query after the file.
    const id = ['', 'app', 'node_modules', 'zod', 'v4', 'core', 'to-json-schema.js'].join(path.sep);
    expect(leftOut(`${id}?v=1`)).toBe('zod/v4/core/to-json-schema.js');
    expect(leftOut(id.replace('node_modules', 'vendor'))).toBeNull();
  });

  it('reads the names of every form of named export, and refuses export *', () => {
    const names = exportNames(
      parseAst(
        'export function f() {}\nexport const a = 1, b = 2;\nclass C {}\nexport { C as D, a as "e" };',
      ),
    );
    expect(names).toEqual(['f', 'a', 'b', 'D', 'e']);
    expect(() => exportNames(parseAst("export * from './x.js';"))).toThrow('export *');
  });
});
