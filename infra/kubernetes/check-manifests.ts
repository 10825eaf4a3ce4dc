import { deploymentProblems } from './check-deployments.js';
import { environmentProblems } from './check-environment.js';
import { referenceProblems } from './check-references.js';
import type { KubeObject } from './kube-object.js';
import type { ManifestRules } from './manifest-rules.js';
import { apiSchemaProblems } from './validate-api-schema.js';

/**
 * Everything wrong with a built kustomization, one line each (none: it may be applied): each object against the
 * Kubernetes API's schema, each Deployment against the project's rules and its process's configuration, and every
 * reference between objects.
 */
export function manifestProblems(objects: KubeObject[], rules: ManifestRules): string[] {
  return [
    ...objects.flatMap(apiSchemaProblems),
    ...objects
      .filter((object) => object.kind === 'Deployment')
      .flatMap((object) => [...deploymentProblems(object, objects, rules), ...environmentProblems(object, objects, rules)]),
    ...referenceProblems(objects, rules),
  ];
}
