import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Logger } from '@ristorante/kit';
import { PictureRefusal, type PipelineLimits } from './image-pipeline.js';
import type { PictureJob, PictureJobAnswer } from './picture-worker-process.js';
import type { VariantSetRecord } from './variant-set.js';

export interface PictureProcessorOptions {
  logger: Logger;
  limits: PipelineLimits;
  /** The longest an upload may expect to wait for its turn; one that would wait longer is refused (ProcessorBusy). */
  maxWaitMs: number;
  /** A picture taking longer is given up (the worker is stopped) and refused as unreadable. */
  jobTimeoutMs: number;
  /** The worker stops after this long without work, giving its memory back; the next picture starts it again. */
  idleMs: number;
}

/** The worker is too busy for an upload to wait: `retryAfterMs` is when its queue should be through. */
export class ProcessorBusy extends Error {
  constructor(readonly retryAfterMs: number) {
    super('the picture worker is busy');
  }
}
/** The service could not store the set (its volume); not the file's fault. */
export class ProcessorFailed extends Error {}

export interface PictureProcessor {
  /**
   * Makes the variant set of `bytes` in `dir`, one picture at a time. Uploads (`urgent`) go before the background
   * migration's pictures. Rejects with PictureRefusal (the file), ProcessorBusy (it would wait too long) or
   * ProcessorFailed (the service).
   */
  process(
    bytes: Uint8Array,
    dir: string,
    options?: { allowSvg?: boolean; urgent?: boolean; limits?: PipelineLimits },
  ): Promise<VariantSetRecord>;
  /** Uploads waiting or being processed. */
  waiting(): number;
  stop(): Promise<void>;
}

interface Queued {
  job: Omit<PictureJob, 'id'>;
  resolve: (record: VariantSetRecord) => void;
  reject: (error: Error) => void;
}

/**
 * The worker runs from the same build as the service: its compiled file in production, its TypeScript source under
 * the tests (through tsx, as the services' own processes are spawned there).
 */
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = fileURLToPath(new URL(`./picture-worker-process.${fromSource ? 'ts' : 'js'}`, import.meta.url));
const workerExecArgv = fromSource ? ['--import', 'tsx', '--conditions=source'] : [];

/** The worker's priority: below the service's, so a guest's request is served first when both want the CPU. */
const workerNiceness = 19;

/**
 * One picture at a time, in a process of its own at a lower priority (docs/decisions.md 121): twenty uploads at
 * once queue here rather than take the CPU guests' requests need, and a file that crashes the decoder takes only
 * the worker down.
 */
export function createPictureProcessor(options: PictureProcessorOptions): PictureProcessor {
  const { logger } = options;
  const urgent: Queued[] = [];
  const background: Queued[] = [];
  let running: (Queued & { id: number; timer: NodeJS.Timeout; child: ChildProcess; startedAt: number }) | undefined;
  let worker: ChildProcess | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;
  let stopped = false;
  /**
   * How long a picture takes, as the recent ones took (a moving average); until one is made, the budget's 3 s. The
   * wait an upload can expect is this times the pictures before it.
   */
  let typicalMs = 3_000;

  const startWorker = (): ChildProcess => {
    const child = fork(workerFile, [], {
      execArgv: workerExecArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    try {
      if (child.pid) setPriority(child.pid, workerNiceness);
    } catch (error) {
      logger.warn({ err: error }, 'picture worker: priority not lowered');
    }
    child.on('message', (message: PictureJobAnswer) => settle(child, message));
    child.once('exit', (code, signal) => {
      if (worker === child) worker = undefined;
      if (running?.child === child && !stopped) {
        logger.warn({ code, signal }, 'picture worker ended during a picture: refused as unreadable');
        finish((queued) => queued.reject(new PictureRefusal('damaged', `the worker ended (${signal ?? code})`)));
      }
    });
    return child;
  };

  const finish = (outcome: (queued: Queued) => void) => {
    const done = running;
    if (!done) return;
    clearTimeout(done.timer);
    typicalMs = Math.round(0.7 * typicalMs + 0.3 * (performance.now() - done.startedAt));
    running = undefined;
    outcome(done);
    pump();
  };

  const settle = (child: ChildProcess, message: PictureJobAnswer) => {
    if (running?.child !== child || running.id !== message.id) return;
    finish((queued) => {
      if (message.ok) queued.resolve(message.record);
      else if (message.reason === 'failed') queued.reject(new ProcessorFailed(message.detail));
      else queued.reject(new PictureRefusal(message.reason, message.detail));
    });
  };

  const pump = () => {
    if (running || stopped) return;
    const next = urgent.shift() ?? background.shift();
    if (!next) {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        worker?.kill();
        worker = undefined;
      }, options.idleMs);
      idleTimer.unref();
      return;
    }
    clearTimeout(idleTimer);
    const child = (worker ??= startWorker());
    const id = nextId++;
    const timer = setTimeout(() => {
      logger.warn({ ms: options.jobTimeoutMs }, 'picture took too long: worker stopped, picture refused');
      // Gone before the next picture is given to a worker: that one gets a fresh process.
      if (worker === child) worker = undefined;
      child.kill('SIGKILL');
      finish((queued) => queued.reject(new PictureRefusal('damaged', 'took too long to decode')));
    }, options.jobTimeoutMs);
    running = { ...next, id, timer, child, startedAt: performance.now() };
    child.send({ ...next.job, id } satisfies PictureJob);
    logger.info({ bytes: next.job.bytes.byteLength, waiting: urgent.length + background.length }, 'picture processing');
  };

  return {
    process(bytes, dir, { allowSvg = false, urgent: isUrgent = false, limits = options.limits } = {}) {
      if (stopped) return Promise.reject(new ProcessorFailed('the picture processor has stopped'));
      const wait = (urgent.length + (running ? 1 : 0)) * typicalMs;
      if (isUrgent && wait > options.maxWaitMs) return Promise.reject(new ProcessorBusy(wait));
      return new Promise<VariantSetRecord>((resolve, reject) => {
        (isUrgent ? urgent : background).push({ job: { bytes, dir, allowSvg, limits }, resolve, reject });
        pump();
      });
    },
    waiting: () => urgent.length + (running ? 1 : 0),
    async stop() {
      stopped = true;
      clearTimeout(idleTimer);
      for (const queued of [...urgent.splice(0), ...background.splice(0)]) queued.reject(new ProcessorFailed('stopping'));
      if (running) {
        clearTimeout(running.timer);
        running.reject(new ProcessorFailed('stopping'));
        running = undefined;
      }
      const child = worker;
      worker = undefined;
      if (child && child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill();
        });
      }
    },
  };
}
