import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { INetworkPolicyPeer } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPeer';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IService } from 'kubernetes-models/v1/Service';
import { afterEach, describe, expect, it } from 'vitest';
import { manifestProblems } from './check-manifests.js';
import { deployableRules } from './deployable-rules.js';
import type { KubeObject } from './kube-object.js';
import type { ManifestRules } from './manifest-rules.js';
import { buildKustomization } from './render-kustomization.js';
import { secretKeys } from './secret-keys.js';

const here = fileURLToPath(new URL('./', import.meta.url));
const build = (dir: string) => buildKustomization(path.join(here, dir));
const rules: ManifestRules = { deployables: deployableRules(), secrets: secretKeys };

const deployment = (objects: KubeObject[], name: string) =>
  objects.find((object) => object.kind === 'Deployment' && object.metadata.name === name) as unknown as IDeployment;
const container = (objects: KubeObject[], name: string): IContainer =>
  deployment(objects, name).spec!.template.spec!.containers[0]!;
const ofKind = <T>(objects: KubeObject[], kind: string) =>
  objects.filter((object) => object.kind === kind) as unknown as (T & KubeObject)[];

/** 250m → 0.25, 1 → 1; 512Mi → 512 × 2^20, 1Gi → 2^30: enough of Kubernetes' quantities for these manifests. */
function quantity(value: string | number | undefined): number {
  const match = /^(\d+(?:\.\d+)?)(m|Ki|Mi|Gi)?$/.exec(String(value));
  if (!match) throw new Error(`quantity ${String(value)}`);
  const factor = { m: 1e-3, Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30 }[match[2] ?? ''] ?? 1;
  return Number(match[1]) * factor;
}

