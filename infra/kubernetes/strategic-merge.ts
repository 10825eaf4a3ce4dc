import { isRecord } from './kube-object.js';

/**
 * Lists a patch may give whole: those the Kubernetes API merges by replacing them (no patch merge key), as an
 * overlay writes them (the Ingress's rules and TLS, a command).
 */
const replacedLists = new Set(['rules', 'tls', 'hosts', 'paths', 'command', 'args', 'metrics', 'accessModes']);

/** Lists the API merges item by item, by the key named here. */
const mergedLists: Record<string, string> = { containers: 'name', initContainers: 'name' };

/**
 * A strategic merge patch applied to a copy of `target`, as kustomize applies one: maps merge key by key, `null`
 * removes a key, containers merge by name, the lists above are replaced. Any other list, or a `$patch`-style
 * directive, throws: its strategy (merge by which key, or replace) is not implemented here, and guessing would
 * build something kustomize does not.
 */
export function strategicMerge(target: unknown, patch: unknown, at = ''): unknown {
  if (Array.isArray(patch)) return mergeList(target, patch, at);
  if (!isRecord(patch)) return patch;
  const merged: Record<string, unknown> = isRecord(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (key.startsWith('$')) throw new Error(`${at}/${key}: patch directives are not supported`);
    if (value === null) delete merged[key];
    else merged[key] = strategicMerge(merged[key], value, `${at}/${key}`);
  }
  return merged;
}

function mergeList(target: unknown, patch: unknown[], at: string): unknown[] {
  const field = at.slice(at.lastIndexOf('/') + 1);
  if (replacedLists.has(field)) return patch;
  const key = mergedLists[field];
  if (!key) throw new Error(`${at}: a list this renderer cannot merge (strategy unknown here); patch a map instead`);
  const merged = Array.isArray(target) ? [...target] : [];
  for (const item of patch) {
    if (!isRecord(item) || typeof item[key] !== 'string') throw new Error(`${at}: every item needs its ${key}`);
    const index = merged.findIndex((existing) => isRecord(existing) && existing[key] === item[key]);
    if (index === -1) merged.push(item);
    else merged[index] = strategicMerge(merged[index], item, `${at}/${String(item[key])}`);
  }
  return merged;
}
