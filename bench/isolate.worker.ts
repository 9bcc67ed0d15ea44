/**
 * Worker entry of bench/isolates.ts: one fresh isolate that imports only the task's module
 * (`workerData`: an IsolateTask), calls its function with the task's arguments and posts the
 * IsolateRun back. A function that throws fails the isolate, and the parent's promise with it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { IsolateRun, IsolateTask } from './isolates.js';

if (parentPort === null) throw new Error('bench/isolate.worker.js runs as a worker thread only');
const task = workerData as IsolateTask;
const mod = (await import(task.module)) as Record<string, unknown>;
const fn = mod[task.fn];
if (typeof fn !== 'function') throw new Error(`${task.module} exports no function ${task.fn}`);
parentPort.postMessage((await (fn as (...a: unknown[]) => IsolateRun | Promise<IsolateRun>)(...task.args)));
