import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The scrape config and the alert rules Prometheus would load (docs/decisions.md 118): every series a rule reads is
// one the code registers, and every process compose runs is scraped on the port it listens on.
const here = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = path.join(here, '../..');
const read = (file: string) => parse(readFileSync(file, 'utf8')) as unknown;

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels: { severity: string };
  annotations: { summary: string };
}
const config = read(path.join(here, 'prometheus.yml')) as {
  rule_files: string[];
  scrape_configs: Array<{ job_name: string; dns_sd_configs: Array<{ names: string[]; port: number }> }>;
};
const rules = config.rule_files.flatMap((file) =>
  (read(path.join(here, file)) as { groups: Array<{ rules: Rule[] }> }).groups.flatMap((group) => group.rules),
);

/** The source files of every deployable, where the metrics are registered. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', 'test'].includes(entry.name) ? [] : sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}
const registered = new Set(
  [...sources(path.join(repoRoot, 'services')), ...sources(path.join(repoRoot, 'gateway'))].flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bname: '([a-z_]+)'/g)].map((match) => match[1]!),
  ),
);
/** A histogram's and Prometheus's own series. */
const derived = (name: string) => name.replace(/_(bucket|sum|count)$/, '');
const builtIn = new Set(['up']);

describe('the Prometheus scrape config and alert rules', () => {
  it('when the rules are read, then they include the issue’s three: a stuck outbox, dead letters, a service not ready', () => {
    const byName = new Map(rules.map((rule) => [rule.alert, rule]));
    expect(byName.get('OutboxEventsStuck')?.expr).toMatch(/outbox_oldest_event_age_seconds\) > 300/);
    expect(byName.get('EventsDeadLettered')?.expr).toContain('bus_dead_letters');
    expect(byName.get('ServiceNotReady')?.expr).toContain('service_ready');
    for (const rule of rules) {
      expect(['critical', 'warning'], rule.alert).toContain(rule.labels.severity);
      expect(rule.annotations.summary, rule.alert).not.toBe('');
    }
  });

  it('when a rule names a series, then the code registers it', () => {
    const keywords = new Set([
      'by',
      'max',
      'min',
      'sum',
      'rate',
      'increase',
      'or',
      'and',
      'on',
      'without',
      'job',
      'status',
      'queue',
    ]);
    for (const rule of rules) {
      const names = [...rule.expr.replace(/\{[^}]*\}|\[[^\]]*\]|"[^"]*"/g, '').matchAll(/[a-z_]+/g)]
        .map((match) => match[0])
        .filter((word) => !keywords.has(word) && !/^(service|type|instance|queue)$/.test(word));
      expect(names.length, rule.alert).toBeGreaterThan(0);
      for (const name of names) expect(builtIn.has(name) || registered.has(derived(name)), `${rule.alert}: ${name}`).toBe(true);
    }
  });

  it('when compose runs a Node deployable, then Prometheus scrapes it on the port it listens on', () => {
    const compose = read(path.join(repoRoot, 'docker-compose.yml')) as {
      services: Record<string, { build?: { args?: { PORT?: string; PACKAGE_DIR?: string } } }>;
    };
    const deployables = Object.entries(compose.services).flatMap(([name, service]) =>
      service.build?.args?.PORT && service.build.args.PACKAGE_DIR ? [[name, Number(service.build.args.PORT)] as const] : [],
    );
    expect(deployables.length).toBeGreaterThanOrEqual(7);
    const scraped = new Map(
      config.scrape_configs.flatMap((job) =>
        job.dns_sd_configs.flatMap((sd) => sd.names.map((name) => [name, sd.port] as const)),
      ),
    );
    expect(Object.fromEntries(scraped)).toEqual(Object.fromEntries(deployables));
  });
});
