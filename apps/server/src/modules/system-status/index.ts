/**
 * The system-status module's face: 'Sistem Durumu' (issue 31, decision 088) — each instance's
 * heartbeat and its jobs' passes, the operator's view and the retry of a failed job.
 */
export { createJobRuns, type JobRuns } from './job-runs.ts';
export { describeInstance, type InstanceIdentity } from './instance.ts';
export { beatOnce, createHeartbeatJob } from './heartbeat.job.ts';
export { createSystemStatusService, type SystemStatusService } from './system-status.service.ts';
export { adminSystemRoutes } from './system-status.routes.ts';
