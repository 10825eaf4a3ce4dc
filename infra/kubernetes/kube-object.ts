/** One Kubernetes object as a manifest holds it: plain data, checked by kind where it is read. */
export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

/** `Deployment/gateway`: how problems and errors name an object. */
export const objectName = (object: Pick<KubeObject, 'kind' | 'metadata'>): string => `${object.kind}/${object.metadata.name}`;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