describe('Kubernetes manifests, built without kustomize', () => {
  it.each(['base', 'overlays/production'])(
    'when %s is built, then every object passes the API schema, the project rules and each process config',
    (dir) => {
      expect(manifestProblems(build(dir), rules)).toEqual([]);
    },
  );

  it('when both are built, then every Secret and key the documented list names is read, none more', () => {
    for (const objects of [build('base'), build('overlays/production')]) {
      const read = new Set<string>();
      for (const { spec } of ofKind<IDeployment>(objects, 'Deployment'))
        for (const entry of spec!.template.spec!.containers.flatMap((c) => c.env ?? []))
          if (entry.valueFrom?.secretKeyRef) read.add(`${entry.valueFrom.secretKeyRef.name}.${entry.valueFrom.secretKeyRef.key}`);
      for (const { spec } of ofKind<IIngress>(objects, 'Ingress'))
        for (const tls of spec!.tls ?? []) ['tls.crt', 'tls.key'].forEach((key) => read.add(`${tls.secretName}.${key}`));
      const documented = Object.entries(secretKeys).flatMap(([name, keys]) =>
        [...keys.required, ...(keys.optional ?? [])].map((key) => `${name}.${key}`),
      );
      expect([...read].sort()).toEqual(documented.sort());
    }
  });

  it('when both are built, then nothing reaches a service but the gateway (and booking the catalog), beside the scraper', () => {
    for (const objects of [build('base'), build('overlays/production')]) {
      const policies = ofKind<INetworkPolicy>(objects, 'NetworkPolicy');
      const selects = (policy: INetworkPolicy, name: string) => {
        const { matchLabels, matchExpressions } = policy.spec!.podSelector ?? {};
        if (!matchLabels && !matchExpressions) return true;
        if (matchLabels) return matchLabels['app.kubernetes.io/name'] === name;
        return (matchExpressions ?? []).every((rule) => rule.operator === 'In' && (rule.values ?? []).includes(name));
      };
      // Everything is denied first: a pod no rule names takes nothing.
      expect(policies.some((policy) => Object.keys(policy.spec!.podSelector ?? {}).length === 0 && !policy.spec!.ingress)).toBe(
        true,
      );
      const peerName = (peer: INetworkPolicyPeer) =>
        peer.namespaceSelector
          ? `namespace ${peer.namespaceSelector.matchLabels?.['kubernetes.io/metadata.name']}`
          : `pod ${peer.podSelector?.matchLabels?.['app.kubernetes.io/name']}`;
      const callersOf = (name: string) =>
        policies
          .filter((policy) => selects(policy, name))
          .flatMap((policy) => policy.spec!.ingress ?? [])
          .flatMap((rule) => (rule.from ? rule.from.map(peerName) : ['anyone']));
      for (const service of ['booking', 'inbox', 'auth'])
        expect(new Set(callersOf(service)), service).toEqual(new Set(['pod gateway', 'namespace monitoring']));
      expect(new Set(callersOf('catalog'))).toEqual(new Set(['pod gateway', 'pod booking', 'namespace monitoring']));
      expect(new Set(callersOf('gateway'))).toEqual(new Set(['pod web', 'pod renderer', 'namespace monitoring']));
      expect(new Set(callersOf('web'))).toEqual(new Set(['namespace ingress-nginx', 'namespace monitoring']));
    }
  });

  describe('the production overlay', () => {
    const base = build('base');
    const production = build('overlays/production');

    it('when built, then every object is in the restaurant namespace and every image is a release from the registry', () => {
      expect(production.filter((object) => object.metadata.namespace !== 'restaurant')).toEqual([]);
      const images = ofKind<IDeployment>(production, 'Deployment').map(
        ({ metadata }) => container(production, metadata!.name!).image,
      );
      expect(images).toHaveLength(8);
      for (const image of images) expect(image).toMatch(/^registry\.example\.com\/trattoria-la-sosta\/[a-z-]+:\d+\.\d+\.\d+$/);
    });

    it('when built, then two or more of everything guests and staff wait on, and one renderer', () => {
      const fewest = Object.fromEntries(
        ofKind<IDeployment>(production, 'Deployment').map(({ metadata, spec }) => {
          const autoscaler = ofKind<IHorizontalPodAutoscaler>(production, 'HorizontalPodAutoscaler').find(
            (hpa) => hpa.spec?.scaleTargetRef.name === metadata!.name,
          );
          return [metadata!.name, autoscaler?.spec?.minReplicas ?? spec?.replicas ?? 1];
        }),
      );
      expect(fewest).toEqual({
        gateway: 2,
        catalog: 2,
        booking: 2,
        inbox: 2,
        auth: 2,
        'notification-worker': 2,
        renderer: 1,
        web: 2,
      });
    });

    it('when built, then no deployable gets less CPU or memory than in the base, and the busiest get more', () => {
      for (const { metadata } of ofKind<IDeployment>(base, 'Deployment')) {
        const [before, after] = [container(base, metadata!.name!).resources!, container(production, metadata!.name!).resources!];
        for (const kind of ['requests', 'limits'] as const)
          for (const resource of ['cpu', 'memory'])
            expect(quantity(after[kind]![resource]), `${metadata!.name} ${kind}.${resource}`).toBeGreaterThanOrEqual(
              quantity(before[kind]![resource]),
            );
      }
      for (const name of ['gateway', 'catalog', 'booking'])
        expect(quantity(container(production, name).resources!.requests!.cpu)).toBeGreaterThan(
          quantity(container(base, name).resources!.requests!.cpu),
        );
    });

    it("when built, then the Ingress serves the restaurant's host over TLS and the pages name it", () => {
      const [ingress] = ofKind<IIngress>(production, 'Ingress');
      expect(ingress!.spec!.rules!.map((rule) => rule.host)).toEqual(['www.trattoria-lasosta.de']);
      expect(ingress!.spec!.tls).toEqual([{ hosts: ['www.trattoria-lasosta.de'], secretName: 'restaurant-tls' }]);
      const settings = production.find((object) => object.kind === 'ConfigMap') as { data?: Record<string, string> };
      expect(settings.data).toMatchObject({
        PUBLIC_ORIGIN: 'https://www.trattoria-lasosta.de',
        SITE_URL: 'https://www.trattoria-lasosta.de',
        LOG_LEVEL: 'info',
      });
    });
  });
});

