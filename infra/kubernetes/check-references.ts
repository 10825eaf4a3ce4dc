import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IService } from 'kubernetes-models/v1/Service';
import { sharedDirClaim } from './check-deployments.js';
import { objectName, type KubeObject } from './kube-object.js';
import type { ManifestRules } from './manifest-rules.js';

const deploymentsOf = (all: KubeObject[]) =>
  all.filter((object) => object.kind === 'Deployment') as unknown as (IDeployment & KubeObject)[];

/** The Deployments whose pods carry every label of `selector` (none for an empty selector). */
function selected(selector: Record<string, string> | undefined, all: KubeObject[]): (IDeployment & KubeObject)[] {
  if (!selector || Object.keys(selector).length === 0) return [];
  return deploymentsOf(all).filter((deployment) => {
    const labels = deployment.spec?.template.metadata?.labels ?? {};
    return Object.entries(selector).every(([key, value]) => labels[key] === value);
  });
}

/**
 * What points at something else points at what exists: a Service selects one Deployment's pods and targets ports
 * they declare, an autoscaler scales a Deployment (that leaves the count to it) on CPU, a disruption budget
 * selects one Deployment and never blocks a drain, the Ingress reaches a Service port over TLS from a documented
 * Secret. And every deployable has a Service; every one that runs several pods, a disruption budget.
 */
export function referenceProblems(all: KubeObject[], rules: ManifestRules): string[] {
  const problems: string[] = [];
  const deployments = deploymentsOf(all);
  const autoscaled = new Map<string, number>();
  const budgeted = new Set<string>();

  for (const object of all) {
    const say = (problem: string) => problems.push(`${objectName(object)}: ${problem}`);
    if (object.kind === 'Secret') {
      // Secrets are created with kubectl and only named here: one in the manifests would put its values in git.
      const { data, stringData } = object as { data?: object; stringData?: object };
      if (data || stringData) say('carries values: secrets are never committed');
      else say('a Secret in the manifests: create it with kubectl and name it only');
    }
    if (object.kind === 'Service') {
      const service = object as unknown as IService;
      if ((service.spec?.type ?? 'ClusterIP') !== 'ClusterIP') say('not ClusterIP: only the Ingress is public');
      const targets = selected(service.spec?.selector, all);
      if (targets.length !== 1) say(`selects ${targets.length} Deployments, not one`);
      const containerPorts = targets.flatMap(
        (target) => target.spec?.template.spec?.containers.flatMap((c) => c.ports ?? []) ?? [],
      );
      for (const port of service.spec?.ports ?? []) {
        const target = port.targetPort ?? port.port;
        const found = containerPorts.some((c) => (typeof target === 'number' ? c.containerPort === target : c.name === target));
        if (!found) say(`port ${port.port} targets ${String(target)}, which its pods do not declare`);
      }
    }
    if (object.kind === 'HorizontalPodAutoscaler') {
      const spec = (object as unknown as IHorizontalPodAutoscaler).spec;
      const target = deployments.find((deployment) => deployment.metadata.name === spec?.scaleTargetRef.name);
      if (spec?.scaleTargetRef.kind !== 'Deployment' || spec.scaleTargetRef.apiVersion !== 'apps/v1' || !target)
        say(`scales ${String(spec?.scaleTargetRef.kind)}/${String(spec?.scaleTargetRef.name)}, which is not defined`);
      else if (target.spec?.replicas !== undefined) say(`${objectName(target)} sets replicas, which each apply would reset`);
      if (!spec?.metrics?.some((metric) => metric.resource?.name === 'cpu' && metric.resource.target.type === 'Utilization'))
        say('does not scale on CPU utilisation');
      if (target) autoscaled.set(target.metadata.name, spec?.minReplicas ?? 1);
    }
    if (object.kind === 'PodDisruptionBudget') {
      const spec = (object as unknown as IPodDisruptionBudget).spec;
      const targets = selected(spec?.selector?.matchLabels, all);
      if (targets.length !== 1) say(`selects ${targets.length} Deployments, not one`);
      if (spec?.minAvailable === undefined && spec?.maxUnavailable === undefined) say('neither minAvailable nor maxUnavailable');
      for (const target of targets) {
        budgeted.add(target.metadata.name);
        const fewest = autoscaledMin(all, target.metadata.name) ?? target.spec?.replicas ?? 1;
        if (typeof spec?.minAvailable === 'number' && spec.minAvailable >= fewest)
          say(`minAvailable ${spec.minAvailable} with ${fewest} replica(s) would block every drain`);
      }
    }
    if (object.kind === 'Ingress') problems.push(...ingressProblems(object, all, rules));
  }

  for (const deployment of deployments) {
    const name = deployment.metadata.name;
    if (
      !all.some(
        (object) => object.kind === 'Service' && selected((object as unknown as IService).spec?.selector, [deployment]).length,
      )
    )
      problems.push(`${objectName(deployment)}: no Service selects it`);
    const several = (autoscaled.get(name) ?? 0) > 0 || (deployment.spec?.replicas ?? 1) > 1;
    if (several && !budgeted.has(name)) problems.push(`${objectName(deployment)}: scaled, but no PodDisruptionBudget`);
  }
  // A folder deployables share (the pages the renderer writes and Nginx reads) is one claim for all of them.
  const claims = new Map<string, Set<string | undefined>>();
  for (const deployment of deployments)
    for (const variable of Object.keys(rules.deployables[deployment.metadata.name]?.sharedDirs ?? {}))
      claims.set(variable, (claims.get(variable) ?? new Set()).add(sharedDirClaim(deployment, variable)));
  for (const [variable, names] of claims)
    if (names.size > 1) problems.push(`${variable}: one folder on different claims (${[...names].join(', ')})`);
  for (const name of Object.keys(rules.deployables))
    if (!deployments.some((deployment) => deployment.metadata.name === name)) problems.push(`Deployment/${name}: missing`);
  return problems;
}

