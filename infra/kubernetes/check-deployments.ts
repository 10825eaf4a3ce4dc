import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import type { IProbe } from 'kubernetes-models/v1/Probe';
import { objectName, type KubeObject } from './kube-object.js';
import type { DeployableRules, ManifestRules } from './manifest-rules.js';

/** The rules every Deployment keeps (probes, resources, a non-root read-only container) and its own `rules`. */
export function deploymentProblems(object: KubeObject, all: KubeObject[], rules: ManifestRules): string[] {
  const deployment = object as unknown as IDeployment;
  const name = objectName(object);
  const own = rules.deployables[object.metadata.name];
  if (!own) return [`${name}: not a known deployable (add its rules to the test)`];
  const template = deployment.spec?.template;
  const pod = template?.spec;
  if (!pod) return [`${name}: no pod template`];
  const problems: string[] = [];
  const say = (problem: string) => problems.push(`${name}: ${problem}`);

  const podLabels = template.metadata?.labels ?? {};
  const selector = deployment.spec?.selector.matchLabels ?? {};
  if (Object.keys(selector).length === 0 || !Object.entries(selector).every(([key, value]) => podLabels[key] === value))
    say('its selector does not match its pod labels');
  if (pod.securityContext?.runAsNonRoot !== true) say('the pod does not set runAsNonRoot');
  if (pod.securityContext?.runAsUser !== own.user) say(`the pod does not run as user ${own.user}`);
  // With runAsNonRoot and the container's context below, the pod meets the `restricted` Pod Security Standard.
  if (pod.securityContext?.seccompProfile?.type !== 'RuntimeDefault') say('the pod has no RuntimeDefault seccomp profile');
  if (pod.automountServiceAccountToken !== false) say('the pod mounts a service account token it never uses');

  const annotations = template.metadata?.annotations ?? {};
  const scraped = Object.keys(annotations).some((key) => key.startsWith('prometheus.io/'));
  if (scraped !== own.scraped)
    say(own.scraped ? 'no prometheus.io annotations' : 'prometheus.io annotations on a process without /metrics');

  if (pod.containers.length !== 1) say('one container expected');
  for (const container of pod.containers) {
    const at = (problem: string) => say(`container ${container.name}: ${problem}`);
    containerProblems(container, own, at);
    const httpPort = container.ports?.find((port) => port.name === 'http')?.containerPort;
    if (own.scraped && (annotations['prometheus.io/scrape'] !== 'true' || annotations['prometheus.io/path'] !== '/metrics'))
      at('prometheus.io/scrape must be "true" and prometheus.io/path /metrics');
    if (own.scraped && annotations['prometheus.io/port'] !== String(httpPort)) at('prometheus.io/port is not its http port');
    const volumes = new Map((pod.volumes ?? []).map((volume) => [volume.name, volume]));
    for (const mount of container.volumeMounts ?? []) {
      const volume = volumes.get(mount.name);
      if (!volume) at(`mounts ${mount.name}, which the pod does not have`);
      const claim = volume?.persistentVolumeClaim?.claimName;
      if (claim && !all.some((other) => other.kind === 'PersistentVolumeClaim' && other.metadata.name === claim))
        at(`mounts the claim ${claim}, which is not defined`);
    }
    const tmp = container.volumeMounts?.find((mount) => mount.mountPath === '/tmp');
    if (!tmp || !volumes.get(tmp.name)?.emptyDir) at('no emptyDir at /tmp beside its read-only root filesystem');
    for (const [variable, access] of Object.entries(own.sharedDirs ?? {})) {
      const dir = container.env?.find((entry) => entry.name === variable)?.value;
      const mount = container.volumeMounts?.find((entry) => entry.mountPath === dir);
      const claim = sharedDirClaim(deployment, variable);
      const pvc = all.find((other) => other.kind === 'PersistentVolumeClaim' && other.metadata.name === claim) as
        IPersistentVolumeClaim | undefined;
      if (!pvc) at(`${variable} (${dir ?? 'unset'}) is not a mounted claim`);
      else if (!pvc.spec?.accessModes?.includes('ReadWriteMany')) at(`${variable}: its claim ${claim} is not ReadWriteMany`);
      if (mount && Boolean(mount.readOnly) !== (access === 'read'))
        at(`${variable} must be mounted ${access === 'read' ? 'read-only' : 'writable'}`);
    }
  }
  return problems;
}

/** The claim mounted where the folder in `variable` (MEDIA_DIR, PAGES_DIR) is, if one is. */
export function sharedDirClaim(deployment: IDeployment, variable: string): string | undefined {
  const pod = deployment.spec?.template.spec;
  const container = pod?.containers[0];
  const dir = container?.env?.find((entry) => entry.name === variable)?.value;
  const mount = container?.volumeMounts?.find((entry) => entry.mountPath === dir);
  return pod?.volumes?.find((volume) => volume.name === mount?.name)?.persistentVolumeClaim?.claimName;
}

function containerProblems(container: IContainer, own: DeployableRules, at: (problem: string) => void): void {
  const ports = container.ports ?? [];
  const portNames = new Set(ports.flatMap((port) => (port.name ? [port.name] : [])));
  const portNumbers = new Set(ports.map((port) => port.containerPort));
  const probeProblem = (probe: IProbe | undefined, kind: string, path: string) => {
    if (!probe?.httpGet) return `no ${kind} probe`;
    if (probe.httpGet.path !== path) return `its ${kind} probe asks ${String(probe.httpGet.path)}, not ${path}`;
    const port = probe.httpGet.port;
    if (!(typeof port === 'number' ? portNumbers.has(port) : portNames.has(port)))
      return `its ${kind} probe's port is not one it declares`;
    return undefined;
  };
  for (const problem of [
    probeProblem(container.readinessProbe, 'readiness', own.readinessPath),
    probeProblem(container.livenessProbe, 'liveness', '/healthz'),
  ])
    if (problem) at(problem);

  const { requests, limits } = container.resources ?? {};
  for (const [kind, values] of Object.entries({ requests, limits }))
    for (const resource of ['cpu', 'memory']) if (values?.[resource] === undefined) at(`no ${resource} in its resource ${kind}`);

  const security = container.securityContext;
  if (security?.allowPrivilegeEscalation !== false) at('allowPrivilegeEscalation is not false');
  if (security?.readOnlyRootFilesystem !== true) at('its root filesystem is not read-only');
  if (!security?.capabilities?.drop?.includes('ALL')) at('does not drop ALL capabilities');

  const env = container.env ?? [];
  const names = env.map((entry) => entry.name);
  for (const duplicate of new Set(names.filter((entry, index) => names.indexOf(entry) !== index))) at(`sets ${duplicate} twice`);
  for (const variable of names) if (!own.known.includes(variable)) at(`sets ${variable}, which it never reads`);
  const httpPort = ports.find((port) => port.name === 'http')?.containerPort;
  if (httpPort === undefined) at('no container port named http');
  const portValue = env.find((entry) => entry.name === own.portVariable)?.value;
  if (portValue !== String(httpPort)) at(`${own.portVariable} (${String(portValue)}) is not its http port (${String(httpPort)})`);
}
