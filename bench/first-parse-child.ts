// One fresh process of bench/first-parse.mjs: parses each saved reply twice with the contract's
// schema, the way the client does (src/api/http.ts), with zod's JIT or without (`jitless`), and
// prints the times as JSON. A page parses each reply once or twice: the first parse is the figure.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { UserResponseSchema } from '@softkino/contract/user';
import { OrderDetailsResponseSchema } from '@softkino/contract/order';
import { PlaybillResponseSchema } from '@softkino/contract/playbill';
import { CitiesResponseSchema } from '@softkino/contract/cinema';
import { SessionResponseSchema } from '@softkino/contract/session';

const [mode, dir] = process.argv.slice(2);
if ((mode !== 'jit' && mode !== 'jitless') || !dir) throw new Error('usage: jit|jitless <dir>');
const ctx = mode === 'jitless' ? { jitless: true } : undefined;
const replies: [string, z.ZodType][] = [
  ['cities', CitiesResponseSchema],
  ['user', UserResponseSchema],
  ['order', OrderDetailsResponseSchema],
  ['session', SessionResponseSchema],
  ['playbill', PlaybillResponseSchema],
];
const out: Record<string, { firstMs: number; secondMs: number }> = {};
for (const [name, schema] of replies) {
  const body: unknown = JSON.parse(readFileSync(path.join(dir, `${name}.json`), 'utf8'));
  let at = performance.now();
  const first = schema.safeParse(body, ctx);
  const firstMs = performance.now() - at;
  at = performance.now();
  schema.safeParse(body, ctx);
  const secondMs = performance.now() - at;
  if (!first.success) throw new Error(`${name}: the reply fails its schema`);
  out[name] = { firstMs, secondMs };
}
console.log(JSON.stringify(out));
