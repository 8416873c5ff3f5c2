/**
 * The offline layer the call layer runs every call through (src/web/api/offline-layer.ts, decision
 * 0049). Reads of the field app go to the network first and keep their answer; without a network they
 * answer from that copy. A change of a work order (its save, a photo, the timer, a time-log row) is
 * queued when there is no network, or when earlier changes still wait (so the order they were made in
 * holds), and answered at once with what the server will answer.
 */
import type { AttachmentList } from '@shared/api/attachments.api';
import { authApi, type CurrentSession } from '@shared/api/auth.api';
import type { Endpoint, ParametersOf, ResultOf } from '@shared/api/endpoint';
import { ApiError, isApiError } from '../../api/api-error';
import type { OfflineLayer } from '../../api/offline-layer';
import {
  attachmentListKey,
  copyKey,
  endpointKey,
  isReadable,
  optimisticAttachment,
  orderLabel,
  type QueueContext,
  type QueuePolicy,
  queuedUploadDocUid,
  workOrder,
  workOrderKey,
  workOrderSaveKey,
  workOrderSavePolicy,
} from './offline-policies';
import type { OfflineQueue } from './offline-queue';
import type { OfflineStore } from './offline-store';
import { timePolicies } from './offline-time';

export const NOT_KEPT_TEXT =
  'Det här finns inte sparat i telefonen. Det går att öppna igen när anslutningen är tillbaka.';

function notKept(): ApiError {
  return new ApiError({ status: 0, code: 'OFFLINE', messages: [], userErrorMessage: NOT_KEPT_TEXT });
}

const isNetworkError = (error: unknown) => isApiError(error) && error.status === 0;

const policies: ReadonlyMap<string, QueuePolicy> = new Map([
  [workOrderSaveKey, workOrderSavePolicy],
  ...timePolicies,
]);

export interface OfflineLayerDeps {
  store: OfflineStore;
  queue: OfflineQueue;
  online(): boolean;
  /** The logged-in employee, whose changes are queued; null while nobody is. */
  employee(): { uid: string; caption: string } | null;
  /** Whether the employee has changes waiting: a new one goes behind them. */
  hasWaiting(): boolean;
  /** An answer from the copy of the session stands for the server's, so the app knows who is in. */
  restoredSession(current: CurrentSession): void;
  /** A change was queued while the network is up: send it now. */
  queued(): void;
  /** A work order list arrived: keep its orders for the cellar (background, never awaited). */
  listed(result: unknown): void;
}

export function createOfflineLayer(deps: OfflineLayerDeps): OfflineLayer {
  const { store, queue } = deps;

  async function fromCopy<E extends Endpoint>(endpoint: E, key: string): Promise<ResultOf<E>> {
    const copy = await store.readCopy(key);
    if (copy === undefined) throw notKept();
    if (endpointKey(endpoint) === endpointKey(authApi.current)) deps.restoredSession(copy as CurrentSession);
    return copy as ResultOf<E>;
  }

  async function read<E extends Endpoint>(
    endpoint: E,
    parameters: unknown,
    send: () => Promise<ResultOf<E>>,
  ) {
    const key = copyKey(endpoint, parameters);
    if (!deps.online()) return fromCopy(endpoint, key);
    let result: ResultOf<E>;
    try {
      result = await send();
    } catch (error) {
      if (isNetworkError(error)) return fromCopy(endpoint, key).catch(() => Promise.reject(error));
      throw error;
    }
    // While changes wait, the copies show them; the server's answer does not yet. Kept in the
    // background: a page online never waits for the phone's storage.
    if (!deps.hasWaiting()) void store.writeCopy(key, result).catch(() => undefined);
    if (endpointKey(endpoint) === endpointKey(workOrder.list)) deps.listed(result);
    return result;
  }

  async function enqueue(
    endpoint: Endpoint,
    policy: QueuePolicy,
    parameters: unknown,
    context: QueueContext,
  ) {
    const prepared = await policy.prepare(parameters, context).catch(() => Promise.reject(notKept()));
    const stored = await queue.enqueue({
      employeeUid: context.employee.uid,
      endpointKey: endpointKey(endpoint),
      parameters: prepared.parameters,
      docUid: prepared.docUid,
      subject: policy.subject(prepared.parameters),
      label: prepared.label,
      base: prepared.base,
      state: 'pending',
      createdAt: new Date().toISOString(),
    });
    const answer = await policy.answer(stored, context);
    if (deps.online()) deps.queued();
    return answer;
  }

  async function queueUpload(endpoint: Endpoint, file: Blob, query: Record<string, string>, docUid: string) {
    const who = deps.employee();
    if (!who) throw notKept();
    const order = await store.readCopy(workOrderKey(docUid));
    await queue.enqueue({
      employeeUid: who.uid,
      endpointKey: endpointKey(endpoint),
      file,
      query,
      docUid,
      subject: null,
      label: `${orderLabel(order as { number: number | null } | undefined)}: bilaga ”${query.fileName ?? 'fil'}”`,
      state: 'pending',
      createdAt: new Date().toISOString(),
    });
    const key = attachmentListKey(docUid);
    const kept = (await store.readCopy(key)) as AttachmentList | undefined;
    const { attachment, space, list } = optimisticAttachment(kept, file, query, who);
    if (list) await store.writeCopy(key, list);
    if (deps.online()) deps.queued();
    return { attachment, space };
  }

  /** Queued now (no network, or changes before it wait), or sent and queued only if the network fails. */
  async function change<R>(send: () => Promise<R>, queueIt: () => Promise<unknown>): Promise<R> {
    if (!deps.online() || deps.hasWaiting()) return (await queueIt()) as R;
    try {
      return await send();
    } catch (error) {
      if (!isNetworkError(error)) throw error;
      return (await queueIt()) as R;
    }
  }

  return {
    async call<E extends Endpoint>(
      endpoint: E,
      parameters: ParametersOf<E>,
      send: () => Promise<ResultOf<E>>,
    ) {
      if (isReadable(endpoint)) return read(endpoint, parameters, send);
      const policy = policies.get(endpointKey(endpoint));
      const employee = deps.employee();
      if (!policy || !employee || !policy.queueable(parameters)) return send();
      return change(send, () => enqueue(endpoint, policy, parameters, { store, employee }));
    },
    async upload<E extends Endpoint>(
      endpoint: E,
      file: Blob,
      query: Record<string, string>,
      send: () => Promise<ResultOf<E>>,
    ) {
      const docUid = queuedUploadDocUid(endpoint, query);
      if (docUid === null) return send();
      return change(send, () => queueUpload(endpoint, file, query, docUid));
    },
  };
}
