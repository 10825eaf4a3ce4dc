import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { objectName, type KubeObject } from './kube-object.js';
import { unknownFieldsCheck } from './unknown-fields.js';

/** The models of the kinds the manifests use, by `apiVersion/kind`: their validate() is the API's OpenAPI schema. */
const models: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'v1/Service': Service,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
};

const unknownFields = unknownFieldsCheck(Object.keys(models));

/**
 * What the API server would refuse in `object`, one line each: its schema (types, required fields, formats), as
 * kubernetes-models checks it, and fields the API does not have (a misspelt `readOnlyRootFilesytem` passes that
 * schema, and would be dropped or refused by the server), as its type declarations say.
 */
export function apiSchemaProblems(object: KubeObject): string[] {
  const Model = models[`${object.apiVersion}/${object.kind}`];
  if (!Model) return [`${objectName(object)}: no model for ${object.apiVersion} ${object.kind}`];
  const problems: string[] = [];
  try {
    new Model(object as never).validate();
  } catch (error) {
    problems.push(`${objectName(object)}: ${error instanceof Error ? error.message : String(error)}`);
  }
  for (const field of unknownFields(object)) problems.push(`${objectName(object)}: ${field} is not a field of the API`);
  return problems;
}
