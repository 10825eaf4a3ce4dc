import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { isRecord, objectName, type KubeObject } from './kube-object.js';
import { strategicMerge } from './strategic-merge.js';

/**
 * `kustomize build` for the few fields infra/kubernetes uses, so `make test` checks what `kubectl apply -k` would
 * send without a kustomize binary. Exact for those fields; any other field, kind or option throws, naming it,
 * rather than building something kustomize would not. The fields run in kustomize's own order: resources,
 * patches, namespace, labels, replicas, images.
 */
export function buildKustomization(dir: string): KubeObject[] {
  const kustomization = readKustomization(dir);
  let objects = (kustomization.resources ?? []).flatMap((entry) => loadResource(dir, entry));
  ensureUnique(objects, dir);
  for (const entry of kustomization.patches ?? []) objects = applyPatch(objects, dir, entry);
  if (kustomization.namespace !== undefined) objects = objects.map((object) => withNamespace(object, kustomization.namespace!));
  for (const entry of kustomization.labels ?? []) objects = objects.map((object) => withLabels(object, entry));
  for (const entry of kustomization.replicas ?? []) objects = withReplicas(objects, entry);
  for (const entry of kustomization.images ?? []) objects = objects.map((object) => withImage(object, entry));
  return objects;
}

interface LabelsEntry {
  pairs: Record<string, string>;
  includeSelectors?: boolean;
  includeTemplates?: boolean;
}
interface ReplicasEntry {
  name: string;
  count: number;
}
interface ImageEntry {
  name: string;
  newName?: string;
  newTag?: string;
  digest?: string;
}
interface Kustomization {
  resources?: string[];
  namespace?: string;
  labels?: LabelsEntry[];
  patches?: { path: string }[];
  replicas?: ReplicasEntry[];
  images?: ImageEntry[];
}

const supportedFields = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'labels', 'patches', 'replicas', 'images']);

/**
 * The kinds this renderer knows how kustomize transforms: all namespaced, none with pod templates but
 * Deployment. Another kind may carry fields kustomize rewrites (a StatefulSet's template, a RoleBinding's
 * subjects' namespaces), so it throws instead of passing through unchanged.
 */
const knownKinds = new Set([
  'Deployment',
  'Service',
  'ConfigMap',
  'Secret',
  'PersistentVolumeClaim',
  'HorizontalPodAutoscaler',
  'PodDisruptionBudget',
  'Ingress',
  'NetworkPolicy',
]);

function readKustomization(dir: string): Kustomization {
  // kustomize also accepts kustomization.yml and Kustomization; one spelling here, so none is silently skipped.
  for (const other of ['kustomization.yml', 'Kustomization'])
    if (existsSync(path.join(dir, other))) throw new Error(`${dir}: name it kustomization.yaml, not ${other}`);
  const file = path.join(dir, 'kustomization.yaml');
  if (!existsSync(file)) throw new Error(`${dir}: no kustomization.yaml`);
  const documents = parseAllDocuments(readFileSync(file, 'utf8'));
  if (documents.length !== 1) throw new Error(`${file}: one YAML document expected`);
  const [document] = documents;
  if (document!.errors.length > 0) throw new Error(`${file}: ${document!.errors[0]!.message}`);
  const data: unknown = document!.toJS();
  if (!isRecord(data)) throw new Error(`${file}: not a map`);
  if (data.apiVersion !== 'kustomize.config.k8s.io/v1beta1' || data.kind !== 'Kustomization')
    throw new Error(`${file}: apiVersion kustomize.config.k8s.io/v1beta1 and kind Kustomization expected`);
  const unsupported = Object.keys(data).filter((key) => !supportedFields.has(key));
  if (unsupported.length > 0) throw new Error(`${file}: unsupported kustomize field(s): ${unsupported.join(', ')}`);
  checkEntries(file, 'patches', data.patches, ['path']);
  checkEntries(file, 'labels', data.labels, ['pairs', 'includeSelectors', 'includeTemplates']);
  checkEntries(file, 'replicas', data.replicas, ['name', 'count']);
  checkEntries(file, 'images', data.images, ['name', 'newName', 'newTag', 'digest']);
  return data as Kustomization;
}

/** Each entry of a list field is a map of the given keys only (`patches[].target`, `labels[].fields` throw). */
function checkEntries(file: string, field: string, entries: unknown, keys: string[]): void {
  if (entries === undefined) return;
  if (!Array.isArray(entries)) throw new Error(`${file}: ${field} must be a list`);
  for (const entry of entries) {
    if (!isRecord(entry)) throw new Error(`${file}: each of ${field} must be a map`);
    const unsupported = Object.keys(entry).filter((key) => !keys.includes(key));
    if (unsupported.length > 0) throw new Error(`${file}: unsupported option(s) in ${field}: ${unsupported.join(', ')}`);
  }
}

