import type { OutgoingMail } from '../../platform/mail/mail.transport';

/** The first administrator's invitation: the login and the link to choose a password (valid a week). */
export function firstAdminMail(input: {
  to: string;
  displayName: string;
  login: string;
  firmName: string;
  providerName: string;
  link: string;
}): OutgoingMail {
  return {
    to: input.to,
    subject: `Välkommen till Montör – ${input.firmName}`,
    fromName: input.providerName,
    text: [
      `Hej ${input.displayName}!`,
      '',
      `${input.providerName} har öppnat ett konto i Montör för ${input.firmName}, med dig som administratör.`,
      '',
      `Användarnamn: ${input.login}`,
      '',
      'Välj ditt lösenord inom en vecka med länken nedan. Sedan loggar du in med användarnamnet och lösenordet.',
      '',
      input.link,
      '',
      `Välkommen!\n${input.providerName}`,
    ].join('\n'),
  };
}
