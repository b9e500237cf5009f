// A contract is read by many tools; YAML anchors and aliases (`&name` / `*name`) are a YAML
// feature, not an OpenAPI one, and several of them (the Java-based ones in particular) read an
// aliased schema as something else entirely. Shared shapes go through `$ref` or `allOf`.
import { isAlias, parseDocument, visit } from 'yaml';

export interface AliasUse {
  alias: string;
  line: number;
}

/** Every alias in the YAML text, with its 1-based line; anchors alone are harmless but unused. */
export function yamlAliases(source: string): AliasUse[] {
  const document = parseDocument(source, { keepSourceTokens: true });
  const found: AliasUse[] = [];
  visit(document, {
    Alias(_key, node) {
      if (!isAlias(node)) return;
      const offset = node.range?.[0] ?? 0;
      found.push({ alias: node.source, line: source.slice(0, offset).split('\n').length });
    },
  });
  return found;
}
