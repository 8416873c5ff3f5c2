import { Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { type TimeLogArticle, type TimeLogEntry, timeLogsApi } from '@shared/api/timeLogs.api';
import { formatDate, formatTime } from '@shared/domain/format';
import { stockholmInstant, type TimeLogItemKind, timeLogProblems } from '@shared/domain/time-logs';
import { useState } from 'react';
import { useApiQuery } from '../../api/hooks';
import { MoneyInput } from '../../kit';
import { useNetPricesHidden, useSession } from '../../session/session-store';
import { DateField } from '../../shell/DateField';
import { saveRow } from './use-time-log';

const REQUIRED = 'Detta fält måste fyllas i';
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

interface RowForm {
  date: string | null;
  from: string;
  to: string;
  employeeUid: string | null;
  article: TimeLogArticle | null;
  rot: boolean;
  priceOre: number | null;
  purchasePriceOre: number | null;
  note: string;
  comment: string;
}

function formOf(entry: TimeLogEntry | null, today: string, employeeUid: string | null): RowForm {
  if (!entry) {
    return {
      date: today,
      from: '',
      to: '',
      employeeUid,
      article: null,
      rot: false,
      priceOre: null,
      purchasePriceOre: null,
      note: '',
      comment: '',
    };
  }
  return {
    date: formatDate(entry.start),
    from: formatTime(entry.start),
    to: entry.end ? formatTime(entry.end) : '',
    employeeUid: entry.employee?.uid ?? null,
    article:
      entry.ownArticleUid && entry.ownArticleType && entry.ownArticleType in { SERVICE: 1, ROT_SERVICE: 1 }
        ? {
            uid: entry.ownArticleUid,
            code: entry.code,
            description: entry.name,
            unit: entry.unit,
            ownArticleType: entry.ownArticleType as TimeLogArticle['ownArticleType'],
            priceOre: entry.priceOre ?? 0,
            purchasePriceOre: entry.purchasePriceOre,
          }
        : null,
    rot: entry.rot,
    priceOre: entry.priceOre,
    purchasePriceOre: entry.purchasePriceOre,
    note: entry.note,
    comment: entry.comment,
  };
}

/** The day and times as instants, read as Swedish time wherever the browser is. */
function instants(form: RowForm) {
  const start = stockholmInstant(`${form.date}T${form.from}`);
  const end = form.to ? stockholmInstant(`${form.date}T${form.to}`) : null;
  return { start: start.toISOString(), end: end ? end.toISOString() : null };
}

function clientProblems(kind: TimeLogItemKind, form: RowForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.date) errors.date = REQUIRED;
  if (!TIME.test(form.from)) errors.from = form.from ? 'Ange tiden som TT:MM' : REQUIRED;
  if (kind === 'COMMENT') {
    if (form.comment.trim() === '') errors.comment = REQUIRED;
    return errors;
  }
  if (!TIME.test(form.to)) errors.to = form.to ? 'Ange tiden som TT:MM' : REQUIRED;
  if (Object.keys(errors).length === 0) {
    for (const p of timeLogProblems(instants(form))) errors.to = p.message;
  }
  return errors;
}

interface TimeLogRowDialogProps {
  kind: TimeLogItemKind;
  workOrderUid: string;
  /** The row edited; null for a new one. */
  entry: TimeLogEntry | null;
  employees: { uid: string; caption: string }[];
  onClose: () => void;
}