function loadResource(dir: string, entry: string): KubeObject[] {
  if (/^[a-z]+:\/\/|\?ref=|^github\.com\//i.test(entry)) throw new Error(`${dir}: remote resources are not supported: ${entry}`);
  const target = path.resolve(dir, entry);
  if (!existsSync(target)) throw new Error(`${dir}: resource ${entry} does not exist`);
  if (statSync(target).isDirectory()) return buildKustomization(target);
  return readObjects(target);
}

/** Every object of a YAML file; an empty document (a trailing `---`) is skipped, as kustomize skips it. */
function readObjects(file: string): KubeObject[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).flatMap((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]!.message}`);
    const data: unknown = document.toJS();
    if (data === null || data === undefined) return [];
    if (!isRecord(data) || typeof data.apiVersion !== 'string' || typeof data.kind !== 'string')
      throw new Error(`${file}: every document needs apiVersion and kind`);
    if (!isRecord(data.metadata) || typeof data.metadata.name !== 'string')
      throw new Error(`${file}: a ${data.kind} without metadata.name`);
    if (!knownKinds.has(data.kind)) throw new Error(`${file}: kind ${data.kind} is not supported by this renderer`);
    return [data as KubeObject];
  });
}

/** kustomize refuses two objects with one kind, name and namespace. */
function ensureUnique(objects: KubeObject[], dir: string): void {
  const seen = new Set<string>();
  for (const object of objects) {
    const id = `${object.apiVersion}/${objectName(object)}@${object.metadata.namespace ?? ''}`;
    if (seen.has(id)) throw new Error(`${dir}: ${objectName(object)} is defined twice`);
    seen.add(id);
  }
}

/** A strategic merge patch, one object per file, applied to the one object of its apiVersion, kind and name. */
function applyPatch(objects: KubeObject[], dir: string, entry: { path: string }): KubeObject[] {
  const file = path.resolve(dir, entry.path);
  if (!existsSync(file)) throw new Error(`${dir}: patch ${entry.path} does not exist`);
  const documents = parseAllDocuments(readFileSync(file, 'utf8'));
  if (documents.length !== 1) throw new Error(`${file}: one patch per file`);
  const patch: unknown = documents[0]!.toJS();
  const metadata = isRecord(patch) ? patch.metadata : undefined;
  if (!isRecord(patch) || !isRecord(metadata) || typeof metadata.name !== 'string')
    throw new Error(`${file}: a strategic merge patch needs apiVersion, kind and metadata.name`);
  const matches = objects.filter(
    (object) => object.apiVersion === patch.apiVersion && object.kind === patch.kind && object.metadata.name === metadata.name,
  );
  if (matches.length !== 1)
    throw new Error(`${file}: the patch matches ${matches.length} objects (${String(patch.kind)}/${metadata.name})`);
  return objects.map((object) =>
    object === matches[0] ? (strategicMerge(object, patch, objectName(object)) as KubeObject) : object,
  );
}

function withNamespace(object: KubeObject, namespace: string): KubeObject {
  return { ...object, metadata: { ...object.metadata, namespace } };
}

/** Without selectors, labels go to every object's metadata, and with includeTemplates to its pod template. */
function withLabels(object: KubeObject, entry: LabelsEntry): KubeObject {
  if (entry.includeSelectors)
    throw new Error('labels with includeSelectors are not supported: selectors cannot change once applied');
  const labelled = { ...object, metadata: { ...object.metadata, labels: { ...object.metadata.labels, ...entry.pairs } } };
  if (!entry.includeTemplates || object.kind !== 'Deployment') return labelled;
  return strategicMerge(labelled, { spec: { template: { metadata: { labels: entry.pairs } } } }) as KubeObject;
}

/** kustomize's replicas: the count of every workload of that name (here, Deployments); none is an error. */
function withReplicas(objects: KubeObject[], entry: ReplicasEntry): KubeObject[] {
  if (!Number.isInteger(entry.count)) throw new Error(`replicas: ${entry.name} needs a whole count`);
  if (!objects.some((object) => object.kind === 'Deployment' && object.metadata.name === entry.name))
    throw new Error(`replicas: no Deployment named ${entry.name}`);
  return objects.map((object) =>
    object.kind === 'Deployment' && object.metadata.name === entry.name
      ? (strategicMerge(object, { spec: { replicas: entry.count } }) as KubeObject)
      : object,
  );
}

/** kustomize's images: every container whose image has this name (tag or digest aside) gets the new name or tag. */
function withImage(object: KubeObject, entry: ImageEntry): KubeObject {
  if (entry.newTag !== undefined && entry.digest !== undefined)
    throw new Error(`images: ${entry.name} has both newTag and digest`);
  // YAML reads `newTag: 1.10` as the number 1.1: kustomize keeps the text, this would not. Quote it.
  for (const field of [entry.name, entry.newName, entry.newTag, entry.digest])
    if (field !== undefined && typeof field !== 'string')
      throw new Error(`images: ${String(entry.name)}: quote ${String(field)}`);
  if (object.kind !== 'Deployment') return object;
  const spec = (object.spec as { template: { spec: Record<string, unknown> } }).template.spec;
  const retag = (containers: unknown) =>
    (containers as { image: string }[] | undefined)?.map((container) => ({
      ...container,
      image: renamed(container.image, entry),
    }));
  const podSpec: Record<string, unknown> = { ...spec, containers: retag(spec.containers) };
  if (spec.initContainers) podSpec.initContainers = retag(spec.initContainers);
  const template = { ...(object.spec as { template: object }).template, spec: podSpec };
  return { ...object, spec: { ...(object.spec as object), template } };
}

function renamed(image: string, entry: ImageEntry): string {
  const at = image.indexOf('@');
  const withoutDigest = at === -1 ? image : image.slice(0, at);
  const colon = withoutDigest.lastIndexOf(':');
  const hasTag = colon > withoutDigest.lastIndexOf('/');
  const name = hasTag ? withoutDigest.slice(0, colon) : withoutDigest;
  if (name !== entry.name) return image;
  const reference = at === -1 ? (hasTag ? `:${withoutDigest.slice(colon + 1)}` : '') : image.slice(at);
  const newReference =
    entry.digest !== undefined ? `@${entry.digest}` : entry.newTag !== undefined ? `:${entry.newTag}` : reference;
  return `${entry.newName ?? name}${newReference}`;
}