describe('the manifest checks, on broken copies built in memory', () => {
  /** The base, with one thing broken by `edit`. */
  function problemsOf(edit: (objects: KubeObject[]) => void): string[] {
    const objects = structuredClone(build('base'));
    edit(objects);
    return manifestProblems(objects, rules);
  }

  it('when a Deployment loses its probes, then both are named', () => {
    const problems = problemsOf((objects) => {
      delete container(objects, 'catalog').readinessProbe;
      delete container(objects, 'catalog').livenessProbe;
    });
    expect(problems).toEqual([
      'Deployment/catalog: container catalog: no readiness probe',
      'Deployment/catalog: container catalog: no liveness probe',
    ]);
  });

  it('when a probe asks the wrong path, resources lack a limit or the pod may run as root, then each is named', () => {
    const problems = problemsOf((objects) => {
      container(objects, 'booking').readinessProbe!.httpGet!.path = '/healthz';
      delete container(objects, 'inbox').resources!.limits!.memory;
      delete deployment(objects, 'auth').spec!.template.spec!.securityContext!.runAsNonRoot;
    });
    expect(problems).toEqual([
      'Deployment/booking: container booking: its readiness probe asks /healthz, not /readyz',
      'Deployment/inbox: container inbox: no memory in its resource limits',
      'Deployment/auth: the pod does not set runAsNonRoot',
    ]);
  });

  it("when a variable the service's config requires is not set, then the check names it", () => {
    const problems = problemsOf((objects) => {
      const booking = container(objects, 'booking');
      booking.env = booking.env!.filter((entry) => entry.name !== 'INTERNAL_SIGNING_KEY');
    });
    expect(problems).toEqual(['Deployment/booking: container booking: INTERNAL_SIGNING_KEY is required but not set']);
  });

  it('when a variable is misspelt or read from a key no documented secret holds, then the check names it', () => {
    const problems = problemsOf((objects) => {
      container(objects, 'inbox').env!.find((entry) => entry.name === 'DATABASE_URL')!.name = 'DATABASE_URI';
      container(objects, 'auth').env!.find((entry) => entry.name === 'AUTH_TOKEN_SECRET')!.valueFrom!.secretKeyRef!.key =
        'TOKEN_SECRET';
    });
    expect(problems).toEqual([
      'Deployment/inbox: container inbox: sets DATABASE_URI, which it never reads',
      'Deployment/inbox: container inbox: DATABASE_URL is required but not set',
      'Deployment/auth: container auth: reads TOKEN_SECRET from auth-secrets, which does not hold it',
    ]);
  });

  it('when a Secret with values is added, then the check refuses it', () => {
    const problems = problemsOf((objects) => {
      objects.push({
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { name: 'catalog-secrets' },
        stringData: { DATABASE_URL: 'postgres://x' },
      });
    });
    expect(problems).toEqual(['Secret/catalog-secrets: carries values: secrets are never committed']);
  });

  it('when a field is misspelt or has the wrong type, then the API schema check names it', () => {
    const problems = problemsOf((objects) => {
      const security = container(objects, 'web').securityContext as Record<string, unknown>;
      security.readOnlyRootFilesytem = security.readOnlyRootFilesystem;
      delete security.readOnlyRootFilesystem;
      (container(objects, 'gateway').ports![0] as { containerPort: unknown }).containerPort = '4000';
    });
    expect(problems).toContain(
      'Deployment/web: spec.template.spec.containers[0].securityContext.readOnlyRootFilesytem is not a field of the API',
    );
    expect(problems).toContain('Deployment/web: container web: its root filesystem is not read-only');
    expect(problems).toContain('Deployment/gateway: data/spec/template/spec/containers/0/ports/0/containerPort must be integer');
  });

  it('when a Service, an autoscaler, a budget or the Ingress points at nothing, then each is named', () => {
    const problems = problemsOf((objects) => {
      const find = <T>(kind: string, name: string) =>
        objects.find((o) => o.kind === kind && o.metadata.name === name) as unknown as T;
      find<IService>('Service', 'inbox').spec!.selector = { 'app.kubernetes.io/name': 'inboxx' };
      find<IService>('Service', 'auth').spec!.ports![0]!.targetPort = 'metrics';
      find<IHorizontalPodAutoscaler>('HorizontalPodAutoscaler', 'booking').spec!.scaleTargetRef.name = 'bookings';
      find<IPodDisruptionBudget>('PodDisruptionBudget', 'web').spec!.selector = { matchLabels: { app: 'web' } };
      find<IIngress>('Ingress', 'web').spec!.rules![0]!.http!.paths[0]!.backend.service!.name = 'nginx';
    });
    expect(problems).toEqual([
      'HorizontalPodAutoscaler/booking: scales Deployment/bookings, which is not defined',
      'Service/inbox: selects 0 Deployments, not one',
      'Service/inbox: port 4003 targets http, which its pods do not declare',
      'Service/auth: port 4004 targets metrics, which its pods do not declare',
      'PodDisruptionBudget/web: selects 0 Deployments, not one',
      'Ingress/web: its backend nginx is no Service',
      'Deployment/inbox: no Service selects it',
    ]);
  });

  it('when an autoscaled Deployment sets replicas or a budget would block drains, then the check says so', () => {
    const problems = problemsOf((objects) => {
      deployment(objects, 'gateway').spec!.replicas = 2;
      const budget = objects.find((o) => o.kind === 'PodDisruptionBudget' && o.metadata.name === 'auth')!;
      budget.spec = { minAvailable: 1, selector: { matchLabels: { 'app.kubernetes.io/name': 'auth' } } };
    });
    expect(problems).toEqual([
      'HorizontalPodAutoscaler/gateway: Deployment/gateway sets replicas, which each apply would reset',
      'PodDisruptionBudget/auth: minAvailable 1 with 1 replica(s) would block every drain',
    ]);
  });

  it('when Nginx may write the pages or reads them from another claim, or calls a gateway port that does not exist, then each is named', () => {
    const problems = problemsOf((objects) => {
      const web = deployment(objects, 'web').spec!.template.spec!;
      web.containers[0]!.volumeMounts!.find((mount) => mount.name === 'pages')!.readOnly = false;
      web.volumes!.find((volume) => volume.name === 'pages')!.persistentVolumeClaim!.claimName = 'media';
      web.containers[0]!.env!.find((entry) => entry.name === 'GATEWAY_UPSTREAM')!.value =
        'gateway.$(POD_NAMESPACE).svc.cluster.local:8080 resolve';
    });
    expect(problems).toEqual([
      'Deployment/web: container web: PAGES_DIR must be mounted read-only',
      'Deployment/web: GATEWAY_UPSTREAM: gateway.$(POD_NAMESPACE).svc.cluster.local:8080 resolve: Service gateway has no port 8080',
      'PAGES_DIR: one folder on different claims (pages, media)',
    ]);
  });
});