/** A manual time-log row or a comment: date and times in Swedish time, the article, ROT, prices, note. */
export function TimeLogRowDialog({ kind, workOrderUid, entry, employees, onClose }: TimeLogRowDialogProps) {
  const session = useSession();
  const hidden = useNetPricesHidden();
  const [uid] = useState(() => entry?.uid ?? crypto.randomUUID());
  const [form, setForm] = useState(() => formOf(entry, formatDate(new Date()), session?.employeeUid ?? null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [search, setSearch] = useState('');
  const [pattern] = useDebouncedValue(search, 200);
  const articles = useApiQuery(timeLogsApi.timeLogItemSearch, { pattern }, { enabled: kind === 'TIMELOG' });
  const found = articles.data ?? [];
  const options = [
    ...(form.article && !found.some((a) => a.uid === form.article?.uid) ? [form.article] : []),
    ...found,
  ];
  const change = (patch: Partial<RowForm>) => setForm((f) => ({ ...f, ...patch }));

  async function submit() {
    const problems = clientProblems(kind, form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    const times = instants(form);
    const refused = await saveRow({
      uid,
      workOrderUid,
      newVersion: entry?.version ?? 0,
      data: {
        type: kind,
        start: times.start,
        end: kind === 'COMMENT' ? null : times.end,
        employeeUid: form.employeeUid,
        rot: form.rot,
        ownArticleUid: form.article?.uid ?? null,
        code: form.article?.code ?? '',
        name: form.article?.description ?? '',
        unit: form.article?.unit || 'tim',
        priceOre: form.priceOre,
        purchasePriceOre: hidden ? null : form.purchasePriceOre,
        note: form.note,
        comment: form.comment,
      },
    });
    setSaving(false);
    if (refused) setErrors({ ...refused, from: refused.start ?? refused.from ?? '' });
    else onClose();
  }

  const title = `${entry ? 'Ändra' : 'Lägg till'} ${kind === 'COMMENT' ? 'kommentar' : 'tid'}`;
  return (
    <Modal opened onClose={onClose} title={title} size="lg" data-testid="time-log-dialog">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: kind === 'COMMENT' ? 2 : 3 }}>
          <DateField
            label="Datum"
            value={form.date}
            onChange={(date) => change({ date })}
            error={errors.date}
          />
          <TimeInput
            label={kind === 'COMMENT' ? 'Tid' : 'Från'}
            value={form.from}
            onChange={(e) => change({ from: e.currentTarget.value })}
            error={errors.from || undefined}
            data-testid="time-log-from"
          />
          {kind === 'TIMELOG' && (
            <TimeInput
              label="Till"
              value={form.to}
              onChange={(e) => change({ to: e.currentTarget.value })}
              error={errors.to || errors.end}
              data-testid="time-log-to"
            />
          )}
        </SimpleGrid>
        {kind === 'TIMELOG' && (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <Select
                label="Anställd"
                data={employees.map((e) => ({ value: e.uid, label: e.caption }))}
                value={form.employeeUid}
                onChange={(employeeUid) => change({ employeeUid })}
                error={errors.employeeUid}
              />
              <Select
                label="Artikel"
                placeholder="Sök arbetsartikel"
                searchable
                clearable
                searchValue={search}
                onSearchChange={setSearch}
                filter={({ options: all }) => all}
                data={options.map((a) => ({ value: a.uid, label: `${a.code} – ${a.description}` }))}
                value={form.article?.uid ?? null}
                nothingFoundMessage="Ingen arbetsartikel hittades"
                onChange={(value) => {
                  const article = options.find((a) => a.uid === value) ?? null;
                  change({
                    article,
                    priceOre: article ? article.priceOre : form.priceOre,
                    purchasePriceOre: article ? article.purchasePriceOre : form.purchasePriceOre,
                    rot: article?.ownArticleType === 'ROT_SERVICE' ? true : form.rot,
                  });
                }}
                error={errors.ownArticleUid}
                data-testid="time-log-article"
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: hidden ? 1 : 2 }}>
              <MoneyInput
                label="Pris per timme"
                value={form.priceOre}
                onChange={(priceOre) => change({ priceOre })}
                error={errors.priceOre}
              />
              {!hidden && (
                <MoneyInput
                  label="Inköpspris per timme"
                  value={form.purchasePriceOre}
                  onChange={(purchasePriceOre) => change({ purchasePriceOre })}
                  error={errors.purchasePriceOre}
                />
              )}
            </SimpleGrid>
            <Checkbox
              label="ROT-arbete"
              checked={form.rot}
              onChange={(e) => change({ rot: e.currentTarget.checked })}
            />
          </>
        )}
        <Textarea
          label={kind === 'COMMENT' ? 'Kommentar' : 'Anteckning'}
          autosize
          minRows={2}
          value={kind === 'COMMENT' ? form.comment : form.note}
          onChange={(e) =>
            change(kind === 'COMMENT' ? { comment: e.currentTarget.value } : { note: e.currentTarget.value })
          }
          error={errors.comment || errors.note}
          data-testid="time-log-text"
        />
        {errors.general && (
          <Text c="red.8" size="sm" role="alert">
            {errors.general}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Avbryt
          </Button>
          <Button loading={saving} onClick={() => void submit()} data-testid="time-log-save">
            Spara
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
