import { Anchor, Badge, Group, Select, SimpleGrid, Skeleton, Text, TextInput } from '@mantine/core';
import { companyApi } from '@shared/api/company.api';
import type { ResultOf } from '@shared/api/endpoint';
import { canAccess } from '@shared/domain/access';
import type { ChartOfAccountsType } from '@shared/domain/company-settings';
import { FIRST_FISCAL_YEAR_MAX_MONTHS, latestFirstFiscalYearEnd } from '@shared/domain/fiscal-year';
import { permissions } from '@shared/domain/permissions';
import type { ChangeEvent } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/hooks';
import { useSession } from '../../session/session-store';
import { ACCOUNTING_SETTINGS_PATH } from '../accounting';
import { SettingsCard } from './SettingsCard';
import { useSettingsForm } from './settings-form';

type FormConfig = ResultOf<typeof companyApi.formConfig>;

/**
 * Dates are typed as ÅÅÅÅ-MM-DD: a native date input shows the browser's locale format (often US), while
 * the product writes dates one way everywhere (product-spec §9). A cleared field is "not set" (null).
 */
function dateInput(form: ReturnType<typeof useSettingsForm>, path: string) {
  const props = form.getInputProps(path);
  return {
    ...props,
    value: (props.value as string | null) ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(path, (event.currentTarget.value || null) as never),
  };
}

function FiscalPeriods() {
  const periods = useApiQuery(companyApi.fiscalPeriods, {});
  if (periods.isPending) return <Skeleton h={24} w={260} />;
  if (!periods.data) return null;
  const shown = periods.data.periods.slice(0, 4);
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        Räkenskapsår {periods.data.configured ? '' : '(kalenderår, inget första år angivet)'}
      </Text>
      <Group gap={6}>
        {shown.map((p, i) => (
          <Badge key={p.begin} variant={i === 0 ? 'light' : 'default'} tt="none" size="lg" fw={500}>
            {p.begin} – {p.end}
          </Badge>
        ))}
      </Group>
    </div>
  );
}

export function AccountingCard({ config }: { config: FormConfig }) {
  const form = useSettingsForm();
  const accounting = form.getValues().accountingSettings;
  const chart = form.getInputProps('accountingSettings.chartOfAccountsType');
  const session = useSession();
  const latestEnd = accounting.firstFiscalPeriodBegin
    ? latestFirstFiscalYearEnd(accounting.firstFiscalPeriodBegin)
    : null;
  return (
    <SettingsCard
      title="Bokföring"
      description="Används vid SIE-export och när betalningar bokförs."
      testId="accounting-settings"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Kontoplan"
          allowDeselect={false}
          data={config.chartOfAccountsTypes}
          {...chart}
          onChange={(v) =>
            v && form.setFieldValue('accountingSettings.chartOfAccountsType', v as ChartOfAccountsType)
          }
        />
        {session && canAccess(session, permissions.viewAccountingSettings) && (
          // Method, series, mapping and chart have their own page and version (decision 0045).
          <Text size="sm" mt={{ base: 0, sm: 28 }}>
            <Anchor component={Link} to={ACCOUNTING_SETTINGS_PATH} data-testid="accounting-settings-link">
              Bokföringsmetod, kontoplan och verifikationsserier
            </Anchor>
          </Text>
        )}
      </SimpleGrid>
      <Text size="sm" fw={500} mt="xs">
        Första räkenskapsåret
      </Text>
      <Text size="xs" c="dimmed" mt={-8}>
        Högst {FIRST_FISCAL_YEAR_MAX_MONTHS} månader och slutar på sista dagen i en månad. Lämna tomt om
        företaget följer kalenderåret.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Från och med"
          placeholder="ÅÅÅÅ-MM-DD"
          maxLength={10}
          inputMode="numeric"
          {...dateInput(form, 'accountingSettings.firstFiscalPeriodBegin')}
        />
        <TextInput
          label="Till och med"
          placeholder="ÅÅÅÅ-MM-DD"
          maxLength={10}
          inputMode="numeric"
          description={latestEnd ? `Senast ${latestEnd}` : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...dateInput(form, 'accountingSettings.firstFiscalPeriodEnd')}
        />
      </SimpleGrid>
      <FiscalPeriods />
    </SettingsCard>
  );
}