describe('the kustomization renderer', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  /** A kustomization of files in a temporary folder: `files` by path, YAML text. */
  async function folder(files: Record<string, string>): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), 'kustomization-'));
    dirs.push(dir);
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text);
    }
    return dir;
  }

  const deploymentYaml = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: api
spec:
  selector:
    matchLabels: { app: api }
  template:
    metadata:
      labels: { app: api }
    spec:
      containers:
        - name: api
          image: example/api:local
          resources:
            limits: { cpu: 500m, memory: 128Mi }
        - name: sidecar
          image: example/sidecar@sha256:abc
`;
  const kustomization = (fields: string) => `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\n${fields}`;

  it('when an overlay sets namespace, labels, replicas, images and a patch, then the result is what kustomize builds', async () => {
    const dir = await folder({
      'base/kustomization.yaml': kustomization('resources: [api.yaml]\n'),
      'base/api.yaml': deploymentYaml,
      'overlay/kustomization.yaml': kustomization(`resources: [../base]
namespace: shop
labels:
  - pairs: { team: kitchen }
    includeTemplates: true
replicas:
  - { name: api, count: 3 }
images:
  - { name: example/api, newName: registry.example/api, newTag: '2.0' }
patches:
  - path: more-memory.yaml
`),
      'overlay/more-memory.yaml': `apiVersion: apps/v1
