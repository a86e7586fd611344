// Library modules that the site's client build leaves out (docs/decisions/410). zod 4's classic
// schemas carry their JSON Schema converters with them (every schema class wires a
// `processJSONSchema` to json-schema-processors.js, and `toJSONSchema()` to to-json-schema.js),
// so any schema the client parses brings about 5.4 KB (gzip) of code that only the server's
// OpenAPI document uses. In the client build each of those modules becomes one with the same
// exports, each of which throws when called: nothing in the client converts a schema, and a
// change that starts to will fail at once and say why, not quietly.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The modules left out, as path ends (either separator). */
export const LEFT_OUT = ['zod/v4/core/to-json-schema.js', 'zod/v4/core/json-schema-processors.js'];

export const LEFT_OUT_MESSAGE =
  'zod JSON Schema is left out of the client build (docs/decisions/410): convert schemas on the server';

/** The left-out module that `id` names, or null. */
export function leftOut(id) {
  const normal = id.split(path.sep).join('/').replace(/\?.*$/, '');
  return LEFT_OUT.find((end) => normal.endsWith(`/node_modules/${end}`)) ?? null;
}

/**
 * zod's exports that make a method rather than convert (`createToJSONSchemaMethod(schema)`,
 * `createStandardJSONSchemaMethod(schema, 'input')`): a schema's `~standard` getter, read by any
 * Standard Schema consumer, calls them as it is read. Left out, they return a method that throws,
 * so that reading `~standard` still works and only a conversion throws.
 */
const METHOD_FACTORY = /^create\w*Method$/;

/**
 * The source of a module with `names` as its exports, each a function that throws when called
 * (a method factory: that returns one). The exports are functions, not values, so that the
 * schemas' own code, which only stores them in closures and calls them when a conversion is
 * asked for, loads and runs unchanged.
 */
export function throwingModule(names) {
  const lines = [
    `const leftOut = () => { throw new Error(${JSON.stringify(LEFT_OUT_MESSAGE)}); };`,
    'const leftOutMethod = () => leftOut;',
  ];
  for (const name of names) {
    if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`not an export name: ${name}`);
    lines.push(
      `export const ${name} = ${METHOD_FACTORY.test(name) ? 'leftOutMethod' : 'leftOut'};`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The names a module's source exports (`export function f`, `export const a = ..., b = ...`,
 * `export { f as g }`), read from the tree of the bundler's own parser. An `export *` cannot be
 * listed without following it, and is refused.
 */
export function exportNames(program) {
  const names = [];
  for (const node of program.body) {
    if (node.type === 'ExportAllDeclaration') throw new Error('export * is not listed');
    if (node.type !== 'ExportNamedDeclaration') continue;
    const declaration = node.declaration;
    if (declaration?.type === 'VariableDeclaration') {
      for (const d of declaration.declarations)
        if (d.id.type === 'Identifier') names.push(d.id.name);
    } else if (declaration?.id) {
      names.push(declaration.id.name);
    }
    for (const s of node.specifiers ?? []) names.push(s.exported.name ?? s.exported.value);
  }
  return names;
}

/**
 * The Vite (Rolldown) plugin. The export names are read from the real module, so that a zod
 * update that adds or renames one still builds.
 */
export function clientLeavesOut() {
  return {
    name: 'softkino-client-leaves-out',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!leftOut(id)) return null;
      const source = await readFile(id.replace(/\?.*$/, ''), 'utf8');
      return { code: throwingModule(exportNames(this.parse(source))), moduleSideEffects: false };
    },
  };
}
