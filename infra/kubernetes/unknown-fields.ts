import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { isRecord, type KubeObject } from './kube-object.js';

/**
 * kubernetes-models' validate() lets fields it does not know through, so a typo in a security context would go
 * unnoticed until the API server drops or refuses it. Its type declarations do name every field: each object is
 * walked beside its kind's interface (`IDeployment` in apps/v1/Deployment.d.ts) with TypeScript's checker.
 */
const modelsDir = fileURLToPath(new URL('../../node_modules/kubernetes-models/', import.meta.url));

/**
 * A check for the given kinds (`apps/v1/Deployment`, `v1/Service`...): the paths of the fields in an object its
 * kind does not have, e.g. `spec.template.spec.containers[0].readinesProbe`. One program reads every kind's
 * declarations, at the first call (about half a second).
 */
export function unknownFieldsCheck(kinds: string[]): (object: KubeObject) => string[] {
  const files = new Map(kinds.map((kind) => [kind, path.join(modelsDir, `${kind}.d.ts`)]));
  let types: ts.TypeChecker | undefined;
  let program: ts.Program | undefined;
  return (object) => {
    const file = files.get(`${object.apiVersion}/${object.kind}`);
    if (!file) return [`(no declaration of ${object.apiVersion} ${object.kind})`];
    program ??= ts.createProgram([...files.values()], {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2023.d.ts'],
      types: [],
      noEmit: true,
    });
    types ??= program.getTypeChecker();
    const source = program.getSourceFile(file);
    const moduleSymbol = source && types.getSymbolAtLocation(source);
    const declared = moduleSymbol && types.getExportsOfModule(moduleSymbol).find((symbol) => symbol.name === `I${object.kind}`);
    if (!declared) return [`(no declaration of ${object.kind} in ${path.relative(modelsDir, file)})`];
    const found: string[] = [];
    walk(types, object, types.getDeclaredTypeOfSymbol(declared), '', found);
    return found;
  };
}

function walk(types: ts.TypeChecker, value: unknown, type: ts.Type, at: string, found: string[]): void {
  const expected = types.getNonNullableType(type);
  if (Array.isArray(value)) {
    const item = types.getIndexTypeOfType(expected, ts.IndexKind.Number);
    if (item) value.forEach((entry, index) => walk(types, entry, item, `${at}[${index}]`, found));
    return;
  }
  if (!isRecord(value) || !(expected.flags & ts.TypeFlags.Object)) return;
  const anyKey = types.getIndexTypeOfType(expected, ts.IndexKind.String);
  for (const [key, entry] of Object.entries(value)) {
    const field = at ? `${at}.${key}` : key;
    const property = types.getPropertyOfType(expected, key);
    if (property) walk(types, entry, types.getTypeOfSymbol(property), field, found);
    else if (anyKey) walk(types, entry, anyKey, field, found);
    else found.push(field);
  }
}
