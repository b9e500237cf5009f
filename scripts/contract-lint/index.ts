// Contract checks that Redocly cannot make, because it reads the contract after YAML has already
// resolved its aliases. Run by `npm run lint:contract` after `redocly lint`.
import { readFileSync } from 'node:fs';
import { yamlAliases } from './yaml-aliases';

const file = process.argv[2] ?? 'openapi.yaml';
const aliases = yamlAliases(readFileSync(file, 'utf8'));
for (const use of aliases)
  console.error(`${file}:${use.line}: YAML alias *${use.alias}: share the shape with $ref or allOf instead.`);
if (aliases.length) process.exit(1);
console.log(`${file}: no YAML aliases`);
