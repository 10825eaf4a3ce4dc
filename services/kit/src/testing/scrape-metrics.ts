/** One sample of a scrape: its metric name, labels and value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The Prometheus text format's sample lines, read as Prometheus reads them (comments and blank lines skipped). */
export function parseMetrics(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) return [];
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1]!, pair[2]!]),
    );
    return [{ name: match[1]!, labels, value: Number(match[3]) }];
  });
}

/** What a process's `/metrics` answers, fetched and read; throws unless it answers 200 in the text format. */
export async function scrapeMetrics(base: string): Promise<Sample[]> {
  const answer = await fetch(`${base}/metrics`);
  if (answer.status !== 200 || !answer.headers.get('content-type')?.startsWith('text/plain')) {
    throw new Error(`${base}/metrics answered ${answer.status} ${answer.headers.get('content-type')}`);
  }
  return parseMetrics(await answer.text());
}

/**
 * The value of the sample named `name` whose labels include `labels`, summed over the rest (0 when there is none,
 * as Prometheus treats a counter not yet incremented).
 */
export function metricValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}
