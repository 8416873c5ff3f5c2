// The thread a long PDF is laid out in (pdf.ts `renderInWorker`): pdfmake's layout is one synchronous
// call, which for a long list would stop the server's event loop for many seconds. TypeScript is loaded
// here by tsx's API, so the worker runs the same module under `npm start` and under the tests.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const module = await import(workerData.module);
const bytes = await module[workerData.exportName](...workerData.args);
parentPort.postMessage(bytes);
