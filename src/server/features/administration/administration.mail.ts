import type { OutgoingMail } from '../../platform/mail/mail.transport';

/** What an applicant hears when the provider has decided; the provider's name signs it. */
export function registrationApprovedMail(input: {
  to: string;
  login: string;
  firmName: string;
  providerName: string;
  loginUrl: string;
}): OutgoingMail {
  return {
    to: input.to,
    subject: 'Din inloggning till Montör är klar',
    fromName: input.providerName,
    text: [
      'Hej!',
      '',
      `Vi har godkänt din ansökan. Du kan nu logga in i Montör för ${input.firmName}.`,
      '',
      `Användarnamn: ${input.login}`,
      'Lösenord: det du valde när du ansökte',
      '',
      `Logga in: ${input.loginUrl}`,
      '',
      `Välkommen!\n${input.providerName}`,
    ].join('\n'),
  };
}

export function requestRejectedMail(input: {
  to: string;
  what: string;
  reason: string;
  providerName: string;
}): OutgoingMail {
  return {
    to: input.to,
    subject: `Angående din ansökan om ${input.what}`,
    fromName: input.providerName,
    text: [
      'Hej!',
      '',
      `Tack för din ansökan om ${input.what}. Vi kan tyvärr inte godkänna den just nu.`,
      '',
      input.reason,
      '',
      `Hör gärna av dig om du har frågor.\n${input.providerName}`,
    ].join('\n'),
  };
}
