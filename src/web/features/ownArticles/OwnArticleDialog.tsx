import { Checkbox, Modal, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ResultOf } from '@shared/api/endpoint';
import { type OwnArticleData, ownArticlesApi } from '@shared/api/ownArticles.api';
import { ARTICLE_CODE_MAX_LENGTH } from '@shared/domain/article-code';
import { type OwnArticleType, ownArticleLimits, ownArticleTypes } from '@shared/domain/own-article';
import { useRef, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { apiQueryKey, useApiMutation } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { DialogFooter } from '../../shell/DialogFooter';
import { confirm } from '../../shell/dialogs';
import { serverFieldErrors } from '../company/form-errors';
import { type ClientOption, ClientSelect } from './ClientSelect';
import {
  articleCodeHint,
  emptyOwnArticleValues,
  type OwnArticleFormValues,
  ownArticleDataOf,
  ownArticleFieldNames,
  selectableTypes,
  validateOwnArticleValues,
  valuesOfArticle,
} from './own-article-form';

type FormConfig = ResultOf<typeof ownArticlesApi.formConfig>;

/** The article being edited; null opens an empty form for a new one. */
export interface EditedArticle {
  uid: string;
  version: number;
  data: OwnArticleData;
  client: ClientOption | null;
}

interface Props {
  article: EditedArticle | null;
  config: FormConfig;
  canChooseClient: boolean;
  onClose: () => void;
}

export function OwnArticleDialog({ opened, ...props }: Props & { opened: boolean }) {
  // The form decides whether closing needs a question (unsaved edits); the modal's × and Esc ask it.
  const requestClose = useRef<() => void>(props.onClose);
  return (
    <Modal
      opened={opened}
      onClose={() => requestClose.current()}
      title={props.article ? `Ändra ${props.article.data.code}` : 'Ny egen artikel'}
      size={600}
      centered
      closeOnClickOutside={false}
    >
      {/* Mounted per opening, so a new article always starts from an empty form. */}
      {opened && (
        <ArticleForm
          {...props}
          registerClose={(close) => {
            requestClose.current = close;
          }}
        />
      )}
    </Modal>
  );
}

function ArticleForm({
  article,
  config,
  canChooseClient,
  onClose,
  registerClose,
}: Props & { registerClose: (close: () => void) => void }) {
  const [current, setCurrent] = useState(article);
  const savedType = current?.data.ownArticleType ?? null;
  const [client, setClient] = useState<ClientOption | null>(article?.client ?? null);
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OwnArticleFormValues>({
    mode: 'controlled',
    initialValues: article ? valuesOfArticle(article.data) : emptyOwnArticleValues(),
    validate: (values) => validateOwnArticleValues(values, savedType),
  });
  // A field is checked when left with something in it; an untouched empty field waits for Spara.
  const checkOnBlur = (path: 'code' | 'price' | 'purchasePrice' | 'description') => () => {
    if (form.getValues()[path].trim() !== '') form.validateField(path);
  };
  const save = useApiMutation(ownArticlesApi.save, { handleErrors: false });
  const types = selectableTypes(ownArticleTypes, savedType, config.switchableBillingTypes);

  async function submit(values: OwnArticleFormValues) {
    const checked = ownArticleDataOf(values, savedType);
    if (!checked.ok) return form.setErrors(checked.errors);
    setFailure(null);
    try {
      const saved = await save.mutateAsync({
        uid: current?.uid ?? null,
        newVersion: current?.version ?? null,
        data: checked.data,
      });
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(ownArticlesApi.list) });
      const changed = saved.changes.map((c) => config.changeTypes[c]).join(', ');
      notifications.show({
        color: 'green',
        title: current ? `${saved.data.code} har sparats` : `${saved.data.code} har lagts till`,
        message: changed ? `Ändrat: ${changed}` : 'Artikeln finns nu att välja på dokumentrader.',
        autoClose: 4000,
      });
      form.resetDirty();
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 409) setConflict(true);
      else if (error.status === 400) {
        const errors = serverFieldErrors(error, { rename: ownArticleFieldNames });
        if (Object.keys(errors).length > 0) form.setErrors(errors);
        else setFailure(error.displayText);
      } else if (error.status === 404) setFailure('Artikeln har tagits bort av någon annan.');
      else if (!error.handled) setFailure(error.displayText);
    }
  }

  async function reload() {
    if (!current) return;
    const fresh = await call(ownArticlesApi.get, { uid: current.uid });
    const next = {
      uid: fresh.uid,
      version: fresh.version,
      data: fresh.data,
      client: fresh.data.clientUid
        ? { uid: fresh.data.clientUid, code: fresh.clientCode, name: fresh.clientName }
        : null,
    };
    setCurrent(next);
    setClient(next.client);
    form.setInitialValues(valuesOfArticle(fresh.data));
    form.setValues(valuesOfArticle(fresh.data));
    form.resetDirty(valuesOfArticle(fresh.data));
    setConflict(false);
  }

  async function close() {
    if (form.isDirty()) {
      const leave = await confirm({
        title: 'Osparade ändringar',
        message: 'Vill du stänga utan att spara artikeln?',
        confirmLabel: 'Stäng utan att spara',
        cancelLabel: 'Fortsätt redigera',
        danger: true,
      });
      if (!leave) return;
    }
    onClose();
  }

  registerClose(() => void close());
  const values = form.getValues();
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="own-article-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Artikelnummer"
            withAsterisk
            data-autofocus
            maxLength={ARTICLE_CODE_MAX_LENGTH + 4}
            autoComplete="off"
            {...form.getInputProps('code')}
            onBlur={checkOnBlur('code')}
          />
          <TextInput
            label="Enhet"
            placeholder="st, tim, m"
            maxLength={ownArticleLimits.unit}
            {...form.getInputProps('unit')}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={-6}>
          {articleCodeHint}
        </Text>
        <TextInput
          label="Benämning"
          withAsterisk
          maxLength={ownArticleLimits.description}
          {...form.getInputProps('description')}
          onBlur={checkOnBlur('description')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Pris"
            withAsterisk
            inputMode="decimal"
            rightSection={
              <Text size="sm" c="dimmed">
                kr
              </Text>
            }
            description="Exklusive moms"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('price')}
            onBlur={checkOnBlur('price')}
          />
          <TextInput
            label="Inköpspris"
            inputMode="decimal"
            rightSection={
              <Text size="sm" c="dimmed">
                kr
              </Text>
            }
            description="Används för täckningsbidraget"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('purchasePrice')}
            onBlur={checkOnBlur('purchasePrice')}
          />
        </SimpleGrid>
        <Select
          label="Debiteringstyp"
          allowDeselect={false}
          data={types.map((t) => ({ value: t, label: config.billingTypes[t] }))}
          disabled={types.length === 1}
          description={
            savedType && types.length === 1
              ? 'En sparad artikel av den här typen behåller sin debiteringstyp.'
              : savedType
                ? 'En sparad arbetsartikel kan bytas mellan arbete och arbete med ROT-avdrag.'
                : undefined
          }
          {...form.getInputProps('ownArticleType')}
          onChange={(v) => v && form.setFieldValue('ownArticleType', v as OwnArticleType)}
        />
        <Checkbox
          label="Ingår i materialrabatt"
          description="Kundens materialrabatt dras även från den här artikeln."
          {...form.getInputProps('applyDiscount', { type: 'checkbox' })}
        />
        {canChooseClient && (
          <>
            <Switch label="Bara för en kund" {...form.getInputProps('forClient', { type: 'checkbox' })} />
            {values.forClient && (
              <ClientSelect
                label="Kund"
                withAsterisk
                value={values.clientUid}
                selected={client}
                error={form.errors.clientUid}
                onChange={(c) => {
                  setClient(c);
                  form.setFieldValue('clientUid', c?.uid ?? null);
                }}
              />
            )}
          </>
        )}
        <DialogFooter
          conflict={conflict}
          conflictText="Någon annan har ändrat artikeln sedan du öppnade den. Dina ändringar är inte sparade."
          onReload={() => void reload()}
          failure={failure}
          onCancel={() => void close()}
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}
