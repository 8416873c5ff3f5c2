import { Checkbox, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ResultOf } from '@shared/api/endpoint';
import { type OwnArticleData, ownArticlesApi } from '@shared/api/ownArticles.api';
import { ARTICLE_CODE_MAX_LENGTH } from '@shared/domain/article-code';
import { type OwnArticleType, ownArticleLimits, ownArticleTypes } from '@shared/domain/own-article';
import { useState } from 'react';
import { call } from '../../api/call';
import { apiQueryKey, useApiMutation } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { DialogFooter, RegisterDialog, useDialogClose, useVersionedForm } from '../../kit';
import { type ClientOption, ClientSelect } from '../clients';
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
  /**
   * Net prices hidden ("dölj nettopriser och marginaler" or client mode): the purchase price field is
   * left out, and the server keeps the stored one when the article is saved (decision 0023).
   */
  purchaseHidden: boolean;
  onClose: () => void;
}

export function OwnArticleDialog({ opened, ...props }: Props & { opened: boolean }) {
  return (
    <RegisterDialog
      opened={opened}
      onClose={props.onClose}
      title={props.article ? `Ändra ${props.article.data.code}` : 'Ny egen artikel'}
    >
      <ArticleForm {...props} />
    </RegisterDialog>
  );
}

function clientOfArticle(fresh: ResultOf<typeof ownArticlesApi.get>): ClientOption | null {
  return fresh.data.clientUid
    ? { uid: fresh.data.clientUid, code: fresh.clientCode, name: fresh.clientName }
    : null;
}

function ArticleForm({ article, config, canChooseClient, purchaseHidden, onClose }: Props) {
  const [savedType, setSavedType] = useState(article?.data.ownArticleType ?? null);
  const [client, setClient] = useState<ClientOption | null>(article?.client ?? null);
  const [initialValues] = useState(() => (article ? valuesOfArticle(article.data) : emptyOwnArticleValues()));
  const form = useForm<OwnArticleFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validateOwnArticleValues(values, savedType),
  });
  const versioned = useVersionedForm({
    form,
    initial: { values: initialValues, version: article?.version ?? null },
    mapping: { prefix: 'data.', renames: ownArticleFieldNames },
    read: (fresh: ResultOf<typeof ownArticlesApi.get>) => ({
      values: valuesOfArticle(fresh.data),
      version: fresh.version,
    }),
    fetchLatest: () => call(ownArticlesApi.get, { uid: article?.uid ?? '' }),
    onLoaded: (fresh) => {
      setSavedType(fresh.data.ownArticleType);
      setClient(clientOfArticle(fresh));
    },
    goneMessage: 'Artikeln har tagits bort av någon annan.',
  });
  const close = useDialogClose(form.isDirty, onClose);
  // A field is checked when left with something in it; an untouched empty field waits for Spara.
  const checkOnBlur = (path: 'code' | 'price' | 'purchasePrice' | 'description') => () => {
    if (form.getValues()[path].trim() !== '') form.validateField(path);
  };
  const save = useApiMutation(ownArticlesApi.save, { handleErrors: false });
  const types = selectableTypes(ownArticleTypes, savedType, config.switchableBillingTypes);

  async function submit(values: OwnArticleFormValues) {
    const checked = ownArticleDataOf(values, savedType);
    if (!checked.ok) return form.setErrors(checked.errors);
    versioned.startSave();
    try {
      const saved = await save.mutateAsync({
        uid: article?.uid ?? null,
        newVersion: versioned.version,
        data: checked.data,
      });
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(ownArticlesApi.list) });
      const changed = saved.changes.map((c) => config.changeTypes[c]).join(', ');
      notifications.show({
        color: 'green',
        title: article ? `${saved.data.code} har sparats` : `${saved.data.code} har lagts till`,
        message: changed ? `Ändrat: ${changed}` : 'Artikeln finns nu att välja på dokumentrader.',
        autoClose: 4000,
      });
      form.resetDirty();
      onClose();
    } catch (error) {
      versioned.handleSaveError(error);
    }
  }

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
        <SimpleGrid cols={{ base: 1, xs: purchaseHidden ? 1 : 2 }} spacing="sm">
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
          {!purchaseHidden && (
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
          )}
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
          state={versioned}
          conflictTitle="Någon annan har ändrat artikeln sedan du öppnade den"
          onCancel={() => void close()}
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}
