import { NumberInput, Stack, Switch, Textarea } from '@mantine/core';
import { companyLimits } from '@shared/domain/company-settings';
import { MoneyInput } from '../../kit';
import { SettingsCard } from './SettingsCard';
import { numberInput, percentInput, useSettingsForm } from './settings-form';

/** The firm's reminder fee and how reminders print (decision 0034). */
export function ReminderCard() {
  const form = useSettingsForm();
  const printNote = form.getValues().paymentRemindersPrintingSettings.printNote;
  return (
    <SettingsCard title="Påminnelser" description="Förval för betalningspåminnelser på förfallna fakturor.">
      <Stack gap="sm">
        <MoneyInput
          label="Påminnelseavgift"
          description="Högst 60 kr enligt inkassokostnadslagen."
          {...percentInput(form, 'reminderFeeOre')}
        />
        <NumberInput
          label="Antal exemplar"
          min={1}
          max={companyLimits.numberOfCopies}
          allowDecimal={false}
          allowNegative={false}
          {...numberInput(form, 'paymentRemindersPrintingSettings.numberOfPapers')}
        />
        <Switch
          label="Skriv ut ett meddelande på påminnelserna"
          {...form.getInputProps('paymentRemindersPrintingSettings.printNote', { type: 'checkbox' })}
        />
        <Textarea
          label="Meddelande"
          autosize
          minRows={2}
          disabled={!printNote}
          {...form.getInputProps('paymentRemindersPrintingSettings.note')}
        />
      </Stack>
    </SettingsCard>
  );
}
