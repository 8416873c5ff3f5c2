import { type ClientPrice, clientsApi } from '@shared/api/clients.api';
import type React from 'react';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { useApiMutation } from '../../api/hooks';
import { confirm } from '../../shell/dialogs';
import { priceMessages, readPriceInput } from './client-price-input';

const emptyDraft = { code: '', name: '', price: '' };
export type PriceDraft = typeof emptyDraft;
export type PriceDraftErrors = Partial<Record<keyof PriceDraft, string>>;
export interface PriceEditing {
  uid: string;
  price: string;
  error?: string;
}

/**
 * A client's own prices, each change saved at once: the new-price row, the price being changed, and
 * removal. The server's answer is the whole list, handed to `onChange`.
 */
export function useClientPrices(clientUid: string | null, onChange: (prices: ClientPrice[]) => void) {
  const change = useApiMutation(clientsApi.changePrice, { handleErrors: false });
  const [draft, setDraft] = useState<PriceDraft>(emptyDraft);
  const [draftErrors, setDraftErrors] = useState<PriceDraftErrors>({});
  const [editing, setEditing] = useState<PriceEditing | null>(null);

  async function send(parameters: Parameters<typeof change.mutateAsync>[0]) {
    const result = await change.mutateAsync(parameters);
    onChange(result.items);
  }

  function serverError(error: unknown): PriceDraftErrors {
    if (!isApiError(error) || error.handled || error.status !== 400) throw error;
    const fields = error.fieldMessages();
    return {
      code: fields.code,
      price: fields.priceOverrideOre ?? (fields.code ? undefined : error.displayText),
    };
  }

  async function add() {
    if (!clientUid) return;
    const price = readPriceInput(draft.price);
    const errors = {
      code: draft.code.trim() ? undefined : priceMessages.codeRequired,
      price: price.ok ? undefined : price.message,
    };
    setDraftErrors(errors);
    if (!price.ok || errors.code) return;
    try {
      await send({
        client: clientUid,
        code: draft.code.trim(),
        name: draft.name.trim(),
        priceOverrideOre: price.ore,
      });
      setDraft(emptyDraft);
    } catch (error) {
      setDraftErrors(serverError(error));
    }
  }

  async function saveEdit() {
    if (!clientUid || !editing) return;
    const price = readPriceInput(editing.price);
    if (!price.ok) {
      setEditing({ ...editing, error: price.message });
      return;
    }
    try {
      await send({ client: clientUid, priceOverrideUid: editing.uid, priceOverrideOre: price.ore });
      setEditing(null);
    } catch (error) {
      setEditing({ ...editing, error: serverError(error).price });
    }
  }

  // The add row sits inside the client form: Enter must add the price, not submit the whole form.
  const addOnEnter = (e: React.KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void add();
  };

  async function remove(row: ClientPrice) {
    const ok = await confirm({
      title: 'Ta bort kundpriset?',
      message: `${row.code} ${row.name} får åter det vanliga priset för den här kunden.`,
      confirmLabel: 'Ta bort',
      danger: true,
    });
    if (ok && clientUid) await send({ client: clientUid, priceOverrideUid: row.uid, priceOverrideOre: null });
  }

  return {
    draft,
    setDraft,
    draftErrors,
    editing,
    setEditing,
    pending: change.isPending,
    add,
    addOnEnter,
    saveEdit,
    remove,
  };
}
