import type { Module } from '../platform/module.js';
import { adminTasksRouter } from './admin-api.js';
import { startDeadlineJob } from './deadline-job.js';
import type { TasksDeps } from './deps.js';
import { claimQueuesProjection } from './read-models/claim-queues.js';
import { tasksProjection } from './read-models/tasks.js';
import { TASKS_OPENAPI } from './openapi.js';

export type { TaskDocument, TasksDeps } from './deps.js';
export { openDueTasks, runDeadlinePass } from './deadline-job.js';
export { closeLapsedTasks } from './lapsed-tasks.js';
export { nextDeadlines } from './read-models/tasks.js';

/** The operators' work: tasks with deadlines (opened hourly by the worker) and the dashboard's queues. */
export function createTasksModule(deps: TasksDeps): Module {
  return {
    name: 'tasks',
    adminRouters: [adminTasksRouter(deps)],
    handlers: [claimQueuesProjection(deps.catalog), tasksProjection],
    workers: [async () => startDeadlineJob(deps)],
    openapi: TASKS_OPENAPI,
  };
}
