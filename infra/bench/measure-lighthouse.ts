import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface PageScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Lighthouse (mobile emulation, its default) on each page, `runs` times, the median of each figure. The CPU
 * slowdown is lowered for this machine (Lighthouse's 4× assumes a fast desktop CPU standing in for a phone).
 */
export async function measurePages(
  urls: Record<string, string>,
  runs: number,
  cpuSlowdown: number,
): Promise<Record<string, PageScores>> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  try {
    const results: Record<string, PageScores> = {};
    for (const [name, url] of Object.entries(urls)) {
      const samples: PageScores[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(
          url,
          {
            port: chrome.port,
            logLevel: 'error',
            output: 'json',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          },
          { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } },
        );
        const lhr = result!.lhr;
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
          tbtMs: Math.round(audit('total-blocking-time')),
        });
      }
      results[name] = {
        performance: median(samples.map((sample) => sample.performance)),
        accessibility: median(samples.map((sample) => sample.accessibility)),
        bestPractices: median(samples.map((sample) => sample.bestPractices)),
        seo: median(samples.map((sample) => sample.seo)),
        lcpMs: median(samples.map((sample) => sample.lcpMs)),
        cls: median(samples.map((sample) => sample.cls)),
        tbtMs: median(samples.map((sample) => sample.tbtMs)),
      };
      console.log(`lighthouse ${name}: ${JSON.stringify(results[name])}`);
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
