import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IService } from 'kubernetes-models/v1/Service';
import { objectName, type KubeObject } from './kube-object.js';
import type { ManifestRules } from './manifest-rules.js';

/**
 * Each container's environment against what its process needs: every required variable is set (directly, from a
 * key of a Secret or ConfigMap, or from a whole one with envFrom), every Secret and key it names is one docs/kubernetes.md
 * says to create (optional exactly where the key may be left out), every ConfigMap key exists, and every
 * address of another deployable (`http://catalog:4001`) names a Service and one of its ports.
 */
export function environmentProblems(object: KubeObject, all: KubeObject[], rules: ManifestRules): string[] {
  const own = rules.deployables[object.metadata.name];
  const containers = (object as unknown as IDeployment).spec?.template.spec?.containers ?? [];
  if (!own) return [];
  const problems: string[] = [];
  const configMaps = new Map(
    all
      .filter((other) => other.kind === 'ConfigMap')
      .map((other) => [other.metadata.name, (other as unknown as IConfigMap).data ?? {}]),
  );
  for (const container of containers) {
    const say = (problem: string) => problems.push(`${objectName(object)}: container ${container.name}: ${problem}`);
    const secretKey = (secret: string, key: string, optional: boolean | undefined) => {
      const declared = rules.secrets[secret];
      const isOptional = declared?.optional?.includes(key) ?? false;
      if (!declared) say(`names the secret ${secret}, which the documented list does not have`);
      else if (!declared.required.includes(key) && !isOptional) say(`reads ${key} from ${secret}, which does not hold it`);
      else if (Boolean(optional) !== isOptional)
        say(`${secret}.${key} must be read ${isOptional ? 'as optional' : 'as required'}`);
    };

    const set = new Set<string>();
    for (const entry of container.env ?? []) {
      const from = entry.valueFrom;
      // A key that may be missing leaves its variable unset: it cannot be what a required variable comes from.
      if (!from?.secretKeyRef?.optional && !from?.configMapKeyRef?.optional) set.add(entry.name);
      if (from?.secretKeyRef) secretKey(from.secretKeyRef.name ?? '', from.secretKeyRef.key, from.secretKeyRef.optional);
      if (from?.configMapKeyRef) {
        const { name = '', key } = from.configMapKeyRef;
        if (!configMaps.get(name)) say(`names the ConfigMap ${name}, which is not defined`);
        else if (configMaps.get(name)![key] === undefined) say(`reads ${key} from ConfigMap ${name}, which does not hold it`);
      }
      if (entry.value !== undefined)
        problems.push(...addressProblems(entry.value, all).map((problem) => `${objectName(object)}: ${entry.name}: ${problem}`));
    }
    for (const source of container.envFrom ?? []) {
      const prefix = source.prefix ?? '';
      if (source.secretRef) {
        const declared = rules.secrets[source.secretRef.name ?? ''];
        if (!declared) say(`takes the secret ${String(source.secretRef.name)}, which the documented list does not have`);
        for (const key of declared?.required ?? []) set.add(prefix + key);
      }
      if (source.configMapRef) {
        const data = configMaps.get(source.configMapRef.name ?? '');
        if (!data) say(`takes the ConfigMap ${String(source.configMapRef.name)}, which is not defined`);
        for (const key of Object.keys(data ?? {})) set.add(prefix + key);
      }
    }
    for (const variable of own.required) if (!set.has(variable)) say(`${variable} is required but not set`);
  }
  return problems;
}

/** `http://catalog:4001`, or Nginx's `gateway.$(POD_NAMESPACE).svc.cluster.local:4000 resolve`: a Service and its port. */
function addressProblems(value: string, all: KubeObject[]): string[] {
  const match = /^(?:https?:\/\/)?([a-z0-9-]+)(?:\.\$\(POD_NAMESPACE\)\.svc\.cluster\.local)?:(\d+)(?:[/\s]|$)/.exec(value);
  if (!match || !(value.includes('://') || value.includes('$(POD_NAMESPACE)'))) return [];
  const [, host, port] = match;
  const service = all.find((other) => other.kind === 'Service' && other.metadata.name === host) as IService | undefined;
  if (!service) return [`${value} names ${String(host)}, which is no Service`];
  if (!service.spec?.ports?.some((entry) => entry.port === Number(port)))
    return [`${value}: Service ${String(host)} has no port ${String(port)}`];
  return [];
}