kind: Deployment
metadata: { name: api }
spec:
  template:
    spec:
      containers:
        - name: api
          resources:
            limits: { memory: 256Mi }
`,
    });
    expect(buildKustomization(path.join(dir, 'overlay'))).toEqual([
      {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: { name: 'api', namespace: 'shop', labels: { team: 'kitchen' } },
        spec: {
          replicas: 3,
          selector: { matchLabels: { app: 'api' } },
          template: {
            metadata: { labels: { app: 'api', team: 'kitchen' } },
            spec: {
              containers: [
                { name: 'api', image: 'registry.example/api:2.0', resources: { limits: { cpu: '500m', memory: '256Mi' } } },
                { name: 'sidecar', image: 'example/sidecar@sha256:abc' },
              ],
            },
          },
        },
      },
    ]);
  });

  it.each([
    [
      'a field it does not implement',
      kustomization('resources: [api.yaml]\nconfigMapGenerator: []\n'),
      'unsupported kustomize field(s): configMapGenerator',
    ],
    [
      'labels in selectors',
      kustomization('resources: [api.yaml]\nlabels: [{ pairs: { a: b }, includeSelectors: true }]\n'),
      'includeSelectors',
    ],
    [
      'a patch with a target',
      kustomization('resources: [api.yaml]\npatches: [{ path: p.yaml, target: { kind: Deployment } }]\n'),
      'unsupported option(s) in patches: target',
    ],
    [
      'a remote resource',
      kustomization('resources: [https://github.com/example/app//base?ref=v1]\n'),
      'remote resources are not supported',
    ],
    [
      'replicas of nothing',
      kustomization('resources: [api.yaml]\nreplicas: [{ name: web, count: 2 }]\n'),
      'no Deployment named web',
    ],
  ])('when a kustomization uses %s, then building it throws', async (_case, text, message) => {
    const dir = await folder({ 'kustomization.yaml': text, 'api.yaml': deploymentYaml });
    expect(() => buildKustomization(dir)).toThrow(message);
  });

  it('when a patch names no object or merges a list whose strategy is not implemented, then building it throws', async () => {
    const patch = (body: string) => `apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: api }\n${body}`;
    const dir = await folder({
      'missing/kustomization.yaml': kustomization('resources: [../api.yaml]\npatches: [{ path: p.yaml }]\n'),
      'missing/p.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: web }\nspec: { replicas: 2 }\n',
      'env/kustomization.yaml': kustomization('resources: [../api.yaml]\npatches: [{ path: p.yaml }]\n'),
      'env/p.yaml': patch(
        'spec:\n  template:\n    spec:\n      containers:\n        - name: api\n          env: [{ name: A, value: b }]\n',
      ),
      'api.yaml': deploymentYaml,
    });
    expect(() => buildKustomization(path.join(dir, 'missing'))).toThrow('the patch matches 0 objects (Deployment/web)');
    expect(() => buildKustomization(path.join(dir, 'env'))).toThrow('containers/api/env: a list this renderer cannot merge');
  });

  it('when a kind it does not know how kustomize transforms is listed, then building it throws', async () => {
    const dir = await folder({
      'kustomization.yaml': kustomization('resources: [job.yaml]\n'),
      'job.yaml': 'apiVersion: batch/v1\nkind: Job\nmetadata: { name: migrate }\n',
    });
    expect(() => buildKustomization(dir)).toThrow('kind Job is not supported by this renderer');
  });
});
