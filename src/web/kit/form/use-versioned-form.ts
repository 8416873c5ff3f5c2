import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { confirm } from '../../shell/dialogs';
import type { FieldMapping } from './form-paths';
import { mergeChanges } from './merge-changes';
import { applySaveError, focusFirstError } from './save-errors';

/** The part of a Mantine form the versioned form drives. */
export interface VersionedFormTarget<V> {
  getValues: () => V;
  setValues: (values: V) => void;
  setInitialValues?: (values: V) => void;
  resetDirty: (values?: V) => void;
  setErrors: (errors: Record<string, string>) => void;
  isDirty: () => boolean;
}

export interface VersionedFormOptions<V, L, N extends number | null = number | null> {
  form: VersionedFormTarget<V>;
  /** The values the form was loaded with and the version they belong to (null: not saved yet). */
  initial: { values: V; version: N };
  /** How the server's field paths name this form's fields. */
  mapping: FieldMapping;
  /** The stored version and its form values. */
  read: (loaded: L) => { values: V; version: number };
  /** Fetches the newest stored version, for the conflict's reload. */
  fetchLatest: () => Promise<L>;
  /** Each version taken into the form (saved or reloaded), e.g. for the query cache. */
  onLoaded?: (loaded: L) => void;
  /** Field errors from the server were shown (a tabbed form moves to the tab that has them). */
  onFieldErrors?: (errors: Record<string, string>) => void;
  /** Shown when the record was removed meanwhile (a 404 on save or reload). */
  goneMessage?: string;
  /** Names of the form's fields, to say which ones both the user and the other person changed. */
  fieldLabel?: (path: string) => string | undefined;
}

function overlapText(paths: string[], fieldLabel?: (path: string) => string | undefined): string {
  const labels = [...new Set(paths.map((p) => fieldLabel?.(p)).filter((l): l is string => Boolean(l)))];
  const which = labels.length > 0 ? `: ${labels.join(', ')}` : '';
  return `Du och den andra ändrade samma uppgifter${which}. Dina värden står kvar – kontrollera dem innan du sparar.`;
}

/**
 * One form over a versioned record (`newVersion` in, 409 when someone saved first): refusals go to their
 * fields, what has no field above the form, and a conflict offers to reload keeping the user's edits
 * (a three-way merge over the version they started from) or dropping them.
 */
export function useVersionedForm<V, L, N extends number | null = number | null>(
  options: VersionedFormOptions<V, L, N>,
) {
  const { form, mapping, read } = options;
  const latest = useRef(options);
  latest.current = options;
  const base = useRef(options.initial.values);
  const [version, setVersion] = useState<N>(options.initial.version);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [general, setGeneral] = useState<string[]>([]);

  /** Takes a stored version into the form; `values` are what to show (the merge, or the stored ones). */
  function accept(loaded: L, values?: V) {
    const stored = read(loaded);
    base.current = stored.values;
    form.setInitialValues?.(stored.values);
    form.setValues(values ?? stored.values);
    form.resetDirty(stored.values);
    setVersion(stored.version as N);
    setConflict(false);
    latest.current.onLoaded?.(loaded);
  }

  /** Puts a refused save where the user can act on it; anything else is rethrown. */
  function handleSaveError(error: unknown) {
    const gone = latest.current.goneMessage;
    if (gone && isApiError(error) && error.status === 404) {
      setGeneral([gone]);
      return;
    }
    const handled = applySaveError(error, mapping, {
      setFieldErrors: (errors) => {
        form.setErrors(errors);
        if (Object.keys(errors).length > 0) latest.current.onFieldErrors?.(errors);
      },
      setGeneral,
      onConflict: () => setConflict(true),
    });
    if (!handled) throw error;
    focusFirstError();
  }

  async function reload(keepEdits: boolean) {
    if (!keepEdits && form.isDirty()) {
      const replace = await confirm({
        title: 'Hämta senaste versionen',
        message: 'Dina osparade ändringar ersätts med den version som är sparad nu.',
        confirmLabel: 'Hämta',
      });
      if (!replace) return;
    }
    setReloading(true);
    try {
      const fresh = await latest.current.fetchLatest();
      if (!keepEdits) {
        accept(fresh);
        return;
      }
      const { merged, overlaps } = mergeChanges(base.current, form.getValues(), read(fresh).values);
      accept(fresh, merged);
      notifications.show({
        color: overlaps.length > 0 ? 'orange' : 'blue',
        title: 'Den senaste versionen är hämtad',
        message:
          overlaps.length > 0
            ? overlapText(overlaps, latest.current.fieldLabel)
            : 'Dina ändringar ligger kvar ovanpå. Granska och spara.',
        autoClose: overlaps.length > 0 ? false : 6000,
      });
    } catch (error) {
      const gone = latest.current.goneMessage;
      if (!gone || !isApiError(error) || error.status !== 404) throw error;
      setConflict(false);
      setGeneral([gone]);
    } finally {
      setReloading(false);
    }
  }

  return {
    /** The version to send as `newVersion`. */
    version,
    conflict,
    reloading,
    /** Messages for no single field, shown above the form. */
    general,
    /** Call before sending a save. */
    startSave: () => setGeneral([]),
    accept,
    handleSaveError,
    reload,
    dismissConflict: () => setConflict(false),
  };
}

export type VersionedFormState = ReturnType<typeof useVersionedForm<unknown, unknown>>;