function autoscaledMin(all: KubeObject[], deployment: string): number | undefined {
  const autoscaler = all.find(
    (object) =>
      object.kind === 'HorizontalPodAutoscaler' &&
      (object as unknown as IHorizontalPodAutoscaler).spec?.scaleTargetRef.name === deployment,
  ) as unknown as IHorizontalPodAutoscaler | undefined;
  return autoscaler ? (autoscaler.spec?.minReplicas ?? 1) : undefined;
}

function ingressProblems(object: KubeObject, all: KubeObject[], rules: ManifestRules): string[] {
  const ingress = object as unknown as IIngress;
  const problems: string[] = [];
  const say = (problem: string) => problems.push(`${objectName(object)}: ${problem}`);
  const tlsHosts = new Set((ingress.spec?.tls ?? []).flatMap((tls) => tls.hosts ?? []));
  for (const tls of ingress.spec?.tls ?? [])
    if (!tls.secretName || !rules.secrets[tls.secretName])
      say(`TLS from ${String(tls.secretName)}, which the documented list does not have`);
  const rulesList = ingress.spec?.rules ?? [];
  if (rulesList.length === 0) say('no rules');
  for (const rule of rulesList) {
    if (!rule.host || !tlsHosts.has(rule.host)) say(`${String(rule.host)} is served without TLS`);
    for (const path of rule.http?.paths ?? []) {
      const backend = path.backend.service;
      const service = all.find((other) => other.kind === 'Service' && other.metadata.name === backend?.name) as
        IService | undefined;
      if (!service) say(`its backend ${String(backend?.name)} is no Service`);
      else if (
        !service.spec?.ports?.some((port) =>
          backend?.port?.name ? port.name === backend.port.name : port.port === backend?.port?.number,
        )
      )
        say(`Service ${String(backend?.name)} has no port ${String(backend?.port?.name ?? backend?.port?.number)}`);
    }
  }
  return problems;
}
