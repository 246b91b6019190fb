import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The keys of the `entries` object in a module's event-catalog.ts: the event types the module declares. */
function declaredEventTypes(catalogFile) {
  const source = ts.createSourceFile(catalogFile, readFileSync(catalogFile, 'utf8'), ts.ScriptTarget.Latest);
  const types = [];
  const visit = (node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'entries' && ts.isObjectLiteralExpression(node.initializer)) {
      for (const entry of node.initializer.properties) {
        if (entry.name && (ts.isIdentifier(entry.name) || ts.isStringLiteral(entry.name))) types.push(entry.name.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return types;
}

/** Each event type, with the module whose event-catalog.ts declares it and the constant its contract.ts names them with. */
function eventOwners(root, modules) {
  const owners = new Map();
  for (const module of modules) {
    const catalogFile = path.join(root, 'src', module, 'event-catalog.ts');
    if (!existsSync(catalogFile)) continue;
    const contractFile = path.join(root, 'src', module, 'contract.ts');
    const contract = existsSync(contractFile) ? readFileSync(contractFile, 'utf8') : '';
    const names = /export const (\w+) = eventNames\(/.exec(contract)?.[1] ?? 'the constant of its event names';
    for (const type of declaredEventTypes(catalogFile)) owners.set(type, { module, names });
  }
  return owners;
}

/**
 * A plugin whose rule `foreign-event-name` refuses, in a file under src/<module>/, a string equal to an
 * event type another module declares: it is written as that module's constant (CLAIM_EVENT.ClaimSubmitted),
 * so renaming or removing an event is a compile error wherever it is used.
 */
export function eventNamesPlugin(root, modules) {
  const owners = eventOwners(root, modules);
  return {
    rules: {
      'foreign-event-name': {
        meta: { type: 'problem', messages: { foreign: '{{type}} is an event of src/{{module}}: use {{names}}.{{type}} from its contract.ts.' } },
        create(context) {
          const [top, module] = path.relative(root, context.filename).split(path.sep);
          if (top !== 'src' || module === undefined) return {};
          return {
            Literal(node) {
              const owner = typeof node.value === 'string' ? owners.get(node.value) : undefined;
              if (owner && owner.module !== module) context.report({ node, messageId: 'foreign', data: { type: node.value, module: owner.module, names: owner.names } });
            },
          };
        },
      },
    },
  };
}
