import type { CapturedLogs } from './captured-logs.js';
import type { ServiceCalls } from './signed-calls.js';
import type { RunningTestProcess, Started, TestProcess } from './test-process.js';
import { startTestSystem, type TestSystem, type TestSystemOptions } from './test-system.js';

/** One service alone on a test system: the system's helpers, and the service's address, logs and callers at hand. */
export type ServiceUnderTest<Running> = TestSystem &
  ServiceCalls & {
    service: RunningTestProcess<Running>;
    base: string;
    logs: CapturedLogs;
  };

/** The system with its one service's fields beside its own, for a test that drives that service only. */
export function soleService<Running>(system: TestSystem, service: RunningTestProcess<Running>): ServiceUnderTest<Running> {
  const { base, logs, asGuest, asAdmin, asService, adminHeaders } = service;
  return { ...system, service, base, logs, asGuest, asAdmin, asService, adminHeaders };
}

/** A service on a test system of its own (see `startTestSystem`). */
export function startServiceUnderTest<Config, Running extends Started>(
  process: TestProcess<Config, Running>,
  options: TestSystemOptions = {},
): Promise<ServiceUnderTest<Running>> {
  return startTestSystem(options, async (system) => soleService(system, await system.start(process)));
}
